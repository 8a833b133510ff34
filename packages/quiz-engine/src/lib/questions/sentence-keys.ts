// Stage "candidates", for single sentences (the top-up in `fallback.ts`): is the word a sentence question
// asks for one of the material's key ideas, and which wrong answers are of its own kind? Blind review
// round 28 rejected the top-up's blanks on everyday words ("pays _____ to plant grass"), gaps two answers
// fit ("Rain returned …, and the _____ eased") and multiple choice whose wrong answers were nouns of
// another kind ("the shape of the rain"). The top-up asks the sentences with a key idea first; the rest
// still fill a set when nothing better is left, marked with why (issue 33: rank, don't starve).
import type { Question } from '@quizwise/contract';
import { alternativesFor, nearKind, provenSibling, siblingScore } from '../concepts/alternatives.js';
import {
  isGenericKey,
  LOOSE_MODIFIERS,
  overlapping,
  type Concept,
  materialTitle,
  type ConceptMap,
} from '../concepts/concept-map.js';
import {
  defensibleBeside,
  givenAnotherKindThanPlace,
  kindBeforeGap,
  kindInName,
  ofAnotherVisibleKind,
  ofKind,
} from '../concepts/option-kinds.js';
import {
  adjectiveFamiliarity,
  familiarity,
  fixedPhrase,
  isAdjective,
  kindInAnySense,
  kindsOf,
  knownNoun,
  mostlyVerb,
  partOrWhole,
  pertainsTo,
  sameNearKind,
  senseCount,
  supersense,
  verbFamiliarity,
} from '../concepts/wordnet.js';
import type { Fact } from '../material.js';
import type { Rng } from '../random.js';
import { calledQuestion, subjectQuestion, whenQuestion } from '../generators/blanks.js';
import { namesAWork, pluralName } from './statement-family.js';
import {
  COUNTED_YEAR_CUES,
  EVALUATIVE_ADJECTIVES,
  GENERIC_BLANKS,
  LIFE_YEAR_CUES,
  NAMED_SPAN_CUES,
  NAMING_NOUNS,
  PERIPHERAL_YEAR_CUES,
  RELIGIOUS_FIGURE_KINDS,
  REPORT_CUES,
  STUDY_CUES,
  UNIT_PREFIXES,
  UNIT_ROOTS,
} from './word-lists.js';
import { OPEN_GAP } from './wording.js';
import { escapeRegExp } from '../concepts/clauses.js';

/** SemCor tag count from which a single word is everyday (`familiarity`): "customer" 25 is; "antigen" 11 is not. */
const EVERYDAY_FAMILIARITY = 20;

/** What the teacher is told when a weak key or gap is all the material had left. */
export const WEAK_KEY = {
  everyday:
    'the answer is an everyday word the sentence nearly gives away; check it is the term you want learned',
  open: OPEN_GAP,
  quantity: 'it turns on an exact figure; check it is one worth knowing',
  options: 'the wrong answers may not be of the same kind as the answer; check they are plausible',
  studyYear:
    'it asks the year of a study or publication rather than what it found; check it is worth knowing',
  givenAway: 'the sentence spells the answer out elsewhere; check it does not give itself away',
  bounded:
    'the other end of a range in the sentence bounds the answer; check the wrong answers are not absurd',
  listed:
    'the answer is one of a list of examples, and any other member fits as well; check it is the one you want learned',
  topic:
    "the answer is the passage's own subject word, which any reader supplies; check it is the idea you want learned",
  outshone:
    "the blank holds a plain word while the sentence's own term stays in view; check it is the idea you want learned",
  listClass:
    'the answer is the class a list of examples already shows; check it is the idea you want learned',
  counted:
    'the year counts from another the passage gives (a centenary, an anniversary); check it is worth knowing',
  sideYear:
    'it asks the year of a side event (a death, a charter, a find) rather than of what the passage is about; check it is worth knowing',
  spanYear:
    'the sentence names the span (a war, a reign) the year falls in, which gives it away; check the wrong answers are not absurd',
  yearList:
    'the year is one of a list of years in the sentence, and its neighbours bound it; check it is worth knowing',
  background:
    'the answer is a period or figure the passage only mentions, known from elsewhere; check it is the idea you want learned',
  shortName:
    'the answer is part of a name the passage gives in full elsewhere, so it is ambiguous; check it is the one you want',
  verb: 'the blank holds a verb or an action rather than a term; check it is the idea you want learned',
  role: 'the answer is a job or a group of people the sentence nearly gives away; check it is the idea you want learned',
  partner:
    'the answer is the second of a pair of people, beside the one the passage is about; check it is the person you want learned',
  title:
    'the answer is the title of a person the sentence has just named, a detail beside the idea; check it is worth knowing',
  aside:
    'the answer is a place in an aside about someone or where something was presented, not the idea of the sentence; check it is worth knowing',
  locates:
    'the answer only says where another named place is or where someone was born, a detail beside the idea; check it is worth knowing',
  brokenSpan:
    'the answer runs on into the verb after its noun, so it is no whole term; check the answer is the noun alone',
  gluedAdjective:
    'the answer carries a describing word the passage also leaves off; check the answer is the term alone',
  halfTerm:
    'the answer is only part of a longer term the sentence uses, the rest left in the stem; check the whole term is what you want learned',
  countedThing:
    'the answer is what a figure in the sentence counts, and the figure is the fact; check it is the idea you want learned',
} as const;

/**
 * The weak keys that are generic words (an everyday word, a group of people, the passage's own subject word,
 * a unit, a verb, the class a list shows) and a place that only locates another: round 40's reviewers
 * rejected "killed _____" for "settlers" and "base of _____" for "customers" outright, round 42's "Oak Ridge,
 * _____" for "Tennessee". A sentence tries its keys with any other doubt (a plain word
 * beside a term, one of a list, an open gap) before these. An open gap is no generic word: over rounds 30–41
 * reviewers kept 38% of open-gap keys against 4–8% of everyday, topic and group keys (round 41's record).
 */
export const GENERIC_KEYS: ReadonlySet<string> = new Set([
  WEAK_KEY.everyday,
  WEAK_KEY.role,
  WEAK_KEY.topic,
  WEAK_KEY.quantity,
  WEAK_KEY.verb,
  WEAK_KEY.listClass,
  WEAK_KEY.locates,
  WEAK_KEY.brokenSpan,
  WEAK_KEY.halfTerm,
  WEAK_KEY.countedThing,
]);

/**
 * "Geographers usually describe _____ ways", "between _____ sheets", "_____ other features matter": a
 * spelled-out small number counts what the sentence names, and anyone guesses it (round 34). It is no key
 * for a question that asks for one; a false statement may still change it.
 */
export function countingWord(fact: Fact): boolean {
  return fact.kind === 'number' && /^\p{L}+$/u.test(fact.text.trim());
}

/** One item of a list: a word or up to four, never a relative clause or an aside ("which act as …"). */
const LIST_ITEM =
  "(?!(?:and|or|nor|then|yet|which|who|whose|that|where|when|while|but|so|because|though|although|as|the|a|an|its|his|her|their|is|are|was|were|has|have|had|became|can|could|will|would)\\b)[\\p{L}'’-]+(?:\\s+[\\p{L}'’-]+){0,3}";

/**
 * "such as _____, dust, smoke and sulphate", "artisans, _____ and fairly prosperous farmers", "chroniclers
 * such as _____, Walsingham and Knighton": the key is one member of an open list, and any other member
 * answers as well (round 34). A figure in a list is a figure; a place in one is `pickedFromPlaces`.
 */
/** "_____ and infrared imaging": a further member after "and", not a verb the sentence goes on with. */
function andChainGoesOn(fact: Fact): boolean {
  const tokens = fact.sentence.tokens;
  const and = tokens[fact.end];
  const next = tokens[fact.end + 1];
  return !!and && /^(and|or)$/.test(and.lower) && !!next && ['NOUN', 'PROPN', 'ADJ'].includes(next.pos);
}

export function oneOfAList(fact: Fact): boolean {
  if (fact.kind === 'date' || fact.kind === 'number') return false;
  const text = fact.sentence.text;
  const before = text.slice(0, fact.sentence.tokens[fact.start]?.start ?? 0);
  const after = text.slice(fact.sentence.tokens[fact.end - 1]?.end ?? text.length);
  const listFollows = new RegExp(`^,\\s+${LIST_ITEM}(?:,\\s+${LIST_ITEM})*,?\\s+(?:and|or)\\s+\\S`, 'u');
  // "Insects, spiders and even _____": a word of emphasis after the "and" still ends a list.
  const listBefore = new RegExp(
    `\\p{L},\\s+${LIST_ITEM},?\\s+(?:and|or)\\s+(?:even\\s+|also\\s+|sometimes\\s+)?$`,
    'u',
  );
  return (
    listFollows.test(after) ||
    listBefore.test(before) ||
    // "valuable to _____ as well as to biologists": a pair the reader completes from its other half.
    /^\s+as well as\s+\p{L}/u.test(after) ||
    /\p{L}\s+as well as\s+(?:to\s+|in\s+|the\s+)?$/u.test(before) ||
    (/\p{L},\s+$/u.test(before) && /^\s+(?:and|or)\s+\p{L}/u.test(after)) ||
    // "microscopes and _____ and infrared imaging": a chain of "and"s is a list without commas (round 39);
    // "alternates tones and _____ and had been explored" goes on with a verb, and is no chain.
    (/\p{L}\s+(?:and|or)\s+$/u.test(before) && andChainGoesOn(fact)) ||
    (/\b(?:such as|including|like)\s+$/i.test(before) && /^\s+(?:and|or)\s+\p{L}/u.test(after))
  );
}

const subjectWords = new WeakMap<ConceptMap, { title: string[]; frequent: Set<string> }>();

/** How many times a noun (its lemma) is written in the material, singular or plural. */
function mentions(lowerText: string, word: string): number {
  // The key is a lemma already ("glass", "hibernator").
  const stem = escapeRegExp(word);
  return lowerText.match(new RegExp(`\\b${stem}(?:s|es)?\\b`, 'g'))?.length ?? 0;
}

/** Mentions from which one of the material's two most written nouns is what the whole passage is about. */
const SUBJECT_MENTIONS = 8;

/**
 * The words the passage is about: its title's words, and the two single-word terms it writes most often
 * (eight times or more), worked out once per map.
 */
function subjectWordsOf(map: ConceptMap): { title: string[]; frequent: Set<string> } {
  let known = subjectWords.get(map);
  if (!known) {
    const title = materialTitle(map.material)
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 6);
    const lowerText = map.material.lowerText;
    const singles = new Set(
      map.material.facts.filter((f) => f.kind === 'term' && !f.key.includes(' ')).map((f) => f.key),
    );
    const counted = [...singles]
      .map((word) => ({ word, count: mentions(lowerText, word) }))
      .filter((x) => x.count >= SUBJECT_MENTIONS)
      .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
    known = { title, frequent: new Set(counted.slice(0, 2).map((x) => x.word)) };
    subjectWords.set(map, known);
  }
  return known;
}

/**
 * "many _____ eat heavily" for "hibernators" in a passage on hibernation, "the _____ of some asset" for
 * "price" in one on bubbles, "_____ cracks if heated" in one on glass: a single word the title names (by
 * its first six letters: "hibernators" for "Hibernation") or one of the two nouns the passage writes most
 * is what every sentence is about, and no idea of its own (round 34). A term the passage defines is one.
 */
export function subjectWord(map: ConceptMap, fact: Fact, concept: Concept | undefined): boolean {
  if (concept?.definition) return false;
  if (abbreviatedTitle(map, fact)) return true;
  if (fact.kind !== 'term') return false;
  const { title, frequent } = subjectWordsOf(map);
  if (fact.key.includes(' '))
    return subjectCompound(fact, title, frequent) || plainlyDescribedSubject(fact, title, frequent);
  const key = fact.key.toLowerCase();
  if (frequent.has(fact.key)) return true;
  return key.length >= 6 && title.some((w) => w.slice(0, 6) === key.slice(0, 6));
}

/**
 * "classified _____ as a carcinogen" for "H. pylori" under "Helicobacter pylori: …", "The _____ is a snapshot"
 * for "CMB" under "The Cosmic Microwave Background": the title's own name cut to an initial, or its initials,
 * is the passage's subject (round 45).
 */
function abbreviatedTitle(map: ConceptMap, fact: Fact): boolean {
  const title = materialTitle(map.material);
  if (/^\p{Lu}{2,6}$/u.test(fact.display)) {
    const initials = title
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 0 && !/^(of|the|and|in|on|for|a|an)$/i.test(w))
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('');
    return initials.includes(fact.display);
  }
  const short = /^(\p{Lu})\.\s*(\p{L}+)$/u.exec(fact.display);
  if (!short?.[1] || !short[2]) return false;
  const escaped = escapeRegExp(short[2]);
  return new RegExp(`(?<!\\p{L})${short[1]}\\p{L}+\\s+${escaped}(?!\\p{L})`, 'iu').test(title);
}

/**
 * "_____ is roughly 150 kilojoules per mole more stable" for "real benzene" in a passage on benzene: the
 * subject word under an everyday describing word ("real", "modern", "early") is still the subject, and the
 * answer is the topic (round 45). A compound WordNet knows or the sentence names is a term of its own.
 */
function plainlyDescribedSubject(fact: Fact, title: string[], frequent: Set<string>): boolean {
  if (namedBySentence(fact) || knownNoun(fact.key)) return false;
  const words = fact.key.toLowerCase().split(' ');
  const head = words.pop() ?? '';
  const subject =
    frequent.has(head) || (head.length >= 6 && title.some((t) => t.slice(0, 6) === head.slice(0, 6)));
  return (
    subject &&
    words.length > 0 &&
    words.every((w) => isAdjective(w) && adjectiveFamiliarity(w) >= EVERYDAY_FAMILIARITY)
  );
}

/**
 * "give rise to _____" for "negligence claims" in a passage on the tort of negligence: the subject's own word
 * before an everyday head noun ("claims", "cases", "work") names no idea beyond the subject, and the head
 * is anyone's guess (round 36). A term the sentence names ("a process called …") or one WordNet knows is not.
 */
function subjectCompound(fact: Fact, title: string[], frequent: Set<string>): boolean {
  // "fossil record" in a passage on fossils: a compound WordNet knows is a term of its own.
  if (namedBySentence(fact) || knownNoun(fact.key)) return false;
  const words = fact.key.toLowerCase().split(' ');
  const head = words.pop() ?? '';
  const subject = (w: string): boolean =>
    frequent.has(w) || (w.length >= 6 && title.some((t) => t.slice(0, 6) === w.slice(0, 6)));
  return words.length > 0 && words.every(subject) && nounFamiliarity(head) >= EVERYDAY_FAMILIARITY;
}

/**
 * "Between about 1200 and _____ BCE", "from 1450 to _____", "between _____ and 1100": a figure whose
 * partner in a range is in the sentence is bounded by it, so any wrong answer looks absurd (round 32). So is a
 * year one of a pair ("imprisoned in 1839 and _____", "in _____ and 1804"): round 42 rejected "1840" as a
 * trivial date.
 */
export function rangeEnd(fact: Fact): boolean {
  if (fact.kind !== 'date' && fact.kind !== 'number') return false;
  const text = fact.sentence.text;
  const before = text.slice(0, fact.sentence.tokens[fact.start]?.start ?? 0);
  const after = text.slice(fact.sentence.tokens[fact.end - 1]?.end ?? text.length);
  const approx = '(?:(?:about|around|roughly|approximately|circa|c\\.)\\s+)?';
  const figure = `\\d[\\d,.]*(?:\\s*(?:BCE|BC|CE|AD))?`;
  const pairedYear =
    fact.kind === 'date' &&
    /^\d{4}$/.test(fact.text) &&
    (/\b\d{4}\s+(?:and|or)\s+$/.test(before) || /^\s+(?:and|or)\s+\d{4}\b/.test(after));
  return (
    pairedYear ||
    new RegExp(`\\b(?:between|from)\\s+${approx}${figure}\\s+(?:and|to)\\s+${approx}$`, 'i').test(before) ||
    (new RegExp(`\\b(?:between|from)\\s+${approx}$`, 'i').test(before) &&
      new RegExp(`^(?:\\s*(?:BCE|BC|CE|AD))?\\s+(?:and|to)\\s+${approx}\\d`, 'i').test(after))
  );
}

/**
 * The sentence gives its key away outside the gap: a word sharing the key's first six letters ("Joint
 * Photographic Experts Group" for "photographs"); a longer word that closes with the key, a compound and
 * its head ("bacteriophage" for "phage"), or a hyphenated word with the key as a part ("12-megapixel" for
 * "pixel"); the adjective of a name ("French" for "France", "Egyptian" for "Egypt"); or, for a year, a
 * name ending in its last two digits ("LZ77" for 1977) (round 32).
 */
export function spelledOutElsewhere(fact: Fact): boolean {
  const outside = fact.sentence.tokens.filter((_, i) => i < fact.start || i >= fact.end);
  const others = outside.map((t) => t.lower);
  const year = /^\d{4}$/.exec(fact.text.trim())?.[0];
  if (year) return others.some((w) => /[a-z]/.test(w) && w.endsWith(year.slice(2)));
  const words = fact.text.toLowerCase().split(/[^\p{L}]+/u);
  const stems = words.filter((w) => w.length >= 6).map((w) => w.slice(0, 6));
  if (stems.some((stem) => others.some((w) => w.startsWith(stem)))) return true;
  // A compound ends in its head ("megapixel", "bacteriophage", "rainwater"), after a part of three letters or
  // more; the key has five or more, since shorter words end others by chance ("heat" in "wheat").
  const singular = (w: string): string => (w.length > 5 ? w.replace(/s$/, '') : w);
  const parts = others.flatMap((w) => w.split(/[^\p{L}]+/u));
  const inside = (key: string, part: string): boolean =>
    key.length >= 5 && part.length >= key.length + 3 && part.endsWith(key);
  if (words.some((w) => parts.some((part) => inside(singular(w), part) || inside(w, part)))) return true;
  const hyphenated = others.filter((w) => /\p{L}-\p{L}|\d-\p{L}/u.test(w)).flatMap((w) => w.split('-'));
  if (words.some((w) => w.length >= 4 && hyphenated.includes(w))) return true;
  return /^[A-Z]/.test(fact.display) && outside.some((t) => adjectiveOfName(t.value, fact.text));
}

/**
 * "French" for "France", "British" for "Britain", "Egyptian" for "Egypt": a capitalised word naming the
 * name's people or things, by WordNet's pertainyms, else by spelling.
 */
function adjectiveOfName(word: string, name: string): boolean {
  if (!/^[A-Z]\p{Ll}{2,}/u.test(word)) return false;
  const lower = name.toLowerCase();
  const adjective = word.toLowerCase();
  if (adjective === lower) return false;
  for (const noun of pertainsTo(adjective)) if (noun === lower || noun.endsWith(` ${lower}`)) return true;
  // Names WordNet lacks: "Jordanian" for "Jordan", "Germany" for "German": the longer word is the shorter,
  // less a final vowel, and a suffix of peoples and places; never "Austria" for "Australia", "Franco" for
  // "France".
  const [short, long] = adjective.length < lower.length ? [adjective, lower] : [lower, adjective];
  const root = short.replace(/[aeiouy]$/, '');
  return (
    root.length >= 4 &&
    !lower.includes(' ') &&
    long.startsWith(root) &&
    /^[aeiouy]?(ian|an|ese|ish|ic|i|n|y)$/.test(long.slice(root.length))
  );
}

const factIndexes = new WeakMap<ConceptMap, Map<string, Fact>>();
/** The fact a sentence-level question was made from: its sentence and its answer as shown. */
export function factOf(map: ConceptMap, q: Question): Fact | undefined {
  let index = factIndexes.get(map);
  if (!index) {
    index = new Map();
    for (const f of map.material.facts) {
      const key = `${f.sentence.text}\u0000${f.display}`;
      if (!index.has(key)) index.set(key, f);
    }
    factIndexes.set(map, index);
  }
  return index.get(`${q.source ?? ''}\u0000${q.answer}`);
}

/** "Vasco da _____", "_____ Gama": the answer is part of a longer name, not a name of its own. */
function partOfName(fact: Fact): boolean {
  const before = fact.sentence.tokens[fact.start - 1];
  const after = fact.sentence.tokens[fact.end];
  const nameLike = (t: typeof before): boolean =>
    !!t && (t.pos === 'PROPN' || /^(da|de|di|van|von|del|la|le|bin|ibn)$/.test(t.value));
  // "_____'s Comet", "Kepler trusted _____'s accuracy": a possessive name is a gap in a phrase.
  const possessive = !!after && /^['’]s$/.test(after.value);
  // "Winterbottom v _____", "_____ v Stevenson": one party of a case is half the case's name (round 36).
  const party = (t: typeof before): boolean => !!t && /^(v|v\.|vs|vs\.|versus)$/i.test(t.value);
  return (
    (fact.kind === 'person' || fact.kind === 'name' || fact.kind === 'place') &&
    ((fact.start > 0 && (nameLike(before) || party(before))) || nameLike(after) || party(after) || possessive)
  );
}

/**
 * A place that only locates another ("the Pentland Firth in _____", "off northern Sumatra in _____") or is
 * one of a list ("northern _____, Canada and Siberia"): trivia, not the idea of the sentence (round 30).
 */
export function pickedFromPlaces(fact: Fact): boolean {
  if (fact.kind !== 'place' && fact.kind !== 'name') return false;
  const text = fact.sentence.text;
  const from = fact.sentence.tokens[fact.start]?.start ?? 0;
  const to = fact.sentence.tokens[fact.end - 1]?.end ?? 0;
  const before = text.slice(0, from);
  const after = text.slice(to);
  const capitalised = "[A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*";
  return (
    new RegExp(`${capitalised},? in (the )?$`).test(before) ||
    /\b(northern|southern|eastern|western|central)\s+$/i.test(before) ||
    new RegExp(`^,? (${capitalised}, )*(and|or) ${capitalised}`).test(after) ||
    new RegExp(`^, ${capitalised},`).test(after) ||
    new RegExp(`${capitalised}, ((the )?${capitalised},? )*(and|or) $`).test(before)
  );
}

/** A capitalised name of one or more words ("Oak Ridge", "O'Connorville"). */
const CAPITALISED = "[A-Z][\\w'’-]*(?: [A-Z][\\w'’-]*)*";

/**
 * A place that only says where another named place is, or where someone was born or grew up (round 42:
 * "at Oak Ridge, _____" for "Tennessee", "Henbury from _____" for "Australia", "O'Connorville near
 * Rickmansworth in _____", "born in 1922 in _____"): the other place or the person is the sentence's idea,
 * its county or country trivia. Not a place the sentence itself is about ("founded at _____").
 */
export function locatingPlace(fact: Fact): boolean {
  if (fact.kind !== 'place' && fact.kind !== 'name') return false;
  const { before, after } = around(fact);
  // "Henbury from _____", "Rickmansworth in _____", "Grinnell College near _____": not the sentence's first
  // word, which is capitalised whatever it is ("Ships from _____").
  if (new RegExp(`\\S\\s+${CAPITALISED},? (?:in|near|from) (?:the )?$`).test(before)) return true;
  // "at Oak Ridge, _____, where …", "in Mitchellville, _____.": the appositive after a place.
  if (
    new RegExp(`\\b(?:in|at|near|from)\\s+${CAPITALISED},\\s+$`).test(before) &&
    /^(?:\s*[,.;:)]|\s*$)/.test(after)
  )
    return true;
  // "born in 1922 in _____", "grew up near _____": a person's birthplace or home, not "British-born".
  return /(?<![\p{L}-])(?:born|grew up|brought up)\b[^,.;]{0,30}?\b(?:in|at|near)\s+(?:the\s+)?$/iu.test(
    before,
  );
}

/**
 * Whether a concept reads as a term of the subject rather than a phrase of the sentence: defined or one
 * of the map's vocabulary; a multi-word term WordNet knows ("calcium carbonate", "crop rotation") or a
 * noun compound ("contour ploughing", "dust pneumonia"), never an adjective and a noun ("southern plains",
 * "fine dust"); a single word with one or two senses or none in WordNet ("penicillin", "perihelion"), never
 * an everyday one ("soil", "grass"). The concept map keeps only recurring terms as vocabulary; a single
 * sentence may ask about a term the material names once.
 */
export function termLike(concept: Concept): boolean {
  if (GENERIC_BLANKS.has(concept.key) || isGenericKey(concept.key)) return false;
  // "all give rise to negligence claims": a verb idiom WordNet knows ("give rise", "take place"), read as
  // a noun phrase by the tagger, is no term (round 36).
  if (concept.key.includes(' ') && fixedPhrase(concept.key) && !knownNoun(concept.key)) return false;
  if (concept.definition) return true;
  const words = concept.key.split(' ');
  // "customers", "governments", "particles", "Earth": a word everyone uses is no key idea however often the
  // material repeats it (round 30); a term it defines is.
  // "species" is lemmatised to "specie" (a rare word for coin): the written form is read too.
  if (
    words.length === 1 &&
    Math.max(familiarity(concept.key), familiarity(concept.name.toLowerCase())) >= EVERYDAY_FAMILIARITY
  )
    return false;
  if (everydayWording(words)) return false;
  if (concept.vocabulary) return true;
  if (nationalWording(concept)) return false;
  if (words.length === 1) return (senseCount(concept.key) ?? 0) <= 2 && concept.key.length > 3;
  if (senseCount(concept.key) !== null) return true;
  const first = words[0] ?? '';
  return (
    !LOOSE_MODIFIERS.has(first) &&
    !/(er|est)$/.test(first) &&
    supersense(first) !== null &&
    // "central slogan", "major influence", "young queens": an adjective that WordNet also lists as a rare
    // noun is still an adjective (round 31).
    !(isAdjective(first) && familiarity(first) < 10) &&
    !GENERIC_BLANKS.has(concept.head)
  );
}

/** SemCor tag count from which an adjective is plain ("official" 12, "warm" 38), not technical. */
const PLAIN_ADJECTIVE = 10;
/** SemCor tag count from which the head noun of such a phrase is a common one ("height" 19, "air" 84). */
const COMMON_HEAD = 10;

/**
 * Everyday wording, however often the material repeats it (round 32): a participle WordNet knows as no noun
 * ("enslaved"), a plain adjective alone, a loose modifier before any noun ("high compression", "major
 * influence"), or a plain adjective or participle before a common noun that WordNet does not know as one
 * term ("official height", "enslaved people", "personal growth"), never a compound it knows ("electric
 * shocks", "long wave") nor a technical adjective ("antiviral drugs", "diurnal tides").
 */
function everydayWording(words: string[]): boolean {
  const plain = (word: string): boolean =>
    adjectiveFamiliarity(word) >= PLAIN_ADJECTIVE || (/ed$/.test(word) && !knownNoun(word));
  if (words.length === 1) return !knownNoun(words[0] ?? '') && plain(words[0] ?? '');
  if (words.length !== 2 || knownNoun(words.join(' '))) return false;
  const [first = '', head = ''] = words;
  if (LOOSE_MODIFIERS.has(first)) return true;
  const common = Math.max(
    familiarity(head),
    familiarity(head.replace(/s$/, '')),
    familiarity(head.replace(/ies$/, 'y')),
  );
  return plain(first) && (common >= COMMON_HEAD || GENERIC_BLANKS.has(head));
}

/**
 * "the American ban", "a French edition": a country's adjective before an everyday noun (tagged often in
 * SemCor, or with several senses) only says whose ban it is, and "ban" of what is anyone's guess (round
 * 42). A pair WordNet knows or the material repeats as vocabulary is a term; a name ("American Revolution")
 * is no term fact at all.
 */
function nationalWording(concept: Concept): boolean {
  const words = concept.name.split(' ');
  if (words.length !== 2 || knownNoun(concept.key)) return false;
  const [first = '', head = ''] = words;
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || !/^\p{Ll}+$/u.test(head)) return false;
  const ofACountry = [...pertainsTo(first.toLowerCase())].some((noun) => supersense(noun) === 'location');
  return ofACountry && (nounFamiliarity(head) >= COMMON_HEAD || nounSenses(head) >= MANY_SENSES);
}

/** A name the material uses for someone, somewhere or something: whole, not a fragment, not a people. */
export function nameLike(concept: Concept): boolean {
  if (GENERIC_BLANKS.has(concept.key) || isGenericKey(concept.key)) return false;
  // "the United States" or "the Normans" read as a person: a place or a people is not someone.
  const notSomeone = (word: string): boolean => ['location', 'group'].includes(supersense(word) ?? '');
  if (concept.kind === 'person')
    return (
      (concept.words >= 2 || concept.vocabulary) &&
      !/^[A-Z][a-z]+s$/.test(concept.name.split(' ').at(-1) ?? '') &&
      !notSomeone(concept.key) &&
      !notSomeone(concept.head)
    );
  return /^[A-Z]/.test(concept.name) && (concept.words >= 2 || concept.name.length >= 4);
}

/** SemCor tag count from which a single common noun is in general use ("insect" 8, "clock" 15), not a term. */
const COMMON_NOUN = 5;
/** Senses from which a single noun is a word of general use ("digestion", "repository": three each). */
const MANY_SENSES = 3;

/** A noun's familiarity, read from its singular too ("insects" → "insect"): SemCor counts lemmas. */
function nounFamiliarity(word: string): number {
  return Math.max(
    familiarity(word),
    familiarity(word.replace(/s$/, '')),
    familiarity(word.replace(/es$/, '')),
    familiarity(word.replace(/ies$/, 'y')),
  );
}

/**
 * A fact's familiarity as a noun, from its key and as written: the tagger lemmatises "species" to "specie"
 * (a rare word for coin), which hid an everyday word (round 36).
 */
function writtenFamiliarity(fact: Fact): number {
  const written = fact.display.toLowerCase().split(' ').at(-1) ?? '';
  return Math.max(nounFamiliarity(fact.key.split(' ').at(-1) ?? fact.key), nounFamiliarity(written));
}

/** A noun's WordNet sense count, read from its singular too. */
function nounSenses(word: string): number {
  return Math.max(
    ...[word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')].map(
      (w) => senseCount(w) ?? 0,
    ),
  );
}

/**
 * A single common noun the passage never marks as its own term (round 33: "work", "clock", "insects",
 * "enzymes", "digestion", "repositories"): in general use by WordNet (tagged often in SemCor, or with
 * several senses) and neither defined by the passage nor a word of one of its headings. A capitalised
 * single word everyone uses ("Earth", "English", "God") is one too. Asked after terms, names and
 * figures, and marked.
 */
export function everydayNoun(map: ConceptMap, fact: Fact, concept: Concept): boolean {
  if (concept.definition || fact.key.includes(' ')) return false;
  const written = writtenFamiliarity(fact);
  if (/^[A-Z]/.test(fact.display)) return written >= EVERYDAY_FAMILIARITY;
  if (fact.kind !== 'term') return false;
  // "bears", "investors", "a denning bear": an animal everyone knows, or a plain plural of people, is
  // everyday even in a heading ("Bears, birds and a primate" lists examples; it defines no term) (round 34).
  const plural = fact.display.toLowerCase() !== fact.key && /s$/.test(fact.display);
  const kind = supersense(fact.key);
  const known = written >= 1;
  if (known && (kind === 'animal' || (plural && kind === 'person'))) return true;
  if (plural && written >= COMMON_NOUN) return true;
  const headings = map.material.analysis.headings.map(flat).join(' ');
  if (headings.includes(flat(fact.key)) || headings.includes(flat(fact.key.replace(/s$/, '')))) return false;
  return written >= COMMON_NOUN || nounSenses(fact.key) >= MANY_SENSES;
}

/**
 * The sentence gives a place away: it names a part of the key ("the Paris meridian" for "France", by
 * WordNet's part holonyms), or the gap sits in a fixed expression WordNet knows ("an act of _____" for
 * "God"), which the reader completes without knowing the passage (round 33).
 */
export function givenAwayByPlaceOrIdiom(fact: Fact): boolean {
  let known = givenAwayCache.get(fact);
  if (known === undefined) {
    known = placeOrIdiomGivesAway(fact);
    givenAwayCache.set(fact, known);
  }
  return known;
}
/** Per fact: `weakKey` is asked again for each generator and tier, and WordNet's holonyms are read from disk. */
const givenAwayCache = new WeakMap<Fact, boolean>();

function placeOrIdiomGivesAway(fact: Fact): boolean {
  const tokens = fact.sentence.tokens;
  if (/^[A-Z]/.test(fact.display) && !fact.key.includes(' ')) {
    const outside = tokens.filter(
      (t, i) => (i < fact.start || i >= fact.end) && /^[A-Z]\p{Ll}{2,}/u.test(t.value),
    );
    if (outside.some((t) => t.lower !== fact.key && partOrWhole(t.lower, fact.key) && knownNoun(t.lower)))
      return true;
  }
  if (namedByItsKind(fact)) return true;
  const before = tokens[fact.start - 1];
  const word = tokens[fact.start - 2];
  return (
    before?.lower === 'of' &&
    !!word &&
    word.type === 'word' &&
    knownNoun(`${word.lower} of ${fact.text.toLowerCase()}`)
  );
}

/**
 * "pour into the _____, … roughly parallel to the river": the sentence goes on to call the name by its kind
 * ("the river" for the Thames, by WordNet's instance and kind links, up to three steps), so the gap is
 * the one river of the story and any reader supplies it (round 36). Only a capitalised name: a term's
 * kind named later ("the process") is how sentences explain terms.
 */
function namedByItsKind(fact: Fact): boolean {
  if (!/^[A-Z]/.test(fact.display) || !['place', 'name'].includes(fact.kind)) return false;
  const kinds = kindsOf(fact.key, 3);
  if (kinds.size === 0) return false;
  const tokens = fact.sentence.tokens;
  for (let i = fact.end + 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t || t.pos !== 'NOUN' || !/^(the|this|that)$/.test(tokens[i - 1]?.lower ?? '')) continue;
    for (const [offset, step] of kindsOf(t.lemma, 0))
      if (step === 0 && (kinds.get(offset) ?? 0) >= 1) return true;
  }
  return false;
}

/** "helper proteins called _____", "a method known as _____": the words by which a sentence names its term. */
const NAMING_CUE = /\b(?:called|known as|termed|named|dubbed)\s+(?:the\s+|an?\s+)?$/i;

/** The text of the sentence before and after a fact. */
function around(fact: Fact): { before: string; after: string } {
  const text = fact.sentence.text;
  return {
    before: text.slice(0, fact.sentence.tokens[fact.start]?.start ?? 0),
    after: text.slice(fact.sentence.tokens[fact.end - 1]?.end ?? text.length),
  };
}

/** "helper proteins called chaperones", "a method called trilateration": the term the sentence names. */
export function namedBySentence(fact: Fact): boolean {
  // "sometimes called _____'s gold": a possessive is part of the name, not the name.
  const { before, after } = around(fact);
  return fact.kind === 'term' && NAMING_CUE.test(before) && !/^['’]s\b/.test(after);
}

/**
 * ", a technique that identifies …", ", a situation in which …", ", the sex chromosome carried only by …",
 * ", a sequence of lava flows that …": an apposition naming the key's kind and then saying what sets it
 * apart (a relative clause or a participle within five words) defines it, as "a process called …" names it.
 */
const APPOSITIVE_DEFINITION =
  /^,\s+(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:that|which|whose|where|(?:in|by|through|with|from|of)\s+which|\p{L}{3,}ed)\b/iu;

/**
 * "Known as …, because strikers pulled the plugs … to stop the machinery, the strikes ended …": while the
 * opening clause (a participle or a conjunction first, and each later stretch between commas a conjunction
 * too) is still open at the key, the noun phrase past the comma is the sentence's subject and its verb, not
 * an apposition with a participle (round 42). "When a CME reaches the Earth, it interacts with the
 * magnetosphere, the region … dominated by …" has closed it ("it interacts"), and the apposition stands.
 */
const OPENING_CLAUSE =
  /^(?:after|although|as|because|before|if|once|since|though|unless|until|when|whereas|while)$/i;

/** Whether the sentence is still inside its opening clause where the key ends. */
function insideOpeningClause(fact: Fact, before: string): boolean {
  const first = fact.sentence.tokens[0];
  if (!first) return false;
  if (!OPENING_CLAUSE.test(first.value) && !(first.pos === 'VERB' && /(?:ed|en|ing|wn)$/.test(first.lower)))
    return false;
  const stretches = before.split(',').slice(1);
  return stretches.every((stretch) => OPENING_CLAUSE.test(stretch.trim().split(/\s+/)[0] ?? ''));
}

/** "Raman spectroscopy, a technique that …", "the W chromosome, the sex chromosome carried …": the term the sentence defines. */
export function definedByApposition(fact: Fact): boolean {
  if (fact.kind !== 'term' && fact.kind !== 'name') return false;
  const { before, after } = around(fact);
  const match = APPOSITIVE_DEFINITION.exec(after);
  if (!match) return false;
  return !(/ed$/i.test(match[0]) && insideOpeningClause(fact, before));
}

/**
 * "sabre-toothed cats, dire wolves and other _____": the word after "and other" is the class the list
 * already shows, and any reader supplies it (round 35).
 */
export function classOfAList(fact: Fact): boolean {
  if (fact.kind !== 'term') return false;
  const { before, after } = around(fact);
  return (
    /\p{L},?\s+(?:and|or)\s+(?:many\s+|some\s+)?other\s+$/iu.test(before) ||
    // "switching on _____ including Period and Cryptochrome": the examples named next show the class.
    /^,?\s+(?:including|such as)\s+\p{Lu}/u.test(after) ||
    // "A third _____, lead-204, is …", "A second _____, luxR, codes for …": one more of a kind the passage
    // has counted, named at once; the count and the name give the kind away (round 42).
    (/\b(?:a|an|the)\s+(?:second|third|fourth|fifth|further|another)\s+$/i.test(before) &&
      /^,\s+[^\s,]+,/u.test(after))
  );
}

/** The facts of each sentence, by its index, worked out once per map. */
const sentenceFacts = new WeakMap<ConceptMap, Map<number, Fact[]>>();
function factsOfSentence(map: ConceptMap, fact: Fact): Fact[] {
  let bySentence = sentenceFacts.get(map);
  if (!bySentence) {
    bySentence = new Map();
    for (const f of map.material.facts)
      bySentence.set(f.sentence.index, [...(bySentence.get(f.sentence.index) ?? []), f]);
    sentenceFacts.set(map, bySentence);
  }
  return bySentence.get(fact.sentence.index) ?? [];
}

/**
 * A plain word of the sentence rather than its term: a term the passage does not define nor the sentence
 * name, whose head noun is in general use ("helper proteins", "satellite clocks", "rocks", "journal",
 * "police station") or which is no term of the subject at all.
 */
function plainKey(fact: Fact, concept: Concept | undefined): boolean {
  if (fact.kind !== 'term' || concept?.definition || namedBySentence(fact) || definedByApposition(fact))
    return false;
  return writtenFamiliarity(fact) >= COMMON_NOUN || !concept || !termLike(concept);
}

/**
 * A key a teacher would test before a plain word: a term the sentence names ("called chaperones") or
 * explains ("index fossils, which were …"), a rare term of the subject ("trilateration"), a name the
 * material uses for someone or somewhere, or a year; never one the sentence gives away or lists.
 */
function teacherKey(map: ConceptMap, fact: Fact): boolean {
  if (definedTerm(map, fact)) return true;
  if (
    spelledOutElsewhere(fact) ||
    partOfName(fact) ||
    pickedFromPlaces(fact) ||
    locatingPlace(fact) ||
    oneOfAList(fact)
  )
    return false;
  if (fact.kind === 'date')
    return (
      /\b\d{3,4}\b/.test(fact.text) &&
      !rangeEnd(fact) &&
      !COUNTED_YEAR_CUES.test(fact.sentence.text) &&
      !peripheralYear(map, fact)
    );
  if (fact.kind === 'number') return false;
  const concept = map.concepts.get(fact.key);
  if (!concept || concept.topic || subjectWord(map, fact, concept)) return false;
  if (fact.kind !== 'term') return nameLike(concept) && !everydayNoun(map, fact, concept);
  if (namedBySentence(fact) || definedByApposition(fact)) return true;
  if (!termLike(concept)) return false;
  return (
    !!concept.definition ||
    writtenFamiliarity(fact) < COMMON_NOUN ||
    (fact.key.includes(' ') && /^,\s+which\b/.test(around(fact).after))
  );
}

/**
 * "Inside cells, _____ called chaperones guide folding", "Distances from three _____ … a method called
 * trilateration", "The _____ demanded the dismissal of … Tribonian": the gap holds a plain word while the
 * sentence's real term, name or year stays in view (round 35). The sentence is asked for that key first;
 * the plain word fills a set only when nothing else is left, last and marked.
 */
export function outshoneInSentence(map: ConceptMap, fact: Fact, concept: Concept | undefined): boolean {
  const others = factsOfSentence(map, fact).filter(
    (other) =>
      other !== fact &&
      (other.end <= fact.start || other.start >= fact.end) &&
      !overlapping(other.key, fact.key),
  );
  // "… from Afghanistan" beside "Raman spectroscopy, a technique that …": the term the sentence defines is
  // asked before any other key of it (round 40).
  if (!definedTerm(map, fact) && others.some((other) => definedTerm(map, other))) return true;
  if (!plainKey(fact, concept)) return false;
  return others.some((other) => teacherKey(map, other));
}

/**
 * A term the sentence defines by apposition ("network effects, a situation in which …"), and a key in its own
 * right however everyday its words: not the topic, a piece of a name, one of a list or the subject's word.
 * The apposition's kind word may repeat the key's head ("the W chromosome, the sex chromosome …"): that is
 * the definition, not a give-away.
 */
export function definedTerm(map: ConceptMap, fact: Fact): boolean {
  if (!definedByApposition(fact) || partOfName(fact) || pickedFromPlaces(fact) || oneOfAList(fact))
    return false;
  const concept = map.concepts.get(fact.key);
  return !!concept && !concept.topic && !subjectWord(map, fact, concept);
}

/** Four-digit years (and three-digit ones after a preposition are left out: they read as counts). */
const YEAR = /\b(1\d{3}|20\d{2})\b/g;

/**
 * Why a year is peripheral, or null (round 37, "trivial date"): the year of a side event
 * (`PERIPHERAL_YEAR_CUES`) or of someone's birth or death whose story the passage is not (`lifeOfAnother`), a
 * year inside a span the sentence names (`NAMED_SPAN_CUES`), or one of a list of three or more years ("the
 * Wieringermeer in 1930, the Noordoostpolder in 1942, and … in _____"), where the neighbours bound it. Only
 * what the sentence says decides it; the key's own words are left out.
 */
export function peripheralYear(map: ConceptMap, fact: Fact): string | null {
  const text = fact.sentence.text;
  if (PERIPHERAL_YEAR_CUES.test(text) || lifeOfAnother(map, fact)) return WEAK_KEY.sideYear;
  if (NAMED_SPAN_CUES.test(text)) return WEAK_KEY.spanYear;
  if (new Set(text.match(YEAR) ?? []).size >= 3) return WEAK_KEY.yearList;
  return null;
}

/**
 * "Foucault, born in Paris in 1819" under "Foucault's Pendulum …", "The author of the Sarashina Diary, born in
 * 1008" under "Murasaki Shikibu and The Tale of Genji": a birth or death (`LIFE_YEAR_CUES`) of someone other
 * than the person the title is about (round 42). A biography's own dates are its story: under "Clair
 * Patterson, the Age of the Earth …", "Clair Cameron Patterson, born in 1922" and "She was born around 973"
 * (under Murasaki Shikibu) are sound. A name the title gives as an owner ("Foucault's Pendulum", "Dante's
 * Divine Comedy") is of a thing's story, not the person's.
 */
function lifeOfAnother(map: ConceptMap, fact: Fact): boolean {
  const cue = LIFE_YEAR_CUES.exec(fact.sentence.text);
  if (!cue) return false;
  const subjects = titlePeople(map);
  if (subjects.length === 0) return true;
  const before = fact.sentence.text.slice(0, cue.index);
  return !/\b(he|she|his|her)\b/i.test(before) && !subjects.some((word) => wholeWord(word).test(before));
}

/** `word` as a whole word, not inside a longer one nor followed by a possessive ("Foucault's"). */
function wholeWord(word: string): RegExp {
  const escaped = escapeRegExp(word);
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}'’])`, 'u');
}

const titlePeopleOf = new WeakMap<ConceptMap, string[]>();
/** The words of the names of the people the title is about ("Clair Patterson, the Age of the Earth …"), once per map. */
function titlePeople(map: ConceptMap): string[] {
  let words = titlePeopleOf.get(map);
  if (!words) {
    const title = materialTitle(map.material);
    words = [...map.concepts.values()]
      .filter((c) => c.kind === 'person' && c.name.split(' ').every((w) => wholeWord(w).test(title)))
      .flatMap((c) => c.name.split(' '));
    titlePeopleOf.set(map, words);
  }
  return words;
}

/**
 * Why the fact is a weak thing to ask for, or null when it is one of the material's key ideas: a term of
 * the subject (`termLike`), a person, place or name (`nameLike`), a year. Never the topic, an everyday
 * word, a figure, or a piece of a name.
 */
export function weakKey(map: ConceptMap, fact: Fact): string | null {
  if (rangeEnd(fact)) return WEAK_KEY.bounded;
  if (fact.kind === 'number') return WEAK_KEY.quantity;
  // "a proton pump _____, a drug that …": a definition is of the whole term, never of its last word.
  // A verb is asked about as a verb; a word the passage defines or heads a section with is a term alone.
  if (!verbKey(fact) && !map.concepts.get(fact.key)?.definition && halfOfATerm(map, fact))
    return WEAK_KEY.halfTerm;
  // "Raman spectroscopy, a technique that identifies substances by …": the term the sentence defines.
  if (definedTerm(map, fact)) return null;
  if (spelledOutElsewhere(fact)) return WEAK_KEY.givenAway;
  // "_____ yellow fever had been wiped out" for "By 1906": a gap that swallows its preposition fits
  // "Soon" or "Eventually" as well (round 30).
  if (fact.kind === 'date' && /^(by|in|on|from|since|until|before|after|around|about)\b/i.test(fact.text))
    return WEAK_KEY.open;
  if (fact.kind === 'date' && (STUDY_CUES.test(fact.sentence.text) || REPORT_CUES.test(fact.sentence.text)))
    return WEAK_KEY.studyYear;
  if (fact.kind === 'date' && COUNTED_YEAR_CUES.test(fact.sentence.text)) return WEAK_KEY.counted;
  if (fact.kind === 'date') {
    const peripheral = peripheralYear(map, fact);
    if (peripheral) return peripheral;
  }
  if (fact.kind === 'date') return /\b\d{3,4}\b/.test(fact.text) ? null : WEAK_KEY.everyday;
  if (locatingPlace(fact)) return WEAK_KEY.locates;
  if (partOfName(fact) || pickedFromPlaces(fact)) return WEAK_KEY.everyday;
  if (oneOfAList(fact)) return WEAK_KEY.listed;
  if (givenAwayByUnit(fact)) return WEAK_KEY.givenAway;
  if (secondOfAPair(map, fact)) return WEAK_KEY.partner;
  if (titleOfNamedPerson(fact)) return WEAK_KEY.title;
  if (placeInAnAside(fact)) return WEAK_KEY.aside;
  if (verbKey(fact)) return WEAK_KEY.verb;
  if (brokenSpan(fact)) return WEAK_KEY.brokenSpan;
  if (gluedAdjective(map, fact)) return WEAK_KEY.gluedAdjective;
  if (shortOfFullerName(map, fact)) return WEAK_KEY.shortName;
  const concept = map.concepts.get(fact.key);
  if (!concept?.definition && backgroundName(map, fact)) return WEAK_KEY.background;
  if ((concept && roleNoun(fact, concept)) || peopleOfACountry(fact)) return WEAK_KEY.role;
  if (subjectWord(map, fact, concept)) return WEAK_KEY.topic;
  // "a process called abrasion": the term the sentence names is its key idea, however everyday the word.
  if (namedBySentence(fact) && concept && !concept.topic && !givenAwayByPlaceOrIdiom(fact)) return null;
  // "kilometres", "metres": a unit is no key idea.
  // "half a million _____" for "square kilometres": a unit under its modifier is no key idea either.
  // "Newton" is a name, "newtons" a unit: only a lower-case key is a unit.
  if (
    fact.kind === 'term' &&
    !concept?.definition &&
    /^\p{Ll}/u.test(fact.display) &&
    (unitKey(fact.key) || unitKey(fact.text.toLowerCase()))
  )
    return WEAK_KEY.quantity;
  if (!concept?.definition && countedByFigure(map, fact)) return WEAK_KEY.countedThing;
  if (!concept || concept.topic) return WEAK_KEY.everyday;
  if (givenAwayByPlaceOrIdiom(fact)) return WEAK_KEY.givenAway;
  if (everydayNoun(map, fact, concept)) return WEAK_KEY.everyday;
  if (classOfAList(fact)) return WEAK_KEY.listClass;
  if (outshoneInSentence(map, fact, concept)) return WEAK_KEY.outshone;
  if (fact.kind === 'term') return termLike(concept) ? null : WEAK_KEY.everyday;
  return nameLike(concept) ? null : WEAK_KEY.everyday;
}

/** The WordNet category a concept's answers share: its own, else its head noun's. */
function categoryOf(concept: Concept): string | null {
  return concept.category ?? supersense(concept.head) ?? supersense(concept.head.replace(/s$/, ''));
}

function flat(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
}

interface PoolEntry {
  other: Concept;
  flatName: string;
  category: string | null;
}
const optionPools = new WeakMap<ConceptMap, Map<string, PoolEntry[]>>();

/**
 * The concepts a sentence question may offer as wrong answers, by kind, worked out once per map: terms
 * and names like a key (`termLike`, `nameLike`), never the topic, never a word the material uses as a
 * person's name offered as a place or thing ("Hurston" among places).
 */
function optionPool(map: ConceptMap, kind: string, loose = false): PoolEntry[] {
  let pools = optionPools.get(map);
  if (!pools) {
    pools = new Map();
    const surnames = new Set(
      [...map.concepts.values()]
        .filter((c) => c.kind === 'person' && c.words >= 2)
        .map((c) => (c.name.split(' ').at(-1) ?? '').toLowerCase()),
    );
    for (const other of map.concepts.values()) {
      if (other.topic || other.kind === 'date' || other.kind === 'number') continue;
      if (other.kind !== 'person' && surnames.has(other.name.toLowerCase())) continue;
      const entry = { other, flatName: flat(other.name), category: categoryOf(other) };
      // The loose pool: any noun phrase of the kind that is no generic word; only a proven sibling is
      // taken from it (`siblingOptions`).
      if (other.kind !== 'term' || (!GENERIC_BLANKS.has(other.key) && !isGenericKey(other.key)))
        pools.set(`loose:${other.kind}`, [...(pools.get(`loose:${other.kind}`) ?? []), entry]);
      if (!(other.kind === 'term' ? termLike(other) : nameLike(other))) continue;
      pools.set(other.kind, [...(pools.get(other.kind) ?? []), entry]);
    }
    optionPools.set(map, pools);
  }
  return pools.get(loose ? `loose:${kind}` : kind) ?? [];
}

const authorSets = new WeakMap<ConceptMap, Set<string>>();

/**
 * The people the material names as a work's writer ("by the American writer John Steinbeck", "a poem by
 * Robert Burns"), by full name and surname: an author is no wrong answer among a work's characters, nor a
 * character among authors (round 29).
 */
function authorsOf(map: ConceptMap): Set<string> {
  let authors = authorSets.get(map);
  if (!authors) {
    authors = new Set();
    const text = map.material.text;
    for (const c of map.concepts.values()) {
      if ((c.kind !== 'person' && c.kind !== 'name') || c.words < 2) continue;
      const name = escapeRegExp(c.name);
      const cue = new RegExp(
        `\\b(writer|author|poet|novelist|playwright|dramatist|by)(,? (the )?([A-Z][a-z]+ |[a-z]+ ){0,3})? ?${name}\\b`,
      );
      if (!cue.test(text)) continue;
      authors.add(c.name.toLowerCase());
      authors.add((c.name.split(' ').at(-1) ?? '').toLowerCase());
    }
    authorSets.set(map, authors);
  }
  return authors;
}

/**
 * Whether a wrong answer from the material's rough pools is of the kind the stem or the key's name
 * requires (`siblingOptions`' rule): the rough tier offers these first, the rest only to fill.
 */
export function fitsRequiredKind(map: ConceptMap, fact: Fact, option: string): boolean {
  if (!/^[A-Z]/.test(fact.display) || !/^[A-Z]/.test(option)) return true;
  const kind = kindBeforeGap(fact.sentence, fact.start) ?? kindInName(fact.display);
  const sentences = map.material.analysis.sentences;
  if (ofAnotherVisibleKind(sentences, fact.display, option)) return false;
  if (kind) return ofKind(sentences, option, kind);
  return fact.kind !== 'place' || !givenAnotherKindThanPlace(sentences, option);
}

/**
 * Three wrong answers of the key's own kind from the concept map, for a question made from one sentence:
 * terms or names like the key (`termLike`, `nameLike`), of the same form (plural, about as long), and
 * siblings (same genus or head noun) or of the same WordNet category ("wheat" for "grass", never "dust"),
 * the closest first. Years from the material or near the key. Null when the material has too few.
 */
export function siblingOptions(
  map: ConceptMap,
  fact: Fact,
  avoidIn: string[],
  rng: Rng,
  tier: 'strict' | 'loose' | 'category' = 'strict',
): string[] | null {
  const loose = tier === 'loose';
  const concept = map.concepts.get(fact.key);
  if (!concept || concept.kind === 'number') return null;
  if (concept.kind === 'date')
    return alternativesFor(map, concept, { count: 3, avoidIn, siblingsOnly: false }, rng);
  const category = categoryOf(concept);
  const avoid = avoidIn.map(flat);
  // "bacterium" against "resistant bacteria": the key's own head noun alone is no alternative.
  const stem = (word: string): string => word.toLowerCase().slice(0, 6);
  const plural = pluralName(fact.text);
  const capital = /^[A-Z]/.test(fact.display);
  const scored: { other: Concept; score: number }[] = [];
  /** Wrong answers proven of the key's kind but refused as defensible or of another kind than the stem's. */
  let refused = 0;
  const authors = concept.kind === 'person' || concept.kind === 'name' ? authorsOf(map) : new Set<string>();
  const isAuthor = (name: string): boolean => authors.has(name.toLowerCase());
  // "Mussolini" or "Nietzsche" is a name the material uses for someone: its wrong answers are people too,
  // never "Nationalists", "Aragon" or "Christian" (round 31).
  const person = provenPerson(map, concept);
  // A name that is no one ("Condor Legion") has no proof of kind beyond the key names: no loose pool.
  if (loose && !person && concept.kind !== 'term') return null;
  const sentences = map.material.analysis.sentences;
  // The kind the stem names ("the goddess _____", "the sun god _____") or the key's own last word names
  // ("Indian Plate"): a wrong answer of another kind ("Enkidu", a man; "Gotthard Base Tunnel") is plainly
  // wrong (review round 32). It must be given that kind by the passage, or share the key's head noun.
  const requiredKind = capital
    ? (kindBeforeGap(fact.sentence, fact.start) ?? kindInName(concept.name))
    : null;
  const pool = person
    ? ['person', 'name', 'place']
        .flatMap((kind) => optionPool(map, kind, loose))
        .filter((e) => provenPerson(map, e.other))
    : optionPool(map, concept.kind, loose);
  for (const { other, flatName, category: otherCategory } of pool) {
    if (other === concept || overlapping(other.key, concept.key)) continue;
    if (other.kind === 'term' && pluralName(other.name) !== plural) continue;
    if (/^[A-Z]/.test(other.name) !== capital) continue;
    if (!person && provenPerson(map, other)) continue;
    const ratio = other.name.length / Math.max(1, concept.name.length);
    if (ratio < 0.4 || ratio > 2.5) continue;
    if (other.words === 1 && stem(other.name) === stem(concept.head)) continue;
    if (avoid.some((text) => text.includes(flatName))) continue;
    if (isAuthor(other.name) !== isAuthor(concept.name)) continue;
    const sibling = siblingScore(concept, other);
    const sameCategory = category !== null && otherCategory === category;
    // From the loose pool (any noun phrase of the kind, asked when the key terms have too few) only a
    // sibling by genus or head noun or a near kind in WordNet, whatever its broad category.
    // The category tier, asked only to fill a set: a sibling by score or the same broad category.
    const proven =
      tier === 'category'
        ? sibling >= 4 || sameCategory
        : provenSibling(concept, other) || ((sameCategory || loose) && nearKind(concept, other));
    if (!person && !proven) continue;
    const sameHead = concept.words > 1 && other.words > 1 && concept.head === other.head;
    if (
      // "England" beside "Britain", "higher compression" beside "high compression": both defensible.
      defensibleBeside(concept.name, other.name) ||
      (requiredKind && !sameHead && !ofKind(sentences, other.name, requiredKind)) ||
      (capital && ofAnotherVisibleKind(sentences, concept.name, other.name)) ||
      // A place's wrong answer the passage gives another kind ("Chicago Pile-1, a stack of graphite").
      (concept.kind === 'place' && !requiredKind && givenAnotherKindThanPlace(sentences, other.name))
    ) {
      refused += 1;
      continue;
    }
    // Of the key's own granularity first: "Spain" beside "France" (both European countries), before
    // "Americas" or "Barbados" (round 32: a continent or an island among countries stands out).
    const granular = !sameHead && sameNearKind(concept.key, other.key, 2) ? 2 : 0;
    const score =
      sibling +
      granular +
      (sameCategory ? 2 : 0) -
      Math.abs(other.words - concept.words) +
      Math.log(1 + other.weight) * 0.5 +
      rng.next() * 0.8;
    scored.push({ other, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const chosen: Concept[] = [];
  for (const { other } of scored) {
    if (chosen.length >= 3) break;
    if (chosen.some((c) => overlapping(c.key, other.key))) continue;
    chosen.push(other);
  }
  // Two sound wrong answers, where the third was of another kind or defensible, or where the stem or the
  // key names a kind ("the goddess _____", "Nazca Plate") and the passage has two others of it: three
  // options beat a fourth that gives itself away (the families ask with three options too), but never in
  // the category tier, whose options are unproven already.
  const enough = (refused > 0 || requiredKind) && tier !== 'category' ? 2 : 3;
  return chosen.length >= enough ? chosen.map((c) => c.name) : null;
}

/**
 * A name also used for where someone is or comes from ("in Catalonia and Aragon", "from Morocco", "the
 * plain of Arafat").
 */
function usedAsPlace(text: string, escaped: string): boolean {
  if (
    new RegExp(
      `\\b(in|into|from|across|through|near)\\s+(the\\s+)?([A-Z][\\w-]*,?\\s+)*(and\\s+)?${escaped}\\b(?!['’]s)`,
    ).test(text)
  )
    return true;
  // "the plain of Arafat", "the city of Mecca": a place named by its kind.
  for (const m of text.matchAll(new RegExp(`\\b[Tt]he\\s+([a-z]+)\\s+of\\s+${escaped}\\b`, 'g')))
    if (['location', 'object'].includes(supersense(m[1] ?? '') ?? '')) return true;
  return false;
}

/** Whether every mention of a name is a possessive before another capitalised word ("St Paul's Cathedral"). */
function onlyInLongerNames(text: string, name: string): boolean {
  const escaped = escapeRegExp(name);
  const all = text.match(new RegExp(`\\b${escaped}\\b`, 'g'))?.length ?? 0;
  const owned = text.match(new RegExp(`\\b${escaped}['’]s\\s+[A-Z]`, 'g'))?.length ?? 0;
  return all > 0 && owned === all;
}

const ownerNames = new WeakMap<ConceptMap, Map<string, boolean>>();
const personCache = new WeakMap<ConceptMap, Map<string, boolean>>();
/**
 * Whether a concept is someone: a person, or a capitalised name the material gives a person as surname
 * ("Rutherford" beside "Ernest Rutherford") or WordNet knows as a person ("Mussolini", "Hegel"), never a
 * plural ("Nationalists"), an adjective ("Catalan"), a name the material writes after "a", "an" or "the" ("a
 * deeply committed Christian", "the Basque Country") or where something is ("in Catalonia and Aragon").
 */
export function provenPerson(map: ConceptMap, concept: Concept): boolean {
  // "St Paul" from "Old St Paul's Cathedral": a name the passage only ever writes as the owner of another
  // capitalised name is a building's or place's name, not a person it names (round 33). Asked for every
  // option considered, so read once per name.
  let owners = ownerNames.get(map);
  if (!owners) {
    owners = new Map();
    ownerNames.set(map, owners);
  }
  let owner = owners.get(concept.name);
  if (owner === undefined) {
    owner = onlyInLongerNames(map.material.text, concept.name);
    owners.set(concept.name, owner);
  }
  if (owner) return false;
  // "Chemical Philosophy": two words WordNet knows, neither a person, are a title's fragment.
  if (concept.kind === 'person' && concept.words > 1)
    return (
      nameLike(concept) &&
      !concept.name
        .split(' ')
        .every((w) => supersense(w) !== null && supersense(w) !== 'person' && !/^[A-Z]\.?$/.test(w))
    );
  if (concept.kind === 'person' && !nameLike(concept)) return false;
  // "Muhammad" read as a place by the tagger is still someone when WordNet knows him as one.
  if (!['name', 'person', 'place'].includes(concept.kind) || !/^[A-Z]/.test(concept.name)) return false;
  let cache = personCache.get(map);
  if (!cache) {
    cache = new Map();
    personCache.set(map, cache);
  }
  const known = cache.get(concept.key);
  if (known !== undefined) return known;
  const surnames = new Set(
    [...map.concepts.values()]
      .filter((c) => c.kind === 'person' && c.words >= 2)
      .map((c) => (c.name.split(' ').at(-1) ?? '').toLowerCase()),
  );
  const escaped = escapeRegExp(concept.name);
  const common = new RegExp(`\\b([Aa]n?\\s+([a-z]+\\s+){0,2}|[Tt]he\\s+)${escaped}\\b`);
  const value =
    !common.test(map.material.text) &&
    !usedAsPlace(map.material.text, escaped) &&
    !isAdjective(concept.key) &&
    (concept.kind === 'person' ||
      (concept.kind === 'name' && surnames.has(concept.key)) ||
      (concept.words === 1 && !/s$/.test(concept.name) && supersense(concept.key) === 'person'));
  cache.set(concept.key, value);
  return value;
}

/**
 * A real question for a sentence-level multiple choice where the sentence allows one ("What is … called?",
 * "When was …?", "Who invented …?"), rather than "Which term completes this statement …?".
 */
export function questionForm(fact: Fact): string | null {
  const called = calledQuestion(fact);
  if (called) return called;
  if (fact.kind === 'date') return whenQuestion(fact);
  const subject = subjectQuestion(fact);
  return subject?.wh === 'Who' && namesAWork(subject.rest) ? `Who ${subject.rest}?` : null;
}

/** Words after which a single word in the gap is a verb taking an object ("Parts Three and Four _____ a"). */
const OBJECT_OPENERS = /^(a|an|the|its|their|his|her|this|these|those)$/;

/**
 * "Part One begins by _____ as …" for "defining substance", "Parts Three and Four _____ a detailed
 * psychology" for "offer": the gap holds an action, not a term; any verb the reader thinks of fits it
 * (round 38). Its wrong answers in a multiple choice would be nouns ("writ", "appendix"), which give it
 * away, so it makes no multiple choice either. A term word the sentence names ("a process called …") is not.
 */
export function verbKey(fact: Fact): boolean {
  if (fact.kind !== 'term' || namedBySentence(fact)) return false;
  const tokens = fact.sentence.tokens;
  const first = tokens[fact.start];
  const before = tokens[fact.start - 1];
  const after = tokens[fact.end];
  // "by defining substance": a gerund after a preposition opens a verb phrase.
  if (
    first &&
    /ing$/.test(first.lower) &&
    before &&
    /^(by|of|for|in|from|after|before|without)$/.test(before.lower)
  )
    return fact.end - fact.start >= 2 || first.pos === 'VERB';
  if (fact.end - fact.start !== 1 || !first || !before || !after) return false;
  // "Parts Three and Four _____ a …": one word between a subject and its object's article.
  if (['NOUN', 'PROPN', 'NUM', 'PRON'].includes(before.pos) && OBJECT_OPENERS.test(after.lower)) return true;
  // A lower-case word the tagger reads as a verb, or one WordNet knows as a verb with no article or
  // adjective before it and a determiner after it (its object).
  if (!/^[a-z]+$/.test(first.value)) return false;
  if (first.pos === 'VERB') return true;
  return (
    verbFamiliarity(first.lower) > 0 &&
    ['DET', 'PRON'].includes(after.pos) &&
    !['DET', 'ADJ', 'ADP', 'PRON'].includes(before.pos)
  );
}

/**
 * "France backed _____" for "Clement" where the passage has "Clement VII": a bare name the passage also
 * gives with a regnal number or as the first word of a fuller name is ambiguous (round 38).
 */
export function shortOfFullerName(map: ConceptMap, fact: Fact): boolean {
  if (!['person', 'name', 'place'].includes(fact.kind) || fact.display.includes(' ')) return false;
  if (!/^[A-Z]\p{Ll}+$/u.test(fact.display)) return false;
  const escaped = escapeRegExp(fact.display);
  if (new RegExp(`\\b${escaped}\\s+[IVX]+\\b`).test(map.material.text)) return true;
  return [...map.concepts.values()].some(
    // Of a person only: "Cryogenian" beside "Cryogenian Period" names the same thing.
    (c) => c.kind === 'person' && c.name.startsWith(`${fact.display} `),
  );
}

/** How many times the passage writes a name, as written. */
function nameMentions(map: ConceptMap, name: string): number {
  const escaped = escapeRegExp(name);
  return map.material.text.match(new RegExp(`\\b${escaped}\\b`, 'g'))?.length ?? 0;
}

/**
 * "at the end of the _____" for "Middle Ages", "successor of _____" for "Saint Peter": a period WordNet
 * knows or a religious figure, which the passage names once or twice in passing, is background knowledge
 * rather than the passage's idea (round 38).
 */
export function backgroundName(map: ConceptMap, fact: Fact): boolean {
  if (!['person', 'name', 'place', 'term'].includes(fact.kind) || !/^[A-Z]/.test(fact.display)) return false;
  if (nameMentions(map, fact.display) > 2) return false;
  const key = fact.display.toLowerCase();
  if (!knownNoun(key)) return false;
  if (supersense(key) === 'time') return true;
  if (supersense(key) !== 'person') return false;
  const kinds = kindsOf(key, 4);
  return RELIGIOUS_FIGURE_KINDS.some((kind) => [...kindsOf(kind, 0).keys()].some((k) => kinds.has(k)));
}

/**
 * "an interval that _____ now call" for "geologists", "The British accounting _____" for "historian",
 * "signed by _____ and academics" for "writers": a job or a group of people, in the singular too, is
 * what the sentence's grammar supplies, not a term of the subject (round 38). A term the sentence names
 * or the passage defines is not.
 */
export function roleNoun(fact: Fact, concept: Concept): boolean {
  if (fact.kind !== 'term' || concept.definition || namedBySentence(fact)) return false;
  if (fact.key.includes(' ')) return nationalGroup(fact);
  if (/^[A-Z]/.test(fact.display)) return false;
  const singular = [fact.key, fact.key.replace(/s$/, ''), fact.key.replace(/ies$/, 'y')];
  return singular.some((w) => supersense(w) === 'person' && knownNoun(w));
}

/**
 * "In the late seventeenth century _____ devised …" for "German theorists": a country's adjective before a
 * job or group of people is still a group the grammar supplies, and a named person of it fits as well
 * (round 44). A pair WordNet knows as one term is not.
 */
function nationalGroup(fact: Fact): boolean {
  const words = fact.display.split(' ');
  if (words.length !== 2 || knownNoun(fact.key)) return false;
  const [first = '', head = ''] = words;
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || !/^\p{Ll}+$/u.test(head)) return false;
  const ofACountry = [...pertainsTo(first.toLowerCase())].some((noun) => supersense(noun) === 'location');
  const singular = [head, head.replace(/s$/, ''), head.replace(/ies$/, 'y')];
  return ofACountry && singular.some((w) => supersense(w) === 'person' && knownNoun(w));
}

/**
 * "_____ living beside the sea could not gather salt" for "Indians": a country's people in the plural is a
 * group the sentence's grammar supplies, and "people" fits as well (round 44). Its singular is the
 * country's adjective in WordNet ("Indian" pertains to India).
 */
function peopleOfACountry(fact: Fact): boolean {
  if (!/^\p{Lu}\p{Ll}+s$/u.test(fact.display)) return false;
  const singular = fact.display.slice(0, -1).toLowerCase();
  return [...pertainsTo(singular)].some((noun) => supersense(noun) === 'location');
}

/** The text of a fact's sentence before and after its span. */
function beforeAndAfter(fact: Fact): { before: string; after: string } {
  const text = fact.sentence.text;
  const from = fact.sentence.tokens[fact.start]?.start ?? 0;
  const to = fact.sentence.tokens[fact.end - 1]?.end ?? text.length;
  return { before: text.slice(0, from), after: text.slice(to) };
}

/** "kilometres", "square kilometres", "cubic metres": a unit, alone or after a word of measure. */
function unitKey(key: string): boolean {
  const words = key.split(' ');
  if (words.length === 1) return isUnit(key);
  if (words.length !== 2) return false;
  return (
    supersense(key) === 'quantity' || (/^(square|cubic)$/.test(words[0] ?? '') && isUnit(words[1] ?? ''))
  );
}

/**
 * A unit's name, in the singular or plural ("kilowatts", "litres"), as WordNet files it: a quantity; or a
 * metric unit WordNet does not know by its prefix ("kilojoules", `UNIT_ROOTS`).
 */
function isUnit(word: string): boolean {
  return [word, word.replace(/s$/, ''), word.replace(/es$/, '')].some(
    (w) => supersense(w) === 'quantity' || UNIT_ROOTS.has(w.replace(UNIT_PREFIXES, '')),
  );
}

/**
 * "roughly 400 of these _____" for "photons", "all six _____ are equivalent" for "carbon atoms" beside
 * "hydrogen atoms": a term straight after a figure (or "400 of these") is what the figure counts. When the
 * figure is written in digits the sentence states a measurement and the figure is its fact; when the passage
 * counts another kind of the same head ("hydrogen atoms", "carbon atoms") that one fits the gap as well
 * (round 45). "twelve pure fifths" counts a term with no sibling and stays a key. A year counts nothing.
 */
export function countedByFigure(map: ConceptMap, fact: Fact): boolean {
  if (fact.kind !== 'term') return false;
  const tokens = fact.sentence.tokens;
  let at = fact.start - 1;
  if (/^(these|those|the)$/.test(tokens[at]?.lower ?? '') && tokens[at - 1]?.lower === 'of') at -= 2;
  const figure = tokens[at];
  if (!figure || figure.pos !== 'NUM') return false;
  if (
    /^(1\d{3}|20\d{2})$/.test(figure.value) &&
    /^(in|by|since|until|from|of)$/i.test(tokens[at - 1]?.value ?? '')
  )
    return false;
  if (/\d/.test(figure.value)) return true;
  const words = fact.key.split(' ');
  const head = words.at(-1) ?? '';
  return (
    words.length >= 2 &&
    [...map.concepts.values()].some(
      (other) =>
        other.kind === 'term' &&
        other.key !== fact.key &&
        other.key.split(' ').length >= 2 &&
        other.key.endsWith(` ${head}`),
    )
  );
}

/**
 * "a proton pump _____" for "inhibitor", "what is called the _____ of last scattering" for "surface": the key
 * is the head or the first noun of a longer term whose other words stay in the stem, so the gap asks for half
 * a term (round 45). The term runs on before the key (nouns straight before it, or a noun and a base-form
 * word only a noun can be after "a"), or after it as "of …" when the sentence names the term or the passage
 * writes it whole more than once.
 */
export function halfOfATerm(map: ConceptMap, fact: Fact): boolean {
  if (fact.kind !== 'term' || fact.end - fact.start !== 1) return false;
  const tokens = fact.sentence.tokens;
  const prev = tokens[fact.start - 1];
  const word = (i: number): boolean => /^[a-z][a-z-]+$/.test(tokens[i]?.value ?? '');
  // "long-term infection": a word the tagger calls a noun but WordNet knows only as an adjective describes.
  const describes = (w: string): boolean => isAdjective(w) && !knownNoun(w);
  // The tagger splits "long-term" into "long", "-" and "term": the modifier is the hyphenated whole.
  const modifier =
    tokens[fact.start - 2]?.value === '-'
      ? `${tokens[fact.start - 3]?.lower ?? ''}-${prev?.lower ?? ''}`
      : prev?.lower;
  // "the iron sulfide mineral _____" for "troilite", "the metal _____" for "copper": a class noun before a
  // name it classifies is an apposition, and the key is whole.
  const classified = (w: string): boolean => !knownNoun(fact.key) || kindInAnySense(w, fact.key);
  if (
    prev &&
    modifier &&
    word(fact.start - 1) &&
    prev.pos === 'NOUN' &&
    !isUnit(prev.lower) &&
    !describes(modifier) &&
    !classified(prev.lower)
  )
    return true;
  // "a proton pump inhibitor": after "a" and a singular noun, an uninflected "pump" is no verb but a noun.
  const first = tokens[fact.start - 2];
  if (
    prev?.pos === 'VERB' &&
    word(fact.start - 1) &&
    !/(?:s|ed|ing)$/.test(prev.lower) &&
    knownNoun(prev.lower) &&
    first?.pos === 'NOUN' &&
    word(fact.start - 2) &&
    !/s$/.test(first.lower) &&
    /^(a|an)$/i.test(tokens[fact.start - 3]?.value ?? '')
  )
    return true;
  const { before, after } = around(fact);
  const ofTerm = /^ of((?: [a-z][a-z-]+){1,3})(?=\s*(?:[.,;:)]|$))/.exec(after);
  if (!ofTerm) return false;
  if (NAMING_CUE.test(before)) return true;
  const whole = `${fact.text}${ofTerm[0]}`;
  return (
    (map.material.lowerText.match(new RegExp(`\\b${escapeRegExp(whole.toLowerCase())}\\b`, 'g'))?.length ??
      0) >= 2
  );
}

/**
 * "consumed about 150 kilowatts of _____", "two litres of _____": a counted unit names what it measures,
 * so the gap is given away (round 39, "electricity").
 */
export function givenAwayByUnit(fact: Fact): boolean {
  if (fact.kind === 'date' || fact.kind === 'number') return false;
  const tokens = fact.sentence.tokens;
  const of = tokens[fact.start - 1];
  const unit = tokens[fact.start - 2];
  const count = tokens[fact.start - 3];
  return (
    of?.lower === 'of' &&
    !!unit &&
    unit.pos === 'NOUN' &&
    isUnit(unit.lower) &&
    !!count &&
    (count.pos === 'NUM' || /^(a|an|one)$/.test(count.lower))
  );
}

/** A capitalised name of up to four words, hyphens and initials included ("Margaret McFall-Ngai"). */
const NAME_WORDS = "[A-Z][\\p{L}'’.-]*(?:\\s+[A-Z][\\p{L}'’.-]*){0,3}";

/**
 * "studied in detail by Margaret McFall-Ngai and _____", "Hopi Hoekstra and _____ replied": the second of
 * two people joined by "and", after "by" or "with" or as the sentence's subject (after an opening year or
 * phrase too), beside a first whom the
 * passage names at least as often, is the co-worker, not the person the passage is about (round 39).
 */
export function secondOfAPair(map: ConceptMap, fact: Fact): boolean {
  if (!['person', 'name'].includes(fact.kind) || !/^[A-Z]/.test(fact.display)) return false;
  const { before } = beforeAndAfter(fact);
  // The subject may follow an opening year or phrase ("In 1999 Martin Cohn and _____ showed").
  const pair = new RegExp(
    `(?:^(?:(?:In|By)\\s+\\d{3,4},?\\s+|[A-Z][^,]*,\\s+)?|\\b(?:by|with)\\s+)(${NAME_WORDS})\\s+and\\s+$`,
    'u',
  ).exec(before);
  if (!pair?.[1]) return false;
  const surname = (name: string): string => name.split(/\s+/).at(-1) ?? name;
  const first = surname(pair[1]);
  return nameMentions(map, first) >= nameMentions(map, surname(fact.display));
}

/**
 * "court painter to Philip the Good, _____, but …" for "Duke of Burgundy": a capitalised title set off by
 * commas straight after a name the sentence gives is an appositive, a detail of someone already named
 * (round 39). A place after "in" or "at" ("in Paris, _____,") is no one's title.
 */
export function titleOfNamedPerson(fact: Fact): boolean {
  if (!['person', 'name', 'term'].includes(fact.kind) || !/^[A-Z]/.test(fact.display)) return false;
  const tokens = fact.sentence.tokens;
  const comma = tokens[fact.start - 1];
  const name = tokens[fact.start - 2];
  const after = tokens[fact.end];
  if (
    comma?.value !== ',' ||
    name?.pos !== 'PROPN' ||
    (after && after.value !== ',' && after.pos !== 'PUNCT')
  )
    return false;
  // The name before the comma: its capitalised words, with "the" or "of" inside ("Philip the Good").
  let i = fact.start - 2;
  while (
    i > 0 &&
    (tokens[i - 1]?.pos === 'PROPN' || /^(the|of|de|von|van)$/.test(tokens[i - 1]?.value ?? ''))
  )
    i -= 1;
  return !/^(in|at|from|into|near)$/i.test(tokens[i - 1]?.value ?? '');
}

/**
 * "a botanist who had sailed with Matthew Flinders to _____", "presented at a conference in _____": a place
 * inside a relative clause about someone, or the site of a gathering, is a biography's or an event's
 * detail, not the idea of the sentence (round 39).
 */
export function placeInAnAside(fact: Fact): boolean {
  if (fact.kind !== 'place' && fact.kind !== 'name') return false;
  const { before } = beforeAndAfter(fact);
  if (/\b(?:who|whom|whose)\b[^,;:()]*\s(?:to|in|at|from|for)\s+$/u.test(before)) return true;
  const site = /\ban?\s+(?:\p{L}+\s+)?(\p{L}+)\s+(?:in|at)\s+$/u.exec(before);
  return !!site?.[1] && supersense(site[1].toLowerCase()) === 'group';
}

/**
 * "a short-focus _____ with a scale" for "telescope fitted", "make a negatively charged _____ against
 * gravity" for "drop rise": the tagger read the verb after the noun as part of the phrase, and the key is
 * no whole term (round 43: "broken span"). Its last word is a participle WordNet knows as no noun, or a
 * word used far more as a verb than as a noun before a preposition, in a pair WordNet does not know.
 */
export function brokenSpan(fact: Fact): boolean {
  if (fact.kind !== 'term' || fact.end - fact.start < 2 || knownNoun(fact.key)) return false;
  const last = fact.sentence.tokens[fact.end - 1];
  const next = fact.sentence.tokens[fact.end];
  const first = fact.sentence.tokens[fact.start];
  // "The name insulin, from the Latin word for island, …" read as the term "name insulin": the naming
  // noun belongs in the stem, the key is the name (round 46).
  const before = fact.sentence.tokens[fact.start - 1]?.lower ?? '';
  if (first && NAMING_NOUNS.has(first.lower) && /^(the|a|its|his|her|their)$/.test(before)) return true;
  if (!last || !/^[a-z]+$/.test(last.value)) return false;
  // "upper register", "gentle push": after an adjective the last word is the noun it describes.
  if (!first || !['NOUN', 'PROPN'].includes(first.pos)) return false;
  if (last.pos === 'VERB') return true;
  // "fitted" → "fit", "charged" → "charge", "formed" → "form": a participle of a verb WordNet knows.
  const stems = [1, 2, 3].map((n) => last.lower.slice(0, -n));
  if (/ed$/.test(last.lower) && !knownNoun(last.lower) && stems.some((w) => verbFamiliarity(w) > 0))
    return true;
  // "The chapters that gave the book its notoriety concern the prince's conduct": a term straight before a
  // determiner ends on the sentence's verb (round 47, "notoriety concern").
  if (next && /^(the|a|an|its|his|her|their)$/.test(next.lower) && verbFamiliarity(last.lower) > 0)
    return true;
  return next?.pos === 'ADP' && verbFamiliarity(last.lower) > 0 && mostlyVerb(last.lower);
}

/** WordNet's kinds of what a plan, a code, a tariff or a treaty is: the things a country's adjective only qualifies. */
const NAMED_DOCUMENT_KINDS = new Set(['cognition', 'communication', 'possession', 'act']);

/**
 * "Recovering the _____ efficiently" for "expensive ammonia", "financed mainly by the _____" for "American
 * Marshall Plan": a first word that only judges (`EVALUATIVE_ADJECTIVES`) or a country's adjective
 * belongs in the stem when the passage writes the rest alone elsewhere, or the rest is a name of its own;
 * the key is the rest (round 43). A pair WordNet knows ("Greek fire") or the passage always writes whole
 * is a term.
 */
export function gluedAdjective(map: ConceptMap, fact: Fact): boolean {
  if (!['term', 'name'].includes(fact.kind)) return false;
  const words = fact.display.split(' ');
  if (words.length < 2 || knownNoun(fact.display.toLowerCase())) return false;
  const first = words[0] ?? '';
  const rest = words.slice(1).join(' ');
  const lowerFirst = first.toLowerCase();
  const national =
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    [...pertainsTo(lowerFirst)].some((noun) => supersense(noun) === 'location');
  const describing = /^\p{Ll}+$/u.test(first) && EVALUATIVE_ADJECTIVES.has(lowerFirst);
  if (!national && !describing) return false;
  if (national && /^\p{Lu}/u.test(rest)) {
    // "American Marshall Plan": a name that opens on someone's name ("Marshall", by WordNet, or a word it
    // does not know) is whole without the country; "German Civil Code", "Indian National Congress" open on
    // a common word or an adjective and are names only with it.
    const opening = (words[1] ?? '').toLowerCase();
    const last = (words.at(-1) ?? '').toLowerCase();
    return (
      words.length >= 3 &&
      // A plan, a code, a tariff, a treaty: a person's name ("Norman Joseph Woodland") is none.
      NAMED_DOCUMENT_KINDS.has(supersense(last) ?? '') &&
      !isAdjective(opening) &&
      (supersense(opening) === 'person' || !knownNoun(opening))
    );
  }
  return writtenAloneElsewhere(map, first, rest);
}

/** Whether the passage writes `rest` at least once without `first` straight before it. */
function writtenAloneElsewhere(map: ConceptMap, first: string, rest: string): boolean {
  const escaped = escapeRegExp(rest);
  const all = map.material.text.match(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'))?.length ?? 0;
  const joined =
    map.material.text.match(
      new RegExp(`(?<![\\p{L}])${escapeRegExp(first)}\\s+${escaped}(?![\\p{L}])`, 'giu'),
    )?.length ?? 0;
  return all > joined;
}
