import type { Fact } from '../material.js';
import type { Token } from '../nlp.js';
import { kindWordOf } from '../concepts/wordnet.js';
import { lowerStart } from './blanks.js';
import { clauseEnd, clauseStart } from './direct-questions.js';

/**
 * A key the sentence names, asked as the name it is rather than as a gap in a copied sentence (rounds 45–46:
 * reviewers kept 2 of 42 'What completes the statement "…"?' stems with a thing for a key, and asked for
 * "What are the four corner spandrels called?"):
 * - an appositive naming: "The corner spandrels, called _____, show …" → "What are the corner spandrels
 *   called?"; "…, known as _____," likewise;
 * - a second name after a term: "painted in buon fresco, or _____." → "What is buon fresco also called?";
 * - a definition the subject makes: "The Court defined _____ as questioning initiated by …" → "What did the
 *   Court define as questioning initiated by …?".
 * - a kind set against another: "Urea was a _____ rather than a complex component of living tissue" → "What
 *   kind of material was urea, rather than a complex component of living tissue?".
 * Null wherever the sentence does not have exactly that shape, so the caller falls back to its other forms.
 */
export function namingQuestion(fact: Fact): string | null {
  if (fact.kind === 'date' || fact.kind === 'number') return null;
  return appositiveNaming(fact) ?? aliasNaming(fact) ?? definedAs(fact) ?? kindQuestion(fact);
}

/** Words that name what comes after them in an appositive: ", called X,", ", termed X,". */
const NAMING = /^(called|termed|dubbed|named)$/;

/** Pronouns and pointing words: a phrase holding one points at what the question cuts away. */
const POINTS_BACK = /^(it|its|they|their|them|he|his|him|she|her|this|these|those|that|such)$/;

/** Where the key ends: the appositive or the sentence must close right after it. */
function closesAfter(fact: Fact): boolean {
  const next = fact.sentence.tokens[fact.end];
  return !next || /^[,.;)]$/.test(next.value);
}

/**
 * The noun phrase that ends just before token `end` (exclusive): nouns, adjectives, numbers, hyphens and an
 * "of" between nouns, with its article; null when it holds a pronoun or is no phrase with a common noun
 * for its head.
 */
function phraseBefore(tokens: Token[], end: number): { from: number; article: boolean } | null {
  const head = tokens[end - 1];
  if (!head || head.pos !== 'NOUN') return null;
  let i = end - 1;
  const partOfPhrase = (t: Token | undefined, k: number): boolean =>
    !!t &&
    (['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(t.pos) ||
      // "full-size": a hyphen inside a word.
      (t.value === '-' && tokens[k - 1]?.end === t.start && tokens[k + 1]?.start === t.end) ||
      // "the spandrels of the ceiling": "of" between two nouns, with the second's article.
      (t.lower === 'of' && tokens[k - 1]?.pos === 'NOUN') ||
      (t.lower === 'the' && tokens[k - 1]?.lower === 'of'));
  while (i > 0 && partOfPhrase(tokens[i - 1], i - 1)) i -= 1;
  const before = tokens[i - 1];
  const article = !!before && /^(the|a|an)$/.test(before.lower);
  const from = article ? i - 1 : i;
  const words = tokens.slice(from, end);
  if (words.some((t) => POINTS_BACK.test(t.lower))) return null;
  // "spandrels": one bare word out of its sentence names nothing a reader can place.
  if (words.filter((t) => t.lower !== 'the' && t.lower !== 'a' && t.lower !== 'an').length < 2) return null;
  return { from, article };
}

/**
 * Whether the sentence is told in the past ("Designs were transferred …"), by its first finite verb outside
 * the appositive (`skip`, the naming words and the key): "spandrels, called _____, show …" is present.
 */
function pastSentence(tokens: Token[], skip: [number, number]): boolean {
  // "show dramatic episodes in which the people were saved": a verb in a relative clause tells another
  // time, and the tagger may miss the main one ("show" read as a noun), so the search stops at "which".
  const relative = tokens.findIndex((t, k) => k >= skip[1] && (t.pos === 'PRON' || t.pos === 'SCONJ'));
  const verb = tokens
    .slice(0, relative < 0 ? tokens.length : relative)
    .find(
      (t, k) =>
        (k < skip[0] || k >= skip[1]) && (t.pos === 'AUX' || (t.pos === 'VERB' && !t.lower.endsWith('ing'))),
    );
  if (!verb) return false;
  if (verb.pos === 'AUX') return /^(was|were|had|did)$/.test(verb.lower);
  return verb.lower !== verb.lemma && /ed$/.test(verb.lower);
}

/** A plural common noun: "spandrels", "drawings". */
function pluralNoun(t: Token | undefined): boolean {
  return !!t && t.pos === 'NOUN' && t.lower !== t.lemma && t.lower.endsWith('s');
}

/** The phrase as it reads inside a question: "the" in front, its first word lowered unless a name. */
function asked(text: string, tokens: Token[], from: number, end: number, article: boolean): string {
  const first = tokens[from] as Token;
  const last = tokens[end - 1] as Token;
  const phrase = lowerStart(text.slice(first.start, last.end), first, tokens[from + 1]);
  // "full-size drawings, called cartoons": a bare phrase the appositive names is a definite one.
  if (!article) return `the ${phrase}`;
  return phrase.replace(/^an? /i, 'the ');
}

/** "The corner spandrels, called _____, show …" → "What are the corner spandrels called?" */
function appositiveNaming(fact: Fact): string | null {
  const tokens = fact.sentence.tokens;
  let at = fact.start - 1;
  if (tokens[at]?.lower === 'the' || tokens[at]?.lower === 'a') at -= 1;
  const knownAs = tokens[at]?.lower === 'as' && tokens[at - 1]?.lower === 'known';
  if (!knownAs && !NAMING.test(tokens[at]?.lower ?? '')) return null;
  // "a rule now called Foucault's sine law": only the naming set off by a comma names the phrase before it.
  const verbAt = knownAs ? at - 1 : at;
  if (tokens[verbAt - 1]?.value !== ',' || !closesAfter(fact)) return null;
  // "The four corner spandrels, called _____, show …": the phrase named ends at the comma.
  const phrase = phraseBefore(tokens, verbAt - 1);
  if (!phrase) return null;
  const subject = asked(fact.sentence.text, tokens, phrase.from, verbAt - 1, phrase.article);
  const plural = pluralNoun(tokens[verbAt - 2]);
  const past = pastSentence(tokens, [verbAt - 1, fact.end]);
  const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  return `What ${be} ${subject} ${knownAs ? 'known as' : 'called'}?`;
}

/** "painted in buon fresco, or _____." → "What is buon fresco also called?" */
function aliasNaming(fact: Fact): string | null {
  const tokens = fact.sentence.tokens;
  if (tokens[fact.start - 1]?.lower !== 'or' || tokens[fact.start - 2]?.value !== ',') return null;
  if (!closesAfter(fact) || fact.kind !== 'term') return null;
  const comma = fact.start - 2;
  // The term before the comma: nouns and adjectives only, after a preposition or a verb ("in buon fresco").
  let i = comma;
  while (i > 0 && ['NOUN', 'ADJ', 'PROPN'].includes(tokens[i - 1]?.pos ?? '')) i -= 1;
  const term = tokens.slice(i, comma);
  const before = tokens[i - 1];
  // "apples, pears, or plums": a list, not a second name; "either A, or B" offers a choice.
  if (term.length === 0 || term.length > 4 || !before || !['ADP', 'VERB', 'AUX'].includes(before.pos))
    return null;
  if (tokens.slice(0, comma).some((t) => t.value === ',' || t.lower === 'either' || t.lower === 'whether'))
    return null;
  const head = term.at(-1) as Token;
  if (head.pos !== 'NOUN' && head.pos !== 'PROPN') return null;
  const first = term[0] as Token;
  const phrase = lowerStart(fact.sentence.text.slice(first.start, head.end), first, term[1]);
  return `What ${pluralNoun(head) ? 'are' : 'is'} ${phrase} also called?`;
}

/**
 * "The Court defined _____ as questioning initiated by …" → "What did the Court define as questioning
 * initiated by …?": the subject a plain phrase opening its clause, the description running to the clause's end.
 */
function definedAs(fact: Fact): string | null {
  const tokens = fact.sentence.tokens;
  const verb = tokens[fact.start - 1];
  if (!verb || verb.lemma !== 'define' || tokens[fact.end]?.lower !== 'as') return null;
  const from = clauseStart(tokens, fact.start - 1);
  const subject = tokens.slice(from, fact.start - 1);
  if (!plainSubject(subject)) return null;
  const end = clauseEnd(tokens, fact.end + 1, false);
  const description = tokens.slice(fact.end + 1, end);
  if (description.length < 3 || description.some((t) => POINTS_BACK.test(t.lower))) return null;
  const text = fact.sentence.text;
  const who = subjectText(text, subject);
  const what = text.slice((description[0] as Token).start, (description.at(-1) as Token).end);
  const aux = verb.lower === 'defines' ? 'does' : verb.lower === 'define' ? 'do' : 'did';
  if (aux === 'did' && verb.lower !== 'defined') return null;
  return `What ${aux} ${who} define as ${what}?`;
}

/** A subject as it reads inside a question: its first word lowered unless it is a name. */
function subjectText(text: string, subject: Token[]): string {
  const first = subject[0] as Token;
  return lowerStart(text.slice(first.start, (subject.at(-1) as Token).end), first, subject[1]);
}

/** A plain subject opening its clause: nouns, names, adjectives and articles, nothing that points back. */
function plainSubject(words: Token[]): boolean {
  return (
    words.length > 0 &&
    words.length <= 6 &&
    words.every((t) => ['NOUN', 'PROPN', 'ADJ', 'DET'].includes(t.pos)) &&
    !words.some((t) => POINTS_BACK.test(t.lower)) &&
    words.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
  );
}

/**
 * "Urea was a _____ rather than a complex component of living tissue" → "What kind of material was urea,
 * rather than a complex component of living tissue?": the key's kind from WordNet ("waste product" is a
 * material), asked only where the sentence sets it against another, so one kind of that kind is meant.
 */
function kindQuestion(fact: Fact): string | null {
  if (fact.kind !== 'term') return null;
  const tokens = fact.sentence.tokens;
  // "Urea was also a waste product": an adverb between the verb and the article is left out, never a "not".
  const adverb = tokens[fact.start - 2]?.pos === 'ADV' ? 1 : 0;
  if (adverb && /^(not|never|hardly|no)$/.test(tokens[fact.start - 2]?.lower ?? '')) return null;
  const beAt = fact.start - 2 - adverb;
  const be = tokens[beAt];
  if (!/^(a|an)$/.test(tokens[fact.start - 1]?.lower ?? '') || !be || !/^(is|was)$/.test(be.lower))
    return null;
  if (tokens[fact.end]?.lower !== 'rather' || tokens[fact.end + 1]?.lower !== 'than') return null;
  const subject = tokens.slice(clauseStart(tokens, beAt), beAt);
  if (!plainSubject(subject)) return null;
  const contrast = tokens.slice(fact.end, clauseEnd(tokens, fact.end + 2, false));
  if (contrast.length < 4 || contrast.some((t) => POINTS_BACK.test(t.lower))) return null;
  const kind = kindWordOf(fact.text) ?? kindWordOf(fact.text.split(' ').at(-1) ?? '');
  if (!kind || fact.text.toLowerCase().split(' ').includes(kind)) return null;
  const text = fact.sentence.text;
  const who = subjectText(text, subject);
  const against = text.slice((contrast[0] as Token).start, (contrast.at(-1) as Token).end);
  return `What kind of ${kind} ${be.lower} ${who}, ${against}?`;
}
