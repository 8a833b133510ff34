import winkNLP from 'wink-nlp';
// wink's typings give lemma a three-argument signature that its own out() does not accept; the casts are safe at run time.
import type { ItsFunction, PartOfSpeech, WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { formulaOf, protectFormulas } from './formulas/tokens.js';
import { LETTER_LABELLED_NOUNS } from './questions/word-lists.js';
import { escapeRegExp } from './concepts/clauses.js';

/** One token of a sentence, with its character offsets inside `Sentence.text`. */
export interface Token {
  value: string;
  lower: string;
  lemma: string;
  pos: PartOfSpeech;
  type: string;
  stop: boolean;
  start: number;
  end: number;
  /** Capitalised and also seen capitalised mid-sentence somewhere in the material: a name, keep its case. */
  name: boolean;
}

/** A token range `[start, end)` inside a sentence, tagged by what it is. */
export interface Span {
  type: string;
  start: number;
  end: number;
}

export interface Sentence {
  index: number;
  text: string;
  tokens: Token[];
  /** wink's own entities (DATE, CARDINAL, PERCENT, …). */
  entities: Span[];
  /** Noun phrases (`np`) and proper names (`name`) found by the patterns below. */
  phrases: Span[];
  /** The markdown heading the sentence sits under, if any. */
  section: string | null;
  /**
   * Part of a worked example ("Worked example 2: a kettle heats …", "Step 1: moles of sodium = …"): its
   * numbers and steps belong to that one exercise, so nothing is asked from it as if it were a fact.
   */
  worked?: boolean;
  /** A blank line stands before it: it opens a paragraph (a pronoun in it rarely points further back). */
  opensParagraph?: boolean;
}

export interface Analysis {
  sentences: Sentence[];
  wordCount: number;
  headings: string[];
}

let instance: WinkMethods | null = null;

/**
 * The wink pipeline, loaded once per process: loading the model costs ~70 ms, reading text is cheap.
 * Noun phrases come from wink's custom-entity patterns over part-of-speech tags.
 */
export function nlp(): WinkMethods {
  if (instance) return instance;
  const created = winkNLP(model);
  created.learnCustomEntities([
    {
      name: 'name',
      patterns: [
        '[PROPN] [PROPN] [PROPN]',
        '[PROPN] [PROPN]',
        '[PROPN] of [PROPN]',
        '[PROPN] of the [PROPN]',
        '[PROPN]',
      ],
    },
    {
      name: 'np',
      patterns: ['[ADJ|NOUN] [ADJ|NOUN] [NOUN]', '[ADJ|NOUN] [NOUN]', '[PROPN] [NOUN]', '[NOUN]'],
    },
  ]);
  instance = created;
  return created;
}

const HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const LIST_MARK = /^\s*(?:[-*+]|\d+[.)])\s+/;
// A markdown table row (from a Word table or a web page): data laid out in cells, not prose to ask about.
const TABLE_ROW = /^\s*\|.*\|\s*$/;

interface Block {
  section: string | null;
  text: string;
}

/** Splits markdown-ish material into body text per heading, dropping markup that would pollute sentences. */
function blocks(text: string): { blocks: Block[]; headings: string[] } {
  const out: Block[] = [];
  const headings: string[] = [];
  let section: string | null = null;
  let lines: string[] = [];
  const flush = (): void => {
    const body = lines.join('\n').trim();
    if (body) out.push({ section, text: body });
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(raw);
    if (heading?.[1]) {
      flush();
      section = heading[1].replace(/[*_`]/g, '').trim();
      headings.push(section);
      continue;
    }
    if (TABLE_ROW.test(raw)) {
      flush();
      continue;
    }
    const line = raw.replace(LIST_MARK, '').replace(/[*_`]{1,3}(?=\S)|(?<=\S)[*_`]{1,3}/g, '');
    // A list item without closing punctuation still needs a sentence boundary.
    lines.push(/[\p{L}\p{M}\p{N})]$/u.test(line.trim()) && LIST_MARK.test(raw) ? `${line.trim()}.` : line);
  }
  flush();
  return { blocks: out, headings };
}

/** A paragraph that is an exercise worked through: "Worked example 1: …", "Example: …", "Step 2: …". */
const WORKED = /^(worked example|example\s*\d*\s*:|step \d+\s*[:.])/i;

/** Reads material into sentences with tokens, entities and phrases, keeping the heading each sits under. */
export function analyse(text: string): Analysis {
  const winkInstance = nlp();
  const its = winkInstance.its;
  // Each formula is one placeholder word while wink reads, and one `formula` token after (formulas/tokens.ts).
  const { text: readable, formulas } = protectFormulas(text);
  const { blocks: parts, headings } = blocks(readable);
  const sentences: Sentence[] = [];
  let wordCount = 0;
  for (const part of parts) {
    const { text: winkText, letters } = lettersWinkReads(part.text);
    const doc = winkInstance.readDoc(winkText);
    const values: string[] = [];
    const lemmas: string[] = [];
    const winkLemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
    (doc.tokens().out() as string[]).forEach((value, i) => {
      const restored = restoreLetters(value, letters);
      values.push(restored.value);
      lemmas.push(restored.apply(winkLemmas[i] ?? value));
    });
    const poses = doc.tokens().out(its.pos) as PartOfSpeech[];
    const types = doc.tokens().out(its.type) as string[];
    const stops = doc.tokens().out(its.stopWordFlag) as boolean[];
    const spaces = doc.tokens().out(its.precedingSpaces) as string[];
    const entitySpans = spansOf(
      doc.entities().out(its.detail) as unknown[],
      doc.entities().out(its.span) as unknown[],
    );
    const phraseSpans = spansOf(
      doc.customEntities().out(its.detail) as unknown[],
      doc.customEntities().out(its.span) as unknown[],
    );
    const { spans: sentenceSpans, labelEnds } = splitAtLabelLetters(
      doc.sentences().out(its.span) as unknown as [number, number][],
      values,
      stops,
      part.text,
    );
    for (const [first, last] of sentenceSpans) {
      const tokens: Token[] = [];
      let textSoFar = '';
      const tokenIndex: number[] = [];
      let opensParagraph = false;
      for (let i = first; i <= last; i += 1) {
        const formula = formulaOf(values[i] ?? '', formulas);
        const value = formula ?? values[i] ?? '';
        // Line breaks come through as tokens of their own; they are layout, not words. A blank line
        // before the first word opens a paragraph.
        if (value.trim() === '') {
          if (tokens.length === 0 && /\n\s*\n/.test(value)) opensParagraph = true;
          continue;
        }
        const space =
          tokens.length === 0
            ? ''
            : (spaces[i] ?? '') === '' && (values[i - 1] ?? '').trim() !== ''
              ? ''
              : ' ';
        tokenIndex.push(i);
        textSoFar += space;
        // "vitamin C." closing a sentence: the letter is the word and the period its full stop.
        if (labelEnds.has(i)) {
          const letter = value.slice(0, -1);
          tokens.push(
            { ...plainToken(letter, 'PROPN', 'word', textSoFar.length), lemma: letter.toLowerCase() },
            plainToken('.', 'PUNCT', 'punctuation', textSoFar.length + letter.length),
          );
          tokenIndex.push(i);
          textSoFar += value;
          wordCount += 1;
          continue;
        }
        const type = formula ? 'formula' : (types[i] ?? 'word');
        tokens.push({
          value,
          lower: formula ?? value.toLowerCase(),
          lemma: formula ?? (lemmas[i] ?? value).toLowerCase(),
          pos: formula ? 'SYM' : (poses[i] ?? 'X'),
          type,
          stop: stops[i] ?? false,
          start: textSoFar.length,
          end: textSoFar.length + value.length,
          name: false,
        });
        textSoFar += value;
        if (type === 'word' || type === 'number') wordCount += 1;
      }
      if (tokens.length === 0) continue;
      // "the Austro-Hungarian-born physicist", "a London-based firm": the tagger reads a participle joined
      // by a hyphen as the clause's verb (round 39 asked "In which year did the Austro-Hungarian- bear
      // physicist …?"); it is part of a compound adjective.
      tokens.forEach((token, k) => {
        const hyphen = tokens[k - 1];
        if (
          token.pos === 'VERB' &&
          hyphen?.value === '-' &&
          hyphen.end === token.start &&
          tokens[k - 2]?.end === hyphen.start
        )
          token.pos = 'ADJ';
      });
      // A letter split from its full stop shares one wink token: spans reach the letter, not the period.
      const position = new Map<number, number>();
      tokenIndex.forEach((docIndex, local) => {
        if (!position.has(docIndex)) position.set(docIndex, local);
      });
      const formulaAt = new Set(tokenIndex.filter((_, local) => tokens[local]?.type === 'formula'));
      // No entity or phrase reaches into a formula: a formula is never a name, a term, a number or a date.
      const inside = (s: Span): boolean =>
        position.has(s.start) &&
        position.has(s.end - 1) &&
        (formulaAt.size === 0 || !tokenIndex.some((d) => d >= s.start && d < s.end && formulaAt.has(d)));
      const local = (s: Span): Span => ({
        type: s.type,
        start: position.get(s.start) ?? 0,
        end: (position.get(s.end - 1) ?? 0) + 1,
      });
      sentences.push({
        index: sentences.length,
        text: textSoFar,
        tokens,
        entities: entitySpans.filter(inside).map(local),
        phrases: phraseSpans.filter(inside).map(local),
        section: part.section,
        ...(WORKED.test(part.text) || /worked example/i.test(part.section ?? '') ? { worked: true } : {}),
        ...(opensParagraph ? { opensParagraph } : {}),
      });
    }
  }
  const midCaps = new Set<string>();
  for (const sentence of sentences)
    for (const token of sentence.tokens.slice(1)) if (/^[A-Z]/.test(token.value)) midCaps.add(token.value);
  for (const sentence of sentences)
    for (const token of sentence.tokens) token.name = midCaps.has(token.value);
  return { sentences, wordCount, headings };
}

// The letters wink's tokeniser reads as part of a word: ASCII, Latin-1 and (after NFD) combining marks.
// Any other letter breaks the word, so "Ngāpuhi" came out as "Ng", "ā", "puhi" (round 43).
const WINK_LETTER = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]/u;
// What stands in for a Latin letter wink cannot read and NFD cannot take apart (ł, đ, œ, ı): a plain x
// of the same case joined by a combining grapheme joiner, which wink reads as part of the word.
const LETTER_STAND_IN = /[xX]\u034F/g;

interface StoodInLetters {
  letters: string[];
  next: number;
}

/**
 * The text as wink can tokenise it: decomposed (NFD), so "ā" is "a" and a combining macron, and each
 * Latin letter that does not decompose (ł, œ) stood in for by `LETTER_STAND_IN`, kept in order.
 */
function lettersWinkReads(text: string): { text: string; letters: StoodInLetters } {
  const letters: string[] = [];
  const readable = text.normalize('NFD').replace(/\p{Script=Latin}/gu, (letter) => {
    if (WINK_LETTER.test(letter)) return letter;
    letters.push(letter);
    return `${letter === letter.toLowerCase() ? 'x' : 'X'}\u034F`;
  });
  return { text: readable, letters: { letters, next: 0 } };
}

/** A wink token as written in the material (composed, its stood-in letters back); `apply` does the same to its lemma. */
function restoreLetters(
  value: string,
  stoodIn: StoodInLetters,
): { value: string; apply: (lemma: string) => string } {
  const own: string[] = [];
  const restored = value.replace(LETTER_STAND_IN, () => {
    const letter = stoodIn.letters[stoodIn.next] ?? '';
    stoodIn.next += 1;
    own.push(letter);
    return letter;
  });
  return {
    value: restored.normalize('NFC'),
    apply: (lemma) => {
      let k = 0;
      return lemma.replace(LETTER_STAND_IN, () => (own[k++] ?? '').toLowerCase()).normalize('NFC');
    },
  };
}

const LONE_CAPITAL = /^\p{Lu}\.$/u;

/**
 * Sentence spans with those wink ran on past a labelling letter cut after it: wink takes "C." in "vitamin
 * C. Early signs are …" for an initial. A capital and period end the sentence when they follow a noun a
 * letter labels ("vitamin", "type", "Appendix": `LETTER_LABELLED_NOUNS`), or another lower-case content
 * word when the capitalised word after is no name of the material ("mathematician A. Turing" stays whole);
 * an initial before another initial ("J. J. Thomson") or after a first name ("Robert A. Millikan") never
 * ends one. `labelEnds` are those letters, whose period is then the sentence's full stop.
 */
function splitAtLabelLetters(
  spans: [number, number][],
  values: string[],
  stops: boolean[],
  text: string,
): { spans: [number, number][]; labelEnds: Set<number> } {
  const labelEnds = new Set<number>();
  const word = (i: number): boolean => (values[i] ?? '').trim() !== '';
  const endsSentence = (i: number, first: number, last: number): boolean => {
    if (!LONE_CAPITAL.test(values[i] ?? '')) return false;
    let before = i - 1;
    while (before >= first && !word(before)) before -= 1;
    let after = i + 1;
    while (after <= last && !word(after)) after += 1;
    const previous = before >= first ? (values[before] ?? '') : '';
    const following = after <= last ? (values[after] ?? '') : null;
    if (following !== null && (!/^\p{Lu}/u.test(following) || LONE_CAPITAL.test(following))) return false;
    if (LETTER_LABELLED_NOUNS.has(previous.toLowerCase())) return true;
    if (!/^\p{Ll}[\p{Ll}\p{M}-]*$/u.test(previous) || stops[before]) return false;
    return following === null || !isNameIn(following, text);
  };
  const out: [number, number][] = [];
  for (const [first, last] of spans) {
    let from = first;
    for (let i = first; i <= last; i += 1) {
      if (!endsSentence(i, first, last)) continue;
      labelEnds.add(i);
      out.push([from, i]);
      from = i + 1;
    }
    if (from <= last) out.push([from, last]);
  }
  return { spans: out, labelEnds };
}

/** Whether the material writes `word` capitalised after a lower-case word: a name, not a sentence's first word. */
function isNameIn(word: string, text: string): boolean {
  const escaped = escapeRegExp(word);
  return new RegExp(`\\p{Ll}[,;]?\\s+${escaped}(?![\\p{L}\\p{M}])`, 'u').test(text.normalize('NFC'));
}

/** A token the reader makes itself (a letter split from its full stop). */
function plainToken(value: string, pos: PartOfSpeech, type: string, start: number): Token {
  const lower = value.toLowerCase();
  return {
    value,
    lower,
    lemma: lower,
    pos,
    type,
    stop: false,
    start,
    end: start + value.length,
    name: false,
  };
}

function spansOf(details: unknown[], spans: unknown[]): Span[] {
  const out: Span[] = [];
  details.forEach((detail, i) => {
    const span = spans[i] as [number, number] | undefined;
    const type = (detail as { type?: string }).type;
    if (span && type) out.push({ type, start: span[0], end: span[1] + 1 });
  });
  return out;
}

/** Lower-case lemmas of the content words of a short text (no stop words, no punctuation). */
export function contentLemmas(text: string): string[] {
  const winkInstance = nlp();
  const its = winkInstance.its;
  const doc = winkInstance.readDoc(text);
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const stops = doc.tokens().out(its.stopWordFlag) as boolean[];
  const out: string[] = [];
  lemmas.forEach((lemma, i) => {
    const type = types[i];
    if ((type === 'word' || type === 'number') && !stops[i]) out.push(lemma.toLowerCase());
  });
  return out;
}

/** Loads the language model now (~80–140 ms) so the first request does not pay for it; call at server start. */
export function warmUp(): void {
  nlp().readDoc('Warm up.');
}
