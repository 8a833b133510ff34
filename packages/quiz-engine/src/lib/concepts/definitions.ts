import type { Sentence, Token } from '../nlp.js';
import { runningCase } from './clauses.js';

/**
 * One defining sentence: "Igneous rock is a type of rock that forms when magma cools." gives the term
 * ("igneous rock"), the genus ("type of rock", head "rock") and the differentia ("that forms when magma
 * cools"), which the question families reword into "Which type of rock forms when magma cools?".
 */
export interface DefinitionFact {
  sentence: Sentence;
  term: string;
  termKey: string;
  termStart: number;
  termEnd: number;
  plural: boolean;
  /** "type of rock", "process", "enzyme"; null for "refers to" / "is called" forms. */
  genus: string | null;
  genusHead: string | null;
  /** With its article: "a type of rock", "the process". */
  genusWithArticle: string | null;
  /** "that forms when magma cools", "by which plants make glucose", "made by white blood cells". */
  differentia: string;
  /** How the differentia attaches: a subject relative clause can become "Which <genus> <verb> …?". */
  form: 'subject-relative' | 'relative' | 'participle' | 'phrase' | 'refers' | 'called';
  verb: string;
}

const GENUS_WRAPPERS = new Set(
  'type kind form sort class group branch category example member part unit set family'.split(' '),
);
const RELATIVES = new Set(['that', 'which', 'who', 'whose', 'where', 'when']);
const BAD_HEADS = new Set(
  'way thing something one lot part result example term word name idea fact case number amount'.split(' '),
);

/** Nouns after "is the …" that make a claim about a thing ("the product of", "the key to"), not its kind. */
const CLAIM_HEADS = new Set(
  'product outcome consequence cause source key basis heart essence centre center focus aim goal purpose reason sign founding moment secret answer'.split(
    ' ',
  ),
);
const NOT_A_TERM =
  /^([Kk]ey|[Mm]ain|[Mm]ajor|[Ii]mportant|[Cc]rucial|[Cc]entral|[Dd]ecisive|[Ss]ignificant|[Ff]inal|[Ff]irst|[Ll]ast)\b|^(American|British|English|French|German|Italian|Dutch|Spanish|Portuguese|Russian|Japanese|Chinese|Indian|Greek|Roman|European|African|Asian) [a-z]+[^s]s$/;

function textOf(sentence: Sentence, start: number, end: number): string {
  const first = sentence.tokens[start];
  const last = sentence.tokens[end - 1];
  return first && last ? sentence.text.slice(first.start, last.end) : '';
}

function keyOf(tokens: readonly Token[]): string {
  return tokens
    .filter((t) => t.type !== 'punctuation')
    .map((t) => t.lemma)
    .join(' ');
}

/** The subject noun phrase at the start of a sentence: up to five words, ending in a noun. */
function subjectTerm(sentence: Sentence): { start: number; end: number } | null {
  const tokens = sentence.tokens;
  let start = 0;
  if (tokens[0]?.pos === 'DET' && ['the', 'a', 'an'].includes(tokens[0].lower)) start = 1;
  let end = start;
  while (end < tokens.length && end - start < 6) {
    const t = tokens[end] as Token;
    const wordLike = t.type === 'word' && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(t.pos);
    const hyphen = t.value === '-' && end > start;
    // "the law of demand", "Newton's first law": a short "of" inside a term.
    const of = t.lower === 'of' && end > start && tokens[end + 1]?.pos !== 'DET' && end - start <= 2;
    const possessive = (t.value === "'s" || t.value === '’s') && end > start;
    if (!(wordLike || hyphen || of || possessive)) break;
    end += 1;
  }
  if (end === start) return null;
  const last = tokens[end - 1];
  if (!last || !['NOUN', 'PROPN'].includes(last.pos)) return null;
  return { start, end };
}

function isBe(token: Token | undefined): boolean {
  return !!token && token.lemma === 'be' && ['is', 'are', 'was', 'were'].includes(token.lower);
}

/**
 * Reads the definitions a sentence states, if any. Sentences are expected to stand alone (no dangling
 * pronoun) and end with a full stop.
 */
export function readDefinition(sentence: Sentence): DefinitionFact | null {
  const tokens = sentence.tokens;
  const lastIndex = tokens.length - 1;
  if (tokens[lastIndex]?.value !== '.') return null;
  const called = calledDefinition(sentence);
  if (called) return called;
  const subject = subjectTerm(sentence);
  if (!subject) return null;
  const termTokens = tokens.slice(subject.start, subject.end);
  const head = termTokens[termTokens.length - 1] as Token;
  if (termTokens.length === 1 && BAD_HEADS.has(head.lemma)) return null;
  // "A key moment was the founding of Lübeck", "The Italian republics were sovereign states": a judgement
  // or a nation's things are not a term the material defines.
  if (NOT_A_TERM.test(textOf(sentence, subject.start, subject.end))) return null;
  const verb = tokens[subject.end];
  const termKey = keyOf(termTokens);
  const term = runningCase(textOf(sentence, subject.start, subject.end), termTokens[0]);
  const plural = head.lemma !== head.lower && head.lower.endsWith('s');
  const base = { sentence, term, termKey, termStart: subject.start, termEnd: subject.end, plural };
  if (!verb) return null;
  if (verb.lemma === 'refer' && tokens[subject.end + 1]?.lower === 'to') {
    const differentia = textOf(sentence, subject.end + 2, lastIndex);
    return differentia.split(' ').length >= 4
      ? {
          ...base,
          genus: null,
          genusHead: null,
          genusWithArticle: null,
          differentia,
          form: 'refers',
          verb: textOf(sentence, subject.end, subject.end + 2),
        }
      : null;
  }
  if (!isBe(verb)) return null;
  let i = subject.end + 1;
  if (tokens[i]?.lower === 'defined' && tokens[i + 1]?.lower === 'as') i += 2;
  const article = tokens[i];
  const hasArticle = !!article && ['a', 'an', 'the'].includes(article.lower);
  // "Antibodies are proteins made by …" has no article; plural genus is fine there.
  const genusStart = hasArticle ? i + 1 : i;
  let j = genusStart;
  while (j < lastIndex) {
    const t = tokens[j] as Token;
    const wrapperOf =
      t.lower === 'of' && GENUS_WRAPPERS.has(tokens[j - 1]?.lemma ?? '') && j - genusStart <= 2;
    if (!(['NOUN', 'ADJ', 'PROPN'].includes(t.pos) || t.value === '-' || wrapperOf)) break;
    // A "noun" that is really the verb of the relative clause comes after "that".
    j += 1;
  }
  if (j === genusStart) return null;
  const genusTokens = tokens.slice(genusStart, j);
  const genusHeadToken = [...genusTokens].reverse().find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if (!genusHeadToken) return null;
  if (!hasArticle && !(genusHeadToken.lemma !== genusHeadToken.lower)) return null;
  // "X is the first …" / "X is a very …": adjectives alone are properties, not a genus; nor is "the same
  // process" or "the reverse process", which only point back at another sentence.
  if (genusTokens.every((t) => t.pos === 'ADJ')) return null;
  if (
    /^(same|reverse|opposite|other|next|previous|first|second|last|main|only)$/.test(
      genusTokens[0]?.lower ?? '',
    )
  )
    return null;
  const genus = textOf(sentence, genusStart, j);
  const genusHead = genusHeadToken.lemma;
  // "Goodness is the product of deliberate effort": a claim about where something comes from, not a kind.
  if (CLAIM_HEADS.has(genusHead)) return null;
  if (genusHead === head.lemma && genusTokens.length === 1) return null;
  const next = tokens[j];
  const after = tokens[j + 1];
  if (!next) return null;
  let form: DefinitionFact['form'];
  if (RELATIVES.has(next.lower)) {
    // "a store that holds …" (subject relative) vs "the quantity that producers are willing …" (object
    // relative): a verb right after the relative pronoun, or a word wink calls a noun that no verb follows.
    const afterNext = tokens[j + 2];
    const verbNext =
      after &&
      (after.pos === 'VERB' ||
        after.pos === 'AUX' ||
        (after.pos === 'ADV' && tokens[j + 2]?.pos === 'VERB') ||
        (after.pos === 'NOUN' &&
          /[^s]s$/.test(after.lower) &&
          !['VERB', 'AUX'].includes(afterNext?.pos ?? '') &&
          afterNext?.lower !== 'that'));
    form = ['that', 'which', 'who'].includes(next.lower) && verbNext ? 'subject-relative' : 'relative';
  } else if (next.pos === 'ADP' && (after?.lower === 'which' || after?.lower === 'whom')) form = 'relative';
  else if (next.pos === 'VERB' && /(ed|en|ing|wn|de|lt|ung)$/.test(next.lower)) form = 'participle';
  else if (next.pos === 'ADP' && next.lower !== 'because') form = 'phrase';
  else return null;
  const end = differentiaEnd(tokens, j, lastIndex);
  if (end < 0) return null;
  const differentia = textOf(sentence, j, end);
  const words = differentia.split(' ').length;
  if (words < 3 || words > 30) return null;
  // The differentia should not simply restate the term ("Igneous rock is a rock that is igneous").
  if (differentia.toLowerCase().includes(term.toLowerCase())) return null;
  return {
    ...base,
    genus,
    genusHead,
    genusWithArticle: hasArticle ? `${article.lower} ${genus}` : genus,
    differentia,
    form,
    verb: verb.lower,
  };
}

const CLAUSE_BREAKS = new Set([
  'and',
  'but',
  'whereas',
  'while',
  'which',
  'so',
  'although',
  'though',
  'because',
]);
const ANAPHORA = new Set([
  'it',
  'its',
  'they',
  'them',
  'their',
  'this',
  'these',
  'those',
  'he',
  'him',
  'his',
  'she',
  'her',
]);

/**
 * Where the differentia ends: before "; …", ": …" or ", and/whereas/which …", so a stem asks one thing.
 * -1 when it leans on something outside the sentence ("that information", "its material").
 */
function differentiaEnd(tokens: readonly Token[], start: number, end: number): number {
  for (let i = start; i < end; i += 1) {
    const t = tokens[i] as Token;
    if (ANAPHORA.has(t.lower)) return -1;
    if (t.lower === 'that' && tokens[i + 1]?.pos === 'NOUN' && i > start) return -1;
    if (t.value === ';' || t.value === ':' || t.value === '(') return i;
    if (t.value === ',' && CLAUSE_BREAKS.has(tokens[i + 1]?.lower ?? '')) return i;
  }
  return end;
}

/** "The movement of sediment along a coast is called longshore drift." */
function calledDefinition(sentence: Sentence): DefinitionFact | null {
  const tokens = sentence.tokens;
  const lastIndex = tokens.length - 1;
  const at = tokens.findIndex(
    (t, i) =>
      ['called', 'termed', 'named'].includes(t.lower) ||
      (t.lower === 'known' && tokens[i + 1]?.lower === 'as'),
  );
  if (at < 3 || !isBe(tokens[at - 1])) return null;
  const termStart = tokens[at]?.lower === 'known' ? at + 2 : at + 1 + (tokens[at + 1]?.pos === 'DET' ? 1 : 0);
  const termTokens = tokens.slice(termStart, lastIndex);
  if (termTokens.length === 0 || termTokens.length > 5) return null;
  if (termTokens.some((t) => t.type !== 'word' && t.value !== '-')) return null;
  const head = termTokens[termTokens.length - 1] as Token;
  if (head.pos !== 'NOUN' && head.pos !== 'PROPN' && head.pos !== 'ADJ') return null;
  const subjectTokens = tokens.slice(0, at - 1);
  if (subjectTokens.some((t) => t.value === ',' || t.value === ';' || ANAPHORA.has(t.lower))) return null;
  if (['this', 'these', 'it', 'they', 'that', 'such'].includes(subjectTokens[0]?.lower ?? '')) return null;
  if (subjectTokens.length < 3) return null;
  const subject = runningCase(textOf(sentence, 0, at - 1), subjectTokens[0]);
  const term = runningCase(textOf(sentence, termStart, lastIndex), termTokens[0]);
  return {
    sentence,
    term,
    termKey: keyOf(termTokens),
    termStart,
    termEnd: lastIndex,
    plural: head.lemma !== head.lower && head.lower.endsWith('s'),
    genus: null,
    genusHead: null,
    genusWithArticle: null,
    differentia: subject,
    form: 'called',
    verb: textOf(sentence, at - 1, termStart),
  };
}
