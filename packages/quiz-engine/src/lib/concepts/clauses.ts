import type { Sentence, Token } from '../nlp.js';

/** A token range of one sentence, with its text. */
export interface Clause {
  sentence: Sentence;
  start: number;
  end: number;
  text: string;
}

const AUXILIARIES = new Set(
  'is are was were has have had can could will would may might must should do does did'.split(' '),
);
const PRONOUNS = new Set(
  'it its this these those that they them he she his her their there such which who we you i one'.split(' '),
);

export function clauseOf(sentence: Sentence, start: number, end: number): Clause | null {
  const first = sentence.tokens[start];
  const last = sentence.tokens[end - 1];
  if (!first || !last || end <= start) return null;
  return { sentence, start, end, text: sentence.text.slice(first.start, last.end) };
}

/** Lower-cases the first word unless it is a name or an acronym ("The plague" → "the plague"). */
export function runningCase(text: string, first?: Token): string {
  const word = text.split(' ')[0] ?? '';
  if (first?.name && first.pos !== 'DET' && first.value.length > 1) return text;
  // "Melvin Calvin …": a name of two capitalised words keeps its capital even at a sentence start.
  if (/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u.test(text) && first?.pos === 'PROPN') return text;
  if (word.length > 1 && word.slice(1) !== word.slice(1).toLowerCase()) return text;
  // "I", and "O horizon", "B cells", "X chromosome": a one-letter name keeps its capital ("A" is the article).
  if (word === 'I' || (word.length === 1 && word !== 'A' && text.length > 1)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A text matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Does the clause start with something that only makes sense after an earlier sentence ("It", "This")? */
export function dangling(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  if (!first) return true;
  if (PRONOUNS.has(first.lower) || first.pos === 'PRON') return true;
  // "Both", "Some of them", "The latter": reference, not subject matter.
  return ['both', 'latter', 'former', 'another', 'other', 'others', 'each'].includes(first.lower);
}

/** The verb that heads a clause: the first auxiliary or verb after a noun-phrase subject. */
function mainVerb(tokens: readonly Token[]): number {
  for (let i = 1; i < Math.min(tokens.length, 10); i += 1) {
    const t = tokens[i] as Token;
    if (t.value === ',' || t.pos === 'SCONJ') return -1;
    if (t.pos === 'AUX' || AUXILIARIES.has(t.lower)) return i;
    if (t.pos === 'VERB') return i;
    // A present-tense verb tagged as a plural noun right after a one-word subject ("Temperature matters").
    if (i === 1 && t.pos === 'NOUN' && /[^s]s$/.test(t.lower) && tokens.length <= 3) return i;
    // wink sometimes tags a verb after a plural subject as a noun ("the plague spread quickly").
    // ("a single ammonia plant often feeds …" has its verb after the adverb.)
    if (
      i >= 2 &&
      t.pos === 'NOUN' &&
      tokens[i + 1]?.pos === 'ADV' &&
      tokens[i - 1]?.pos === 'NOUN' &&
      tokens[i + 2]?.pos !== 'VERB'
    )
      return i;
  }
  return -1;
}

const IRREGULAR_PAST = new Map(
  Object.entries({
    spread: 'spread',
    cut: 'cut',
    put: 'put',
    set: 'set',
    hit: 'hit',
    let: 'let',
    cost: 'cost',
    hurt: 'hurt',
    shut: 'shut',
    split: 'split',
    burst: 'burst',
    cast: 'cast',
    read: 'read',
  }),
);

/**
 * "the plague spread quickly to Sicily" → "Why did the plague spread quickly to Sicily?"; "prices rose" →
 * "Why did prices rise?"; "the rock is harder" → "Why is the rock harder?". Null when the clause has no
 * clear subject and verb to invert.
 */
export function whyQuestion(clause: Clause, pastContext: boolean, subjectFor?: string): string | null {
  const tokens = clause.sentence.tokens.slice(clause.start, clause.end);
  // "… so it must be treated": the pronoun's noun phrase, read from the cause, stands in for it.
  const standIn = subjectFor && ['it', 'they'].includes(tokens[0]?.lower ?? '') ? subjectFor : null;
  if (tokens.length < 3 || (!standIn && dangling(tokens))) return null;
  const v = standIn ? 1 : mainVerb(tokens);
  if (v < 1) return null;
  const subject = tokens.slice(0, v);
  if (subject.some((t) => t.pos === 'VERB' || t.type === 'punctuation')) return null;
  // "the Ilkhanate fragmented after the ruler Abu Sa'id died": a clause inside the subject breaks it.
  if (subject.some((t) => /^(after|before|when|while|because|since|until|although|once)$/.test(t.lower)))
    return null;
  const verb = tokens[v] as Token;
  // "a single ammonia plant often feeds …" read with "often" as the verb; "C. H. D. Buys Ballot tested"
  // read with the name "Buys" as the verb.
  if (verb.pos === 'ADV' || verb.pos === 'ADJ' || /^[A-Z]/.test(verb.value)) return null;
  if (standIn && !(verb.pos === 'VERB' || verb.pos === 'AUX' || AUXILIARIES.has(verb.lower))) return null;
  // "The first was …": a subject without its noun has nothing to ask about.
  const head = subject[subject.length - 1];
  if (!head || !(standIn || ['NOUN', 'PROPN'].includes(head.pos))) return null;
  // "research led by … suggested …": a participle after the subject, not its verb.
  if (tokens[v + 1]?.lower === 'by' && verb.pos === 'VERB') return null;
  const text = clause.sentence.text;
  const subjectText =
    standIn ??
    runningCase(text.slice(subject[0]?.start ?? 0, subject[subject.length - 1]?.end ?? 0), subject[0]);
  const rest = tokens.slice(v + 1);
  // "formal inflation targeting was pioneered": the word taken for the verb was part of the subject.
  if (
    rest[0] &&
    (rest[0].pos === 'AUX' || /^(is|was|are|were|has|had)$/.test(rest[0].lower)) &&
    verb.pos !== 'AUX'
  )
    return null;
  // "did Joseph Jacobs measure … and found": a second verb keeps its tense after the inversion.
  const second = rest.findIndex((t, i) => t.lower === 'and' && rest[i + 1]?.pos === 'VERB');
  if (second >= 0 && verb.pos === 'VERB' && rest[second + 1]?.lower !== rest[second + 1]?.lemma) return null;
  const restText = rest.length ? text.slice(rest[0]?.start ?? 0, rest[rest.length - 1]?.end ?? 0) : '';
  if (AUXILIARIES.has(verb.lower) || verb.pos === 'AUX') {
    if (rest.length === 0) return null;
    return `Why ${verb.lower} ${subjectText} ${restText}?`;
  }
  const lemma = verb.lemma;
  let aux: string;
  if (IRREGULAR_PAST.has(verb.lower)) aux = pastContext ? 'did' : pluralSubject(subject) ? 'do' : 'did';
  else if (verb.lower === lemma) aux = 'do';
  else if (verb.lower.endsWith('s') && !verb.lower.endsWith('ss')) aux = 'does';
  else aux = 'did';
  return `Why ${aux} ${subjectText} ${lemma}${restText ? ` ${restText}` : ''}?`;
}

function pluralSubject(subject: readonly Token[]): boolean {
  const head = subject[subject.length - 1];
  return !!head && head.lemma !== head.lower && head.lower.endsWith('s');
}

/** Is the clause a statement that stands on its own: a subject, a verb, no dangling reference? */
export function standsAlone(clause: Clause): boolean {
  const tokens = clause.sentence.tokens.slice(clause.start, clause.end);
  const words = tokens.filter((t) => t.type === 'word' || t.type === 'number').length;
  return words >= 2 && words <= 28 && !dangling(tokens) && mainVerb(tokens) > 0;
}
