/**
 * Finding a model's quoted evidence in the material. Models tidy what they quote: curly quotes become
 * straight ones, line breaks become spaces, a capital is lowered, a word is dropped. The comparison is
 * therefore made on a flattened form (lower case, no accents, punctuation and quotes as spaces).
 */

/** Lower case, accents and punctuation gone, one space between words. */
export function flatText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}%$£€]+/gu, ' ')
    .trim();
}

/** Words of three letters or more, flattened. */
export function contentWordsOf(text: string): string[] {
  return flatText(text)
    .split(' ')
    .filter((w) => w.length > 2);
}

/** The material's sentences as written (a line break also ends one: headings, list items). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])["”’)]?\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export interface IndexedMaterial {
  text: string;
  flat: string;
  sentences: string[];
  flatSentences: string[];
  /** Content words of each sentence. */
  sentenceWords: Set<string>[];
}

/** The material read once for evidence look-ups (one generation checks many questions against it). */
export function indexMaterial(text: string): IndexedMaterial {
  const sentences = sentencesOf(text);
  return {
    text,
    flat: ` ${flatText(text)} `,
    sentences,
    flatSentences: sentences.map(flatText),
    sentenceWords: sentences.map((s) => new Set(contentWordsOf(s))),
  };
}

/** Share of a quoted sentence's words a material sentence must hold to be the one quoted. */
const NEAR_QUOTE = 0.75;
/** The most sentences one piece of evidence may span. */
export const MAX_EVIDENCE_SENTENCES = 3;

/** The material sentence a quoted sentence is, by the share of its words it holds; null if none is close. */
function nearestSentence(quote: string, material: IndexedMaterial): number | null {
  const wanted = [...new Set(contentWordsOf(quote))];
  if (wanted.length === 0) return null;
  let best = -1;
  let bestShare = 0;
  material.sentenceWords.forEach((have, i) => {
    const share = wanted.filter((w) => have.has(w)).length / wanted.length;
    if (share > bestShare) {
      best = i;
      bestShare = share;
    }
  });
  return best >= 0 && bestShare >= NEAR_QUOTE ? best : null;
}

/**
 * The material's own words for a quoted piece of evidence (one to three sentences), or null when it is
 * not in the material. A quote found word for word (after flattening) is returned as quoted; otherwise
 * each quoted sentence must be a near copy of a material sentence, and those sentences are returned.
 */
export function findEvidence(evidence: string, material: IndexedMaterial): string | null {
  const quoted = flatText(evidence);
  if (quoted.length === 0) return null;
  const parts = sentencesOf(evidence).filter((s) => flatText(s).length > 0);
  if (parts.length === 0 || parts.length > MAX_EVIDENCE_SENTENCES) return null;
  if (material.flat.includes(` ${quoted} `)) return evidence.replace(/\s+/g, ' ').trim();
  const found: number[] = [];
  for (const part of parts) {
    const flatPart = flatText(part);
    let index = material.flatSentences.findIndex((s) => ` ${s} `.includes(` ${flatPart} `));
    if (index < 0) index = nearestSentence(part, material) ?? -1;
    if (index < 0) return null;
    if (!found.includes(index)) found.push(index);
  }
  return found
    .sort((a, b) => a - b)
    .map((i) => material.sentences[i])
    .join(' ');
}

/** Whether the evidence states the key: its words in order, or every content word of it. */
export function evidenceHoldsKey(evidence: string, key: string): boolean {
  const flatKey = flatText(key);
  if (!flatKey) return false;
  if (` ${flatText(evidence)} `.includes(` ${flatKey} `)) return true;
  const have = new Set(contentWordsOf(evidence));
  const wanted = contentWordsOf(key);
  return wanted.length > 0 && wanted.every((w) => have.has(w));
}

/** Share of a statement's content words the evidence holds (true/false statements are paraphrased). */
export function shareOfWordsIn(evidence: string, statement: string): number {
  const have = new Set(contentWordsOf(evidence));
  const wanted = contentWordsOf(statement);
  if (wanted.length === 0) return 0;
  return wanted.filter((w) => have.has(w)).length / wanted.length;
}
