import { kindsOf, knownNoun, supersense } from '../concepts/wordnet.js';
import type { Fact, Material } from '../material.js';
import type { Token } from '../nlp.js';

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
    const person =
      fact.kind === 'person' ||
      (before?.pos === 'NOUN' && personNoun(before)) ||
      (tokens[fact.end]?.value === ',' && tokens[fact.end + 1]?.lower === 'who') ||
      (words.length >= 2 && supersense(surname) === 'person');
    // "the World Health Organization, who …", "the Royal Navy": an organisation's last word is a group.
    const kind = supersense(surname);
    if (!person || (fact.kind !== 'person' && kind !== null && kind !== 'person')) continue;
    out.add(fact.text);
    if (words.length >= 2 && surname.length >= 3) out.add(surname);
  }
  named.set(material, out);
  return out;
}

/** Whether the key names a person or a group of people, so the question asks "Who …?" (never "What …?"). */
export function peopleKey(fact: Fact, material: Material): boolean {
  if (fact.kind === 'person' || peopleNamed(material).has(fact.text)) return true;
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
 * Whether a sentence's first word keeps its capital inside a question: a name the material capitalises
 * mid-sentence, or a given name before a surname ("Isaac Newton"). A capitalised common noun opening a
 * sentence is often read as a name, so a lone one is lowered.
 */
function keepsCapital(first: Token, second: Token | undefined): boolean {
  if (first.name && first.pos !== 'DET') return true;
  // "Microsoft bought GitHub …": a name WordNet does not know as a word is no common noun to lower.
  if (first.pos === 'PROPN' && /^\p{Lu}/u.test(first.value) && !knownNoun(first.lower)) return true;
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
  if (/^(in|by) (the )?(\d{4}s?|(early|late|mid) \d{4}s)$/.test(date)) return at;
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
  const opening = openingBefore(tokens, subjectStart);
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
  const end = clauseEnd(tokens, at + 1);
  const predicate = span(text, tokens, predicateStart, end);
  // "What is?" asks nothing; the predicate must say enough to point at one answer.
  if (predicate.split(' ').length < 3) return null;
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
  let verbAt = fact.start - 1;
  if (['the', 'a', 'an'].includes(tokens[verbAt]?.lower ?? '')) verbAt -= 1;
  const verb = tokens[verbAt];
  if (!verb || verb.pos !== 'VERB' || verb.lower.endsWith('ing')) return null;
  let from = 0;
  let intro = '';
  if (tokens[0]?.pos === 'ADP' && /^\d{4}s?$/.test(tokens[1]?.value ?? '') && tokens[2]?.value !== ',') {
    from = 2;
    intro = ` ${tokens[0].lower} ${tokens[1]?.value ?? ''}`;
  }
  const subject = tokens.slice(from, verbAt);
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
  const subjectText = span(text, tokens, from, verbAt);
  const lowered = keepsCapital(first, subject[1])
    ? subjectText
    : subjectText.charAt(0).toLowerCase() + subjectText.slice(1);
  return `${people ? 'Who' : 'What'} ${aux} ${lowered} ${verb.lemma}${rest ? ` ${rest}` : ''}${intro}?`;
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

/** "did" + the verb's lemma for a past verb, or null for any other form. */
function pastVerb(verb: Token): boolean {
  return verb.pos === 'VERB' && verb.lower !== verb.lemma && !/(s|ing)$/.test(verb.lower);
}

/**
 * A year asked as "In which year …?" when the year dates its clause and the clause has a plain subject:
 * "In _____ the crew of the slave ship Zong, short of water, threw more than 130 Africans overboard …" →
 * "In which year did the crew of the slave ship Zong throw more than 130 Africans overboard …?";
 * "Rutherford suggested in _____ that the nucleus …" → "In which year did Rutherford suggest that the
 * nucleus …?"; "John Boynton Priestley was born in Bradford, Yorkshire, in _____." → "In which year was
 * John Boynton Priestley born in Bradford, Yorkshire?". An aside set off by commas in the subject is left
 * out; a year after "until", "after" or a second verb may date something else and is never asked.
 */
export function datingYearQuestion(fact: Fact): string | null {
  if (fact.kind !== 'date' || !/^\d{4}$/.test(fact.text)) return null;
  const tokens = fact.sentence.tokens;
  const text = fact.sentence.text;
  if (tokens[fact.start - 1]?.lower !== 'in') return null;
  const opening = fact.start === 1;
  // Where the subject starts: after the opening year, or at the sentence's start.
  let from = opening ? fact.end : 0;
  if (tokens[from]?.value === ',') from += 1;
  // The subject up to its verb, without one aside set off by commas.
  const subject: Token[] = [];
  let i = from;
  let asides = 0;
  // "a team led by Thomas Boothby showed …": a participle with its "by" belongs to the subject, and the verb
  // the year dates comes after it (round 36: "did a team lead by Thomas Boothby showed").
  const partOfSubject = (k: number): boolean =>
    tokens[k]?.pos === 'VERB' && tokens[k + 1]?.lower === 'by' && k > from;
  while (i < tokens.length && (!['VERB', 'AUX'].includes(tokens[i]?.pos ?? '') || partOfSubject(i))) {
    const t = tokens[i] as Token;
    if (t.value === ',') {
      const close = tokens.findIndex((x, k) => k > i && x.value === ',');
      asides += 1;
      if (close < 0 || close - i > 6 || asides > 1) return null;
      i = close + 1;
      continue;
    }
    subject.push(t);
    i += 1;
  }
  if (
    subject.length === 0 ||
    subject.length > 9 ||
    subject.some((t) => ['PRON', 'SCONJ', 'CCONJ'].includes(t.pos) || t.type === 'number') ||
    !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') ||
    ['ADP', 'SCONJ', 'ADV'].includes(subject[0]?.pos ?? '')
  )
    return null;
  const verb = tokens[i];
  if (!verb) return null;
  let verbText: string;
  let after = i + 1;
  let aux: string;
  if (verb.pos === 'AUX') {
    const main = tokens[i + 1];
    if (!['was', 'were'].includes(verb.lower) || main?.pos !== 'VERB') return null;
    aux = verb.lower;
    verbText = main.value;
    after = i + 2;
  } else if (pastVerb(verb)) {
    aux = 'did';
    verbText = verb.lemma;
  } else return null;
  // What the clause says besides the year: the words between the verb and "in <year>", then those after it.
  let between = opening ? tokens.slice(after, clauseEnd(tokens, after)) : tokens.slice(after, fact.start - 1);
  // "found a new planet and named it …": the year dates the first verb; the question stops before the next.
  // "… overboard so that the owners could claim …": a clause of purpose or reason is left out too.
  const next = between.findIndex(
    (t, k) => (t.pos === 'CCONJ' && between[k + 1]?.pos === 'VERB') || t.pos === 'SCONJ' || t.lower === 'so',
  );
  if (opening && next >= 0) between = between.slice(0, next);
  if (!opening && after > fact.start - 1) return null;
  // "The Great Fire encouraged …; in 1680 the economist …": a year past a ";" dates another clause.
  if (
    between.some(
      (t) =>
        t.value === ';' ||
        t.value === ':' ||
        t.pos === 'VERB' ||
        t.pos === 'AUX' ||
        t.pos === 'CCONJ' ||
        /^(until|after|before|since|when|while)$/.test(t.lower),
    )
  )
    return null;
  let rest = between.length ? text.slice(between[0]?.start ?? 0, between.at(-1)?.end ?? 0) : '';
  if (!opening) {
    let tail = clauseEnd(tokens, fact.end);
    // "reached England in 1348 and killed …": the year dates the first verb; the question stops at "and".
    const and = tokens.findIndex((t, k) => k >= fact.end && k < tail && t.pos === 'CCONJ');
    if (and >= 0) tail = and;
    if (tokens[fact.end]?.value !== ',' && tokens[fact.end]?.value !== '.' && tail > fact.end)
      rest = `${rest} ${span(text, tokens, fact.end, tail)}`.trim();
  }
  rest = rest.replace(/,$/, '');
  if (rest.split(' ').length > 24) return null;
  const first = subject[0] as Token;
  const subjectText = subject
    .map((t, k) => (k > 0 && text.slice((subject[k - 1] as Token).end, t.start) === '' ? '' : ' ') + t.value)
    .join('')
    .trim();
  const lowered = keepsCapital(first, subject[1])
    ? subjectText
    : subjectText.charAt(0).toLowerCase() + subjectText.slice(1);
  return `In which year ${aux} ${lowered} ${verbText}${rest ? ` ${rest}` : ''}?`;
}

/**
 * Whether the passage treats a place-voted key as a location ("in Toledo", "near Madrid"): the passage's
 * votes ("in"/"from"/"to" before it) also fall on software, works and planets ("in Git", "CVS and
 * Subversion", "on Earth"), so a name WordNet knows as something else (a person, an act, a celestial body)
 * is no place. A name WordNet does not know ("Salamanca", "Pudding Lane") keeps the passage's reading.
 */
export function placeReading(fact: Fact): boolean {
  if (fact.kind !== 'place') return false;
  const whole = supersense(fact.text);
  const last = supersense(fact.text.split(' ').at(-1) ?? '');
  if (whole === 'location') return true;
  // "towards Asia", "North America": a continent is a landmass ("object") the passage puts things in or
  // moves them towards; "Earth" read as a place is rare enough ("on Earth" is no place vote) to allow.
  if (whole === 'object' || (whole === null && last === 'location')) return true;
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
  if (!people || fact.kind === 'date' || fact.kind === 'number') return false;
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
    datingYearQuestion(fact) ??
    saidByQuestion(fact, people) ??
    subjectGapQuestion(fact, people) ??
    relativeClauseQuestion(fact, people) ??
    objectGapQuestion(fact, people)
  );
}

/** What the gap stands for, when the key's kind says it: "Which year completes …", "Whose name …". */
function gapAsker(fact: Fact | undefined, people: boolean): string {
  if (!fact) return 'What';
  if (fact.kind === 'date') return dateAsker(fact.text);
  if (fact.kind === 'number') return 'What number';
  if (peopleGroup(fact, people)) return 'Which group';
  if (personName(fact, people)) return 'Whose name';
  if (placeReading(fact)) return 'Which place';
  return 'What';
}

/**
 * The gap said plainly as one when no direct question is sound: 'Which year completes the statement "In
 * _____ the …"?'. Blind reviewers read "Which word or phrase fills the gap in …?" as a cloze dressed up as
 * a question; this one says what it is and, where the key's kind is known, what kind of answer it wants.
 */
export function completeTheStatement(statement: string, fact: Fact | undefined, people: boolean): string {
  const plain = statement.replace(/[.!]$/, '');
  return `${gapAsker(fact, people)} completes the statement "${plain}"?`;
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
