import { supersense } from '../concepts/wordnet.js';
import type { Fact } from '../material.js';
import type { Token } from '../nlp.js';
import { replaceSpan } from '../material.js';
import { BLANK } from './common.js';
import { clauseEnd, ownClauseEnd, placeReading, predicateStandsAlone } from './direct-questions.js';
import { BACK_LINKS, LEANING_ADVERBS } from '../questions/word-lists.js';

/**
 * The fact's sentence with its answer replaced by one gap. "a"/"an" before the gap becomes "a(n)" so the
 * article does not give the answer away.
 */
export function blankSentence(fact: Fact): string {
  const before = fact.sentence.tokens[fact.start - 1];
  let text = replaceSpan(fact.sentence, fact.start, fact.end, BLANK);
  if (before && (before.lower === 'a' || before.lower === 'an')) {
    const at = text.indexOf(BLANK);
    const articleStart = at - 1 - before.value.length;
    if (articleStart >= 0 && text.slice(articleStart, at - 1).toLowerCase() === before.lower) {
      const article = before.value.charAt(0) === 'A' ? 'A(n)' : 'a(n)';
      text = text.slice(0, articleStart) + article + text.slice(at - 1);
    }
  }
  return text;
}

/**
 * The fact's sentence gapped as `blankSentence`, cut to the key's own clause: an opening that links back
 * ("However,", "Twenty years later,") and a clause after the key's that does not hold it (", but …",
 * ", and the …", ", while …", "; …", ", which …") are left out (rounds 45–47: a long quoted sentence that
 * leans on the one before was sent back to be trimmed). The whole sentence stays when the cut would leave
 * fewer than eight words, a clause without a verb, or a key inside a clause that is not the main one.
 */
export function blankClause(fact: Fact): string {
  const whole = blankSentence(fact);
  const tokens = fact.sentence.tokens;
  const from = openingEnd(tokens, fact.start);
  const to = trailingClauseStart(tokens, from, fact.end);
  const first = tokens[from];
  const last = tokens[to - 1];
  if ((from === 0 && to >= tokens.length - 1) || !first || !last) return whole;
  // Text after the key moved by the gap's change in length ("a(n) _____" for "an islet").
  const shift = whole.length - fact.sentence.text.length;
  const cut = whole.slice(first.start, last.end + shift);
  const text = `${from > 0 ? cut.charAt(0).toUpperCase() + cut.slice(1) : cut}.`;
  if (text.split(/\s+/).length < 8 || !balanced(text)) return whole;
  return text;
}

/** Where the sentence goes on after an opening that links back to the one before: 0 when it has none. */
function openingEnd(tokens: Token[], keyStart: number): number {
  const first = tokens[0];
  // "But the _____ failed": a joining word alone.
  if (first?.pos === 'CCONJ' && tokens[1]?.value !== ',' && keyStart > 1) return 1;
  const comma = tokens.findIndex((t) => t.value === ',');
  if (comma < 1 || comma > 5 || comma >= keyStart - 1) return 0;
  const opening = tokens.slice(0, comma);
  return linksBack(opening) ? comma + 1 : 0;
}

/**
 * "However", "In addition", "Twenty years later", "At this point": an opening that says how the sentence
 * follows the one before and nothing of its own (no name, no year).
 */
function linksBack(opening: Token[]): boolean {
  const words = opening.map((t) => t.lower);
  if (BACK_LINKS.has(words.join(' '))) return true;
  if (opening.some((t) => t.pos === 'PROPN' || /^\d{3,4}s?$/.test(t.value) || t.pos === 'VERB')) return false;
  const last = words.at(-1) ?? '';
  // "Twenty years later", "Soon afterwards", "A decade earlier": a time counted from the sentence before.
  if (/^(later|earlier|afterwards?|thereafter)$/.test(last)) return true;
  // "At this point", "By that time", "In these years": a phrase pointing at what was just said.
  return (
    opening[0]?.pos === 'ADP' &&
    opening.length <= 4 &&
    words.some((w) => w === 'this' || w === 'that' || w === 'these' || w === 'those' || w === 'then')
  );
}

/** Words that open a subordinate clause: a key inside one has no main clause of its own to be cut to. */
const SUBORDINATORS =
  /^(when|while|whilst|although|though|because|if|since|as|after|before|once|until|whereas|unless|whether)$/;

/** Joining words after a comma that open another clause, cut when they come after the key's. */
const NEXT_CLAUSE = /^(but|while|whilst|whereas|which|yet|so)$/;

/**
 * Where the key's clause ends and another begins (", but …", ", while …", ", which …", "; …", ", and"
 * with a verb of its own), as the index of the first token left out; the sentence's end when none follows.
 */
function trailingClauseStart(tokens: Token[], from: number, keyEnd: number): number {
  const end =
    tokens.at(-1)?.value === '.' || tokens.at(-1)?.value === '!' ? tokens.length - 1 : tokens.length;
  const opener = tokens[from];
  if (opener && (opener.pos === 'SCONJ' || SUBORDINATORS.test(opener.lower))) return end;
  for (let i = keyEnd; i < end; i += 1) {
    const t = tokens[i];
    if (!t || (t.value !== ',' && t.value !== ';')) continue;
    const next = tokens[i + 1]?.lower ?? '';
    // "crushed _____, which is calcium carbonate": a "which" right after the key says what the key is.
    if (next === 'which' && i === keyEnd) continue;
    // ", while still an undergraduate, to investigate …": a joining word with no verb of its own before the
    // next comma opens an aside, not a clause; the key's clause runs on past it (round 48 check on set AU).
    const boundary =
      t.value === ';' || ((NEXT_CLAUSE.test(next) || next === 'and') && ownVerbSoon(tokens, i + 2, end));
    if (boundary) return clauseComplete(tokens, from, i) && !leansOnTheNext(tokens, from, i) ? i : end;
  }
  // "… the Crimea and the First World War broke out": an "and" clause with its own subject.
  // Not past a comma: "was _____, a lavish and expensive entertainment sung by …" is an aside on the key.
  const own = ownClauseEnd(tokens, keyEnd, end);
  const aside = tokens.slice(keyEnd, own).some((t) => t.value === ',');
  return own < end && !aside && clauseComplete(tokens, from, own) ? own : end;
}

/** ", and became …", ", and the islets released …": a verb within a few words after the "and". */
function ownVerbSoon(tokens: Token[], from: number, end: number): boolean {
  for (let i = from; i < Math.min(end, from + 6); i += 1) {
    const t = tokens[i];
    if (!t || t.value === ',') return false;
    if (t.pos === 'AUX' || (t.pos === 'VERB' && !t.lower.endsWith('ing'))) return true;
  }
  return false;
}

/** "Acid still plays a part …, but the infection …": a clause that says "still" needs the other. */
function leansOnTheNext(tokens: Token[], from: number, to: number): boolean {
  return tokens.slice(from, to).some((t) => t.pos === 'ADV' && LEANING_ADVERBS.has(t.lower));
}

/**
 * Whether tokens `[from, to)` make a whole clause: a finite verb, and no "that", "which" or "who" after the
 * last one still waiting for its own ("showed that the _____ and the liver were …" is not cut at "and").
 */
function clauseComplete(tokens: Token[], from: number, to: number): boolean {
  const part = tokens.slice(from, to);
  const finite = (t: Token): boolean => t.pos === 'AUX' || (t.pos === 'VERB' && !t.lower.endsWith('ing'));
  const lastVerb = part.findLastIndex(finite);
  if (lastVerb < 0) return false;
  return !part.slice(lastVerb + 1).some((t) => t.pos === 'SCONJ' || /^(that|which|who|whom)$/.test(t.lower));
}

/** Whether every bracket and double quote opened in the text is closed in it. */
function balanced(text: string): boolean {
  const count = (re: RegExp): number => (text.match(re) ?? []).length;
  return count(/\(/g) === count(/\)/g) && count(/["“”]/g) % 2 === 0;
}

/** The subject-question form: "Who/What <rest of the sentence>?" when the answer is the whole subject. */
export function subjectQuestion(fact: Fact): { wh: string; rest: string } | null {
  const tokens = fact.sentence.tokens;
  const first = tokens[0];
  const offset = first?.pos === 'DET' ? 1 : 0;
  if (fact.start !== offset) return null;
  const verb = tokens[fact.end];
  if (!verb || (verb.pos !== 'AUX' && verb.pos !== 'VERB')) return null;
  // "The energy captured from light is …": a participle starts a reduced clause, not the main verb.
  const after = tokens[fact.end + 1];
  if (
    verb.pos === 'VERB' &&
    /(ed|en|ing)$/.test(verb.lower) &&
    (after?.pos === 'ADP' || tokens.slice(fact.end + 1).some((t) => t.pos === 'AUX'))
  )
    return null;
  // Stop at the first clause boundary (", and …", ", which …") so the question asks one thing.
  let stop = tokens.length - 2;
  let segmentStart = fact.end;
  for (let i = fact.end + 2; i < tokens.length - 2; i += 1) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t?.value === ':') {
      stop = i - 1;
      break;
    }
    if (t?.value !== ',' && t?.value !== ';') continue;
    // "incomes, tastes, or prices": a short verbless item before the comma means a list, not a clause.
    const segment = tokens.slice(segmentStart + 1, i);
    const listItem =
      segmentStart > fact.end &&
      segment.length <= 3 &&
      !segment.some((x) => x.pos === 'VERB' || x.pos === 'AUX');
    segmentStart = i;
    const isBoundary =
      t.value === ';' ||
      (!listItem &&
        next &&
        (next.pos === 'CCONJ' || next.pos === 'SCONJ' || ['which', 'while', 'so'].includes(next.lower)));
    if (isBoundary) {
      stop = i - 1;
      break;
    }
  }
  const lastKept = tokens[stop];
  if (!lastKept) return null;
  const rest = fact.sentence.text.slice(verb.start, lastKept.end);
  if (rest.split(' ').length < 3) return null;
  // "What was far from foolish? — theory", "What reached well beyond the courtroom?": the rest must name
  // something of its own, say one thing and no emphatic "did" (round 39 blind reviews).
  if (!predicateStandsAlone(tokens.slice(fact.end, stop + 1))) return null;
  // "What describe how …" is not English; plural present verbs only work with "What are …".
  if (verb.pos === 'VERB' && pluralSubject(rest)) return null;
  const personLike = fact.kind === 'person' || (fact.kind === 'name' && PERSON_LIKE_VERBS.has(verb.lemma));
  // "Who divided philosophy into three parts? — Stoics": a school or a people is not someone to name.
  if (personLike && /^[A-Z][a-z]+s$/.test(fact.text)) return null;
  // "Who adds 5 to the 7? — ALU": an acronym names a thing, not a person.
  if (personLike && /^[A-Z]{2,}$/.test(fact.text)) return null;
  // "Who is thought to have been written …?" of a play: a passive subject is acted on, not someone acting.
  if (personLike && /^(is|was|are|were) (thought|believed|said|known|considered) to\b/.test(rest))
    return null;
  // "Who hired hundreds of foreign experts? — Japan": a country or a people is not someone.
  if (personLike && ['location', 'group'].includes(supersense(fact.key.split(' ').at(-1) ?? '') ?? ''))
    return null;
  // "Which place was designed for speed? — Git": only a key the passage treats as a location is a place.
  const wh = personLike ? 'Who' : placeReading(fact) ? 'Which place' : 'What';
  return { wh, rest };
}

// "What concluded that young birds inherit a direction …? — Perdeck": a name that concludes, shows or
// suggests is someone (round 30).
const PERSON_LIKE_VERBS = new Set([
  'conclude',
  'show',
  'suggest',
  'demonstrate',
  'observe',
  'describe',
  'claim',
  'predict',
  'call',
  'find',
  'say',
  'write',
  'discover',
  'invent',
  'propose',
  'argue',
  'publish',
  'lead',
  'build',
  'add',
  'patent',
  'contribute',
  'write',
]);

export function lowerStart(text: string, first?: Token, second?: Token): string {
  if (first?.name && first.pos !== 'DET' && first.value.length > 1) return text;
  // "Isaac Newton" named once, at a sentence's start: a given name before a surname keeps its capital.
  if (first?.pos === 'PROPN' && second?.pos === 'PROPN' && /^[A-Z]/.test(second.value)) return text;
  const word = text.split(' ')[0] ?? '';
  // Acronyms and mixed-case words keep their case.
  return word.length > 1 && word.slice(1) !== word.slice(1).toLowerCase()
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/** "The fluid that surrounds the grana is called the stroma." → "What is the fluid that surrounds the grana called?" */
export function calledQuestion(fact: Fact): string | null {
  const parts = calledParts(fact);
  return parts ? `What ${parts.aux} ${parts.subject} ${parts.verb}?` : null;
}

/** The pieces of a "<subject> is called <answer>." sentence, subject in running-text case. */
export function calledParts(fact: Fact): { aux: string; subject: string; verb: string } | null {
  const tokens = fact.sentence.tokens;
  const last = tokens.length - 1;
  if (fact.end !== last) return null;
  let i = fact.start - 1;
  if (tokens[i]?.pos === 'DET') i -= 1;
  let verb = tokens[i];
  if (verb?.lower === 'as' && tokens[i - 1]?.lower === 'known') {
    i -= 1;
    verb = tokens[i];
  }
  if (!verb || !['called', 'known', 'named', 'termed'].includes(verb.lower)) return null;
  const aux = tokens[i - 1];
  if (!aux || aux.lemma !== 'be' || i - 1 < 2) return null;
  // "… required solving what is called an inverse problem": "what is called" names the object of a verb, and
  // the words before it are no subject (round 48 check on set AU: "What is turning this idea … what called?").
  if (tokens[i - 2]?.lower === 'what') return null;
  const first = tokens[0];
  const subjectEnd = tokens[i - 2];
  if (!first || !subjectEnd) return null;
  if (tokens.slice(0, i - 1).some((t) => t.value === ',' || t.value === ';')) return null;
  const subject = fact.sentence.text.slice(first.start, subjectEnd.end);
  const verbText = fact.sentence.text.slice(
    verb.start,
    (tokens[fact.start - 1]?.pos === 'DET' ? tokens[fact.start - 2] : tokens[fact.start - 1])?.end ??
      verb.end,
  );
  return { aux: aux.lower, subject: lowerStart(subject, first, tokens[1]), verb: verbText };
}

/** "The monarchy was abolished in September 1792." → "When was the monarchy abolished?" */
export function whenQuestion(fact: Fact): string | null {
  if (fact.kind !== 'date') return null;
  const tokens = fact.sentence.tokens;
  const prep = tokens[fact.start - 1];
  const after = tokens[fact.end];
  if (!prep || !['in', 'on'].includes(prep.lower) || !after || (after.value !== '.' && after.value !== ','))
    return null;
  const auxIndex = tokens.findIndex((t) => t.pos === 'AUX' && ['was', 'were', 'is', 'are'].includes(t.lower));
  if (auxIndex < 1 || auxIndex > fact.start - 3) return null;
  const verb = tokens[auxIndex + 1];
  if (!verb || verb.pos !== 'VERB') return null;
  const before = tokens.slice(0, auxIndex);
  if (before.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.value === ',' || t.type === 'number'))
    return null;
  const between = tokens.slice(auxIndex + 1, fact.start - 1);
  if (between.some((t) => t.value === ',' || t.type === 'number')) return null;
  const first = tokens[0];
  const subjectEnd = tokens[auxIndex - 1];
  const betweenEnd = tokens[fact.start - 2];
  if (!first || !subjectEnd || !betweenEnd) return null;
  // "By the time the LDDC wound up in 1998": a clause opening on a preposition is not a subject.
  if (first.pos === 'ADP' || first.pos === 'SCONJ') return null;
  const subject = fact.sentence.text.slice(first.start, subjectEnd.end);
  const rest = fact.sentence.text.slice(verb.start, betweenEnd.end);
  return `When ${tokens[auxIndex]?.lower} ${lowerStart(subject, first, tokens[1])} ${rest}?`;
}

/** Whether the verb that starts `rest` agrees with a plural subject ("produce", "are"). */
export function pluralSubject(rest: string): boolean {
  const verb = rest.split(' ')[0]?.toLowerCase() ?? '';
  if (['are', 'were', 'have', 'do'].includes(verb)) return true;
  if (
    ['is', 'was', 'has', 'does', 'can', 'may', 'will', 'could', 'would', 'must', 'should', 'might'].includes(
      verb,
    )
  )
    return false;
  return !verb.endsWith('s') && !verb.endsWith('ed');
}

/**
 * "In 1911 Ernest Rutherford fired alpha particles at a thin sheet of gold foil." →
 * "What did Ernest Rutherford fire at a thin sheet of gold foil in 1911?" (do-support from the verb's lemma).
 */
export function objectQuestion(fact: Fact): string | null {
  if (fact.kind === 'date' || fact.kind === 'number') return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  let verbIndex = fact.start - 1;
  const det = tokens[verbIndex];
  if (det && ['the', 'a', 'an'].includes(det.lower)) verbIndex -= 1;
  const verb = tokens[verbIndex];
  if (!verb || verb.pos !== 'VERB' || verbIndex < 1) return null;
  // An optional opening "In 1911" moves to the end of the question.
  let subjectStart = 0;
  let intro = '';
  const first = tokens[0];
  if (
    first?.pos === 'ADP' &&
    (tokens[1]?.type === 'number' || /^\d/.test(tokens[1]?.value ?? '')) &&
    tokens[2]?.value !== ','
  ) {
    subjectStart = 2;
    intro = `${first.lower} ${tokens[1]?.value ?? ''}`;
    if (['BC', 'AD', 'BCE', 'CE'].includes(tokens[2]?.value ?? '')) {
      subjectStart = 3;
      intro += ` ${tokens[2]?.value ?? ''}`;
    }
  }
  const subject = tokens.slice(subjectStart, verbIndex);
  if (subject.length === 0 || subject.length > 6) return null;
  const badSubjectToken = (t: Token): boolean =>
    ['VERB', 'AUX', 'PRON', 'PART', 'ADP', 'SCONJ', 'CCONJ', 'ADV'].includes(t.pos) ||
    t.type === 'punctuation' ||
    t.type === 'number';
  if (subject.some(badSubjectToken) || !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN'))
    return null;
  // "use ATP and NADPH", "Ohm's law": the answer must be a whole object, not part of a list or a possessive.
  const after = tokens[fact.end];
  if (after && (after.pos === 'CCONJ' || after.value === "'s" || after.value === '’s')) return null;
  // Only a complete object: what follows is the end, an adverb or a preposition other than "of"
  // ("call the supercontinent Pangaea", "influence the systems of …" are not).
  if (after && !(after.value === '.' || after.pos === 'ADV' || (after.pos === 'ADP' && after.lower !== 'of')))
    return null;
  const lastToken = tokens[tokens.length - 1];
  let restEnd = tokens.length - 1;
  const comma = tokens.findIndex(
    (t, i) => i >= fact.end && (t.value === ',' || t.value === ';' || t.value === ':'),
  );
  if (comma >= 0) restEnd = comma;
  if (lastToken?.value !== '.' && comma < 0) return null;
  const rest =
    restEnd > fact.end ? text.slice(tokens[fact.end]?.start ?? 0, tokens[restEnd - 1]?.end ?? 0) : '';
  if (rest.split(' ').length > 12 || /\b(and|or|but)\b/.test(rest)) return null;
  const past = verb.lower !== verb.lemma && !verb.lower.endsWith('s');
  const third = verb.lower !== verb.lemma && verb.lower.endsWith('s');
  if (verb.lower === verb.lemma && !pluralish(subject[subject.length - 1])) return null;
  const aux = past ? 'did' : third ? 'does' : 'do';
  const subjectText = lowerStart(
    text.slice(subject[0]?.start ?? 0, subject[subject.length - 1]?.end ?? 0),
    subject[0],
    subject[1],
  );
  const wh = fact.kind === 'person' ? 'Who' : 'What';
  return `${wh} ${aux} ${subjectText} ${verb.lemma}${rest ? ` ${rest}` : ''}${intro ? ` ${intro}` : ''}?`;
}

function pluralish(token: Token | undefined): boolean {
  return !!token && token.lemma !== token.lower && token.lower.endsWith('s');
}

/**
 * A person named after what they were asked directly (round 30: "… after the astronomer _____ published a
 * life table in 1693 …"): "the astronomer Edmond Halley published a life table in 1693" → "Which astronomer
 * published a life table in 1693?". Null unless a person-noun ("astronomer", "English physicist") stands
 * right before the name and a verb right after it.
 */
export function titledPersonQuestion(fact: Fact): string | null {
  // A name after a calling ("the merchant William Caxton") is someone's, whatever kind it was read as.
  if (fact.kind !== 'person' && fact.kind !== 'name') return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const noun = tokens[fact.start - 1];
  if (!noun || noun.pos !== 'NOUN' || supersense(noun.lemma) !== 'person') return null;
  let i = fact.start - 2;
  while (tokens[i]?.pos === 'ADJ' || (tokens[i]?.pos === 'PROPN' && /^[A-Z]/.test(tokens[i]?.value ?? '')))
    i -= 1;
  if (!tokens[i] || !['the', 'a', 'an'].includes(tokens[i]?.lower ?? '')) return null;
  const verb = tokens[fact.end];
  if (!verb || verb.pos !== 'VERB' || verb.lower.endsWith('ing')) return null;
  const end = ownClauseEnd(tokens, fact.end + 1, clauseEnd(tokens, fact.end + 1, false));
  const last = tokens[end - 1];
  if (!last || end - fact.end < 3) return null;
  const title = text.slice(tokens[i + 1]?.start ?? 0, noun.end);
  const rest = text.slice(verb.start, last.end);
  if (rest.split(' ').length > 16) return null;
  // An opening "In the 1840s" is kept, at the end.
  const opening = /^(In|By) (the )?(\d{4}s?|\d+(st|nd|rd|th) century)\b/.exec(text)?.[0];
  return `Which ${title} ${rest}${opening && !rest.includes(opening) ? ` ${opening.replace(/^\w/, (c) => c.toLowerCase())}` : ''}?`;
}
