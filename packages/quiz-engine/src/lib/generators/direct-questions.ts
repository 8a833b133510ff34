import { familiarity, kindsOf, knownNoun, supersense } from '../concepts/wordnet.js';
import type { Fact, Material } from '../material.js';
import { analyse, type Sentence, type Token } from '../nlp.js';
import { kindInName, kindsGiven, nameKindOf, namesAPeople, placeLevel } from '../concepts/option-kinds.js';
import {
  FEMALE_GIVEN_NAMES,
  MALE_GIVEN_NAMES,
  NAMED_THING_KINDS,
  PERSON_TITLES,
} from '../questions/word-lists.js';
import { escapeRegExp } from '../concepts/clauses.js';
import {
  GENERIC_FAMILIARITY,
  GENERIC_NOUNS,
  NUMBERED_THINGS,
  ORDER_VERBS,
  SAME_FORM_PASTS,
} from '../questions/word-lists.js';

/**
 * A sentence's key asked directly rather than as a gap to fill (blind reviews: "Which word or phrase fills
 * the gap in …" over a copied sentence was sent back to be "asked directly"). Each form here rewrites the
 * key's own clause into a question only where English allows it without guessing: the key as the subject
 * of its clause, a person named after a calling ("the German philosopher _____ was …"), a person a "who"
 * clause describes, or a year its clause is dated by. Anything else stays a gap, said plainly as one.
 */

/** Verbs only people do with words: a name that does them is someone ("Utnapishtim tells how …"). */
const SAYING = new Set([
  'tell',
  'say',
  'ask',
  'argue',
  'claim',
  'conclude',
  'write',
  'warn',
  'advise',
  'promise',
  'insist',
  'complain',
  'reply',
  'persuade',
  'urge',
]);

/**
 * A noun for a kind of person: WordNet's first sense a person ("astronomer"), or an agent noun ("-er",
 * "-ist", "-ian", "-or") whose first sense is no thing or place ("builder" is first a substance in soap).
 */

function personNoun(noun: Token): boolean {
  const kind = supersense(noun.lemma);
  if (kind === 'person') return true;
  return (
    /.{3}(er|ist|ian|or)$/.test(noun.lemma) &&
    !['artifact', 'location', 'group', 'object'].includes(kind ?? '')
  );
}

const named = new WeakMap<Material, Set<string>>();

/**
 * The names the material gives people, each with its surname ("Otto Frisch" and "Frisch"): a name read as
 * a person, or one the material writes after a calling ("her nephew Otto Frisch"), before ", who", or
 * whose surname WordNet knows as a person's ("Meitner"). The reader's kinds alone miss many ("Otto
 * Frisch" was read as a name, "Albert Einstein" as a place), so "What borrowed the word …? — Frisch".
 */
export function peopleNamed(material: Material): Set<string> {
  const known = named.get(material);
  if (known) return known;
  const out = new Set<string>();
  for (const fact of material.facts) {
    if (fact.kind === 'date' || fact.kind === 'number' || fact.kind === 'term') continue;
    if (!/^\p{Lu}\p{Ll}+( \p{Lu}[\p{Ll}.]+)*$/u.test(fact.text)) continue;
    const tokens = fact.sentence.tokens;
    const before = tokens[fact.start - 1];
    const words = fact.text.split(' ');
    const surname = words.at(-1) ?? '';
    // "President John Adams", "Chief Justice John Marshall": a title before the name makes it someone's
    // (set AV: "What nominated 42 of them …? — Adams").
    const titled = !!before && PERSON_TITLES.has(before.lower);
    const person =
      fact.kind === 'person' ||
      titled ||
      (before?.pos === 'NOUN' && personNoun(before)) ||
      (tokens[fact.end]?.value === ',' && tokens[fact.end + 1]?.lower === 'who') ||
      (words.length >= 2 && supersense(surname) === 'person');
    // "the World Health Organization, who …", "the Royal Navy": an organisation's last word is a group.
    const kind = supersense(surname);
    // "Mrs Carlill", "Judge Kimba Wood": a title the passage writes as a person's is someone (round 48:
    // "Which place completes … — Mrs Carlill", "What held … — Judge Kimba Wood"); the surname alone may
    // name the case or the firm, so it is not added.
    // "James Challis" (round 48: "what had started a search …? — James Challis"): a given name readers know
    // before a surname is someone too.
    const first = words[0]?.toLowerCase().replace(/\.$/, '') ?? '';
    if (
      !person &&
      ((PERSON_TITLES.has(first) &&
        (words.length >= 3 || nameKindOf(material.analysis.sentences, fact.text) === 'person')) ||
        (words.length >= 2 &&
          words.length <= 3 &&
          (MALE_GIVEN_NAMES.has(first) || FEMALE_GIVEN_NAMES.has(first)) &&
          (kind === null || kind === 'person')))
    ) {
      out.add(fact.text);
      // "President John Adams" … "Adams nominated": a titled full name's surname is the same person; a
      // title and surname alone ("Mrs Carlill") may name the case, so its surname is not added.
      if (words.length >= 3 && surname.length >= 3 && (kind === null || kind === 'person')) out.add(surname);
      continue;
    }
    if (!person || (fact.kind !== 'person' && kind !== null && kind !== 'person')) continue;
    out.add(fact.text);
    if (words.length >= 2 && surname.length >= 3) out.add(surname);
  }
  // "William Paterson, a Dumfriesshire-born merchant who …": a person's noun in an apposition, though the
  // reader took the name for something else (round 40: "What had long dreamed of …? — Paterson").
  for (const match of material.text.matchAll(
    /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+), an? (?:[\p{L}\p{N}-]+ )?(\p{Ll}+)(?![\p{L}\p{N}])/gu,
  )) {
    const [, given = '', surname = '', noun = ''] = match;
    if (supersense(noun.replace(/s$/, '')) !== 'person' || ![null, 'person'].includes(supersense(given)))
      continue;
    out.add(`${given} ${surname}`);
    out.add(surname);
  }
  // "the Federalist Party of President John Adams": a title before a full name the reader took as no fact
  // of its own; the surname that names him later is someone's (set AV: "What nominated …? — Adams").
  for (const match of material.text.matchAll(
    /(?<![\p{L}])(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}{2,})(?![\p{L}])/gu,
  )) {
    const [, title = '', given = '', surname = ''] = match;
    if (!PERSON_TITLES.has(title.toLowerCase()) || ![null, 'person'].includes(supersense(surname))) continue;
    // "John" is a toilet to WordNet: a given name readers know is a given name.
    const givenName =
      MALE_GIVEN_NAMES.has(given.toLowerCase()) || FEMALE_GIVEN_NAMES.has(given.toLowerCase());
    if (!givenName && ![null, 'person'].includes(supersense(given))) continue;
    out.add(`${given} ${surname}`);
    out.add(surname);
  }
  named.set(material, out);
  return out;
}

/** Whether the key names a person or a group of people, so the question asks "Who …?" (never "What …?"). */
export function peopleKey(fact: Fact, material: Material): boolean {
  if (fact.kind === 'person' || peopleNamed(material).has(fact.text)) return true;
  // "Clement VI bought Avignon …" → "What bought Avignon …?" (round 38): a name with a regnal number is a
  // ruler or a pope ("World War II", "Vatican II", "Apollo XI" are not).
  const regnal =
    /^((?:\p{Lu}[\p{Ll}'-]+ ){1,2})(?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII|XIV|XV|XVI)$/u.exec(
      fact.text,
    );
  if (regnal && !NUMBERED_THINGS.test(regnal[1] ?? '')) return true;
  // "Sheila begins to challenge her parents": a name the clause after it calls "he" or "her" is someone.
  const clause = fact.sentence.tokens.slice(fact.end, clauseEnd(fact.sentence.tokens, fact.end));
  if (
    fact.kind === 'name' &&
    clause.findIndex((t) => /^(he|she|his|her|him|himself|herself)$/.test(t.lower)) >= 0 &&
    !clause.some((t) => t.pos === 'PROPN' && t.name)
  )
    return true;
  // "In Tablet XI, Utnapishtim tells how …": a name that tells, says or argues is someone.
  const verb = fact.sentence.tokens.slice(fact.end).find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (fact.kind === 'name' && verb && SAYING.has(verb.lemma) && fact.sentence.tokens[fact.end] === verb)
    return true;
  // "slave owners", "workers", "scientists": a common noun whose first WordNet sense is a person. Names
  // are left to the facts above: WordNet knows "Ford" and "Japan" too, and not as the material's.
  if (fact.kind !== 'term') return false;
  const head = fact.key.split(' ').at(-1) ?? '';
  if (supersense(head) !== 'person') return false;
  // "the exponent is stored with a bias": a word whose first sense is a person ("an exponent of free
  // trade") may name a thing in the text; a plural ("owners", "rulers") or an agent noun ("worker",
  // "scientist") is people.
  const word = fact.text.split(' ').at(-1)?.toLowerCase() ?? '';
  return (word !== head && word.endsWith('s')) || /.{3}(er|or|ist|ian)$/.test(head);
}

/** "him" → "Gilgamesh": `wh` with its first letter as it stands in the sentence. */
function cased(wh: string, first: boolean): string {
  return first ? wh : wh.charAt(0).toLowerCase() + wh.slice(1);
}

/** A token a finite clause can start on: an auxiliary or a verb that is not a participle opening a phrase. */
function finiteVerb(tokens: Token[], at: number, afterAside = false): boolean {
  const verb = tokens[at];
  if (!verb) return false;
  if (verb.pos === 'AUX') return true;
  if (verb.pos !== 'VERB' || verb.lower.endsWith('ing')) return false;
  // "Archimedes, who lived …, worked out the law": after an aside the verb is the main one.
  if (afterAside) return true;
  // "The energy captured from light is …", "Control rods made of boron can be lowered …": a participle
  // opens a reduced clause, not the main verb.
  // "showed that the mud … could be fired": a verb before "that" says something; its clause's verbs are not
  // the main clause's.
  if (tokens[at + 1]?.pos === 'SCONJ' && tokens[at + 1]?.lower === 'that') return true;
  // "a house painter named Nikolai Chernyshevsky even confesses …": a naming participle before a name.
  if (/^(named|called|known|termed|dubbed)$/.test(verb.lower) && /^\p{Lu}/u.test(tokens[at + 1]?.value ?? ''))
    return false;
  const past = verb.lower !== verb.lemma && !verb.lower.endsWith('s');
  const end = clauseEnd(tokens, at + 1);
  if (past && (tokens[at + 1]?.pos === 'ADP' || tokens.slice(at + 1, end).some((t) => t.pos === 'AUX')))
    return false;
  return true;
}

/** Words after a comma that open another clause: ", which …", ", while …", ", a …". */
const CLAUSE_OPENERS = ['which', 'while', 'so', 'where', 'when', 'a', 'an'];
/** With asides, also an appositive or a concession: ", the …", ", although …". */
const ASIDE_OPENERS = [...CLAUSE_OPENERS, 'the', 'although', 'though'];

/**
 * The end of the clause starting at `from`: before ", and …", ", which …", ";", ":" or the full stop (a
 * participle or a conjunction after a comma opens another clause: ", showing how …"); with `asides`, also
 * before an appositive (", the …") or an adjunct (", at times …").
 */
export function clauseEnd(tokens: Token[], from: number, asides = true): number {
  const openers = asides ? ASIDE_OPENERS : CLAUSE_OPENERS;
  for (let i = from; i < tokens.length; i += 1) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!t) break;
    if (t.value === ';' || t.value === ':' || (t.value === '.' && i === tokens.length - 1)) return i;
    if (
      t.value === ',' &&
      (!next ||
        ['CCONJ', 'SCONJ', 'PRON', 'VERB'].includes(next.pos) ||
        (asides && next.pos === 'ADP') ||
        openers.includes(next.lower))
    )
      return i;
  }
  return tokens.length;
}

/**
 * The end of the clause starting at `from`, as `clauseEnd`, but never inside a "that" clause before its verb:
 * "showed that the enzyme ribonuclease, once unfolded in the laboratory, could refold correctly on its own"
 * runs past the aside to "could refold …" (else "Who showed that the enzyme ribonuclease?").
 */
export function wholeComplementEnd(tokens: Token[], from: number): number {
  let end = clauseEnd(tokens, from);
  for (let guard = 0; guard < 2; guard += 1) {
    const that = tokens.findIndex(
      (t, i) => i >= from && i < end && COMPLEMENT.test(t.lower) && t.pos === 'SCONJ',
    );
    if (that < 0 || tokens.slice(that + 1, end).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return end;
    if (tokens[end]?.value !== ',') return end;
    const close = tokens.findIndex((t, i) => i > end && t.value === ',');
    if (close < 0 || close - end > 9) return end;
    const next = tokens[close + 1];
    if (!next || (next.pos !== 'AUX' && next.pos !== 'VERB')) return end;
    end = clauseEnd(tokens, close + 2);
  }
  return end;
}

/**
 * Where the key's own clause ends before `end`: at an "and", "but" or "or" that opens a clause with a subject
 * of its own ("travelled to the Crimea and the First World War broke out" → "travelled to the Crimea", round
 * 47: "Which German astronomer travelled to the Crimea and the First World War broke out?"). A conjunction
 * joining two objects ("to the Crimea and Italy") or two verbs ("rose and fell") stays.
 */
export function ownClauseEnd(tokens: Token[], from: number, end: number): number {
  for (let i = from; i < end; i += 1) {
    if (tokens[i]?.pos !== 'CCONJ') continue;
    let j = i + 1;
    while (j < end && j - i <= 6 && ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(tokens[j]?.pos ?? ''))
      j += 1;
    const subject = tokens.slice(i + 1, j);
    if (!subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) continue;
    const verb = tokens[j];
    if (j < end && verb && (verb.pos === 'AUX' || (verb.pos === 'VERB' && !verb.lower.endsWith('ing'))))
      return i;
  }
  return end;
}

/**
 * Whether a sentence's first word keeps its capital inside a question: a name the material capitalises
 * mid-sentence, or a given name before a surname ("Isaac Newton"). A capitalised common noun opening a
 * sentence is often read as a name, so a lone one is lowered.
 */
function keepsCapital(first: Token, second: Token | undefined): boolean {
  if (first.name && first.pos !== 'DET') return true;
  // "Pasteur, born in 1822 …": a name WordNet knows first as a person (round 48 check: "was pasteur born").
  if (first.pos === 'PROPN' && /^\p{Lu}/u.test(first.value) && supersense(first.lower) === 'person')
    return true;
  // "Microsoft bought GitHub …": a name WordNet does not know as a word is no common noun to lower.
  if (first.pos === 'PROPN' && /^\p{Lu}/u.test(first.value) && !knownNoun(first.lower)) return true;
  // "Sevastopol fell …", "Britain's medicines agency …": a place WordNet knows is still a name (round 41:
  // "did sevastopol fall?"); a plural ("Cities") is a common noun at the sentence's start.
  if (
    first.pos === 'PROPN' &&
    /^\p{Lu}/u.test(first.value) &&
    first.lemma === first.lower &&
    supersense(first.lower) === 'location'
  )
    return true;
  return first.pos === 'PROPN' && second?.pos === 'PROPN' && /^[A-Z]/.test(second.value);
}

/** The text from token `from` to token `to` (exclusive), as the sentence writes it. */
function span(text: string, tokens: Token[], from: number, to: number): string {
  const a = tokens[from];
  const b = tokens[to - 1];
  return a && b && to > from ? text.slice(a.start, b.end) : '';
}

/** Conjunctions that open a clause before the main one: "As Gondwana broke up, the Indian Plate began …". */
const SUBORDINATORS = new Set([
  'as',
  'when',
  'after',
  'before',
  'while',
  'once',
  'since',
  'until',
  'although',
  'because',
  'if',
]);

/**
 * An opening the question keeps in front of its wh-word: "In Tablet XI," or "In 1897" (a preposition and a
 * number). Returns the index of the first token after it (0 when there is none), or -1 when what comes
 * before `at` is not such an opening.
 */
function openingBefore(tokens: Token[], at: number): number {
  if (at === 0) return 0;
  if (tokens[at - 1]?.value === ',') {
    const opening = tokens.slice(0, at - 1);
    if (opening.length > 10 || opening.some((t) => t.value === ',' || t.pos === 'PRON')) return -1;
    // A prepositional opening ("In Tablet XI,") or a whole clause before the main one ("As Gondwana broke
    // up,"): the question keeps it in front and asks about the main clause.
    // "After the Great Fire of London in 1666," is a phrase whichever way "After" was tagged.
    const subordinate = SUBORDINATORS.has(opening[0]?.lower ?? '');
    const verbless = !opening.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const prepositional = (opening[0]?.pos === 'ADP' || subordinate) && verbless;
    const clause = subordinate && !verbless;
    return prepositional || clause ? at : -1;
  }
  // "In 1897 the British physicist …", "In the 1960s Stephen Emlen …": a date opening without a comma.
  const date = tokens
    .slice(0, at)
    .map((t) => t.lower)
    .join(' ');
  // "In the 1950s and 1960s the American biochemist …": two decades as one opening.
  if (/^(in|by) (the )?(\d{4}s?|(early|late|mid) \d{4}s)( and (the )?\d{4}s)?$/.test(date)) return at;
  return -1;
}

/**
 * A person-noun and its modifiers right before the key: "the German philosopher _____" → "German
 * philosopher", with the index of its article. Null unless the noun's first WordNet sense is a person
 * ("ferryman", "sun god", "astronomer").
 */
function calling(tokens: Token[], keyStart: number): { from: number } | null {
  const noun = tokens[keyStart - 1];
  if (!noun || noun.pos !== 'NOUN' || !personNoun(noun)) return null;
  let i = keyStart - 2;
  while (
    tokens[i]?.pos === 'ADJ' ||
    tokens[i]?.pos === 'NOUN' ||
    (tokens[i]?.pos === 'CCONJ' && tokens[i - 1]?.pos === 'NOUN') ||
    (tokens[i]?.pos === 'PROPN' && /^[A-Z]/.test(tokens[i]?.value ?? ''))
  )
    i -= 1;
  const article = tokens[i];
  if (!article || !['the', 'a', 'an'].includes(article.lower)) return null;
  return { from: i };
}

/**
 * "In Tablet XI, _____ tells how the gods decided …" → "In Tablet XI, who tells how the gods decided …?";
 * "The German philosopher _____ was another major influence." → "Which German philosopher was another major
 * influence?". The key (or the calling before it) must open its clause and a finite verb follow it, perhaps
 * after an aside set off by commas (", working at the Cavendish Laboratory,").
 */
export function subjectGapQuestion(fact: Fact, people: boolean): string | null {
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const called = calling(tokens, fact.start);
  let subjectStart = called ? called.from : fact.start;
  // "The _____ follows …": an article before a common-noun key belongs to the subject.
  if (!called && tokens[subjectStart - 1]?.pos === 'DET' && fact.kind === 'term') subjectStart -= 1;
  let opening = openingBefore(tokens, subjectStart);
  // "…, and _____ published a strong attack on slavery in 1787": a key opening the clause after ", and",
  // ";" or ":" is asked by that clause alone (round 36: "trim to a direct question").
  const trimmed = opening < 0 && subjectStart > 0 && clauseStart(tokens, subjectStart) === subjectStart;
  if (trimmed) opening = 0;
  if (opening < 0) return null;
  let at = fact.end;
  let aside = '';
  let calledAside = '';
  if (tokens[at]?.value === ',') {
    // ", working at the Cavendish Laboratory in Cambridge," or ", who lived in the third century BCE,".
    const close = tokens.findIndex((t, i) => i > at && t.value === ',');
    if (close < 0 || close - at > 12 || !finiteVerb(tokens, close + 1, true)) return null;
    aside = `, ${span(text, tokens, at + 1, close)},`;
    // "Tycho Brahe, a Danish nobleman, spent …": an appositive naming a calling becomes the wh-phrase
    // ("Which Danish nobleman spent …?"), not "Who, a Danish nobleman, spent …?".
    const appositive = tokens.slice(at + 1, close);
    const head = appositive.at(-1);
    if (
      !called &&
      people &&
      ['a', 'an'].includes(appositive[0]?.lower ?? '') &&
      head &&
      head.pos === 'NOUN' &&
      personNoun(head) &&
      appositive.slice(1, -1).every((t) => ['ADJ', 'NOUN', 'PROPN'].includes(t.pos))
    )
      calledAside = span(text, tokens, at + 2, close);
    at = close + 1;
  }
  const predicateStart = at;
  while (tokens[at]?.pos === 'ADV') at += 1;
  if (!finiteVerb(tokens, at, aside !== '')) return null;
  const end = ownClauseEnd(tokens, at + 1, wholeComplementEnd(tokens, at + 1));
  const predicate = span(text, tokens, predicateStart, end);
  // A clause cut from its sentence names something of its own (a name, a year) and points back at nothing.
  const kept = tokens.slice(predicateStart, end);
  if (
    trimmed &&
    (!kept.some((t) => /^[\p{Lu}\d]/u.test(t.value)) || kept.some((t) => POINTING.test(t.lower)))
  )
    return null;
  // "What is?" asks nothing; the predicate must say enough to point at one answer.
  if (predicate.split(' ').length < 3) return null;
  // "What was far from foolish?": a bare wh-word needs a predicate that names something of its own; a
  // calling ("Which optician helped …?") says what is asked for.
  const around = [...tokens.slice(0, Math.max(opening, 0)), ...tokens.slice(fact.end, predicateStart)];
  if (!called && !predicateStandsAlone(kept, around)) return null;
  // "The method is called double-entry bookkeeping" → "What is called double-entry bookkeeping?" (key
  // "method", round 37): the sentence names a term, and the question worth asking is the term, not its head.
  if (/^(is|was|are|were) (called|known as|named|termed)\b/i.test(predicate)) return null;
  // "No single inventor can be credited with the system" → "Who can be credited with the system?" (key
  // "single inventor", round 37): a subject that denies cannot become the wh-word without turning its meaning.
  if (/^(no|neither|nor|none|never)$/.test(tokens[fact.start - 1]?.lower ?? '')) return null;
  // "What … have a roughly spherical capsid?": "What" and "Who" take a singular verb; only "are"/"were"
  // read as a question about several things.
  const verb = tokens[at] as Token;
  if (!called && verb.pos === 'VERB' && verb.lower === verb.lemma) return null;
  if (!called && verb.pos === 'AUX' && /^(have|do)$/.test(verb.lower)) return null;
  // The opening stays in front, set off by a comma: "In 1897, which British physicist …?".
  const lead =
    opening > 0 ? `${span(text, tokens, 0, opening)}${tokens[opening - 1]?.value === ',' ? '' : ','} ` : '';
  const titleText = called ? span(text, tokens, called.from + 1, fact.start) : '';
  if (calledAside) return `${lead}${cased(`Which ${calledAside}`, lead === '')} ${predicate}?`;
  const wh = called ? `Which ${titleText}` : people ? 'Who' : 'What';
  // "What, C₅H₁₂, shows a molecular ion at 72?", "What, by the dancer Vaslav Nijinsky, was …?", "Who, who
  // lived …?": an aside that described the key reads as nonsense once the key is a bare wh-word (round 37
  // check on set AI); only a person's participle aside (", working at …,") reads on.
  if (aside && (wh === 'What' || /^, (who|which|that|whose|whom)\b/i.test(aside))) return null;
  return `${lead}${cased(wh, lead === '')}${aside} ${predicate}?`;
}

/**
 * "With the help of the sun god _____, who sends thirteen winds to trap Humbaba, they defeat him" → "Which
 * sun god sends thirteen winds to trap Humbaba?": the "who" clause says what the person did, in a sentence
 * of its own.
 */
export function relativeClauseQuestion(fact: Fact, people: boolean): string | null {
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  if (tokens[fact.end]?.value !== ',' || tokens[fact.end + 1]?.lower !== 'who') return null;
  const called = calling(tokens, fact.start);
  if (!called && !people) return null;
  const at = fact.end + 2;
  if (tokens[at]?.pos !== 'VERB' && tokens[at]?.pos !== 'AUX') return null;
  let end = at + 1;
  while (end < tokens.length && ![',', ';', ':', '.'].includes(tokens[end]?.value ?? '')) end += 1;
  const predicate = span(text, tokens, at, end);
  if (predicate.split(' ').length < 4) return null;
  const wh = called ? `Which ${span(text, tokens, called.from + 1, fact.start)}` : 'Who';
  return `${wh} ${predicate}?`;
}

/** The word before the key, past an article ("bombarded _____", "lies the _____"), and where it stands. */
function verbBeforeKey(fact: Fact): { verb: Fact['sentence']['tokens'][number] | undefined; verbAt: number } {
  const tokens = fact.sentence.tokens;
  let verbAt = fact.start - 1;
  if (['the', 'a', 'an'].includes(tokens[verbAt]?.lower ?? '')) verbAt -= 1;
  return { verb: tokens[verbAt], verbAt };
}

/**
 * "In 1934 Enrico Fermi's group in Rome bombarded _____ with neutrons and obtained puzzling products." →
 * "What did Enrico Fermi's group in Rome bombard with neutrons in 1934?": the key as the object of its
 * clause's verb, the subject a plain noun phrase (a possessive and a place after it allowed), the verb past
 * or present, the question cut before a second verb ("and obtained …"). An opening year moves to the end.
 */
export function objectGapQuestion(fact: Fact, people: boolean): string | null {
  if (fact.kind === 'date' || fact.kind === 'number') return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const { verb, verbAt } = verbBeforeKey(fact);
  if (!verb || verb.pos !== 'VERB' || verb.lower.endsWith('ing')) return null;
  let from = 0;
  let intro = '';
  if (tokens[0]?.pos === 'ADP' && /^\d{4}s?$/.test(tokens[1]?.value ?? '') && tokens[2]?.value !== ',') {
    from = 2;
    intro = ` ${tokens[0].lower} ${tokens[1]?.value ?? ''}`;
  }
  // "The name noble gases, by analogy with …, gradually replaced _____": adverbs before the verb stay with
  // it ("gradually replace"), and an aside set off by commas after the subject is left out.
  let advFrom = verbAt;
  while (advFrom > from && tokens[advFrom - 1]?.pos === 'ADV') advFrom -= 1;
  let subjectEnd = advFrom;
  if (tokens[subjectEnd - 1]?.value === ',') {
    const open = tokens.findIndex((t, i) => i >= from && i < subjectEnd - 1 && t.value === ',');
    if (open < 0 || subjectEnd - 1 - open > 12) return null;
    subjectEnd = open;
  }
  const adverbs = advFrom < verbAt ? ` ${span(text, tokens, advFrom, verbAt).toLowerCase()}` : '';
  const subject = tokens.slice(from, subjectEnd);
  const allowed = (t: Token, i: number): boolean =>
    ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(t.pos) ||
    t.value === "'s" ||
    t.value === '’s' ||
    // "Fermi's group in Rome", "the crew of the Zong": a place or a whole after the head.
    (t.pos === 'ADP' && ['in', 'of', 'at'].includes(t.lower) && i > 0);
  if (
    subject.length === 0 ||
    subject.length > 8 ||
    !subject.every(allowed) ||
    !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') ||
    subject[0]?.pos === 'ADP'
  )
    return null;
  const after = tokens[fact.end];
  // A whole object only: "bombarded uranium with neutrons", never "influence the systems of …" or a list.
  // "asked _____ to solve a puzzle": the object of a verb that takes one and an infinitive.
  const infinitive = after?.lower === 'to' && tokens[fact.end + 1]?.pos === 'VERB';
  if (
    after &&
    !infinitive &&
    !(after.value === '.' || after.pos === 'ADV' || (after.pos === 'ADP' && after.lower !== 'of'))
  )
    return null;
  let end = clauseEnd(tokens, fact.end);
  // "… with neutrons and obtained puzzling products": the question asks about the first verb only.
  const second = tokens.findIndex((t, i) => i >= fact.end && i < end && t.pos === 'CCONJ');
  if (second >= 0) end = second;
  const rest = span(text, tokens, fact.end, end);
  if (rest.split(' ').length > 14 || /["“”]/.test(rest)) return null;
  const past = verb.lower !== verb.lemma && !verb.lower.endsWith('s');
  const third = verb.lower !== verb.lemma && verb.lower.endsWith('s');
  const head = subject.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').at(0);
  const plural = !!head && head.lemma !== head.lower && head.lower.endsWith('s');
  if (!past && !third && !plural) return null;
  const aux = past ? 'did' : third ? 'does' : 'do';
  const first = subject[0] as Token;
  const subjectText = span(text, tokens, from, subjectEnd);
  const lowered = keepsCapital(first, subject[1])
    ? subjectText
    : subjectText.charAt(0).toLowerCase() + subjectText.slice(1);
  const question = `${people ? 'Who' : 'What'} ${aux} ${lowered}${adverbs} ${verb.lemma}${rest ? ` ${rest}` : ''}${intro}?`;
  // With its aside left out, a short "What …?" would be dropped by the top-up: the statement is asked instead.
  if (subjectEnd !== advFrom && question.split(' ').length < 9) return null;
  return question;
}

/** A plain noun phrase: determiners, adjectives, nouns and names, with a possessive. */
function plainPhrase(words: Token[]): boolean {
  return (
    words.length > 0 &&
    words.length <= 6 &&
    words.every((t) => ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(t.pos) || /^['’]s$/.test(t.value)) &&
    words.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
  );
}

/** A phrase as it reads inside a question: its first word lowered unless it is a name. */
function inQuestion(text: string, tokens: Token[], from: number, to: number): string {
  const phrase = span(text, tokens, from, to);
  const first = tokens[from] as Token;
  return keepsCapital(first, tokens[from + 1]) ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/**
 * "Dante sided with the Whites, who resisted the political ambitions of _____." → "Whose political
 * ambitions did the Whites resist?": a person after "the <noun> of", the object of a past or present verb
 * whose subject is a plain noun phrase (or the one a ", who" clause describes); the key ends its clause.
 */
export function whoseQuestion(fact: Fact, people: boolean): string | null {
  if (!people || fact.kind === 'date' || fact.kind === 'number') return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  if (tokens[fact.start - 1]?.lower !== 'of') return null;
  if (![',', '.', ';'].includes(tokens[fact.end]?.value ?? '.')) return null;
  let at = fact.start - 2;
  const nounEnd = at + 1;
  if (tokens[at]?.pos !== 'NOUN') return null;
  while (['NOUN', 'ADJ'].includes(tokens[at - 1]?.pos ?? '')) at -= 1;
  const nounStart = at;
  if (tokens[at - 1]?.lower !== 'the') return null;
  const verb = tokens[at - 2];
  if (!verb || verb.pos !== 'VERB' || verb.lower === verb.lemma || verb.lower.endsWith('ing')) return null;
  const verbAt = at - 2;
  let subjectStart: number;
  let subjectEnd: number;
  if (tokens[verbAt - 1]?.lower === 'who' && tokens[verbAt - 2]?.value === ',') {
    subjectEnd = verbAt - 2;
    subjectStart = subjectEnd;
    while (['NOUN', 'PROPN', 'ADJ', 'DET'].includes(tokens[subjectStart - 1]?.pos ?? '')) subjectStart -= 1;
  } else {
    subjectStart = clauseStart(tokens, verbAt);
    subjectEnd = verbAt;
  }
  if (!plainPhrase(tokens.slice(subjectStart, subjectEnd))) return null;
  const past = !verb.lower.endsWith('s');
  const head = tokens[subjectEnd - 1] as Token;
  const plural = head.lemma !== head.lower && head.lower.endsWith('s');
  const aux = past ? 'did' : plural ? 'do' : 'does';
  const thing = span(text, tokens, nounStart, nounEnd);
  return `Whose ${thing} ${aux} ${inQuestion(text, tokens, subjectStart, subjectEnd)} ${verb.lemma}?`;
}

/**
 * "Marriage was regulated by the _____, and royal ordinances added …" → "What regulated marriage?": the
 * agent of a past passive (a participle in "-ed", whose past reads the same) asked as the subject of the
 * active clause; the subject a plain noun phrase opening its clause, the rest cut at a second clause.
 */
export function passiveAgentQuestion(fact: Fact, people: boolean): string | null {
  if (fact.kind === 'date' || fact.kind === 'number') return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  let by = fact.start - 1;
  if (tokens[by]?.lower === 'the') by -= 1;
  if (tokens[by]?.lower !== 'by') return null;
  const verb = tokens[by - 1];
  const aux = tokens[by - 2];
  if (!verb || verb.pos !== 'VERB' || !/ed$/.test(verb.lower)) return null;
  if (!aux || !/^(was|were)$/.test(aux.lower)) return null;
  const subjectStart = clauseStart(tokens, by - 2);
  if (!plainPhrase(tokens.slice(subjectStart, by - 2))) return null;
  const after = tokens[fact.end];
  if (
    (after && !(after.value === '.' || after.value === ',' || after.pos === 'ADP')) ||
    after?.lower === 'of'
  )
    return null;
  let end = after?.pos === 'ADP' ? clauseEnd(tokens, fact.end) : fact.end;
  const second = tokens.findIndex((t, i) => i >= fact.end && i < end && t.pos === 'CCONJ');
  if (second >= 0) end = second;
  const rest = span(text, tokens, fact.end, end);
  if (rest.split(' ').length > 12 || /["“”]/.test(rest)) return null;
  const wh = people ? 'Who' : (bodiesAsker(fact) ?? bodyAsker(fact) ?? 'What');
  const object = inQuestion(text, tokens, subjectStart, by - 2);
  return `${wh} ${verb.lower} ${object}${rest ? ` ${rest}` : ''}?`;
}

/** "Which body" for a singular key WordNet knows as an institution or organisation ("the Catholic Church"). */
function bodyAsker(fact: Fact): string | null {
  if (fact.kind === 'date' || fact.kind === 'number') return null;
  const head = fact.key.split(' ').at(-1) ?? '';
  if (head.endsWith('s')) return null;
  const whole = kindsOf(fact.key, 8);
  const kinds = whole.size ? whole : kindsOf(head, 8);
  return BODIES.some(([kind]) => {
    const offset = [...kindsOf(kind, 0).keys()][0];
    return offset !== undefined && kinds.has(offset);
  })
    ? 'Which body'
    : null;
}

/** Verbs of place that put their subject after them: "Beyond all the spheres lies the Empyrean". */
const PLACED = new Set(['lie', 'stand', 'sit', 'rise', 'hang']);

/**
 * "Beyond all the spheres lies the _____, where …" → "What lies beyond all the spheres?": a key put after
 * its verb of place by an opening phrase is asked as that verb's subject.
 */
export function invertedSubjectQuestion(fact: Fact, people: boolean): string | null {
  if (fact.kind === 'date' || fact.kind === 'number') return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const { verb, verbAt } = verbBeforeKey(fact);
  if (!verb || verb.pos !== 'VERB' || !PLACED.has(verb.lemma) || verb.lower === verb.lemma) return null;
  if (verb.lower.endsWith('ing')) return null;
  if (tokens[0]?.pos !== 'ADP' || verbAt < 2) return null;
  const opening = tokens.slice(1, verbAt);
  if (
    opening.length > 8 ||
    !opening.every((t) => ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM', 'ADP'].includes(t.pos)) ||
    !opening.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
  )
    return null;
  if (![',', '.', ';'].includes(tokens[fact.end]?.value ?? '.')) return null;
  const where = span(text, tokens, 0, verbAt);
  return `${people ? 'Who' : 'What'} ${verb.lower} ${where.charAt(0).toLowerCase()}${where.slice(1)}?`;
}

/**
 * "Human beings, _____ argued, have no creator who designed them …" → "Who argued that human beings have no
 * creator who designed them …?": a person set off by commas with a verb of saying is who said the rest.
 */
export function saidByQuestion(fact: Fact, people: boolean): string | null {
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const verb = tokens[fact.end];
  if (!people || tokens[fact.start - 1]?.value !== ',' || tokens[fact.end + 1]?.value !== ',') return null;
  if (!verb || verb.pos !== 'VERB' || !SAYING.has(verb.lemma) || verb.lower === verb.lemma) return null;
  const before = span(text, tokens, 0, fact.start - 1);
  const last = tokens.at(-1)?.value === '.' ? tokens.length - 1 : tokens.length;
  const after = span(text, tokens, fact.end + 2, last);
  if (!before || !after || /["“”]/.test(before + after)) return null;
  const first = tokens[0] as Token;
  const opening = keepsCapital(first, tokens[1]) ? before : before.charAt(0).toLowerCase() + before.slice(1);
  return `Who ${verb.lower} that ${opening} ${after}?`;
}

/**
 * Whether the words a subject-gap question keeps ("What <predicate>?") mean something off the page (round
 * 39 blind reviews: "What was far from foolish?", "What reached well beyond the courtroom?", "What is
 * struck by water molecules from all sides?"). They must carry a name, a number or date, or two content
 * nouns of their own (a compound, "water molecules", is one; a word every text uses, "sides", none); a
 * second clause that takes its own subject ("… drifts away and its concentration stays low") points back
 * at the key, and an emphatic "did" ("Some farmers did raise wages") reads as "Who did raise …?".
 * `context` is what the question keeps besides the predicate (an opening), which may carry the name.
 */
export function predicateStandsAlone(predicate: Token[], context: Token[] = []): boolean {
  let v = 0;
  while (predicate[v]?.pos === 'ADV') v += 1;
  const verb = predicate[v];
  if (verb && verb.pos === 'AUX' && /^(do|does|did)$/.test(verb.lower)) {
    let w = v + 1;
    while (predicate[w]?.pos === 'ADV') w += 1;
    if (predicate[w]?.pos === 'VERB') return false;
  }
  if (secondClause(predicate)) return false;
  const words = [...context, ...predicate];
  if (
    words.some(
      (t, i) =>
        /\d/.test(t.value) ||
        (i > 0 && t.pos === 'PROPN' && /^\p{Lu}/u.test(t.value)) ||
        (i > 0 && t.name && /^\p{Lu}/u.test(t.value)),
    )
  )
    return true;
  const heads = new Set(
    words
      .filter(
        (t, i) =>
          t.pos === 'NOUN' &&
          words[i + 1]?.pos !== 'NOUN' &&
          !GENERIC_NOUNS.has(t.lemma) &&
          familiarity(t.lemma) < GENERIC_FAMILIARITY,
      )
      .map((t) => t.lemma),
  );
  return heads.size >= 2;
}

/**
 * "drifts away and its concentration stays low": a coordinator followed by a subject of its own (a
 * pronoun, a possessive or a noun phrase) and its verb opens a second clause.
 */
function secondClause(words: Token[], tensed = false): boolean {
  return words.some((t, c) => {
    if (t.pos !== 'CCONJ') return false;
    let i = c + 1;
    // "scoops or wheels that lifted water": a relative word opens the noun's own clause, not a second one.
    while (
      i < words.length &&
      !/^(that|which|who|whom|whose)$/.test(words[i]?.lower ?? '') &&
      (['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM'].includes(words[i]?.pos ?? '') ||
        /^['’]s$/.test(words[i]?.value ?? ''))
    )
      i += 1;
    const verb = words[i];
    if (i === c + 1 || !verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return false;
    // `tensed`: a verb in a tense of its own (was, had, snapped), not the bare verb "did" shares.
    return !tensed || verb.lower !== verb.lemma || /^(was|were|had|is|are|has)$/.test(verb.lower);
  });
}

/** "did" + the verb's lemma for a past verb, or null for any other form. */
function pastVerb(verb: Token): boolean {
  return verb.pos === 'VERB' && verb.lower !== verb.lemma && !/(s|ing)$/.test(verb.lower);
}

/** Personal and pointing pronouns: in a clause cut from its sentence they point at what was cut away. */
const POINTING = /^(it|they|them|he|him|she|her|this|these|those)$/;
/** "its", "their", "his": in a cut clause they may only point at the clause's own subject. */
const POSSESSIVE = /^(its|their|his)$/;

/** Words that open what a verb says or shows ("showed that …", "explained how …"), not another clause. */
const COMPLEMENT = /^(that|how|whether|why|what)$/;

const MONTH_YEAR =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/** A day, month and year: "1 November 1858". */
const FULL_DATE =
  /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/** "In which year" for 1884, "In which month and year" for "October 1884", null for any other date. */
function yearAsker(text: string): string | null {
  if (/^\d{4}$/.test(text)) return 'In which year';
  return MONTH_YEAR.test(text) ? 'In which month and year' : null;
}

/**
 * Where the clause holding token `at` starts: after the last ";" or ":" before it, or after ", and" /
 * ", but" ("The southern sea later split …, and in _____ satellite images showed …"). The clause before
 * says something else, and the question asks only the one that holds the key (round 36: "Even supposedly
 * ordinary fossils may hold surprises: in _____ …" was sent back to be trimmed).
 */
export function clauseStart(tokens: Token[], at: number): number {
  for (let i = at - 1; i > 0; i -= 1) {
    const t = tokens[i] as Token;
    if (t.value === ';' || t.value === ':') return i + 1;
    if (t.pos === 'CCONJ' && /^(and|but)$/.test(t.lower) && tokens[i - 1]?.value === ',') return i + 1;
  }
  return 0;
}

/** A noun phrase's words as the sentence writes them ("Fermi's", "H.264"), first word in running-text case. */
function phraseText(text: string, words: Token[]): string {
  const joined = words
    .map((t, k) => (k > 0 && text.slice((words[k - 1] as Token).end, t.start) === '' ? '' : ' ') + t.value)
    .join('')
    .trim();
  const first = words[0] as Token;
  return keepsCapital(first, words[1]) ? joined : joined.charAt(0).toLowerCase() + joined.slice(1);
}

/**
 * A year asked as "In which year …?" when it dates a clause with a plain subject, the one builder for
 * every recall type (short answers, multiple choice and the top-up once had two that drifted apart):
 * - an opening year: "In _____ the crew of the slave ship Zong, short of water, threw more than 130 Africans
 *   overboard …" → "In which year did the crew of the slave ship Zong throw more than 130 Africans
 *   overboard …?" (one aside in the subject left out; a clause after ":", ";" or ", and" asked alone);
 * - a closing year: "John Boynton Priestley was born in Bradford, Yorkshire, in _____." → "In which year was
 *   John Boynton Priestley born in Bradford, Yorkshire?"; "In Germany, Otto von Bismarck introduced …
 *   in _____" → "In which year did Otto von Bismarck introduce … in Germany?";
 * - a year in a clause about a noun: "In Donoghue v Stevenson, decided by the House of Lords in _____, …" →
 *   "In which year was Donoghue v Stevenson decided by the House of Lords?" (`nounDatingQuestion`).
 * "In which month and year" for "July 1858". A year after "until", "after" or a second verb may date
 * something else and is never asked.
 */
export function yearQuestion(fact: Fact): string | null {
  if (fact.kind !== 'date') return null;
  // "On _____ Queen Victoria opened the Great Exhibition …": a full date after "on" is asked "On which date
  // …?" (round 48: 'Which date completes the statement …' sent back as "ask 'On what date …?'").
  const on = fact.sentence.tokens[fact.start - 1]?.lower === 'on' && FULL_DATE.test(fact.text);
  const wh = on ? 'On which date' : yearAsker(fact.text);
  if (!wh) return null;
  const question =
    clauseYearQuestion(fact, wh) ?? nounDatingQuestion(fact, wh) ?? subjectYearQuestion(fact, wh);
  return question && yearQuestionReads(fact, question) ? question : null;
}

/**
 * Whether a year question asks what its sentence says. Not: "In which year was the port of Rotterdam
 * followed?" (an order verb naming nothing that came after or before, round 37); "… boom and bust –20 in
 * France?" (a range's year asked alone); "In which year did Revolutionary France pass laws?" ("in 1791 and
 * 1793": the key is one of a pair); "… did the United States join only?" (a focusing adverb left at the
 * end); "… discovered by two French brothers, Jacques?" (cut inside "Jacques and Pierre Curie", round 38).
 */
function yearQuestionReads(fact: Fact, question: string): boolean {
  if (!yearClauseAgrees(question)) return false;
  const lastWord = question.replace(/\?$/, '').split(' ').at(-1) ?? '';
  const last = lastWord.toLowerCase();
  if ([...ORDER_VERBS].some((v) => last.startsWith(v.slice(0, -1)))) return false;
  if (/(?:^|\s)[–—-]\d/.test(question)) return false;
  if (/^(only|also|even|just|too|still)$/.test(last)) return false;
  const tokens = fact.sentence.tokens;
  const next = tokens[fact.end];
  if (next && /^(and|or|to)$/.test(next.lower) && /^\d{3,4}$/.test(tokens[fact.end + 1]?.value ?? ''))
    return false;
  if (/^\p{Lu}/u.test(lastWord)) {
    const at = tokens.findIndex((t) => t.value === lastWord);
    if (at >= 0 && tokens[at + 1]?.lower === 'and' && /^\p{Lu}/u.test(tokens[at + 2]?.value ?? ''))
      return false;
  }
  return true;
}

/**
 * Whether a year question's clause is whole (round 40 blind reviews): its object named, never "propose
 * something far more dramatic"; one finite verb after "did", never "did a service launch allowed them to
 * store" (a participle read as the subject's verb); a verb of publishing never said of people, "were
 * colleagues at the University of Cambridge published" ("Work by … and colleagues …, published in 1998").
 */
export function yearClauseAgrees(question: string): boolean {
  if (/\b(something|someone|somebody|anything|anyone|somewhere)\b/i.test(question)) return false;
  const tokens = analyse(question).sentences.flatMap((s) => s.tokens);
  const did = tokens.findIndex((t) => /^(did|does|do)$/.test(t.lower));
  if (did >= 0) {
    // The clause after "did" up to its first subordinate word: a verb there followed by a past form.
    const rest = tokens.slice(did + 1);
    const stop = rest.findIndex((t) => t.pos === 'SCONJ' || /^(that|which|who)$/.test(t.lower));
    const clause = stop >= 0 ? rest.slice(0, stop) : rest;
    if (
      clause.some(
        (t, i) => t.pos === 'VERB' && clause[i + 1]?.pos === 'VERB' && /ed$/.test(clause[i + 1]?.lower ?? ''),
      )
    )
      return false;
    // "did the cable snap and the historic bob was seriously damaged" (round 41): "and" opens a second
    // clause with a subject and a tense of its own, which "did" cannot ask ("did Marie and Pierre Curie
    // discover" has one bare verb after a joined subject).
    if (secondClause(clause, true)) return false;
    // "did economic conditions improve during the 1850s, the repeal of the Corn Laws?" (round 42): a noun
    // phrase after a comma with no verb of its own closes the question, the start of a list whose year
    // belongs to another member; an aside that the verb follows ("did Galileo, the astronomer, observe") is
    // whole.
    const comma = clause.findIndex((t) => t.value === ',');
    if (
      comma >= 0 &&
      /^(the|a|an)$/.test(clause[comma + 1]?.lower ?? '') &&
      !clause.slice(comma + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX')
    )
      return false;
  }
  const passive = /\b(?:was|were) (.+?) (?:published|written|printed|issued|released)\b/i.exec(question);
  if (passive) {
    const head = (passive[1] ?? '')
      .split(/\s+/)
      .find((w) => /^\p{Ll}{3,}$/u.test(w) && !/^(the|a|an)$/.test(w));
    if (head && supersense(head.replace(/s$/, '')) === 'person') return false;
  }
  return true;
}

/**
 * A year inside the subject, right before its verb: "Astronauts on Apollo 11 in _____ left an array of
 * reflectors on the lunar surface, and …" → "In which year did astronauts on Apollo 11 leave an array of
 * reflectors on the lunar surface?". The subject is a plain noun phrase (no participle: "men born in …").
 */
function subjectYearQuestion(fact: Fact, wh: string): string | null {
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const verb = tokens[fact.end];
  if (tokens[fact.start - 1]?.lower !== 'in' || !verb || !pastVerb(verb)) return null;
  const cs = clauseStart(tokens, fact.start);
  const subject = tokens.slice(cs, fact.start - 1);
  if (
    subject.length === 0 ||
    subject.length > 7 ||
    !subject.every(
      (t, k) =>
        ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(t.pos) ||
        (k > 0 && t.pos === 'ADP' && /^(on|of|in|at|from)$/.test(t.lower)),
    ) ||
    !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') ||
    subject.some((t) => /^\d{4}$/.test(t.value) || POINTING.test(t.lower) || POSSESSIVE.test(t.lower))
  )
    return null;
  let between = tokens.slice(fact.end + 1, wholeComplementEnd(tokens, fact.end + 1));
  const next = between.findIndex(
    (t, k) =>
      (t.pos === 'CCONJ' && between[k + 1]?.pos === 'VERB') ||
      (t.pos === 'SCONJ' && !(k === 0 && COMPLEMENT.test(t.lower)) && t.lower !== 'for') ||
      t.lower === 'so',
  );
  if (next >= 0) between = between.slice(0, next);
  if (
    between.length === 0 ||
    between.some(
      (t) =>
        t.value === ';' ||
        t.value === ':' ||
        t.lower === 'but' ||
        /^(until|since)$/.test(t.lower) ||
        /^\d{4}$/.test(t.value) ||
        POINTING.test(t.lower),
    )
  )
    return null;
  const rest = text.slice(between[0]?.start ?? 0, between.at(-1)?.end ?? 0).replace(/,$/, '');
  if (rest.split(' ').length > 20) return null;
  return `${wh} did ${phraseText(text, subject)} ${verb.lemma} ${rest}?`;
}

function clauseYearQuestion(fact: Fact, wh: string): string | null {
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const cs = clauseStart(tokens, fact.start);
  const before = tokens
    .slice(cs, fact.start)
    .map((t) => t.lower)
    .join(' ');
  const prep = wh.startsWith('On ') ? 'on' : 'in';
  const opening = prep === 'on' ? before === 'on' : /^(in|as early as|as late as)$/.test(before);
  if (!opening && tokens[fact.start - 1]?.lower !== prep) return null;
  // "Equiano's autobiography, …, published in 1789, became a bestseller": a closing year followed by more of
  // its clause dates a phrase inside it (`nounDatingQuestion`), not the clause.
  // "Frances Perkins became Secretary of Labor … in 1933, the first woman to serve in a presidential cabinet.":
  // an apposition closing the sentence describes the subject, and the year dates the clause before it.
  const closingApposition =
    tokens[fact.end]?.value === ',' &&
    /^(the|a|an)$/.test(tokens[fact.end + 1]?.lower ?? '') &&
    tokens
      .slice(fact.end + 1, -1)
      .every(
        (t, k, rest) =>
          t.type !== 'punctuation' &&
          t.pos !== 'AUX' &&
          t.pos !== 'PRON' &&
          t.pos !== 'SCONJ' &&
          (t.pos !== 'VERB' || rest[k - 1]?.lower === 'to'),
      ) &&
    tokens.at(-1)?.value === '.';
  if (
    !opening &&
    tokens[fact.end]?.value === ',' &&
    tokens[fact.end + 1]?.pos !== 'CCONJ' &&
    !closingApposition
  )
    return null;
  // Where the subject starts: after the opening year, or at the clause's start.
  let from = opening ? fact.end : cs;
  if (tokens[from]?.value === ',') from += 1;
  // "In Germany, Otto von Bismarck introduced … in 1883": an opening place moves to the end of the question.
  let tail = '';
  if (!opening && tokens[from]?.pos === 'ADP') {
    const comma = tokens.findIndex((t, k) => k > from && t.value === ',');
    if (comma > from && comma < from + 5 && comma < fact.start)
      tail = ` ${span(text, tokens, from, comma).replace(/^\w/, (c) => c.toLowerCase())}`;
    if (tail) from = comma + 1;
  }
  // The subject up to its verb, without one aside set off by commas.
  const subject: Token[] = [];
  let i = from;
  let asides = 0;
  // "a team led by Thomas Boothby showed …": a participle with its "by" belongs to the subject, and the verb
  // the year dates comes after it (round 36: "did a team lead by Thomas Boothby showed"). "the newly formed
  // Metropolitan Commission": a participle before the subject's noun describes it.
  const partOfSubject = (k: number): boolean => {
    const t = tokens[k];
    if (t?.pos !== 'VERB' || k === from) return false;
    if (tokens[k + 1]?.lower === 'by') return true;
    // "Terry Welch published …": a capitalised word after a name is the name's, whatever it was read as.
    if (/^\p{Lu}/u.test(t.value) && tokens[k - 1]?.pos === 'PROPN') return true;
    const noNounYet = !subject.some((x) => x.pos === 'NOUN' || x.pos === 'PROPN');
    return (
      noNounYet && /(ed|en)$/.test(t.lower) && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[k + 1]?.pos ?? '')
    );
  };
  while (i < tokens.length && (!['VERB', 'AUX'].includes(tokens[i]?.pos ?? '') || partOfSubject(i))) {
    const t = tokens[i] as Token;
    if (t.value === ',') {
      // ", influenced by the sanitary reformer Edwin Chadwick,", ", with a loan from the World Bank,".
      const close = tokens.findIndex((x, k) => k > i && x.value === ',');
      asides += 1;
      if (close < 0 || close - i > 12 || asides > 1 || (!opening && close >= fact.start - 1)) return null;
      i = close + 1;
      continue;
    }
    if (t.value === ';' || t.value === ':' || (!opening && i >= fact.start - 1)) return null;
    subject.push(t);
    i += 1;
  }
  if (
    subject.length === 0 ||
    subject.length > 9 ||
    // "Procter & Gamble", "Townes and Arthur Schawlow": names joined inside the subject are one subject.
    subject.some(
      (t, k) =>
        ['PRON', 'SCONJ'].includes(t.pos) ||
        t.type === 'number' ||
        ((t.pos === 'CCONJ' || t.value === '&') && (k === 0 || k === subject.length - 1)),
    ) ||
    !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') ||
    ['ADP', 'SCONJ', 'ADV'].includes(subject[0]?.pos ?? '') ||
    // "The contrast captures the test the English judges applied in 1892": an article straight after a noun
    // starts a second phrase, so a verb was read as a noun (round 48 check on set AU: "did the contrast
    // captures the test the English judges apply?").
    subject.some((t, k) => t.pos === 'DET' && ['NOUN', 'PROPN'].includes(subject[k - 1]?.pos ?? ''))
  )
    return null;
  const verb = tokens[i];
  if (!verb) return null;
  let verbText: string;
  let after = i + 1;
  let aux: string;
  let adverbs = '';
  if (verb.pos === 'AUX') {
    // "was first identified": an adverb between the auxiliary and its participle stays with the participle.
    let m = i + 1;
    while (tokens[m]?.pos === 'ADV' && m < i + 3) m += 1;
    const main = tokens[m];
    if (!['was', 'were', 'had'].includes(verb.lower) || main?.pos !== 'VERB') return null;
    adverbs = m > i + 1 ? `${span(text, tokens, i + 1, m)} ` : '';
    after = m + 1;
    if (verb.lower === 'had') {
      // "Britain had repealed the Corn Laws in 1846" → "In which year did Britain repeal the Corn Laws?": a
      // past perfect dated by its year is asked in the simple past (round 48 check on set AS).
      if (main.lemma === main.lower || /(s|ing)$/.test(main.lower)) return null;
      aux = 'did';
      verbText = main.lemma;
    } else {
      aux = verb.lower;
      verbText = main.value;
    }
  } else if (pastVerb(verb) || samePast(verb, subject, opening)) {
    aux = 'did';
    verbText = verb.lemma;
  } else return null;
  // What the clause says besides the year: the words between the verb and "in <year>", then those after it.
  let between = opening
    ? tokens.slice(after, wholeComplementEnd(tokens, after))
    : tokens.slice(after, fact.start - 1);
  // "found a new planet and named it …": the year dates the first verb; the question stops before the next.
  // "… overboard so that the owners could claim …": a clause of purpose or reason is left out too, but
  // "showed that the eastern basin had dried up" keeps what was shown.
  const next = between.findIndex(
    (t, k) =>
      (t.pos === 'CCONJ' && between[k + 1]?.pos === 'VERB') ||
      // "the International Fund for Saving the Aral Sea": "for" before a gerund opens no clause.
      (t.pos === 'SCONJ' && !(k === 0 && COMPLEMENT.test(t.lower)) && t.lower !== 'for') ||
      t.lower === 'so',
  );
  if (opening && next >= 0) between = between.slice(0, next);
  if (!opening && after > fact.start - 1) return null;
  // "showed that the fat-tailed dwarf lemur of western Madagascar": a "that" clause cut before its verb.
  const that = between.findIndex((t) => t.pos === 'SCONJ' && COMPLEMENT.test(t.lower));
  if (that >= 0 && !between.slice(that + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
  // "The Great Fire encouraged …; in 1680 the economist …": a year past a ";" dates another clause. After an
  // opening year the rest of its clause is copied as it stands ("a version called LZW", "that the basin
  // had dried up"), short of a span it runs to ("until 1995"); a closing year may date any verb before it,
  // so none may stand there.
  if (
    between.some(
      (t, k) =>
        t.value === ';' ||
        t.value === ':' ||
        (opening ? t.lower === 'but' : ['VERB', 'AUX'].includes(t.pos)) ||
        // "in Paris and London in 1913": names joined, not a second clause the year may date.
        (!opening &&
          t.pos === 'CCONJ' &&
          (between[k - 1]?.value === ',' ||
            !['NOUN', 'PROPN', 'ADJ', 'DET'].includes(between[k + 1]?.pos ?? ''))) ||
        (opening ? /^(until|since)$/ : /^(until|after|before|since|when|while)$/).test(t.lower),
    )
  )
    return null;
  let rest = between.length ? text.slice(between[0]?.start ?? 0, between.at(-1)?.end ?? 0) : '';
  if (!opening) {
    let end = clauseEnd(tokens, fact.end);
    // "reached England in 1348 and killed …": the year dates the first verb; the question stops at "and".
    const and = tokens.findIndex((t, k) => k >= fact.end && k < end && t.pos === 'CCONJ');
    if (and >= 0) end = and;
    // "A proclamation issued in Queen Victoria's name on _____ promised …": a tensed verb straight after the
    // date is the clause's own, and the participle before it only describes the subject (round 48 check on
    // set AU: "On which date did a proclamation issue in Queen Victoria's name promised …?").
    const following = tokens[fact.end];
    if (
      following &&
      (following.pos === 'AUX' || (following.pos === 'VERB' && !following.lower.endsWith('ing')))
    )
      return null;
    if (tokens[fact.end]?.value !== ',' && tokens[fact.end]?.value !== '.' && end > fact.end)
      rest = `${rest} ${span(text, tokens, fact.end, end)}`.trim();
  }
  // "the fat-tailed dwarf lemur of western Madagascar, a primate, hibernates …": a short appositive is left out.
  rest = rest.replace(/,$/, '').replace(/, (a|an) [^,]{1,30}, /, ' ');
  if (rest.split(' ').length > 20) return null;
  // "published two algorithms, LZ77 in 1977 and LZ78 in 1978": beside another year, or after a short item
  // set off by a comma, the key dates one item of a list, not the clause.
  if (between.some((t) => /^\d{4}$/.test(t.value))) return null;
  const lastComma = between.map((t) => t.value).lastIndexOf(',');
  if (!opening && lastComma >= 0 && lastComma < between.length - 1 && between.length - lastComma <= 4)
    return null;
  // "on one of these tablets", "a code of this kind": a word pointing back at what the sentence never says.
  if ([...subject, ...between].some((t) => /^(this|these|those)$/.test(t.lower))) return null;
  // "rose from about £128 to around £1,000 by the summer": a clause that runs to a later time is dated by its
  // start only loosely; "and Calder Hall followed in 1956": a verb of order says nothing without what came first.
  if (/\bby (the )?(end|summer|winter|spring|autumn|middle|time|\d)/.test(rest)) return null;
  if (!rest && ORDER_VERBS.has(verb.lemma)) return null;
  // A clause cut from its sentence must not point back at what was cut ("… voted to stop adding them").
  // "China's BeiDou completed its global system": a possessive after the subject is the subject's.
  if (cs > 0 && [...subject, ...between].some((t) => POINTING.test(t.lower))) return null;
  if (cs > 0 && subject.some((t) => POSSESSIVE.test(t.lower))) return null;
  const subjectText = phraseText(text, subject);
  return `${wh} ${aux} ${subjectText} ${adverbs}${verbText}${rest ? ` ${rest}` : ''}${tail}?`;
}

/**
 * A verb spelled the same in the past as in its base ("set", "put"): past after an opening year, or with a
 * singular subject (a present would be "sets").
 */
function samePast(verb: Token, subject: Token[], opening: boolean): boolean {
  if (verb.pos !== 'VERB' || verb.lower !== verb.lemma || !SAME_FORM_PASTS.has(verb.lower)) return false;
  const head = subject.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').at(-1);
  return opening || (!!head && !(head.lemma !== head.lower && head.lower.endsWith('s')));
}

/**
 * A year in a clause about a noun, asked of that noun: "In Donoghue v Stevenson, decided by the House of Lords
 * in _____, …" → "In which year was Donoghue v Stevenson decided by the House of Lords?"; "NASA's Curiosity
 * rover, which landed on Mars in _____, carries …" → "In which year did NASA's Curiosity rover land on
 * Mars?"; "… bovine spongiform encephalopathy, or BSE, first identified in British cattle in _____." → "In
 * which year was BSE first identified in British cattle?" (round 36: "ask 'In which year was … decided?'").
 * The clause is set off by a comma after its noun and ends with the year; the noun is a plain noun phrase.
 */
function nounDatingQuestion(fact: Fact, wh: string): string | null {
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  if (tokens[fact.start - 1]?.lower !== 'in') return null;
  // "Pasteur, born in 1822 at Dole in the Jura region …, was …": a short verbless phrase of place or purpose
  // after the year stays in the question (round 48: 'Which year completes the statement "Pasteur, born in
  // _____ at Dole …"' was sent back as "ask directly").
  let yearEnd = fact.end;
  if (tokens[yearEnd]?.pos === 'ADP' && /^(at|in|for|near|on)$/.test(tokens[yearEnd]?.lower ?? '')) {
    let j = yearEnd + 1;
    // A capitalised word is a name whatever it was read as ("at Dole" with "Dole" read as a verb).
    const inPlace = (t: Token | undefined): boolean =>
      !!t &&
      (['NOUN', 'PROPN', 'ADJ', 'DET', 'ADP', 'NUM'].includes(t.pos) ||
        (/^\p{Lu}/u.test(t.value) && t.type !== 'punctuation'));
    while (j < tokens.length && j - yearEnd <= 10 && inPlace(tokens[j])) j += 1;
    if (j - yearEnd <= 10 && tokens.slice(yearEnd + 1, j).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN'))
      yearEnd = j;
  }
  const close = tokens[yearEnd];
  if (close && ![',', '.', ';', ')'].includes(close.value)) return null;
  const trailing = yearEnd > fact.end ? ` ${span(text, tokens, fact.end, yearEnd)}` : '';
  // The comma that opens the clause, at most twelve words before the year.
  let comma = fact.start - 2;
  while (comma > 0 && tokens[comma]?.value !== ',' && fact.start - comma <= 13) {
    const t = tokens[comma] as Token;
    if (
      t.type === 'punctuation' ||
      t.type === 'number' ||
      /^(until|after|before|since|when|while)$/.test(t.lower)
    )
      return null;
    comma -= 1;
  }
  if (tokens[comma]?.value !== ',') return null;
  let p = comma + 1;
  // "Girolamo Savonarola, who was executed in 1498": a "who" clause dates the person named before it.
  const who = tokens[p]?.lower === 'who' && tokens[comma - 1]?.pos === 'PROPN';
  const relative = /^(which|that)$/.test(tokens[p]?.lower ?? '') || who;
  if (relative) p += 1;
  const adverbStart = p;
  while (tokens[p]?.pos === 'ADV' && p < adverbStart + 2) p += 1;
  let adverbs = p > adverbStart ? `${span(text, tokens, adverbStart, p)} ` : '';
  // "the East India Company, originally a trading enterprise chartered in 1600," / "Messiah, the oratorio
  // composed by Handel in 1741": the participle describes the apposition, which is the noun itself (round 48:
  // "ask 'In which year was the East India Company chartered?'"); the apposition and its adverb are left out.
  let appositive = false;
  if (!relative && /^(a|an|the)$/.test(tokens[p]?.lower ?? '')) {
    let q = p + 1;
    while (['ADJ', 'NOUN'].includes(tokens[q]?.pos ?? '') && q < p + 5) q += 1;
    // "a trading enterprise chartered in": a participle read as an adjective ends the apposition.
    if (tokens[q]?.pos !== 'VERB' && /ed$/.test(tokens[q - 1]?.lower ?? '') && tokens[q - 1]?.pos === 'ADJ')
      q -= 1;
    if (tokens[q - 1]?.pos !== 'NOUN' || !/^(VERB|ADJ)$/.test(tokens[q]?.pos ?? '')) return null;
    p = q;
    adverbs = '';
    appositive = true;
  }
  let verbAt = p;
  let aux: string | null = null;
  if (relative && /^(was|were)$/.test(tokens[p]?.lower ?? '') && !adverbs) {
    aux = tokens[p]?.lower ?? null;
    verbAt = p + 1;
  }
  const verb = tokens[verbAt];
  if (!verb || !(verb.pos === 'VERB' || (appositive && /ed$/.test(verb.lower)))) return null;
  const participle =
    /(ed|en)$/.test(verb.lower) || (verb.lower !== verb.lemma && !/(s|ing)$/.test(verb.lower));
  // "The army crossed the river, helped by …": a participle after a common noun may say how the clause's
  // subject did it; after a name ("Donoghue v Stevenson, decided …", "BSE, first identified …") it is the
  // name's. A "which" clause is the noun's whatever it is.
  if (!participle || (!relative && tokens[comma - 1]?.pos !== 'PROPN')) return null;
  // "John Couch Adams, a young mathematician at St John's College, Cambridge, resolved in 1841, while still an
  // undergraduate, to investigate …": with no other finite verb in the sentence the "participle" is the main
  // verb, and the name before it ends an aside (round 48: "In which year was Cambridge resolved?").
  const finite = (t: Token, k: number): boolean =>
    (t.pos === 'AUX' || (t.pos === 'VERB' && !t.lower.endsWith('ing'))) && tokens[k - 1]?.lower !== 'to';
  if (!relative && !tokens.some((t, k) => (k < comma || k > yearEnd) && finite(t, k))) return null;
  // The words between the verb and "in <year>": a phrase, no second verb or clause.
  const between = tokens.slice(verbAt + 1, fact.start - 1);
  if (between.some((t) => ['VERB', 'AUX', 'CCONJ', 'SCONJ', 'PRON'].includes(t.pos)) || between.length > 10)
    return null;
  // The noun before the comma: back over a plain noun phrase ("the Monument to the Great Fire", "Donoghue v
  // Stevenson", "NASA's Curiosity rover"), stopping at a verb, a clause word or a preposition that opens it.
  const nounEnd = comma;
  let k = nounEnd - 1;
  const inPhrase = (t: Token): boolean =>
    ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(t.pos) || t.value === "'s" || t.value === '’s';
  while (k >= 0) {
    const t = tokens[k] as Token;
    const prev = tokens[k - 1];
    if (inPhrase(t) && t.lower !== 'which') k -= 1;
    // "the Karakum Canal in Turkmenistan, begun …", "Studies of American black bears in Alaska, published
    // …": a phrase after the noun stays with it, so the question names what was begun or published.
    else if (
      (t.pos === 'ADP' || t.lower === 'v' || t.lower === 'v.') &&
      (prev?.pos === 'NOUN' || prev?.pos === 'PROPN')
    )
      k -= 1;
    // "the patent-free PNG format": a hyphen inside a word.
    else if (t.value === '-' && prev && prev.end === t.start && tokens[k + 1]?.start === t.end) k -= 1;
    else break;
  }
  let nounStart = k + 1;
  // "By the 1850s the East India Company": an article after a noun or a number starts the noun; what comes
  // before it is an opening phrase with no verb.
  const restart = tokens.findIndex(
    (t, j) =>
      j > nounStart &&
      j < nounEnd &&
      t.pos === 'DET' &&
      ['NOUN', 'PROPN', 'NUM'].includes(tokens[j - 1]?.pos ?? '') &&
      !/^(of|'s|’s)$/.test(tokens[j - 1]?.lower ?? ''),
  );
  if (restart > 0 && nounStart === 1 && tokens[0]?.pos === 'ADP') nounStart = restart;
  // "Salvarsan, introduced in 1910" after "his arsenic compound": a name after a common noun and a
  // possessive is asked by the name alone (the possessive points back at the sentence before).
  let byName = false;
  if (
    POSSESSIVE.test(tokens[nounStart - 1]?.lower ?? '') ||
    /^(her)$/.test(tokens[nounStart - 1]?.lower ?? '')
  ) {
    let n = nounEnd;
    while (tokens[n - 1]?.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[n - 1]?.value ?? '')) n -= 1;
    if (n < nounEnd && n > nounStart && tokens[n - 1]?.pos === 'NOUN') {
      nounStart = n;
      byName = true;
    }
  }
  // "the Dominican preacher Girolamo Savonarola, who …": a person is asked by the name.
  if (who) {
    let n = nounEnd;
    while (tokens[n - 1]?.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[n - 1]?.value ?? '')) n -= 1;
    if (n === nounEnd) return null;
    nounStart = n;
  }
  // The noun is a verb's object, a clause's subject or an opening "In Donoghue v Stevenson"; after any other
  // preposition it is part of a phrase whose head was not read ("bears in Alaska" with "bears" read as a verb).
  const opener = tokens[nounStart - 1];
  if (
    opener &&
    !who &&
    !byName &&
    !(opener.pos === 'VERB' || opener.pos === 'CCONJ' || opener.value === ',') &&
    // "By the 1850s the East India Company, …": after a verbless opening phrase the noun is the subject.
    !(
      nounStart === restart && !tokens.slice(0, nounStart).some((t) => t.pos === 'VERB' || t.pos === 'AUX')
    ) &&
    // "performed as often as Messiah, …", "better known … than Carlill v Carbolic Smoke Ball Company, …".
    !(opener.lower === 'as' && tokens[nounStart - 3]?.lower === 'as') &&
    !(opener.lower === 'than' && tokens[nounStart - 2]?.pos !== 'ADP') &&
    !POSSESSIVE.test(opener.lower) &&
    opener.lower !== 'her' &&
    !(opener.pos === 'ADP' && nounStart === 1) &&
    // "built inside the new Victoria Embankment, completed …": a definite phrase after a verb's preposition.
    !(opener.pos === 'ADP' && tokens[nounStart - 2]?.pos === 'VERB' && tokens[nounStart]?.lower === 'the') &&
    !(opener.lower === 'as' && tokens[nounStart - 2]?.lower === 'such')
  )
    return null;
  // "Calder Hall in Cumbria, England, followed in 1956.": with no other verb in its clause, the participle
  // is the clause's own verb and the noun before it an aside.
  const otherVerb = (from: number, to: number): boolean =>
    tokens.slice(from, to).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (!otherVerb(clauseStart(tokens, comma), comma) && !otherVerb(yearEnd, clauseEnd(tokens, yearEnd + 1)))
    return null;
  // "such as H.264": an example's noun after "such as" is the noun; a leading article stays.
  const noun = tokens.slice(nounStart, nounEnd);
  while (noun[0] && ['ADP'].includes(noun[0].pos)) {
    noun.shift();
    nounStart += 1;
  }
  const head = noun.at(-1);
  if (
    noun.length === 0 ||
    noun.length > 10 ||
    !head ||
    (head.pos !== 'NOUN' && head.pos !== 'PROPN') ||
    noun.some((t) => t.type === 'number' && !/\D/.test(t.value) && t.value.length === 4)
  )
    return null;
  // "was"/"were" by the noun's number: the last noun before "of"/"to" is its head ("the walls of the city").
  const headAt = noun.findIndex((t) => t.pos === 'ADP');
  const nounHead = (headAt > 0 ? noun.slice(0, headAt) : noun)
    .filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
    .at(-1);
  const plural =
    !!nounHead &&
    nounHead.pos === 'NOUN' &&
    nounHead.lemma !== nounHead.lower &&
    nounHead.lower.endsWith('s');
  const rest = between.length ? ` ${span(text, tokens, verbAt + 1, fact.start - 1)}` : '';
  const subject = phraseText(text, noun);
  if (relative && !aux) {
    if (!pastVerb(verb)) return null;
    return `${wh} did ${subject} ${adverbs}${verb.lemma}${rest}${trailing}?`;
  }
  return `${wh} ${aux ?? (plural ? 'were' : 'was')} ${subject} ${adverbs}${verb.value}${rest}${trailing}?`;
}

/**
 * A place asked as "Where …?" when it is where the clause's subject did something: "On 12 June the Kentish
 * rebels gathered at _____, south-east of London." → "Where did the Kentish rebels gather on 12 June?";
 * "Justinian was born around 482 in _____, a village in the Balkans …" → "Where was Justinian born around
 * 482?" (round 36: 'Which place completes the statement "…"' over a whole sentence). Only after "in", "at"
 * or "to" right after the verb's own words, with a plain subject opening the clause; an opening date moves
 * to the end. A person is no place, though the passage sends things "to" them ("sent samples to Robert
 * Pullar, who ran a dye works", round 47 check on set AT: "Where did Perkin send samples?").
 */
export function whereQuestion(fact: Fact, people = false): string | null {
  if (people || !placeReading(fact)) return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const prep = tokens[fact.start - 1];
  if (!prep || !/^(in|at|to)$/.test(prep.lower)) return null;
  const close = tokens[fact.end];
  if (close && close.value !== '.' && close.value !== ',' && close.lower !== 'to') return null;
  const cs = clauseStart(tokens, fact.start);
  let from = cs;
  let tail = '';
  // "On 12 June the Kentish rebels …", "In 1533 …": an opening date without a comma moves to the end.
  const date =
    /^(on \d{1,2} [a-z]+( \d{4})?|in \d{4}|in (january|february|march|april|may|june|july|august|september|october|november|december)( \d{4})?) /.exec(
      `${tokens
        .slice(cs, cs + 4)
        .map((t) => t.lower)
        .join(' ')} `,
    )?.[0];
  if (date) {
    const words = date.trim().split(' ').length;
    tail = ` ${span(text, tokens, cs, cs + words).replace(/^\w/, (c) => c.toLowerCase())}`;
    from = cs + words;
  }
  let i = from;
  while (i < fact.start && !['VERB', 'AUX'].includes(tokens[i]?.pos ?? '')) i += 1;
  const subject = tokens.slice(from, i);
  // "Indian soldiers in the service of the British East India Company rose …": with the kind of place the
  // sentence gives after the key, a subject may carry an "of"/"in" phrase (round 48: "At which garrison
  // town …?").
  const kind = placeKindAfter(tokens, fact.end);
  if (
    subject.length === 0 ||
    subject.length > (kind ? 11 : 7) ||
    !subject.every(
      (t, k) =>
        ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(t.pos) ||
        /^['’]s$/.test(t.value) ||
        (!!kind && k > 0 && t.pos === 'ADP' && /^(of|in)$/.test(t.lower)),
    ) ||
    !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') ||
    subject[0]?.pos === 'NUM' ||
    // "another unusual hazard", "such a scheme": a subject that points back at the sentence before.
    subject.some(
      (t) =>
        POINTING.test(t.lower) || POSSESSIVE.test(t.lower) || /^(another|other|such|same)$/.test(t.lower),
    )
  )
    return null;
  const verb = tokens[i] as Token;
  let aux: string;
  let verbText: string;
  let after = i + 1;
  if (verb.pos === 'AUX') {
    const main = tokens[i + 1];
    if (!/^(was|were)$/.test(verb.lower) || main?.pos !== 'VERB' || !/(ed|en|rn)$/.test(main.lower))
      return null;
    aux = verb.lower;
    verbText = main.value;
    after = i + 2;
  } else if (pastVerb(verb) || samePast(verb, subject, !!date)) {
    aux = 'did';
    verbText = verb.lemma;
  } else return null;
  // The verb's own words before the place: no second verb, clause or place ("born in 1547 in …, near …").
  const between = tokens.slice(after, fact.start - 1);
  if (
    between.length > 8 ||
    between.some(
      (t, k) =>
        t.type === 'punctuation' ||
        // "rode out to meet the Essex rebels at _____": an infinitive of purpose is the verb's own.
        (t.pos === 'VERB' && !(k > 0 && between[k - 1]?.lower === 'to')) ||
        ['AUX', 'SCONJ', 'CCONJ'].includes(t.pos) ||
        // "rose against their officers": a possessive after the subject is the subject's.
        (t.pos === 'PRON' && !(kind && /^(their|its)$/.test(t.lower))) ||
        (t.pos === 'ADP' && /^(in|at|near)$/.test(t.lower)),
    )
  )
    return null;
  // "went by boat to _____ to warn the king": a purpose after the place stays.
  let purpose = '';
  if (close?.lower === 'to') {
    if (tokens[fact.end + 1]?.pos !== 'VERB') return null;
    const end = clauseEnd(tokens, fact.end);
    const kept = tokens.slice(fact.end, end);
    if (kept.length > 8 || kept.some((t) => POINTING.test(t.lower))) return null;
    purpose = ` ${span(text, tokens, fact.end, end)}`;
  }
  const rest = between.length ? ` ${span(text, tokens, after, fact.start - 1)}` : '';
  // "at Meerut, a garrison town …" → "At which garrison town did …?" (round 48 reviewer's own wording).
  const wh = kind ? `${prep.value.charAt(0).toUpperCase()}${prep.lower.slice(1)} which ${kind}` : 'Where';
  return `${wh} ${aux} ${phraseText(text, subject)} ${verbText}${rest}${purpose}${tail}?`;
}

/**
 * The kind of place an apposition after the key gives: "Meerut, a garrison town north-east of Delhi" →
 * "garrison town". Only a noun WordNet knows first as a location ("town", "village", "port"), null else.
 */
function placeKindAfter(tokens: Token[], end: number): string | null {
  if (tokens[end]?.value !== ',' || !/^(a|an)$/.test(tokens[end + 1]?.lower ?? '')) return null;
  let j = end + 2;
  while (['ADJ', 'NOUN'].includes(tokens[j]?.pos ?? '') && j < end + 5) j += 1;
  const head = tokens[j - 1];
  if (j === end + 2 || head?.pos !== 'NOUN' || supersense(head.lemma) !== 'location') return null;
  if (tokens[j]?.pos === 'NOUN' || tokens[j]?.pos === 'PROPN') return null;
  return tokens
    .slice(end + 2, j)
    .map((t) => t.lower)
    .join(' ');
}

/**
 * A person the sentence names after a linking verb, with their role in an apposition: "Among the leaders of
 * resistance in Awadh was _____, a wife of the deposed king" → "Which wife of the deposed king was among the
 * leaders of resistance in Awadh?" (round 48 reviewer's wording). Only a verbless opening phrase before "was"
 * or "were", and a role whose noun is a person's, running to the end of the sentence.
 */
export function roleQuestion(fact: Fact): string | null {
  // The role's person noun says the name is someone's, though the reader took "Begum Hazrat Mahal" for
  // something else; a key that is no name is left alone.
  if (fact.kind === 'date' || fact.kind === 'number' || !/^\p{Lu}/u.test(fact.text)) return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  const link = tokens[fact.start - 1];
  if (!link || !/^(was|were)$/.test(link.lower) || fact.start < 3) return null;
  const opening = tokens.slice(0, fact.start - 1);
  if (
    opening[0]?.pos !== 'ADP' ||
    opening.length > 10 ||
    opening.some((t) => ['VERB', 'AUX', 'PRON', 'SCONJ', 'CCONJ'].includes(t.pos) || t.type === 'punctuation')
  )
    return null;
  if (tokens[fact.end]?.value !== ',' || !/^(a|an|the)$/.test(tokens[fact.end + 1]?.lower ?? '')) return null;
  const role = tokens.slice(fact.end + 2, -1);
  if (tokens.at(-1)?.value !== '.' || role.length === 0 || role.length > 10) return null;
  // The role's own noun is its first one ("wife" in "wife of the deposed king"), and names a person.
  const noun = role.find((t) => t.pos === 'NOUN');
  if (!noun || !personNoun(noun) || role.some((t) => t.type === 'punctuation' || t.pos === 'AUX'))
    return null;
  if (role.some((t) => t.pos === 'PRON' && !/^(his|her|their)$/.test(t.lower))) return null;
  const roleText = span(text, tokens, fact.end + 2, tokens.length - 1);
  return `Which ${roleText} ${link.lower} ${phraseText(text, opening)}?`;
}

/**
 * Whether the passage treats a place-voted key as a location ("in Toledo", "near Madrid"): the passage's
 * votes ("in"/"from"/"to" before it) also fall on software, works and planets ("in Git", "CVS and
 * Subversion", "on Earth"), so a name WordNet knows as something else (a person, an act, a celestial body)
 * is no place. A name WordNet does not know ("Salamanca", "Pudding Lane") keeps the passage's reading.
 */
export function placeReading(fact: Fact): boolean {
  if (fact.kind !== 'place') return false;
  // "high-caste Hindus": a people is no place (round 48: "Which place completes … — Hindus").
  if (namesAPeople(fact.text)) return false;
  // "Mrs Carlill", "Judge Kimba Wood": a person's title ("Saint Louis" is a town) makes someone, not a place
  // (round 48: "Which place completes … — Mrs Carlill").
  const title = fact.text.split(' ')[0]?.toLowerCase().replace(/\.$/, '') ?? '';
  if (/\s/.test(fact.text) && title !== 'saint' && PERSON_TITLES.has(title)) return false;
  const whole = supersense(fact.text);
  const last = supersense(fact.text.split(' ').at(-1) ?? '');
  if (whole === 'location') return true;
  // "towards Asia", "North America": a continent is a landmass ("object") the passage puts things in or
  // moves them towards; "Earth" read as a place is rare enough ("on Earth" is no place vote) to allow.
  if (whole === 'object' || (whole === null && last === 'location')) return true;
  // "Māori": WordNet's index is ASCII, and a word it knows without its macron as no place ("Maori", a
  // people) is no place either; unknown words are read as places (round 43: "Which place … gave _____ the
  // rights").
  const plain = fact.text.normalize('NFD').replace(/\p{M}/gu, '');
  if (whole === null && plain !== fact.text) {
    const known = supersense(plain);
    if (known !== null && known !== 'location' && known !== 'object') return false;
  }
  return whole === null;
}

/**
 * Whether the key is a person's name: "Whose name …" of "Earth" or of "German Romantic" (critics) was sent
 * back. A name WordNet knows as something other than a person, or a key that modifies the noun after it
 * ("German Romantic critics"), is no one's name.
 */
export function personName(fact: Fact, people: boolean): boolean {
  if (fact.kind !== 'person' && !(people && /^\p{Lu}/u.test(fact.text))) return false;
  const whole = supersense(fact.text);
  if (whole !== null && whole !== 'person') return false;
  const next = fact.sentence.tokens[fact.end];
  return !(next?.pos === 'NOUN' && /^\p{Ll}/u.test(next.value));
}

/** "Which month and year" for "October 1884", "Which year" for 1884, else "Which date". */
export function dateAsker(text: string): string {
  if (/^\d{4}$/.test(text)) return 'Which year';
  if (
    /^(January|February|March|April|May|June|July|August|September|October|November|December),? \d{3,4}$/.test(
      text,
    )
  )
    return 'Which month and year';
  return 'Which date';
}

/**
 * Whether the key names a group of people rather than one person: "Essex rebels", "Imagist poets",
 * "Imagists" (round 34: "Whose name completes … _____ at Mile End? — Essex rebels" was sent back).
 */
export function peopleGroup(fact: Fact, people: boolean): boolean {
  if (fact.kind === 'date' || fact.kind === 'number') return false;
  // "Hindus", "Greeks": a people, however the reader filed it.
  if (namesAPeople(fact.text)) return true;
  if (!people) return false;
  const words = fact.text.split(' ');
  const last = words.at(-1) ?? '';
  // "Essex rebels": a plural common noun after a name; "Imagists", "Stoics": a capitalised plural of a
  // school or a people (a surname in -s, "Hodges", is one person: WordNet knows its singular as no person).
  if (/^\p{Ll}+s$/u.test(last)) return supersense(last) === 'person' || personNounWord(last);
  return /^\p{Lu}\p{Ll}+(ist|ian|ite|ic)s$/u.test(last);
}

/** A plural agent noun or a noun whose first WordNet sense is a person ("rebels", "poets", "workers"). */
function personNounWord(word: string): boolean {
  const singular = word.replace(/s$/, '');
  return supersense(singular) === 'person' || /.{3}(er|ist|ian|or)$/.test(singular);
}

/**
 * The key asked directly where its clause allows, in the order the short answers take them: a year dating
 * its clause, the person who said the rest, the subject, a person a "who" clause describes, the object.
 */
export function directQuestion(fact: Fact, people: boolean): string | null {
  return (
    yearQuestion(fact) ??
    whereQuestion(fact, people) ??
    saidByQuestion(fact, people) ??
    roleQuestion(fact) ??
    subjectGapQuestion(fact, people) ??
    relativeClauseQuestion(fact, people) ??
    objectGapQuestion(fact, people)
  );
}

/**
 * The kind of thing a named key is, in the passage's own words: its name's last word ("Triangle Waist
 * Company"), a kind written before it ("the ship Ideal X"), in an apposition, or before "called"/"named"
 * ("an old oil tanker called the Ideal X"). Only kinds of things: "Whose name …" of a ship or "What was
 * owned by …" of a company reads wrong (round 45); a person keeps "Who"/"Whose name".
 */
export function namedKind(fact: Fact, sentences: Sentence[]): string | null {
  if (fact.kind === 'date' || fact.kind === 'number' || !/^\p{Lu}/u.test(fact.text)) return null;
  const e = escapeRegExp(fact.text);
  const calledBy = new RegExp(`\\b(\\p{Ll}+) (?:called|named) (?:the )?${e}\\b`, 'u');
  // "a single supercontinent, which he called Pangaea": the noun before the relative clause is the kind.
  const calledAfter = new RegExp(
    `\\b(\\p{Ll}+), (?:which|that) \\p{Ll}+ (?:called|named) (?:the )?${e}\\b`,
    'u',
  );
  const called = sentences
    .map((s) => calledAfter.exec(s.text)?.[1] ?? calledBy.exec(s.text)?.[1])
    .find((w) => w !== undefined);
  // "Cape Horn", "Suez Canal": a name WordNet knows as a place is no "horn"; its own last word names its
  // kind only for a name WordNet does not know, or knows as a thing of such a kind.
  const whole = supersense(fact.text);
  const own = whole === null || NAMED_THING_KINDS.has(whole) ? kindInName(fact.text) : null;
  const kinds = [own, ...kindsGiven(sentences, fact.text), called ?? null];
  return (
    kinds.find(
      (kind): kind is string =>
        !!kind && knownNoun(kind) && NAMED_THING_KINDS.has(supersense(kind) ?? '') && familiarity(kind) >= 1,
    ) ?? null
  );
}

/**
 * "What was owned by Max Blanck …? — Triangle Waist Company": a "What …" stem for a named thing of a kind
 * the passage gives asks for that kind ("Which company was owned by …?").
 */
export function askedAsKind(stem: string, fact: Fact, sentences: Sentence[]): string {
  if (!/^What /.test(stem)) return stem;
  const kind = namedKind(fact, sentences);
  return kind ? stem.replace(/^What /, `Which ${kind} `) : stem;
}

/** What the gap stands for, when the key's kind says it: "Which year completes …", "Whose name …". */
function gapAsker(fact: Fact | undefined, people: boolean, sentences: Sentence[]): string {
  if (!fact) return 'What';
  if (fact.kind === 'date') return dateAsker(fact.text);
  if (fact.kind === 'number') return 'What number';
  if (peopleGroup(fact, people)) return 'Which group';
  const kind = namedKind(fact, sentences);
  if (kind) return `Which ${kind}`;
  if (personName(fact, people)) return 'Whose name';
  if (placeReading(fact) || townOrLand(fact)) return 'Which place';
  return 'What';
}

/** "Houston", "Madrid": a name the reader took for no place that WordNet knows as a town, state or country. */
function townOrLand(fact: Fact): boolean {
  const level = fact.kind === 'name' ? placeLevel(fact.text) : null;
  return level !== null && level !== 'other';
}

/**
 * The gap said plainly as one when no direct question is sound: 'Which year completes the statement "In
 * _____ the …"?'. Blind reviewers read "Which word or phrase fills the gap in …?" as a cloze dressed up as
 * a question; this one says what it is and, where the key's kind is known, what kind of answer it wants.
 */
export function completeTheStatement(
  statement: string,
  fact: Fact | undefined,
  people: boolean,
  sentences: Sentence[] = fact ? [fact.sentence] : [],
): string {
  const plain = statement.replace(/[.!]$/, '');
  return `${gapAsker(fact, people, sentences)} completes the statement "${plain}"?`;
}

/** Kinds of body a plural key may be, asked for by name: "Which institutions must decide …?". */
const BODIES: [string, string][] = [
  ['institution', 'Which institutions'],
  ['organization', 'Which organisations'],
];

/**
 * "What must decide whether to raise interest rates …? — central banks": a plural key that WordNet knows as
 * institutions or organisations is asked for as such (round 34: "reword 'Which institutions must decide'").
 * Null for any other key.
 */
export function bodiesAsker(fact: Fact): string | null {
  if (fact.kind !== 'term') return null;
  const word = fact.text.split(' ').at(-1)?.toLowerCase() ?? '';
  const head = fact.key.split(' ').at(-1) ?? '';
  if (word === head || !word.endsWith('s')) return null;
  // "central banks" as WordNet's phrase, else its head ("merchant guilds" → "guild").
  const whole = kindsOf(fact.key, 8);
  const kinds = whole.size ? whole : kindsOf(head, 8);
  for (const [kind, asker] of BODIES) {
    const offset = [...kindsOf(kind, 0).keys()][0];
    if (offset !== undefined && kinds.has(offset)) return asker;
  }
  return null;
}

/** A "What …?" stem with a plural institution for its answer asks "Which institutions …?" instead. */
export function askedAsBodies(stem: string, fact: Fact): string {
  if (!/^What (?!is |are |was |were )/.test(stem)) return stem;
  const asker = bodiesAsker(fact);
  return asker ? stem.replace(/^What /, `${asker} `) : stem;
}
