import { analyse, type Analysis, type Sentence, type Span, type Token } from './nlp.js';
import { fixedPhrase, knownNoun, mostlyVerb, verbFamiliarity } from './concepts/wordnet.js';

/** What sort of thing an answer is; distractors are always drawn from the same sort. */
export type AnswerKind = 'date' | 'number' | 'person' | 'place' | 'name' | 'term';

/**
 * "Proteins on the surface of the virus bind to specific receptors": a noun phrase ending a chain of
 * prepositional phrases after the clause's subject, whose last word WordNet uses mostly as a verb and whose
 * form agrees with that subject (the base form after a plural, "binds" after a singular), before a
 * preposition, particle or object, is the end of the subject and the sentence's verb, not a term ("virus
 * bind"): with no verb before it in its clause and none after it, nothing else can be the verb the subject
 * needs. A compound opening the clause ("The price rise of 2008 hurt") or followed by the verb ("Effects of
 * the price rise were felt") is left alone.
 */
function verbOfEarlierSubject(tokens: Token[], start: number, end: number): boolean {
  const last = tokens[end - 1];
  const next = tokens[end];
  if (end - start < 2 || !last || !next || !['ADP', 'PART', 'DET', 'ADV'].includes(next.pos)) return false;
  const base = last.lemma === last.lower;
  const thirdPerson = !base && last.lower === `${last.lemma}s`;
  if (!(base || thirdPerson) || !mostlyVerb(last.lemma)) return false;
  // The phrase is the object of a preposition ("of the virus"), so the subject came before it.
  const before = tokens[start - 1]?.pos === 'DET' ? tokens[start - 2] : tokens[start - 1];
  if (before?.pos !== 'ADP') return false;
  const isBreak = (t: Token): boolean => t.value === ';' || t.value === ':';
  let clause = start;
  while (clause > 0 && !isBreak(tokens[clause - 1]!)) clause -= 1;
  const verb = (t: Token): boolean => t.pos === 'VERB' || t.pos === 'AUX';
  if (tokens.slice(clause, start).some(verb)) return false;
  let stop = end;
  while (stop < tokens.length && !isBreak(tokens[stop]!)) stop += 1;
  if (tokens.slice(end, stop).some(verb)) return false;
  const subject = tokens.slice(clause, start).find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if (!subject) return false;
  // wink does not lemmatise words it tags as names ("Proteins" opening a sentence).
  const plural = subject.pos === 'PROPN' ? /[^s]s$/.test(subject.lower) : subject.lemma !== subject.lower;
  return plural === base;
}

/** Words that open a clause, whatever the tagger calls them ("as" is often read as a preposition). */
const CLAUSE_OPENERS = new Set(
  'and but or so as because while when whenever since if although though whereas where until once'.split(' '),
);

/**
 * "_____ with height" for "pressure decreases", "and the _____" for "glass sparkles", "as _____ to sell"
 * for "people rush": two words opening a clause, a noun and a word that agrees with it as its verb (a
 * singular noun then the third person, a plural then the base form), with no other verb in the clause after
 * them, are the clause's subject and verb the tagger read as one noun phrase (round 34). A compound WordNet
 * knows ("price rise") or one the clause gives a verb ("the cell walls of plants are rigid") is left alone.
 */
export function subjectAndItsVerb(tokens: readonly Token[], start: number, end: number): boolean {
  const first = tokens[start];
  const last = tokens[end - 1];
  if (end - start !== 2 || !first || !last) return false;
  // "so HIV mutates rapidly": a name may be the subject too, but never a capitalised second word ("Royal
  // Exchange"), which is a name's.
  if (!/^\p{Ll}/u.test(last.value)) return false;
  if (knownNoun(`${first.lower} ${last.lower}`)) return false;
  const plural =
    first.lower === 'people' ||
    (first.pos === 'PROPN' ? /[^s]s$/.test(first.lower) : first.lemma !== first.lower);
  const thirdPerson = !plural && /[^s]s$/.test(last.lower);
  const base = plural && last.lemma === last.lower;
  if (!thirdPerson && !base) return false;
  const lemma = thirdPerson ? last.lower.replace(/(?<=ss|sh|ch|x|z)es$|s$/, '') : last.lower;
  if (verbFamiliarity(lemma) === 0) return false;
  const isBreak = (t: Token | undefined): boolean => !t || [',', ';', ':', '.', '!', '?'].includes(t.value);
  // The clause opens just before: its start, a comma, or a conjunction, then perhaps a determiner.
  let open = start - 1;
  if (tokens[open]?.pos === 'DET') open -= 1;
  const opener = tokens[open];
  const conjunction =
    ['CCONJ', 'SCONJ'].includes(opener?.pos ?? '') || CLAUSE_OPENERS.has(opener?.lower ?? '');
  if (open >= 0 && !isBreak(opener) && !conjunction) return false;
  // No verb after it in its clause but an infinitive ("rush to sell").
  for (let i = end; i < tokens.length && !isBreak(tokens[i]); i += 1) {
    const t = tokens[i];
    if ((t?.pos === 'VERB' || t?.pos === 'AUX') && tokens[i - 1]?.lower !== 'to') return false;
  }
  return true;
}

/** A span of a sentence that could be asked about. */
/**
 * "Procter & _____", "Old St Paul's _____", "the Bank of _____", "_____ the Elder": a capitalised phrase
 * joined to a capitalised word by "&", a possessive, "of" or "the" is part of a longer proper name, and
 * half a name is no answer (round 33: "Gamble", "Cathedral"). Key the whole name or nothing.
 */
export function insideLongerName(tokens: readonly Token[], start: number, end: number): boolean {
  if (!/^[A-Z]/.test(tokens[start]?.value ?? '')) return false;
  const capital = (t: Token | undefined): boolean => !!t && /^[A-Z]/.test(t.value) && t.pos !== 'DET';
  const before = tokens[start - 1]?.value ?? '';
  const after = tokens[end]?.value ?? '';
  // "John the _____", "Philip the _____": a name's epithet after "the"; "Stationers' _____": the place a
  // plural owner names (round 39). Each is the tail of a longer name, not a name of its own.
  const ownerOrEpithet =
    (end - start === 1 && before === 'the' && tokens[start - 2]?.pos === 'PROPN') ||
    (["'", '’'].includes(before) && capital(tokens[start - 2]) && /s$/.test(tokens[start - 2]?.value ?? ''));
  return (
    ownerOrEpithet ||
    (['&', "'s", '’s', 'of'].includes(before) && capital(tokens[start - 2])) ||
    (['&', 'of', 'the'].includes(after) && capital(tokens[end + 1]))
  );
}

/**
 * "leaves that trap insects but cannot digest them": after a noun, "that" before a plural noun phrase cannot
 * be a determiner, so it is the relative pronoun and the phrase's first word, when it can be a verb in the
 * form its plural antecedent needs, is the clause's verb with its object (round 33: key "trap insects"). A
 * content clause ("the idea that plant cells divide") has its verb after the phrase, and is left alone.
 */
export function verbAfterRelative(tokens: readonly Token[], start: number, end: number): boolean {
  const first = tokens[start];
  const last = tokens[end - 1];
  const antecedent = tokens[start - 2];
  const prev = tokens[start - 1];
  if (end - start < 2 || !first || !last) return false;
  // "Most power reactors use fuel enriched …": a base-form word used mostly as a verb, straight after a
  // plural noun, is that subject's verb ("use fuel" is no term).
  if (
    prev?.pos === 'NOUN' &&
    prev.lemma !== prev.lower &&
    first.lemma === first.lower &&
    mostlyVerb(first.lower)
  )
    return true;
  // "Gilgamesh ties stones to his feet": a name, then a word in the third person that can be a verb, then
  // a noun or determiner: the name's verb and its object, not a compound.
  const next = tokens[end];
  if (
    end - start === 2 &&
    first.pos === 'PROPN' &&
    /^[a-z]+s$/.test(last.value) &&
    verbFamiliarity(last.lower.replace(/e?s$/, '')) + verbFamiliarity(last.lower.replace(/s$/, '')) > 0 &&
    (next?.pos === 'NOUN' || next?.pos === 'DET')
  )
    return true;
  if (prev?.lower !== 'that') return false;
  if (antecedent?.pos !== 'NOUN' || antecedent.lemma === antecedent.lower) return false;
  if (last.lemma === last.lower || !/s$/.test(last.lower)) return false;
  if (next && (next.pos === 'VERB' || next.pos === 'AUX')) return false;
  return first.lemma === first.lower && verbFamiliarity(first.lower) > 0;
}

/** "nineteenth", "21st": an ordinal, which fuses with "century" or "decade" into one phrase. */
const ORDINAL =
  /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|\w+tieth|\d+(st|nd|rd|th))$/i;

/** The adverbs that finish a phrasal verb ("give off", "take up", "break down"). */
const PARTICLES = /^(off|up|out|away|down|back|over|apart|forth|aside)$/;

/**
 * The verbs a past or present participle may come from, whatever the tagger made of it: "given" → give,
 * "taken" → take, "turned" → turn, "used" → use, "stopped" → stop, "breaking" → break. Empty for any other word.
 */
function participleStems(token: Token): string[] {
  const w = token.lower;
  const stems = new Set<string>();
  if (token.pos === 'VERB' && token.lemma !== w) stems.add(token.lemma);
  for (const ending of ['en', 'n', 'ed', 'd', 'ing']) {
    if (!w.endsWith(ending) || w.length - ending.length < 2) continue;
    const stem = w.slice(0, -ending.length);
    stems.add(stem);
    if (/(\p{Ll})\1$/u.test(stem)) stems.add(stem.slice(0, -1));
    if (ending === 'ing') stems.add(`${stem}e`);
  }
  return [...stems];
}

/**
 * A phrase that starts or ends inside a fixed phrase: its first word fused with the word before ("the late
 * nineteenth century soap" read as "century soap"; "common salt deposits" as "salt deposits") or its last
 * word with the word after, by WordNet compounds. The gap would cut the fixed phrase in two and join the
 * rest to something else (round 33: "By the late nineteenth _____ was a branded mass-market product").
 */
export function crossesFixedPhrase(tokens: readonly Token[], start: number, end: number): boolean {
  const first = tokens[start];
  const last = tokens[end - 1];
  const prev = tokens[start - 1];
  const next = tokens[end];
  if (!first || !last) return false;
  // "Studies of _____ black bears" for "Studies of American": a key ending on an adjective whose noun comes
  // after it is half a phrase.
  // A people's adjective ("American", "Scottish") is often tagged a name: it counts as an adjective here.
  const adjective =
    last.pos === 'ADJ' || (last.pos === 'PROPN' && /^\p{Lu}\p{Ll}+(ish|an|ese|ic|i)$/u.test(last.value));
  if (
    end - start >= 2 &&
    adjective &&
    (next?.pos === 'NOUN' || next?.pos === 'ADJ') &&
    /^\p{Ll}/u.test(next.value)
  )
    return true;
  if (prev && ORDINAL.test(prev.value) && /^(century|centuries|decade|decades|millennium)$/.test(first.lower))
    return true;
  // "by the end of September Franco had been chosen": a month opening a capitalised phrase ends a date,
  // and the name after it starts the next clause.
  if (
    end - start >= 2 &&
    /^[A-Z]/.test(first.value) &&
    MONTHS.test(first.value) &&
    /^[A-Z]/.test(tokens[start + 1]?.value ?? '')
  )
    return true;
  // "70–74 per _____" for "cent silica": "per" binds the next word into a unit ("per cent", "per capita").
  if (prev?.lower === 'per') return true;
  // "the wavelength of _____ off by krypton-86" for "light given": a key ending on a participle whose
  // particle stays outside cuts a phrasal verb ("give off") in two (round 41).
  if (
    next &&
    PARTICLES.test(next.lower) &&
    participleStems(last).some((v) => fixedPhrase(`${v} ${next.lower}`))
  )
    return true;
  const word = (t: Token | undefined): t is Token =>
    !!t && t.type === 'word' && ['NOUN', 'ADJ', 'PROPN'].includes(t.pos);
  // "the little _____" for "brown bat": the word before and the phrase make one name WordNet knows ("little
  // brown bat"), so the key is a piece of it (round 34).
  const phrase = tokens
    .slice(start, end)
    .map((t) => t.lower)
    .join(' ');
  if (prev?.type === 'word' && knownNoun(`${prev.lower} ${phrase}`)) return true;
  if (end - start < 2) return false;
  return (
    (word(prev) && knownNoun(`${prev.lower} ${first.lower}`)) ||
    (word(next) && next.pos === 'NOUN' && knownNoun(`${last.lower} ${next.lower}`))
  );
}

export interface Fact {
  sentence: Sentence;
  start: number;
  end: number;
  text: string;
  key: string;
  kind: AnswerKind;
  weight: number;
  /** How the answer is shown on its own: a term that opens a sentence loses its capital. */
  display: string;
}

/** One item of a distractor pool: a surface form and its comparison key. */
export interface PoolItem {
  text: string;
  key: string;
  count: number;
  /** Indices of the sentences it occurs in: nearby items make more plausible distractors. */
  where?: number[];
}

/** A "Term is a/the …" sentence. */
export interface Definition {
  sentence: Sentence;
  term: string;
  key: string;
  /** Everything after the verb, without the final full stop ("the process by which …"). */
  description: string;
  verb: string;
}

export interface Material {
  analysis: Analysis;
  /** Sentences good enough to quote on their own. */
  usable: Sentence[];
  facts: Fact[];
  /** The sentences, one a line, as written (headings and captions left out). */
  text: string;
  pools: Map<AnswerKind, PoolItem[]>;
  definitions: Definition[];
  /** Key terms by weight, most important first. */
  keyTerms: PoolItem[];
  lowerText: string;
}

const GENERIC = new Set(
  'process place way part type kind number example period step people time year area form use result lot thing things fact reason case point side end group level amount order term idea world day today effect role rest half most many other others one ones variety range set series size sort dozen dozens score scores hundreds thousands millions several'.split(
    ' ',
  ),
);
const LEADING_FILLER = new Set(
  'most many some several various few more much other such certain own same different main whole entire particular new first second last fewer less dozens hundreds thousands millions half both each every numerous countless'.split(
    ' ',
  ),
);
const NUMBER_PREFIX = new Set(
  'about around approximately roughly nearly almost over under some just only more less than'.split(' '),
);
const DANGLING_START = new Set(
  'it its this these those that such they them he she his her their however also but and so or yet then there here'.split(
    ' ',
  ),
);
const PERSON_VERBS = new Set(
  'say argue discover propose invent write publish describe show prove found lead rule paint compose develop design claim suggest observe study introduce create establish reign die bear trace demonstrate receive argue reject visit travel find call add patent marry command win explain believe theorise theorize formulate build conquer defeat become sail explore name coin record'.split(
    ' ',
  ),
);
const PLACE_PREPS = new Set('in at from to near across into throughout within toward towards'.split(' '));
const TITLES = new Set(
  'dr dr. sir king queen president professor prof emperor empress lord lady saint st. prince princess general captain mr mrs ms'.split(
    ' ',
  ),
);
const MONTHS =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;
export const SMALL_NUMBER_WORDS = [
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'fifteen',
  'twenty',
];

/** The comparison key of a token range: lower-case lemmas, so "Chloroplasts" and "chloroplast" match. */
export function keyOf(tokens: readonly Token[]): string {
  return tokens
    .filter((t) => t.type !== 'punctuation')
    .map((t) => t.lemma)
    .join(' ');
}

function spanText(sentence: Sentence, start: number, end: number): string {
  const first = sentence.tokens[start];
  const last = sentence.tokens[end - 1];
  if (!first || !last) return '';
  return sentence.text.slice(first.start, last.end);
}

export function isUsableSentence(sentence: Sentence): boolean {
  const words = sentence.tokens.filter((t) => t.type === 'word' || t.type === 'number').length;
  const first = sentence.tokens[0];
  const last = sentence.tokens[sentence.tokens.length - 1];
  if (!first || !last || words < 6 || words > 45 || sentence.worked) return false;
  if (last.value !== '.' && last.value !== '!') return false;
  if (first.pos === 'PRON' || DANGLING_START.has(first.lower)) return false;
  // "In an adult it beats …": a subject pronoun near the start points at an earlier sentence.
  if (sentence.tokens.slice(1, 5).some((t) => ['it', 'they', 'he', 'she'].includes(t.lower))) return false;
  if (!/^[A-Z0-9"']/.test(sentence.text)) return false;
  return !sentence.text.includes('?') && !/[()[\]]/.test(sentence.text);
}

/** Trims a phrase span: leading determiners and fillers ("most nutrients" → "nutrients"). */
function trimPhrase(sentence: Sentence, span: Span): Span | null {
  let { start } = span;
  const { end } = span;
  while (start < end) {
    const token = sentence.tokens[start];
    if (!token || !(token.pos === 'DET' || LEADING_FILLER.has(token.lower) || countingWord(token))) break;
    start += 1;
  }
  // "the word torpor", "the term serfdom": the word about words stays in the sentence, the term is the key
  // (round 34: key "word torpor").
  const first = sentence.tokens[start];
  if (first && end - start >= 2 && WORDS_ABOUT_WORDS.has(first.lower)) start += 1;
  // "the way atoms interact", "the main way air is cooled": "way" opens a clause about its noun, so "way
  // atoms" is no phrase at all.
  if (first && end - start >= 2 && (first.lower === 'way' || first.lower === 'ways')) return null;
  return start < end ? { type: span.type, start, end } : null;
}

/** Nouns that name a word rather than a thing: "the word torpor", "the term 'serf'". */
const WORDS_ABOUT_WORDS = new Set(['word', 'words', 'term', 'terms', 'phrase', 'expression', 'label']);

/**
 * "four ways", "two sheets", "Two other features": a spelled-out small number counts the noun after it; as a
 * key it is trivia anyone guesses (round 34), and it is no part of a term either.
 */
function countingWord(token: Token): boolean {
  return token.pos === 'NUM' || SMALL_NUMBER_WORDS.includes(token.lower);
}

/**
 * Person, place or other name, by votes over every occurrence in the material: a title before it or a
 * verb like "discovered" after it votes person; "in"/"from"/"to" before it votes place.
 */
function nameVotes(analysis: Analysis): Map<string, { person: number; place: number; words: number }> {
  const votes = new Map<string, { person: number; place: number; words: number }>();
  for (const sentence of analysis.sentences) {
    const tokens = sentence.tokens;
    for (const phrase of sentence.phrases) {
      if (phrase.type !== 'name') continue;
      const text = spanText(sentence, phrase.start, phrase.end);
      const entry = votes.get(text) ?? { person: 0, place: 0, words: phrase.end - phrase.start };
      const before = tokens[phrase.start - 1];
      const after = tokens[phrase.end];
      const after2 = tokens[phrase.end + 1];
      if (before && TITLES.has(before.lower)) entry.person += 2;
      if (before && PLACE_PREPS.has(before.lower)) entry.place += 1;
      if (before?.lower === 'by' && entry.words >= 2) entry.person += 1;
      if (after && (after.value === "'s" || after.value === '’s')) entry.person += 0.5;
      if (after && PERSON_VERBS.has(after.lemma)) entry.person += 1;
      else if (after?.pos === 'VERB' && after.lower.endsWith('ed') && entry.words >= 2) entry.person += 1;
      if (after?.lemma === 'be' && after2?.lemma === 'bear') entry.person += 1;
      votes.set(text, entry);
    }
  }
  return votes;
}

function classifyName(
  text: string,
  votes: Map<string, { person: number; place: number; words: number }>,
): AnswerKind {
  const { person, place, words } = votes.get(text) ?? { person: 0, place: 0, words: 1 };
  if (words >= 2 && words <= 3 && !text.includes(' of ') && person > 0 && person >= place) return 'person';
  if (person > place && person >= 1) return 'person';
  if (place > 0 && place >= person) return 'place';
  return 'name';
}

function addPool(
  pools: Map<AnswerKind, Map<string, PoolItem>>,
  kind: AnswerKind,
  text: string,
  key: string,
): void {
  let pool = pools.get(kind);
  if (!pool) {
    pool = new Map();
    pools.set(kind, pool);
  }
  const existing = pool.get(key);
  if (existing) existing.count += 1;
  else pool.set(key, { text, key, count: 1 });
}

function isYear(value: string): boolean {
  if (!/^\d{4}$/.test(value)) return false;
  const n = Number(value);
  return n >= 1000 && n <= 2099;
}

/** Dates, numbers and names from wink's entities, merged where wink splits "14 October" and "1066". */
function entityFacts(sentence: Sentence): { start: number; end: number; kind: AnswerKind }[] {
  const out: { start: number; end: number; kind: AnswerKind }[] = [];
  const entities = [...sentence.entities].sort((a, b) => a.start - b.start);
  for (let i = 0; i < entities.length; i += 1) {
    const entity = entities[i] as Span;
    let { start, end } = entity;
    const text = spanText(sentence, start, end);
    if (entity.type === 'DATE' || (entity.type === 'CARDINAL' && isYear(text))) {
      // "around 1606": the hedge stays in the sentence, the date is the answer.
      while (start < end - 1 && NUMBER_PREFIX.has(sentence.tokens[start]?.lower ?? '')) start += 1;
      const next = entities[i + 1];
      if (next && next.start === end && isYear(spanText(sentence, next.start, next.end))) {
        end = next.end;
        i += 1;
      }
      const merged = spanText(sentence, start, end);
      if (/\d/.test(merged) && (isYear(merged) || /\b\d{4}\b/.test(merged) || MONTHS.test(merged)))
        out.push({ start, end, kind: 'date' });
      continue;
    }
    if (entity.type === 'CARDINAL' || entity.type === 'PERCENT' || entity.type === 'MONEY') {
      while (start < end && NUMBER_PREFIX.has(sentence.tokens[start]?.lower ?? '')) start += 1;
      if (start >= end) continue;
      const value = spanText(sentence, start, end);
      const digits = /^[$£€]?\d[\d,]*(\.\d+)?%?$/.test(value);
      const word = SMALL_NUMBER_WORDS.includes(value.toLowerCase());
      // "roughly two-thirds": half of a fraction is no number of its own (round 34). A spelled-out count
      // stays a fact for a false statement to change, and is never a key (`countingWord` in sentence-keys).
      const fraction = sentence.tokens[end]?.value === '-' || sentence.tokens[start - 1]?.value === '-';
      if ((digits || word) && !fraction) out.push({ start, end, kind: 'number' });
    }
  }
  return out;
}

/** Reads the material once and collects everything the generators draw on. */
/**
 * "a method called trilateration", "a problem known as multipath": the sentence names the term that
 * follows, so it is the sentence's key idea rather than the plain words around it (round 35).
 */
export function namedTerm(tokens: readonly Token[], start: number): boolean {
  // "a hollow in the rock called a mould": an article between the cue and the term (round 36).
  const at = /^(a|an|the)$/.test(tokens[start - 1]?.lower ?? '') ? start - 1 : start;
  const prev = tokens[at - 1]?.lower;
  return (
    prev === 'called' ||
    prev === 'termed' ||
    prev === 'dubbed' ||
    (prev === 'as' && tokens[at - 2]?.lower === 'known')
  );
}

/**
 * "network effects, a situation in which …", "Raman spectroscopy, a technique that …": an apposition naming
 * the term's kind and then what sets it apart (a relative clause or a participle within five words) defines
 * the term before it, so it is the sentence's key idea as a named term is (round 40).
 */
export function appositiveTerm(tokens: readonly Token[], end: number): boolean {
  if (tokens[end]?.value !== ',' || !/^(a|an|the)$/.test(tokens[end + 1]?.lower ?? '')) return false;
  for (let i = end + 2; i < Math.min(tokens.length, end + 8); i += 1) {
    const t = tokens[i];
    if (!t || t.type !== 'word') return false;
    if (i > end + 2 && /^(that|which|whose|where)$/.test(t.lower)) return true;
    if (i > end + 2 && /^\p{L}{3,}ed$/u.test(t.lower)) return true;
  }
  return false;
}

export function readMaterial(text: string): Material {
  const analysis = analyse(text);
  const body = analysis.sentences.map((s) => s.text).join('\n');
  const lowerText = body.toLowerCase();
  const pools = new Map<AnswerKind, Map<string, PoolItem>>();
  const raw: Omit<Fact, 'weight' | 'display'>[] = [];
  // Words seen capitalised mid-sentence are names; a capital at a sentence start proves nothing.
  const midCaps = new Set<string>();
  for (const sentence of analysis.sentences)
    for (const token of sentence.tokens.slice(1)) if (/^[A-Z]/.test(token.value)) midCaps.add(token.value);
  const runningCase = (text: string, start: number): string => {
    const first = text.split(' ')[0] ?? '';
    return start === 0 && !midCaps.has(first) ? lowerFirst(text) : text;
  };
  const nameKinds = new Map<string, AnswerKind>();
  const votes = nameVotes(analysis);
  const termCounts = new Map<string, { text: string; count: number; lowerSeen: boolean }>();

  for (const sentence of analysis.sentences) {
    const taken = new Set<number>();
    for (const fact of entityFacts(sentence)) {
      if (insideLongerName(sentence.tokens, fact.start, fact.end)) continue;
      const tokens = sentence.tokens.slice(fact.start, fact.end);
      const factText = spanText(sentence, fact.start, fact.end);
      const key = keyOf(tokens);
      addPool(pools, fact.kind, factText, key);
      for (let i = fact.start; i < fact.end; i += 1) taken.add(i);
      raw.push({ sentence, start: fact.start, end: fact.end, text: factText, key, kind: fact.kind });
    }
    for (const phrase of sentence.phrases) {
      if ([...Array(phrase.end - phrase.start).keys()].some((k) => taken.has(phrase.start + k))) continue;
      let trimmed = trimPhrase(sentence, phrase);
      if (!trimmed) continue;
      // "helper proteins called chaperones guide folding": the tagger runs the named term into the verb
      // after it; the term a sentence names is its key idea, so it is kept on its own (round 36).
      const named = sentence.tokens[trimmed.start];
      const runOn = sentence.tokens[trimmed.start + 1];
      if (
        trimmed.end - trimmed.start === 2 &&
        namedTerm(sentence.tokens, trimmed.start) &&
        named?.pos === 'NOUN' &&
        named.lemma !== named.lower &&
        runOn &&
        runOn.lemma === runOn.lower &&
        mostlyVerb(runOn.lower)
      )
        trimmed = { ...trimmed, end: trimmed.start + 1 };
      const tokens = sentence.tokens.slice(trimmed.start, trimmed.end);
      const phraseText = spanText(sentence, trimmed.start, trimmed.end);
      if (phraseText.length < 3 || tokens.some((t) => t.type !== 'word')) continue;
      // Half of a hyphenated compound ("light-independent reactions") is not an answer.
      if (sentence.tokens[trimmed.start - 1]?.value === '-' || sentence.tokens[trimmed.end]?.value === '-')
        continue;
      if (
        insideLongerName(sentence.tokens, trimmed.start, trimmed.end) ||
        crossesFixedPhrase(sentence.tokens, trimmed.start, trimmed.end) ||
        verbAfterRelative(sentence.tokens, trimmed.start, trimmed.end) ||
        subjectAndItsVerb(sentence.tokens, trimmed.start, trimmed.end)
      )
        continue;
      const key = keyOf(tokens);
      // "Atlantic Ocean" matched as PROPN + NOUN is a name; "Calvin cycle" stays a term.
      const allCaps = tokens.every((t) => /^[A-Z]/.test(t.value));
      let type =
        phrase.type === 'np' && tokens[0]?.pos === 'PROPN' && allCaps && trimmed.start > 0
          ? 'name'
          : phrase.type;
      // A capitalised word that only ever starts sentences, or also appears in lower case, is a common noun
      // wrongly tagged as a name ("Inflation is …", "Historians argue …").
      if (
        type === 'name' &&
        trimmed.start === 0 &&
        tokens.length === 1 &&
        (!new RegExp(`[^.!?\\s]\\s+${phraseText}\\b`).test(body) ||
          new RegExp(`\\b${phraseText.toLowerCase()}\\b`).test(body))
      )
        type = 'np';
      if (
        phrase.type === 'np' &&
        tokens[0]?.pos === 'PROPN' &&
        /^[A-Z]/.test(sentence.tokens[trimmed.end]?.value ?? '')
      )
        continue;
      if (type === 'name') {
        if (MONTHS.test(phraseText) && tokens.length === 1) continue;
        // "Mass." (read as an abbreviation) or a lone initial is not a name worth asking about.
        if (/\.$/.test(phraseText)) continue;
        if (trimmed.start === 0 && tokens.length === 1 && tokens[0]?.stop) continue;
        // Part of a longer name ("Committee of Public Safety", "Seven Years' War"): never ask half a name.
        const before = sentence.tokens[trimmed.start - 1];
        const after = sentence.tokens[trimmed.end];
        if (
          (before &&
            trimmed.start > 0 &&
            /^[A-Z]/.test(before.value) &&
            !(trimmed.start === 1 && before.pos === 'DET')) ||
          (after && /^[A-Z]/.test(after.value)) ||
          // "Convention on Biological Diversity": a name continued after a preposition.
          (after?.pos === 'ADP' && /^[A-Z]/.test(sentence.tokens[trimmed.end + 1]?.value ?? '')) ||
          after?.value === "'"
        )
          continue;
        let kind = nameKinds.get(phraseText);
        if (!kind) {
          kind = classifyName(phraseText, votes);
          nameKinds.set(phraseText, kind);
        }
        addPool(pools, kind, phraseText, key);
        raw.push({ sentence, start: trimmed.start, end: trimmed.end, text: phraseText, key, kind });
      } else {
        if (tokens.length === 1 && (GENERIC.has(key) || tokens[0]?.stop)) continue;
        // wink sometimes tags verbs as nouns: "plates slide", "goods change", "Florida shifts the supply".
        const next = sentence.tokens[trimmed.end];
        const firstPlural =
          tokens[0]?.pos === 'PROPN'
            ? /[^s]s$/.test(tokens[0].lower) // wink does not lemmatise words it tags as names
            : tokens[0]?.lemma !== tokens[0]?.lower;
        if (tokens.length === 2 && firstPlural && (tokens[0]?.pos === 'NOUN' || trimmed.start === 0))
          continue;
        if (
          tokens.length <= 2 &&
          next &&
          (next.pos === 'DET' || next.pos === 'PRON') &&
          tokens[tokens.length - 1]?.lower.endsWith('s')
        )
          continue;
        const prev = sentence.tokens[trimmed.start - 1];
        if (
          tokens.length === 1 &&
          (prev?.pos === 'NOUN' || prev?.pos === 'PROPN') &&
          tokens[0]?.lower.endsWith('s')
        )
          continue;
        if (prev?.type === 'number' && tokens.length >= 2) continue;
        const lastTok = tokens[tokens.length - 1];
        // "the Himalayas stretch for 2,400 km", "ants build nests": a plural noun then a word used far more
        // as a verb, in its base form, before a preposition or determiner, is a subject and its verb (the
        // tagger read both as nouns); a compound ("land use in", "price rise of") starts with a singular.
        const firstTok = tokens[0];
        if (
          tokens.length === 2 &&
          lastTok &&
          firstTok &&
          /s$/.test(firstTok.lower) &&
          (firstTok.lemma !== firstTok.lower || firstTok.pos === 'PROPN') &&
          lastTok.lemma === lastTok.lower &&
          ['ADP', 'PART', 'ADV', 'DET'].includes(next?.pos ?? '') &&
          mostlyVerb(lastTok.lower)
        )
          continue;
        if (verbOfEarlierSubject(sentence.tokens, trimmed.start, trimmed.end)) continue;
        if (
          tokens.length === 2 &&
          lastTok?.lower.endsWith('s') &&
          next &&
          !appositiveTerm(sentence.tokens, trimmed.end)
        ) {
          // "a key fits one lock": a plural-looking last word followed by a determiner is a verb.
          if (next.pos === 'DET' || next.pos === 'NUM') continue;
          if (tokens[0]?.pos === 'NOUN' && (['SCONJ', 'ADP', 'ADV'].includes(next.pos) || next.value === ','))
            continue;
        }
        // Capitalised mid-sentence means part of a title or name ("the Rights of Man"), not a term.
        if (trimmed.start > 0 && /^[A-Z][a-z]/.test(phraseText) && tokens[0]?.pos !== 'PROPN') continue;
        if (
          GENERIC.has(tokens[tokens.length - 1]?.lemma ?? '') &&
          (tokens.length === 1 || tokens[0]?.pos === 'ADJ')
        )
          continue;
        const entry = termCounts.get(key);
        const sentenceStart = trimmed.start === 0;
        const display = runningCase(phraseText, trimmed.start);
        if (entry) {
          entry.count += 1;
          if (!sentenceStart && !entry.lowerSeen) {
            entry.text = display;
            entry.lowerSeen = true;
          }
        } else termCounts.set(key, { text: display, count: 1, lowerSeen: !sentenceStart });
        raw.push({ sentence, start: trimmed.start, end: trimmed.end, text: phraseText, key, kind: 'term' });
      }
    }
  }

  // Single words count towards the multi-word terms that contain them, so "cell" lifts "plant cell".
  const keyTerms: PoolItem[] = [];
  for (const [key, entry] of termCounts) {
    const words = key.split(' ').length;
    // Three-word "phrases" seen once are often tagging slips ("plants release oxygen").
    if (words >= 3 && entry.count < 2) continue;
    let weight = entry.count * (1 + 0.4 * (words - 1));
    if (words > 1) for (const word of key.split(' ')) weight += 0.25 * (termCounts.get(word)?.count ?? 0);
    keyTerms.push({ text: entry.text, key, count: weight });
  }
  keyTerms.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const termWeight = new Map(keyTerms.map((t) => [t.key, t.count]));
  const termPool = new Map<string, PoolItem>();
  for (const t of keyTerms.filter((k) => k.count >= 1.4))
    termPool.set(t.key, { text: termCounts.get(t.key)?.text ?? t.text, key: t.key, count: t.count });
  pools.set('term', termPool);

  // A sentence followed by one that starts in lower case was split in the wrong place ("example." + "org …").
  const usable = analysis.sentences.filter(
    (sentence, i) => isUsableSentence(sentence) && !/^[a-z]/.test(analysis.sentences[i + 1]?.text ?? ''),
  );
  const usableSet = new Set(usable.map((s) => s.index));
  const facts: Fact[] = raw
    .filter((f) => usableSet.has(f.sentence.index))
    .map((f) => {
      const base =
        f.kind === 'term' ? (termWeight.get(f.key) ?? 1) : f.kind === 'date' || f.kind === 'number' ? 2.5 : 2;
      // A term the sentence names is its key idea even when the passage writes it once (round 35).
      // So is a term it defines by apposition ("network effects, a situation in which …").
      const weight =
        f.kind === 'term' &&
        (namedTerm(f.sentence.tokens, f.start) || appositiveTerm(f.sentence.tokens, f.end))
          ? Math.max(base, 1.4)
          : base;
      return { ...f, weight, display: f.kind === 'term' ? runningCase(f.text, f.start) : f.text };
    })
    .filter((f) => f.kind !== 'term' || (termWeight.has(f.key) && f.weight >= 1.4));

  const positions = new Map<string, number[]>();
  for (const f of raw) {
    const list = positions.get(f.key) ?? [];
    if (list.length < 20) list.push(f.sentence.index);
    positions.set(f.key, list);
  }
  const finalPools = new Map<AnswerKind, PoolItem[]>();
  for (const [kind, pool] of pools)
    finalPools.set(
      kind,
      [...pool.values()].map((item) => ({ ...item, where: positions.get(item.key) ?? [] })),
    );

  return {
    analysis,
    usable,
    facts,
    pools: finalPools,
    definitions: findDefinitions(usable),
    keyTerms,
    text: body,
    lowerText,
  };
}

function lowerFirst(text: string): string {
  const [first] = text.split(' ');
  // Acronyms and mixed-case words keep their case.
  if (first && first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "X is a/an/the …", "X are …", "X refers to …", "X is defined as …". */
function findDefinitions(usable: Sentence[]): Definition[] {
  const out: Definition[] = [];
  for (const sentence of usable) {
    const tokens = sentence.tokens;
    const offset = tokens[0]?.pos === 'DET' ? 1 : 0;
    const phrase = sentence.phrases.find((p) => p.start === offset);
    if (!phrase) continue;
    const verb = tokens[phrase.end];
    const next = tokens[phrase.end + 1];
    if (!verb || !next) continue;
    let descStart = -1;
    if (verb.lemma === 'be' && (next.pos === 'DET' || next.lower === 'defined' || next.lower === 'called')) {
      descStart =
        next.lower === 'defined' && tokens[phrase.end + 2]?.lower === 'as' ? phrase.end + 3 : phrase.end + 1;
    } else if (verb.lemma === 'refer' && next.lower === 'to') descStart = phrase.end + 2;
    else if (verb.lemma === 'describe' || verb.lemma === 'mean') descStart = phrase.end + 1;
    if (descStart < 0 || descStart >= tokens.length - 1) continue;
    const termTokens = tokens.slice(phrase.start, phrase.end);
    if (termTokens.length === 1 && GENERIC.has(termTokens[0]?.lemma ?? '')) continue;
    const first = tokens[descStart];
    const last = tokens[tokens.length - 2];
    if (!first || !last) continue;
    const description = sentence.text.slice(first.start, last.end);
    const term = sentence.text.slice(termTokens[0]?.start ?? 0, termTokens[termTokens.length - 1]?.end ?? 0);
    if (description.split(' ').length < 4) continue;
    out.push({
      sentence,
      term: termTokens[0]?.pos === 'PROPN' ? term : lowerFirst(term),
      key: keyOf(termTokens),
      description,
      verb: sentence.text.slice(verb.start, tokens[descStart - 1]?.end ?? verb.end),
    });
  }
  return out;
}

/**
 * Replaces the token range of a sentence with `replacement`, returning the new sentence text; an "a"/"an"
 * just before is corrected for the new word ("an aquifer" → "a surface").
 */
export function replaceSpan(sentence: Sentence, start: number, end: number, replacement: string): string {
  const first = sentence.tokens[start];
  const last = sentence.tokens[end - 1];
  if (!first || !last) return sentence.text;
  let head = sentence.text.slice(0, first.start);
  const before = sentence.tokens[start - 1];
  if (before && (before.lower === 'a' || before.lower === 'an') && replacement !== '_____') {
    const article = /^[aeiou]/i.test(replacement) ? 'an' : 'a';
    const cased =
      before.value.charAt(0) === 'A' ? article.charAt(0).toUpperCase() + article.slice(1) : article;
    head = head.slice(0, before.start) + cased + head.slice(before.end);
  }
  return head + replacement + sentence.text.slice(last.end);
}
