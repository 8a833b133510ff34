import type { Sentence, Token } from '../nlp.js';
import {
  familiarity,
  isAdjective,
  isLanguageUnit,
  kindsOf,
  kindsOfEachSense,
  knownNoun,
  partOrWhole,
  pertainsTo,
  sameNearKind,
  supersense,
  verbFamiliarity,
} from './wordnet.js';
import {
  COMPASS_WORDS,
  COPULAS,
  FEMALE_GIVEN_NAMES,
  FEMALE_WORDS,
  GENERIC_EXPERTS,
  IRREGULAR_PLURALS,
  LANGUAGE_NAMES,
  MALE_GIVEN_NAMES,
  MALE_WORDS,
  NUMBERED_THINGS,
  PERSON_TITLES,
  PLACE_KIND_WORDS,
  POINTING_MODIFIERS,
  SINGULAR_COUNTERS,
} from '../questions/word-lists.js';
import { escapeRegExp } from './clauses.js';

/**
 * Which wrong answers a question can offer beside its key, beyond "the same kind of concept": the kind the
 * stem itself names ("the goddess _____"), the kind the passage gives each name ("the god Shamash",
 * "Enkidu, a wild man"), and options a reader could defend as right (a synonym, a part or whole, an
 * inflection of the key).
 */

function lemmaOf(word: string): string {
  return word
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|ss)es$/, '$1')
    .replace(/([^s])s$/, '$1');
}

/** Two kind words that name one kind: the same lemma, or kinds of one near kind ("god", "goddess"). */
export function sameKindWord(a: string, b: string): boolean {
  return lemmaOf(a) === lemmaOf(b) || sameNearKind(a, b);
}

/**
 * WordNet categories of nouns that name what a thing or someone is ("goddess", "plate", "city", "ship");
 * a noun of time or amount before a name is another phrase's end ("the eighteenth century Britain", "per
 * cent uranium-235"), never its kind.
 */
const KIND_CATEGORIES = new Set([
  'person',
  'location',
  'artifact',
  'object',
  'group',
  'substance',
  'animal',
  'plant',
  'communication',
  'body',
  'food',
]);

/** WordNet categories no place is of: a candidate the passage calls one of these is no place. */
const NOT_PLACE = new Set([
  'person',
  'artifact',
  'substance',
  'communication',
  'animal',
  'plant',
  'food',
  'body',
]);

/** A lower-case noun a reader takes as a kind ("goddess", "botanist", "plate"), not an adjective or a name. */
function kindNoun(token: Token | undefined): string | null {
  if (!token || token.pos !== 'NOUN' || !/^[a-z]+$/.test(token.value)) return null;
  return KIND_CATEGORIES.has(supersense(lemmaOf(token.lower)) ?? '') ? token.lower : null;
}

/**
 * The kind the words right before a gap name: "the goddess _____ asks", "the sun god _____", "the Russian
 * botanist _____". Every option must then be of that kind, or it gives itself away as wrong.
 */
export function kindBeforeGap(sentence: Sentence, start: number): string | null {
  return kindNoun(sentence.tokens[start - 1]);
}

/**
 * The kind a capitalised name's own last word names ("Indian Plate", "Kathmandu Valley", "Gotthard Base
 * Tunnel"): a common noun readers know ("plate", "valley"), never a name's part that only looks like one
 * ("Sierra Leone": a leone is a coin few know).
 */
export function kindInName(name: string): string | null {
  const words = name.split(' ');
  const last = words.at(-1) ?? '';
  if (words.length < 2) return null;
  const lower = last.toLowerCase();
  if (/^[A-Z][a-z]+$/.test(last) && knownNoun(lower) && !isAdjective(lower) && familiarity(lower) >= 3)
    return lower;
  // "King Ashurbanipal", "Emperor Ashoka": a title of a god or ruler is the name's kind too.
  const title = (words[0] ?? '').toLowerCase();
  return TITLES.has(title) ? title : null;
}

/**
 * Titles written before a name that say what kind of person it is, as a reader sees it ("King
 * Ashurbanipal" is no scholar): listed, because a first name ("Martin", "James") looks the same to WordNet.
 */
const TITLES = new Set([
  'king',
  'queen',
  'emperor',
  'empress',
  'pharaoh',
  'sultan',
  'tsar',
  'prince',
  'princess',
  'duke',
  'saint',
  'pope',
  'caliph',
  'shah',
]);

const introduced = new WeakMap<Sentence[], Map<string, string[]>>();

/**
 * The kind words the passage gives a name where it mentions it: the noun just before ("the god Shamash",
 * "the Russian botanist Dmitri Ivanovsky") and the head of an apposition after it ("Enkidu, a wild man",
 * "Chicago Pile-1, a stack of graphite").
 */
export function kindsGiven(sentences: Sentence[], name: string): string[] {
  let byName = introduced.get(sentences);
  if (!byName) {
    byName = new Map();
    introduced.set(sentences, byName);
  }
  const known = byName.get(name);
  if (known) return known;
  const words = name.toLowerCase().split(' ');
  const kinds = new Set<string>();
  for (const sentence of sentences) {
    const tokens = sentence.tokens;
    for (let i = 0; i + words.length <= tokens.length; i += 1) {
      if (!words.every((w, j) => tokens[i + j]?.lower === w)) continue;
      const before = kindNoun(tokens[i - 1]);
      if (before) kinds.add(before);
      // "Name, a wild man covered in hair": the last noun of the run of adjectives and nouns after the article.
      let at = i + words.length;
      const article = tokens[at + 1]?.lower ?? '';
      if (tokens[at]?.value !== ',' || !['a', 'an', 'the'].includes(article)) continue;
      at += 2;
      let head: string | null = null;
      while (at < tokens.length && ['ADJ', 'NOUN'].includes(tokens[at]?.pos ?? '')) {
        head = kindNoun(tokens[at]) ?? head;
        at += 1;
      }
      // "Back in Uruk, the goddess Ishtar asks": after "the", a run that goes on into a name or a verb is
      // the next clause's subject, not an apposition ("Nineveh, the Assyrian capital," is one).
      const next = tokens[at];
      const closes =
        !next || next.pos === 'PUNCT' || next.pos === 'ADP' || /^(who|which|that)$/.test(next.lower);
      if (head && (article !== 'the' || closes)) kinds.add(head);
    }
  }
  const list = [...kinds];
  byName.set(name, list);
  return list;
}

/**
 * Whether an option is of the kind a question requires: its own last word names that kind ("Nazca Plate"
 * for a plate) or the passage gives it that kind ("the goddess Aruru" for a goddess).
 */
export function ofKind(sentences: Sentence[], name: string, kind: string): boolean {
  const own = kindInName(name);
  if (own && sameKindWord(own, kind)) return true;
  const given = kindsGiven(sentences, name);
  const rule = ruleFor(kind);
  // "his colleague _____": a relation, not a kind a wrong answer can be seen not to be.
  if (rule === 'none') return true;
  // "the Russian botanist _____" beside "Walter Reed", whom the passage gives no kind: a reader cannot
  // tell a botanist from a doctor by name, so a person of unstated trade still fits. A god, a king or a
  // plate the passage must name as one ("Enkidu, a wild man" is plainly no goddess).
  if (!given.length && !own && rule === 'trade') return true;
  return given.some((k) => sameKindWord(k, kind));
}

/**
 * The kinds of person a reader sees in a name's story (a god, a king), so every option must be one; each
 * is listed because WordNet files gods, goddesses, kings, queens and emperors under one of them.
 */
const VISIBLE_PERSON_KINDS = ['spiritual being', 'ruler', 'aristocrat'];

/**
 * How strictly a kind binds the options: a thing's kind ("plate", "city") and a person's visible kind
 * ("goddess", "king") strictly; a trade ("botanist") only against the kinds the passage gives; a relation
 * ("colleague", "father") not at all.
 */
function ruleFor(kind: string): 'strict' | 'trade' | 'none' {
  const lemma = lemmaOf(kind);
  if (supersense(lemma) !== 'person') return 'strict';
  const up = kindsOf(lemma, 6);
  const under = (list: string[]): boolean =>
    list.some((t) => [...kindsOf(t, 0).keys()].some((offset) => up.has(offset)));
  if (under(VISIBLE_PERSON_KINDS)) return 'strict';
  return under(TRADES) ? 'trade' : 'none';
}

/**
 * The kinds of trade a name does not show: a botanist, a chemist, a lawyer, a potter. Each is listed
 * because WordNet files every trade under one of them.
 */
const TRADES = ['scientist', 'professional', 'worker', 'creator', 'intellectual', 'expert', 'communicator'];

/**
 * A wrong answer the passage gives a kind of person a reader sees (a god, a king) that the key is not
 * given: "the god Shamash" beside "Hormuzd Rassam", who dug up tablets, is plainly not the answer.
 */
export function ofAnotherVisibleKind(sentences: Sentence[], key: string, option: string): boolean {
  const kinds = (name: string): string[] => {
    const own = kindInName(name);
    return [...kindsGiven(sentences, name), ...(own ? [own] : [])];
  };
  const visible = kinds(option).filter((k) => supersense(lemmaOf(k)) === 'person' && ruleFor(k) === 'strict');
  if (!visible.length) return false;
  const mine = kinds(key);
  return !visible.some((k) => mine.some((m) => sameKindWord(k, m)));
}

/**
 * A wrong answer for a place the passage plainly gives another kind: "Chicago Pile-1, a stack of
 * graphite" is no place to be built at, whatever the tagger called it.
 */
export function givenAnotherKindThanPlace(sentences: Sentence[], name: string): boolean {
  // "Chicago Pile-1", "uranium-235": a name numbered like a model or an isotope is a thing, not a place.
  if (/-\d/.test(name)) return true;
  const kinds = kindsGiven(sentences, name);
  return kinds.some((k) => NOT_PLACE.has(supersense(lemmaOf(k)) ?? ''));
}

/** "high"/"higher", "bacterium"/"bacteria": one word an inflection of the other. */
function inflected(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const root = short.replace(/e$/, '').replace(/y$/, 'i');
  return /^(r|er|st|est|s|es|d|ed)$/.test(long.slice(root.length)) && long.startsWith(root);
}

/**
 * Whether an option would also be right beside the key, so a reader who picks it is not wrong: the same
 * words inflected ("higher compression" for "high compression"), a synonym, or a part or whole of it in
 * WordNet ("England" for "Britain", "Kathmandu" for "Nepal"), the key's own adjective ("Spanish" for
 * "Spain"); or no fair option at all: a word about words beside a key that is none ("adjective").
 */
export function defensibleBeside(key: string, option: string): boolean {
  const a = key.toLowerCase().split(/\s+/);
  const b = option.toLowerCase().split(/\s+/);
  if (a.length === b.length && a.every((w, i) => inflected(w, b[i] ?? ''))) return true;
  // "Spanish" beside "Spain": the key's own adjective (WordNet's pertainym) is the key in another part of
  // speech, a give-away rather than a wrong answer (round 33).
  const lowerKey = key.toLowerCase();
  const lowerOption = option.toLowerCase();
  if (pertainsTo(lowerOption).has(lowerKey) || pertainsTo(lowerKey).has(lowerOption)) return true;
  // "adjective" or "pseudonym" beside "modern novel": a word about words is of another kind than a key
  // that is no word or name itself (round 33).
  const head = a.at(-1) ?? '';
  if (isLanguageUnit(option) && !isLanguageUnit(key) && !isLanguageUnit(head)) return true;
  if (a.length > 3 || b.length > 3) return false;
  return partOrWhole(key, option);
}

/** The level of a place a reader sees: a town, a county, a country; "other" for a known place of none. */
type PlaceLevel = 'settlement' | 'district' | 'division' | 'country' | 'continent' | 'other';

/** WordNet kinds that say a place's level, most specific first ("Madrid" is a city before a district). */
const PLACE_LEVELS: [string, PlaceLevel][] = [
  ['city', 'settlement'],
  ['town', 'settlement'],
  ['village', 'settlement'],
  ['municipality', 'settlement'],
  // "Manhattan", "Brooklyn": a borough is an administrative district too, but no country (round 45:
  // "Manhattan" among "Germany", "Japan", "Britain").
  ['borough', 'district'],
  ['county', 'division'],
  ['province', 'division'],
  ['empire', 'country'],
  ['kingdom', 'country'],
  ['administrative district', 'country'],
  ['continent', 'continent'],
];

const levelOffsets = new Map<string, number | undefined>();
function levelOffset(word: string): number | undefined {
  if (!levelOffsets.has(word)) levelOffsets.set(word, [...kindsOf(word, 0).keys()][0]);
  return levelOffsets.get(word);
}

/**
 * The level WordNet gives a place ("Kent" a county, "France" a country, "Toledo" a city), "other" for a
 * place it knows as none of them ("Commons", a piece of land), null for a name it does not know.
 */
export function placeLevel(name: string): PlaceLevel | null {
  const senses = kindsOfEachSense(name, 8);
  const first = senses[0];
  if (!first) return null;
  const levelOf = (kinds: Map<number, number>): PlaceLevel | null => {
    for (const [word, level] of PLACE_LEVELS) {
      const offset = levelOffset(word);
      if (offset !== undefined && kinds.has(offset)) return level;
    }
    return null;
  };
  const own = levelOf(first.kinds);
  if (own) return own;
  // "Japan" (islands, then the country), "Wisconsin" (a river, then the state), "Iowa" (a people, then the
  // state): a name first read as a piece of land or a people is a place at the level of its named place
  // sense; never a person's name ("Lincoln") nor a common word ("reading", a town too).
  const landOrPeople =
    ['location', 'object', 'group'].includes(first.category ?? '') ||
    (first.category === 'person' && !first.instance);
  if (landOrPeople)
    for (const sense of senses.slice(1)) {
      const level = sense.instance ? levelOf(sense.kinds) : null;
      if (level) return level;
    }
  return ['location', 'object'].includes(supersense(name) ?? '') ? 'other' : null;
}

/** "Central Asia", "Western Europe": a named part of a continent is of the continent's level. */
function regionOfContinent(name: string): PlaceLevel | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  return placeLevel(words.at(-1) ?? '') === 'continent' ? 'continent' : null;
}

/** "at Bury St Edmunds in Suffolk": a name the passage puts another named place in is a region. */
export function holdsAnotherPlace(sentences: Sentence[], name: string): boolean {
  const escaped = escapeRegExp(name);
  const inside = new RegExp(`\\S \\p{Lu}[\\p{L}']+ in ${escaped}\\b`, 'u');
  return sentences.some((s) => inside.test(s.text));
}

/** Words a passage names a settlement or a division by ("the town of X", "X, a county in …"). */
const SETTLEMENT_WORDS = 'town|city|village|port|suburb|hamlet';
const DIVISION_WORDS = 'county|province|state|shire|prefecture';

/**
 * The level the passage gives a name WordNet does not know: a town or a city where it writes the name
 * before a county, state or country that holds it ("Mitchellville, Iowa", "Bayway, New Jersey"; not the
 * list "Scotland, Spain and France") or calls it one ("the town of X", "X, a small town in …"); a division
 * where it calls it a county, state or province ("the county of X", "X County").
 */
export function levelGiven(sentences: Sentence[], name: string): PlaceLevel | null {
  const e = escapeRegExp(name);
  const test = (pattern: string): boolean => sentences.some((s) => new RegExp(pattern, 'u').test(s.text));
  const called = (words: string): boolean =>
    test(`\\b(?:${words}) of ${e}\\b`) || test(`\\b${e}, (?:a|an|the) (?:\\p{Ll}+ ){0,2}(?:${words})\\b`);
  if (called(SETTLEMENT_WORDS)) return 'settlement';
  if (called(DIVISION_WORDS) || test(`\\b${e} (?:[Cc]ounty|[Pp]rovince|[Pp]refecture)\\b`)) return 'division';
  const within = new RegExp(
    `\\b${e}, ((?:\\p{Lu}[\\p{L}'’-]*)(?: \\p{Lu}[\\p{L}'’-]*){0,2})\\b(?!,? (?:and |or )?\\p{Lu})`,
    'gu',
  );
  for (const s of sentences)
    for (const m of s.text.matchAll(within)) {
      const level = placeLevel(m[1] ?? '');
      if (level === 'division' || level === 'country') return 'settlement';
    }
  return null;
}

/**
 * The grain of a place a reader sees: WordNet's level ("Kent" a county, "Toledo" a city), else the
 * passage's word for it (`levelGiven`, "Mitchellville, Iowa"), else a division where the passage puts
 * another place in it ("Bury St Edmunds in Suffolk").
 */
export function placeGrain(sentences: Sentence[], name: string): PlaceLevel | null {
  return (
    placeLevel(name) ??
    regionOfContinent(name) ??
    levelGiven(sentences, name) ??
    (holdsAnotherPlace(sentences, name) ? 'division' : null) ??
    (namesABuilding(sentences, name) ? 'other' : null)
  );
}

/**
 * "the Covent Garden Theatre": a name WordNet does not know that the passage writes before a building's
 * word is a building or a quarter, no town (round 45: "Covent Garden" among "Halle", "London", "Dublin").
 */
function namesABuilding(sentences: Sentence[], name: string): boolean {
  const after = new RegExp(`\\b${escapeRegExp(name)} (\\p{Lu}\\p{Ll}+)\\b`, 'gu');
  return sentences.some((s) =>
    [...s.text.matchAll(after)].some((m) => {
      const word = (m[1] ?? '').toLowerCase();
      return knownNoun(word) && supersense(word) === 'artifact';
    }),
  );
}

/** A region clue in a place key's sentence: its name, and the words to drop when it follows the gap. */
export interface RegionClue {
  region: string;
  /** ", Texas", " in southern Italy": the clue as written right after the key, else null. */
  adjacent: string | null;
}

/**
 * The county, state, country or continent a place key's sentence puts the key in: written right after it
 * ("bound for Houston, Texas", "Paestum in southern Italy") or elsewhere, where WordNet holds the key in it
 * ("travelled to Dublin at the invitation of the Lord Lieutenant of Ireland"). Either gives the key away
 * among wrong answers outside that region (round 45).
 */
export function regionClue(sentence: Sentence, start: number, end: number, key: string): RegionClue | null {
  const tokens = sentence.tokens;
  const regional = (name: string): boolean => {
    const level = placeLevel(name);
    return level === 'division' || level === 'country' || level === 'continent';
  };
  // The run of capitalised words from `at`: a name as written.
  const nameFrom = (at: number): string => {
    const words: string[] = [];
    for (let i = at; i < tokens.length && /^\p{Lu}[\p{L}'’-]*$/u.test(tokens[i]?.value ?? ''); i += 1)
      words.push(tokens[i]?.value ?? '');
    return words.join(' ');
  };
  const next = tokens[end];
  if (next?.value === ',') {
    const name = nameFrom(end + 1);
    const after = tokens[end + 1 + name.split(' ').length];
    // "Scotland, Spain and France": a list, not a town and its state.
    if (name && regional(name) && !/^(and|or)$/.test(after?.lower ?? '') && after?.value !== ',')
      return { region: name, adjacent: `, ${name}` };
  }
  if (next?.lower === 'in') {
    let at = end + 1;
    const words = ['in'];
    while (COMPASS_WORDS.test(tokens[at]?.lower ?? '')) {
      words.push(tokens[at]?.value ?? '');
      at += 1;
    }
    const name = nameFrom(at);
    if (name && regional(name)) return { region: name, adjacent: ` ${[...words, name].join(' ')}` };
  }
  for (let i = 0; i < tokens.length; i += 1) {
    if (i >= start && i < end) continue;
    const name = nameFrom(i);
    if (!name) continue;
    if (name !== key && regional(name) && partOrWhole(key, name)) return { region: name, adjacent: null };
    i += name.split(' ').length - 1;
  }
  return null;
}

/**
 * A wrong answer for a place of another level than the key: a county among towns and battle sites
 * ("Suffolk" beside "St Albans"), a town among states ("Mitchellville" beside "Tennessee", round 42), a
 * country among towns ("Australia" beside "Bayway"), a piece of land among countries ("Commons" beside
 * "Britain"), a country where the gap is a spot ("gathered at _____"). Both levels must be known, save
 * beside a country or a state: WordNet knows every one, so a name it gives no level is a smaller place.
 */
export function placeOfAnotherLevel(
  sentences: Sentence[],
  key: string,
  option: string,
  before: string,
): boolean {
  const mine = placeGrain(sentences, key);
  const theirs = placeGrain(sentences, option);
  if (mine && theirs) return mine !== theirs;
  if ((mine === 'country' || mine === 'division') && theirs === null) return true;
  // "Central Asia" among a village and battle sites: a part of a continent is no spot of a story.
  if (theirs === 'continent' && mine !== 'continent') return true;
  // "crushed his followers at _____", "gathered near _____": a spot, never a county or a country.
  const spot = /^(at|near)$/.test(before) && mine !== 'division' && mine !== 'country';
  return spot && (theirs === 'division' || theirs === 'country' || theirs === 'continent');
}

/** A nationality a reader knows ("Italian", "French"): an adjective WordNet says is of a country. */
function nationality(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const lower = word.toLowerCase();
  return isAdjective(lower) && [...pertainsTo(lower)].some((noun) => placeLevel(noun) === 'country');
}

/**
 * The nationality the words before a gap give the key: "the Italian scientist _____", "the French _____".
 * The stem keeps it ("which Italian scientist …?"), so it picks out every option it does not hold for.
 */
export function nationalityBeforeGap(sentence: Sentence, start: number): string | null {
  const before = sentence.tokens[start - 1];
  if (before && nationality(before.value)) return before.value;
  const earlier = sentence.tokens[start - 2];
  return kindNoun(before) && earlier && nationality(earlier.value) ? earlier.value : null;
}

/**
 * Whether the passage gives a name the nationality: "the French physicist Léon Foucault" for "Léon
 * Foucault" or "Foucault", "Viviani, an Italian scientist". Beside "which Italian scientist …?", a wrong
 * answer it does not (round 42: three Frenchmen beside Viviani) leaves the key the only Italian.
 */
export function givenNationality(sentences: Sentence[], name: string, nation: string): boolean {
  const e = escapeRegExp(name);
  const n = escapeRegExp(nation);
  const before = new RegExp(`\\b${n} (?:[\\p{L}'’-]+ ){0,3}?${e}\\b`, 'u');
  const after = new RegExp(`\\b${e}, (?:a|an|the) (?:\\p{Ll}+ )?${n}\\b`, 'u');
  return sentences.some((s) => before.test(s.text) || after.test(s.text));
}

/** Words for people that WordNet files elsewhere first ("human" is a hominid). */
const PEOPLE_WORDS = /^(human|people|person|man|men|woman|women|child|children)$/;

const CONCRETE_KINDS = new Set(['person', 'animal', 'plant', 'food', 'substance', 'artifact', 'body']);

/**
 * A wrong answer for a term that is plainly not of the key's kind or level: a person among animals
 * ("humans" beside "infected bats"), a class the key belongs to ("mammals" beside "bats"), or a kind of
 * the key ("bats" beside "mammals"). Judged on the head nouns WordNet knows; unknown heads pass.
 */
export function termOfAnotherKind(key: string, option: string): boolean {
  const keyHead = lemmaOf(key.toLowerCase().split(' ').at(-1) ?? '');
  const optionHead = lemmaOf(option.toLowerCase().split(' ').at(-1) ?? '');
  if (!keyHead || !optionHead || keyHead === optionHead) return false;
  // WordNet files "human" under the apes; beside animals a reader takes humans for people.
  // WordNet files "animal", "plant" and "food" themselves among its top kinds: each is its own kind.
  const kindOf = (head: string): string | null => {
    if (PEOPLE_WORDS.test(head)) return 'person';
    const category = supersense(head);
    return category === 'top' && CONCRETE_KINDS.has(head) ? head : category;
  };
  const a = kindOf(keyHead);
  const b = kindOf(optionHead);
  // "humans" or "broad answers" beside "infected bats": a key of a concrete kind wants options of it.
  if (a && b && a !== b && CONCRETE_KINDS.has(a)) return true;
  if (a !== 'animal' && a !== 'plant' && a !== 'person') return false;
  const up = kindsOf(keyHead, 8);
  const down = kindsOf(optionHead, 8);
  const own = (kinds: Map<number, number>): number | undefined =>
    [...kinds.entries()].find(([, steps]) => steps === 0)?.[0];
  const optionOwn = own(down);
  const keyOwn = own(up);
  return (optionOwn !== undefined && up.has(optionOwn)) || (keyOwn !== undefined && down.has(keyOwn));
}

/** How far up WordNet a kind may be and still be the key's own kind to a reader ("pyrite" → "mineral" 1). */
const KIND_REACH = 4;

/** Whether WordNet makes one noun a kind of the other (or both one sense) within `KIND_REACH` steps. */
export function kindOfEither(a: string, b: string): boolean {
  const up = kindsOf(a, KIND_REACH);
  const down = kindsOf(b, KIND_REACH);
  const own = (kinds: Map<number, number>): number | undefined =>
    [...kinds.entries()].find(([, steps]) => steps === 0)?.[0];
  const ownA = own(up);
  const ownB = own(down);
  return (ownA !== undefined && down.has(ownA)) || (ownB !== undefined && up.has(ownB));
}

/** A phrase's last word: the noun it is about ("prion disease" → "disease"). */
function headOf(phrase: string): string {
  return phrase.toLowerCase().split(/\s+/).at(-1) ?? '';
}

/**
 * Head nouns that name a category a key is one of ("augmentation systems", "prion protein"): a wrong
 * answer beside such a key is another of the category, or a reader sees it is not the answer by its kind
 * ("vehicles" beside "augmentation systems", "nucleic acid" beside "prion protein").
 */
const CATEGORY_HEADS = new Set([
  'system',
  'code',
  'protein',
  'enzyme',
  'method',
  'technique',
  'device',
  'instrument',
  'machine',
  'law',
  'theory',
  'disease',
  'cell',
  'molecule',
  'compound',
  'gas',
  'mineral',
  'rock',
]);

/** The category a key's head names, when it is one of `CATEGORY_HEADS` ("systems" → "system"). */
export function categoryHead(key: string): string | null {
  if (key.split(/\s+/).length < 2) return null;
  const head = lemmaOf(headOf(key));
  return CATEGORY_HEADS.has(head) ? head : null;
}

/**
 * Whether an option is of the category a key's head names: the same head ("navigation systems") or a
 * kind of it in WordNet ("enzyme" for proteins). A key of no such head takes any option.
 */
export function ofKeysCategory(key: string, option: string): boolean {
  const category = categoryHead(key);
  if (!category) return true;
  const head = lemmaOf(headOf(option));
  if (head === category) return true;
  const mine = [...kindsOf(category, 0).keys()][0];
  return mine !== undefined && (kindsOf(option, 8).has(mine) || kindsOf(head, 8).has(mine));
}

/**
 * A second right answer by WordNet: the option is a kind of the key or the key a kind of it ("calcite"
 * beside "mineral", "precision" under "accuracy"), or one sense of it (a synonym); judged on the whole
 * phrases and on their head nouns ("prion disease" beside "human illness": a disease is an illness). A
 * key whose head names a category keeps its kinds as options ("navigation systems"), so only the whole
 * phrases count there.
 */
export function kindOfTheKey(key: string, option: string): boolean {
  if (kindOfEither(key, option)) return true;
  const keyHead = headOf(key);
  const optionHead = headOf(option);
  if (categoryHead(key)) return false;
  if (lemmaOf(keyHead) === lemmaOf(optionHead)) return false;
  const keyWords = key.split(/\s+/).length;
  const optionWords = option.split(/\s+/).length;
  if (keyWords > 1 && kindOfEither(keyHead, option)) return true;
  if (optionWords > 1 && kindOfEither(key, optionHead)) return true;
  return keyWords > 1 && optionWords > 1 && kindOfEither(keyHead, optionHead);
}

/**
 * Whether the passage says the option is the key, another name of it or what carries it: "X, or Y",
 * "Y, called X", "X (Y)", "X, a Y", "the satellites carry atomic clocks" (so "satellite clocks" is the
 * key by another name). A reader who picks it is not wrong.
 */
export function passageEquates(sentences: Sentence[], key: string, option: string): boolean {
  const k = `${escapeRegExp(key.toLowerCase())}s?`;
  const o = `${escapeRegExp(option.toLowerCase())}s?`;
  const named = '(?:also |often |sometimes )?(?:called|known as|named|termed)';
  const pairs = (a: string, b: string): string[] => [
    `\\b${a},? or ${b}\\b`,
    `\\b${a},? ${named} (?:the |an? )?${b}\\b`,
    `\\b${a} \\((?:or |the |an? )?${b}\\b`,
    `\\b${a}, (?:the |an? )[^,.;]{0,40}\\b${b}\\b`,
  ];
  // "minerals such as silica, calcite or iron compounds": the passage lists the option as a kind of the key.
  const item = "[\\w'-]+(?: [\\w'-]+){0,3}";
  const listed = `\\b${k},? (?:such as|like|including|especially) (?:${item}, )*(?:${item},? (?:or|and) )?${o}\\b`;
  const patterns = [...pairs(k, o), ...pairs(o, k), listed];
  // "satellite clocks" beside "atomic clocks" where the satellites carry atomic clocks: one's first word
  // carries the other, so each is the other by another name (either may be the key).
  const verbs = '(?:carr(?:y|ies|ied)|contain(?:s|ed)?|ha(?:ve|s|d)|hold(?:s)?|use(?:s|d)?)';
  if (headOf(option) === headOf(key))
    for (const [holding, held] of [
      [option, k],
      [key, o],
    ] as const) {
      const words = holding.toLowerCase().split(/\s+/);
      if (words.length < 2) continue;
      patterns.push(`\\b${escapeRegExp(words[0] ?? '')}s? ${verbs} (?:\\w+ ){0,3}${held}\\b`);
    }
  const tests = patterns.map((p) => new RegExp(p, 'u'));
  return sentences.some((s) => {
    const text = s.text.toLowerCase();
    return tests.some((t) => t.test(text));
  });
}

/**
 * A lone name beside a person's full name: "Joseph" (a first name) or "Parkinson" (a disease named after
 * someone) among "Stanley Prusiner" and "Carleton Gajdusek" gives itself away by its shape.
 */
export function loneNameBesideFullName(key: string, option: string): boolean {
  const capitalised = (text: string): number => text.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised(key) >= 2 && option.split(/\s+/).length === 1;
}

/** How far up WordNet two head nouns may meet and still be one kind to a reader ("isotope", "atom"). */
const HEAD_REACH = 6;

/**
 * A wrong answer whose head noun is of another kind than the key's: "basements", "curtains" or "bricks"
 * beside "cesspits", "nitrogen" beside "isotope", "receiver" beside "accuracy". Both heads must be nouns
 * WordNet knows and meet no nearer than its broadest kinds; the same head, or an unknown one, passes.
 */
export function headOfAnotherKind(key: string, option: string): boolean {
  const keyHead = lemmaOf(headOf(key));
  const optionHead = lemmaOf(headOf(option));
  if (!keyHead || !optionHead || keyHead === optionHead) return false;
  if (!/^[a-z-]+$/.test(keyHead) || !/^[a-z-]+$/.test(optionHead)) return false;
  if (!knownNoun(keyHead) || !knownNoun(optionHead)) return false;
  if (sameNearKind(key.toLowerCase(), option.toLowerCase(), HEAD_REACH)) return false;
  return !sameNearKind(keyHead, optionHead, HEAD_REACH);
}

/**
 * A refill from the material's rough pool whose head WordNet does not know beside a key whose head it
 * knows ("little trehalose" beside "intense research"): nothing shows it is of the key's kind.
 */
export function unprovenHead(key: string, option: string): boolean {
  const keyHead = lemmaOf(headOf(key));
  const optionHead = lemmaOf(headOf(option));
  return keyHead !== optionHead && knownNoun(keyHead) && !knownNoun(optionHead);
}

/** Whether a term reads as plural: its last word ends in a plural "s" ("cells", "isotopes", not "mass"). */
export function pluralTerm(text: string): boolean {
  const last = text.toLowerCase().split(/\s+/).at(-1) ?? '';
  // "talented women", "craftsmen": a plural without an "s" is plural too (round 42).
  if (IRREGULAR_PLURALS.has(last) || /(?:wo|s)men$/.test(last)) return true;
  return /[^su'i]s$/.test(last) && lemmaOf(last) !== last;
}

/** The role a gap plays in its sentence, read from the words around it. */
export interface GapRole {
  /** "_____ spectrometry": the key names a kind of the noun after it, and so must each option. */
  modifies: string | null;
  /** "Winterbottom v _____": a party to a case, a person or a body the passage names as one. */
  party: boolean;
  /** "one peak for each _____", "a _____": one thing is counted, so an option must be singular. */
  counted: boolean;
}

export function gapRole(sentence: Sentence, start: number, end: number): GapRole {
  const before = sentence.tokens[start - 1];
  const after = sentence.tokens[end];
  const modifies = after && after.pos === 'NOUN' && /^[a-z][a-z-]+$/.test(after.value) ? after.lower : null;
  const versus = (t: Token | undefined): boolean => /^(v|vs)\.?$/.test(t?.lower ?? '');
  return {
    modifies,
    party: versus(before) || versus(after),
    counted: SINGULAR_COUNTERS.has(before?.lower ?? ''),
  };
}

/**
 * Whether an option can play the gap's role: before a noun, a modifier the passage writes before that
 * noun ("nominal mass" is no kind of spectrometry unless the passage says "nominal mass spectrometry"); in
 * "X v _____", a name the passage gives as a party to a case ("Chelsea" or "Clapham" is none); after
 * "each" or "a", one thing; never an option that points back ("similar systems").
 */
export function fitsGapRole(role: GapRole, text: string, key: string, option: string): boolean {
  const lower = option.toLowerCase();
  if (POINTING_MODIFIERS.has(lower.split(/\s+/)[0] ?? '')) return false;
  if (role.counted && pluralTerm(option) && !pluralTerm(key)) return false;
  if (role.modifies && !text.toLowerCase().includes(`${lower} ${role.modifies}`)) return false;
  if (role.party) {
    // A whole party's name, not its first word ("Barnett v Chelsea and Kensington Hospital …").
    const name = escapeRegExp(option);
    const party = new RegExp(
      `(?<!\\p{Lu}\\p{L}* )\\b${name} vs?\\.? \\p{Lu}|\\bvs?\\.? (?:the )?${name}\\b(?!,? (?:and |of |& )?\\p{Lu})`,
      'u',
    );
    if (!party.test(text)) return false;
  }
  return true;
}

/** The kinds of name a reader tells apart at a glance: a wrong answer of another gives the key away. */
export type NameKind =
  'person' | 'place' | 'language' | 'group' | 'work' | 'descriptor' | 'thing' | 'substance' | 'creature';

/** The kind of name a WordNet category of the noun a passage names it by makes ("a protein called Dsup"). */
const CALLED_KINDS: Record<string, NameKind | undefined> = {
  person: 'person',
  location: 'place',
  communication: 'work',
  substance: 'substance',
  food: 'substance',
  body: 'substance',
  artifact: 'thing',
  object: 'thing',
  animal: 'creature',
  plant: 'creature',
};

/** WordNet kinds of a body of people ("court", "order", "supporters"), not of a heap of things ("collection"). */
const PEOPLE_GROUPS = ['social group', 'people', 'organization'];

/** Whether WordNet makes a noun a body of people: "court", "league"; never "collection" or "series". */
function peopleGroup(noun: string): boolean {
  if (!/^[a-z]+$/.test(noun) || !knownNoun(noun)) return false;
  const up = kindsOf(noun, 8);
  return PEOPLE_GROUPS.some((t) => {
    const offset = levelOffset(t);
    return offset !== undefined && up.has(offset);
  });
}

/** Verbs only people do with words or thought: a name that does one is someone ("Epicurus argued …"). */
const PERSON_VERBS =
  'said|says|argued|argues|wrote|writes|claimed|claims|told|tells|replied|insisted|warned|concluded|believed|believes|taught|teaches|proposed|proposes|insisted|recalled|admitted|denied';

/** A word WordNet knows first as no person (a common noun): "Earth", "Court", "Mark" in "Mark Thiemens". */
function commonWord(word: string): boolean {
  const lower = word.toLowerCase();
  return knownNoun(lower) && supersense(lower) !== 'person';
}

const nameKinds = new WeakMap<Sentence[], Map<string, NameKind | null>>();

/**
 * The kind of name the passage makes of a capitalised name, from how it writes it: a person (after a title
 * or calling, "Captain Alfred Dreyfus", "the philosopher Democritus"; before "da Vinci"; the subject of
 * "argued" or "wrote"; a first name and a surname WordNet does not know), a place ("the island of Samos",
 * "in Venice", "Haymarket, a district of …"), a language or nationality ("into Dutch", "Italian"), a group
 * ("Stoics", "Court of Cassation", "Supporters of Dreyfus"), a work (a book the passage calls one), or a
 * capitalised adjective ("Epicurean"). Null when the passage says nothing a reader could go by.
 */
export function nameKindOf(sentences: Sentence[], name: string): NameKind | null {
  let byName = nameKinds.get(sentences);
  if (!byName) {
    byName = new Map();
    nameKinds.set(sentences, byName);
  }
  if (byName.has(name)) return byName.get(name) ?? null;
  const kind = readNameKind(sentences, name);
  byName.set(name, kind);
  return kind;
}

function readNameKind(sentences: Sentence[], name: string): NameKind | null {
  if (!/^\p{Lu}/u.test(name)) return null;
  const text = sentences.map((s) => s.text).join(' ');
  const e = escapeRegExp(name);
  const words = name.split(/\s+/);
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  const test = (pattern: string): boolean => new RegExp(pattern, 'u').test(text);
  // "into Dutch", "in Latin", "Italian merchants": a language or a nationality, the same words.
  if (words.length === 1 && LANGUAGE_NAMES.includes(name)) return 'language';
  if (
    words.length === 1 &&
    /^\p{Lu}\p{Ll}+(ish|ese|ian)$/u.test(name) &&
    test(`\\b(?:into|in) ${e}\\b(?! \\p{Lu})`)
  )
    return 'language';
  // "Captain Alfred Dreyfus", never "General Staff" (a body whose last word is a common noun).
  // "He died in Madrid": a town or country WordNet knows, where the passage puts something, is a place
  // whatever an apposition after it seems to say ("near Madrid, the son of a barber-surgeon").
  const level = placeLevel(name);
  const putIn = test(`\\b(?:in|at|near) ${e}\\b(?!['’]s)`);
  if (level && level !== 'other' && putIn) return 'place';
  if (
    PERSON_TITLES.has(first.toLowerCase().replace(/\.$/, '')) &&
    words.length >= 2 &&
    (!commonWord(last) || regnal(name))
  )
    return 'person';
  // "Gregory XII", "Benedict XIII": a given name with a regnal number is a pope's or a king's ("XI" is no
  // Greek letter there).
  if (regnal(name) && words.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(first)) return 'person';
  // "the Dreyfusards", "the Stoics": a one-word plural name the passage writes after "the" is a body of
  // people, even where it "argued" like one person.
  if (words.length === 1 && /[^s']s$/.test(name) && test(`\\b[Tt]he ${e}\\b`)) return 'group';
  const given = kindsGiven(sentences, name);
  const givenOf = (category: string): boolean => given.some((k) => supersense(lemmaOf(k)) === category);
  if (givenOf('person')) return 'person';
  // "Captain Dreyfus" written elsewhere: a title the passage writes before the name.
  const titled = new RegExp(`\\b(\\p{L}+)\\.? ${e}\\b`, 'gu');
  for (const m of text.matchAll(titled)) if (PERSON_TITLES.has((m[1] ?? '').toLowerCase())) return 'person';
  // "Leonardo da Vinci", "Ludwig van Beethoven": a name before a surname's particle.
  if (test(`\\b${e} (?:da|de|di|del|della|van|von|der|du|ibn|bin) \\p{Lu}`)) return 'person';
  if (test(`\\b${e},? (?:\\p{Ll}+ly )?(?:${PERSON_VERBS})\\b`) || test(`\\b${e}, who\\b`)) return 'person';
  // "Dante placed Epicurus … in his Inferno": a name owned by someone is a work or a thing of theirs.
  if (test(`\\b(?:his|her|their) ${e}\\b`)) return 'work';
  // "the island of Samos", "a district called Haymarket", "Haymarket, a district of taverns".
  const places = `(?:${PLACE_KIND_WORDS})`;
  if (
    test(`\\b${places} (?:of|called|named) ${e}\\b`) ||
    test(`\\b${e}, (?:a|an|the) (?:\\p{Ll}+ ){0,2}${places}\\b`) ||
    givenOf('location')
  )
    return 'place';
  // "Stoics", "Dreyfusards", "Supporters of Dreyfus", "Court of Cassation": people as a body or an institution.
  const head = words.includes('of') ? (words.slice(0, words.indexOf('of')).at(-1) ?? '') : last;
  const headLower = head.toLowerCase();
  if (
    given.some((k) => peopleGroup(lemmaOf(k))) ||
    peopleGroup(lemmaOf(headLower)) ||
    // "Stoics", "Protestants", "Defenders of Epicurus": people in the plural, never "Middle Ages" or "Athens".
    (/[^s]s$/.test(head) &&
      lemmaOf(headLower) !== headLower &&
      ['person', 'group'].includes(supersense(lemmaOf(headLower)) ?? ''))
  )
    return 'group';
  if (givenOf('communication')) return 'work';
  // "a protein they named Dsup", "a larger group called the Ecdysozoa": the common noun the passage names
  // it by; a group of living things or a heap ("collection") is no kind a reader tells a name by.
  const calledBy = new RegExp(
    `\\b(\\p{Ll}+),? (?:(?:that|which|they|he|she|we|it) )?(?:called|named|dubbed|termed|known as) (?:the )?${e}\\b`,
    'gu',
  );
  for (const m of text.matchAll(calledBy)) {
    const noun = lemmaOf(m[1] ?? '');
    const category = knownNoun(noun) ? supersense(noun) : null;
    const kind = category ? CALLED_KINDS[category] : undefined;
    if (kind) return kind;
    if (peopleGroup(noun)) return 'group';
  }
  const thingKinds = given.map((k) => CALLED_KINDS[supersense(lemmaOf(k)) ?? '']).filter((k) => k);
  if (thingKinds[0] && thingKinds[0] !== 'person' && thingKinds[0] !== 'place') return thingKinds[0];
  // "Epicurean", "Christian": an adjective WordNet also knows as a person is said of a school, not someone.
  if (words.length === 1 && /(?:ean|an|ic|ist)$/.test(name) && isAdjective(name.toLowerCase()))
    return 'descriptor';
  // "Galileo", never "Singer" (the company): a person WordNet names as one, not a common noun for people.
  if (words.length === 1 && supersense(name) === 'person' && kindsOfEachSense(name, 0)[0]?.instance)
    return 'person';
  if (level && level !== 'other') return 'place';
  if (words.length === 1 && supersense(name) === 'location') return 'place';
  // "in Venice", "at Crossness", "in St Petersburg": a name the passage puts something in or at.
  if (words.length <= 3 && !(words.length === 1 && commonWord(name)) && putIn) return 'place';
  // "Friedrich Widdel", "Georges Clemenceau": a first name and a surname WordNet does not know.
  if (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w)) &&
    !commonWord(last) &&
    !commonWord(first) &&
    !(supersense(first.toLowerCase()) === 'location' || supersense(first.toLowerCase()) === 'object') &&
    !test(`\\b[Tt]he ${e}\\b`)
  )
    return 'person';
  if (words.length === 1 && isAdjective(name.toLowerCase()) && !knownNoun(name.toLowerCase()))
    return 'descriptor';
  return null;
}

/**
 * A wrong answer of another kind of name than a named key (a group or a court beside "Captain Alfred
 * Dreyfus", places beside "Dutch", "X-ray" beside "Samos"), or a common noun beside it: an option must be a
 * name the passage makes of the key's kind. A key the passage gives no kind only refuses a person beside a
 * name that is none, and common nouns.
 */
export function nameOfAnotherKind(
  sentences: Sentence[],
  key: string,
  option: string,
  keyIsPerson: boolean,
  keyIsPlace = false,
): boolean {
  if (!/^\p{Lu}/u.test(option)) return true;
  const mine = nameKindOf(sentences, key) ?? (keyIsPerson ? 'person' : keyIsPlace ? 'place' : null);
  const theirs = nameKindOf(sentences, option);
  if (mine) return theirs !== mine;
  // A key of no kind the passage shows ("Principal Doctrines") beside a person, a body of people or a
  // language ("Defenders of Epicurus"): kinds a reader tells at a glance, and the passage's cues for them
  // are the surest; a place or a thing may be of the key's unshown kind ("Utricularia" beside "Pinguicula").
  // A place the passage shows is refused too beside a key no reading makes a place ("Borneo" beside the
  // plant genus "Pinguicula", "Skopje" beside the law book "Digest").
  return theirs === 'person' || theirs === 'group' || theirs === 'language' || theirs === 'place';
}

/**
 * A proper name beside a common-noun key ("Earth" beside "dissolved iron"): the passage always writes it
 * capitalised, so it is a name, and a reader sees it is not of the key's kind.
 */
export function properNameBesideTerm(sentences: Sentence[], option: string): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(option)) return false;
  const lower = new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(option.toLowerCase())}(?![\\p{L}])`, 'u');
  return !sentences.some((s) => lower.test(s.text)) && nameKindOf(sentences, option) !== null;
}

/** Languages from the built-in list the passage never names, for a language key with too few wrong answers. */
export function otherLanguages(sentences: Sentence[], key: string): string[] {
  const text = sentences.map((s) => s.text).join(' ');
  return LANGUAGE_NAMES.filter((l) => l !== key && !new RegExp(`\\b${l}\\b`).test(text));
}

/** A title written first in a person's name ("Pope Gregory XI", "Lord Mansfield", "Captain Alfred Dreyfus"). */
function titleOf(name: string): string | null {
  const words = name.split(/\s+/);
  const first = (words[0] ?? '').toLowerCase().replace(/\.$/, '');
  return words.length >= 2 && (PERSON_TITLES.has(first) || TITLES.has(first)) ? first : null;
}

/** A name ending in a regnal number ("Clement VI", "Martin V", "Gregory XII"), never a lone "I". */
function regnal(name: string): boolean {
  return /\s(?:[IVX]{2,}|[VX])$/.test(name) && !NUMBERED_THINGS.test(name);
}

/**
 * A wrong answer of another shape than a person key, which gives the key away by its form alone (round 38):
 * a title on the key only or on the option only ("Pope Gregory XI" among "Benedict XIII" and "Boniface IX",
 * "Lord Mansfield" among "Victor Hugo"), a regnal number on one only ("Martin V" beside "Pedro de Luna",
 * "Petrarch" beside "Benedict XIII"), or a full name beside a surname alone ("Kirschvink" beside "William Hyde").
 */
export function personOfAnotherShape(key: string, option: string): boolean {
  if ((titleOf(key) === null) !== (titleOf(option) === null)) return true;
  if (regnal(key) !== regnal(option)) return true;
  return !/\s/.test(key) && /\s/.test(option);
}

/**
 * A person's full name cut to its surname for a key the passage gives by surname only ("William Hyde" →
 * "Hyde" beside "Kirschvink"): the same person, in the key's shape. Null when the option is no plain full
 * name (a title, a particle such as "de Luna", a regnal number).
 */
export function surnameOf(option: string): string | null {
  const words = option.split(/\s+/);
  if (words.length < 2 || words.length > 3 || titleOf(option) || regnal(option)) return null;
  if (!words.every((w) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w))) return null;
  return words.at(-1) ?? null;
}

/**
 * A one-word option the passage only ever uses as an adjective ("was proportional to", "an equivalent one")
 * beside a key that is a noun phrase ("repeating arrangement"): of another part of speech, so plainly wrong.
 * The tagger often calls such a word a noun, so its place is read too: after a copula, or before "one".
 */
export function adjectiveBesideNoun(sentences: Sentence[], key: string, option: string): boolean {
  if (/\s/.test(option)) return false;
  const lower = option.toLowerCase();
  if (!isAdjective(lower)) return false;
  const uses = sentences.flatMap((s) =>
    s.tokens.flatMap((t, i) => (t.lower === lower ? [[s.tokens[i - 1], t, s.tokens[i + 1]] as const] : [])),
  );
  const adjectival = ([before, token, after]: readonly (Token | undefined)[]): boolean =>
    token?.pos === 'ADJ' || COPULAS.has(before?.lemma ?? '') || /^ones?$/.test(after?.lower ?? '');
  if (!uses.length || !uses.every(adjectival)) return false;
  const keyHead = key.toLowerCase().split(/\s+/).at(-1) ?? '';
  return !isAdjective(key.toLowerCase()) && (knownNoun(keyHead) || /\s/.test(key));
}

/**
 * A noun's WordNet category as a reader takes it: the plural's singular first ("researchers" is filed under
 * nothing, "researcher" under person), the word itself when its singular is unknown ("earnings").
 */
function categoryOfWord(word: string): string | null {
  const lemma = lemmaOf(word);
  return (knownNoun(lemma) ? supersense(lemma) : null) ?? supersense(word);
}

/**
 * The WordNet category of a term: the whole phrase's where WordNet knows it ("immune system" is of the
 * body), else its head noun's ("lux system" is an artifact). WordNet's "top" is no category a reader sees.
 */
export function termCategory(term: string): string | null {
  const lower = term.toLowerCase().trim();
  const whole = /\s/.test(lower) && knownNoun(lower) ? supersense(lower) : null;
  const category = whole ?? categoryOfWord(headOf(lower));
  return category === 'top' ? null : category;
}

/**
 * A rough-pool wrong answer of another WordNet category than the key: "predators" (animals) beside
 * "researchers" (people), "medium" (communication) beside "lux system" (an artifact), "quorum" (a group)
 * beside "bacterium". Both categories must be known; the same head noun always passes.
 */
export function ofAnotherCategory(key: string, option: string): boolean {
  if (lemmaOf(headOf(key)) === lemmaOf(headOf(option))) return false;
  const mine = termCategory(key);
  const theirs = termCategory(option);
  return mine !== null && theirs !== null && mine !== theirs;
}

/** The broad kind a reader tells a term by: someone (a person or a body of people), a thing, or an idea. */
function broadKind(term: string): 'someone' | 'thing' | 'idea' | null {
  const head = lemmaOf(headOf(term));
  if (PEOPLE_WORDS.test(headOf(term)) || peopleGroup(head)) return 'someone';
  const category = termCategory(term);
  if (category === null) return null;
  if (category === 'person') return 'someone';
  if (CONCRETE_KINDS.has(category) || category === 'object' || category === 'location') return 'thing';
  return 'idea';
}

/**
 * Someone beside something, or something beside someone: "married woman" beside "family home". The one
 * broad kind still judged where too few options of the key's kind are left (an idea beside a thing may
 * pad a set, a person never: a reader tells the key by it at a glance).
 */
export function someoneBesideSomething(key: string, option: string): boolean {
  const mine = broadKind(key);
  const theirs = broadKind(option);
  return mine !== null && theirs !== null && (mine === 'someone') !== (theirs === 'someone');
}

/**
 * A second right answer by WordNet once plurals are read as their singulars: a synonym or a kind within
 * reach ("earnings" beside "higher wages", "microbiologists" beside "biologists"), on the whole phrases
 * and on their head nouns.
 */
export function synonymOrKind(a: string, b: string): boolean {
  const forms = (text: string): string[] => {
    const lower = text.toLowerCase().trim();
    const head = headOf(lower);
    return [...new Set([lower, lemmaOf(head), head])].filter((w) => knownNoun(w));
  };
  // "enzyme ribonuclease" beside "abnormal protein": a key whose head names a category keeps its kinds.
  if (categoryHead(a) || categoryHead(b)) return false;
  // "lighter ions" beside "molecular ions": one head noun makes siblings, not synonyms.
  if (lemmaOf(headOf(a)) === lemmaOf(headOf(b)))
    return a.toLowerCase() !== b.toLowerCase() && kindOfEither(a, b);
  const fa = forms(a);
  const fb = forms(b);
  return fa.some((x) => fb.some((y) => kindOfEither(x, y)));
}

/**
 * A capitalised word the passage writes only inside a longer name: "Sciences" of "Academy of Sciences",
 * "Texas" of "Texas Instruments". Cut from its name it names nothing, and a reader sees it is no answer.
 */
export function onlyInsideLongerName(sentences: Sentence[], option: string): boolean {
  if (!/^\p{Lu}/u.test(option)) return false;
  const name = escapeRegExp(option);
  const occurrences = new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'gu');
  const before = /\p{Lu}[\p{L}'’-]* (?:of|of the|for|for the|&) $/u;
  const after = /^(?: of(?: the)?)? \p{Lu}/u;
  let seen = 0;
  for (const s of sentences)
    for (const m of s.text.matchAll(occurrences)) {
      seen += 1;
      const at = m.index;
      const left = s.text.slice(Math.max(0, at - 40), at);
      const right = s.text.slice(at + m[0].length, at + m[0].length + 40);
      if (!before.test(left) && !after.test(right)) return false;
    }
  return seen > 0;
}

/**
 * A name that is no place beside a place key of a level a reader knows: a company ("Texas Instruments"), a
 * body or a thing the passage names, or a name WordNet gives no place level that the passage never puts
 * anything in. A place the passage writes as one ("in Uppsala") still fits.
 */
export function noPlaceBesidePlace(sentences: Sentence[], key: string, option: string): boolean {
  if (placeLevel(key) === null || !/^\p{Lu}/u.test(option)) return false;
  if (placeLevel(option) !== null) return false;
  // "Texas Instruments", "General Motors": a name ending in a plural common noun of no place is a firm or
  // a body, whatever "at Texas Instruments" makes of it.
  const last = option.split(/\s+/).at(-1) ?? '';
  const lemma = lemmaOf(last.toLowerCase());
  if (
    /\s/.test(option) &&
    lemma !== last.toLowerCase() &&
    knownNoun(lemma) &&
    supersense(lemma) !== 'location'
  )
    return true;
  const kind = nameKindOf(sentences, option);
  if (kind === 'place') return false;
  if (kind !== null) return true;
  return (
    placeLevel(option) === null && regionOfContinent(option) === null && !holdsAnotherPlace(sentences, option)
  );
}

/**
 * Whether one place holds the other, so both are true of the key's spot: by WordNet ("Scotland" in
 * "Britain") or by the passage ("Wicken Fen in Cambridgeshire", "Bury St Edmunds, Suffolk", "Kenya's
 * Rift Valley"). Round 40: "Cambridgeshire" beside "Wicken Fen" and "Britain" beside "Scotland".
 */
export function placeHoldsPlace(sentences: Sentence[], key: string, option: string): boolean {
  if (key.toLowerCase() === option.toLowerCase()) return false;
  if (key.split(/\s+/).length <= 3 && option.split(/\s+/).length <= 3 && partOrWhole(key, option))
    return true;
  const k = escapeRegExp(key);
  const o = escapeRegExp(option);
  // "X in Y" (not "in X, in Y", a list), "Y's X", and "X, Y" where Y closes the phrase ("Scotland, Spain and France" is a list).
  const pairs = (inner: string, outer: string): RegExp[] =>
    [
      `\\b${inner} in (?:the )?${outer}\\b`,
      `\\b${outer}'s? ${inner}\\b`,
      `\\b${inner}, ${outer}\\b(?!,| and\\b| or\\b)`,
    ].map((p) => new RegExp(p, 'u'));
  const tests = [...pairs(k, o), ...pairs(o, k)];
  return sentences.some((s) => tests.some((t) => t.test(s.text)));
}

/**
 * Whether one of two people-nouns is a broad name for the other's people (`GENERIC_EXPERTS`):
 * "researchers" beside "palaeontologists" is true of them too.
 */
export function broadNameOfPeople(a: string, b: string): boolean {
  const la = lemmaOf(headOf(a));
  const lb = lemmaOf(headOf(b));
  if (la === lb) return false;
  const broadA = GENERIC_EXPERTS.has(la);
  const broadB = GENERIC_EXPERTS.has(lb);
  if (broadA === broadB) return false;
  const narrow = broadA ? lb : la;
  return supersense(narrow) === 'person';
}

/** WordNet's category for colours, read once on first use (it never changes). */
let colourKind: number | undefined | null = null;

/** Whether a word's main noun sense is a colour ("blue", "greenish" read as "green"). */
function colourWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/ish$/, '');
  if (colourKind === null) colourKind = [...kindsOf('color', 0).keys()][0];
  return colourKind !== undefined && knownNoun(lower) && kindsOf(lower, 4).has(colourKind);
}

/**
 * "odd eggs", "model eggs" beside "blue eggs": where the options share the key's noun, the word before it
 * is what the question varies, and it must vary as the key's does (a colour for a colour), or the key is
 * the only option of its sort and gives itself away (round 40).
 */
export function modifierOfAnotherSort(key: string, option: string): boolean {
  const kw = key.toLowerCase().split(/\s+/);
  const ow = option.toLowerCase().split(/\s+/);
  if (kw.length !== 2 || ow.length !== 2) return false;
  if (lemmaOf(kw[1] ?? '') !== lemmaOf(ow[1] ?? '')) return false;
  return colourWord(kw[0] ?? '') !== colourWord(ow[0] ?? '');
}

/**
 * A verb phrase offered as a noun phrase: "people use" (of "as more people use it") beside "online
 * banking". The option's last word is read as a verb wherever the passage writes the option: tagged so, or
 * a word WordNet knows as a verb with an object straight after it ("use it", "use the"), which the tagger
 * reads as a noun.
 */
export function verbPhraseOption(sentences: Sentence[], option: string): boolean {
  const words = option.toLowerCase().split(/\s+/);
  if (words.length < 2) return false;
  let seen = false;
  for (const s of sentences)
    for (let i = 0; i + words.length <= s.tokens.length; i += 1) {
      if (!words.every((w, j) => s.tokens[i + j]?.lower === w)) continue;
      seen = true;
      const last = s.tokens[i + words.length - 1];
      const next = s.tokens[i + words.length];
      const object =
        !!next &&
        (next.pos === 'DET' || /^(it|them|him|her|us|me|this|these|those)$/.test(next.lower)) &&
        verbFamiliarity(last?.lemma ?? '') > 0;
      if (last?.pos !== 'VERB' && !object) return false;
    }
  return seen;
}

/**
 * Two names glued into one: "King William III Paterson", where the passage gives "King William III" and
 * "William Paterson" apart and never the whole. A reader sees a garbled option, not a wrong answer.
 */
export function gluedNames(sentences: Sentence[], option: string): boolean {
  const words = option.split(/\s+/);
  if (words.length < 3 || !words.every((w) => /^\p{Lu}/u.test(w))) return false;
  const text = sentences.map((s) => s.text).join(' ');
  if (text.includes(option)) return false;
  const nameAt = (part: string): boolean => new RegExp(`\\b${escapeRegExp(part)}\\b`, 'u').test(text);
  for (let i = 1; i < words.length; i += 1)
    if (nameAt(words.slice(0, i).join(' ')) && nameAt(words.slice(i).join(' '))) return true;
  return false;
}

/**
 * "Greeks", "Hindus", "Muslims": a one-word capitalised plural whose singular WordNet knows as a person in
 * some sense names a people, never one person or a place. A name WordNet knows whole as a person or a place
 * ("Hastings", "Athens") is one.
 */
export function namesAPeople(name: string): boolean {
  if (!/^\p{Lu}\p{Ll}+[^s'’]s$/u.test(name)) return false;
  const whole = supersense(name);
  if (whole !== null && whole !== 'group') return false;
  // "Laestrygonians", "Phaeacians", "Israelites": a people's name WordNet does not know, by its ending.
  if (/(?:ian|ean|ite)s$/u.test(name)) return true;
  return kindsOfEachSense(name.slice(0, -1), 0).some((sense) => sense.category === 'person');
}

/**
 * A people or a body of people offered beside one person: "Greeks" among "Athena", "Eurycleia" and
 * "Eumaeus" (round 48: "a group, not a person like the key").
 */
export function groupBesidePerson(sentences: Sentence[], option: string): boolean {
  // "Ancient Greeks": a people with a word before it.
  const last = option.split(/\s+/).at(-1) ?? '';
  return namesAPeople(option) || namesAPeople(last) || nameKindOf(sentences, option) === 'group';
}

/** The sex a word says of the person it names or stands for ("son", "Mrs", "she"), or null. */
export type Sex = 'female' | 'male';
function sexOfWord(word: string): Sex | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  return FEMALE_WORDS.has(lower) ? 'female' : MALE_WORDS.has(lower) ? 'male' : null;
}

/** "he"/"she" or "himself"/"herself": the pronouns that may stand for a subject named before them. */
const SUBJECT_PRONOUN = /^(he|she|himself|herself)$/;

/**
 * The sex of the person a subject pronoun after `from` stands for: the first "he" or "she" in the rest of
 * the sentence, read only while no other name, no "him"/"her"/"his"/"them" and no ";" comes first
 * ("Penelope tests him …; he protests" says nothing of Penelope).
 */
function pronounAfter(tokens: Token[], from: number): Sex | null {
  for (let k = from; k < tokens.length; k += 1) {
    const t = tokens[k];
    if (!t || t.value === ';' || t.pos === 'PROPN') return null;
    if (SUBJECT_PRONOUN.test(t.lower)) return sexOfWord(t.lower.replace(/self$/, '').replace(/^him$/, 'he'));
    if (/^(him|her|his|hers|them|their|they|it|its)$/.test(t.lower)) return null;
  }
  return null;
}

const sexes = new WeakMap<Sentence[], Map<string, Sex | null>>();

/**
 * The sex the passage gives a person: a title or calling written with the name ("Mrs Carlill", "King
 * Alcinous", "the enchantress Circe", "Odysseus's son Telemachus"), or "he"/"she" said of it as a subject
 * (`pronounAfter`). Null where the passage says nothing, or says both.
 */
export function sexOf(sentences: Sentence[], name: string): Sex | null {
  let byName = sexes.get(sentences);
  if (!byName) {
    byName = new Map();
    sexes.set(sentences, byName);
  }
  if (byName.has(name)) return byName.get(name) ?? null;
  const votes: Record<Sex, number> = { female: 0, male: 0 };
  const vote = (sex: Sex | null, weight: number): void => {
    if (sex) votes[sex] += weight;
  };
  const given = (name.split(/\s+/)[0] ?? '').toLowerCase().replace(/\.$/, '');
  vote(sexOfWord(given), 2);
  // "Alfred Tennyson", "Emily Wilson": a given name a reader knows, where the name has a surname too.
  if (/\s/.test(name))
    vote(FEMALE_GIVEN_NAMES.has(given) ? 'female' : MALE_GIVEN_NAMES.has(given) ? 'male' : null, 1);
  const words = name.toLowerCase().split(/\s+/);
  for (const sentence of sentences) {
    const tokens = sentence.tokens;
    for (let i = 0; i + words.length <= tokens.length; i += 1) {
      if (!words.every((w, j) => tokens[i + j]?.lower === w)) continue;
      // "the wind-god Aeolus", "Odysseus's son Telemachus": a calling written right before the name.
      const before = tokens[i - 1];
      if (before && before.pos !== 'PRON') vote(sexOfWord(before.lower.split('-').at(-1) ?? ''), 2);
      const next = tokens[i + words.length];
      if (next && (next.pos === 'VERB' || next.pos === 'AUX'))
        vote(pronounAfter(tokens, i + words.length), 1);
    }
  }
  for (const kind of kindsGiven(sentences, name)) vote(sexOfWord(kind), 2);
  const sex = votes.female > votes.male ? 'female' : votes.male > votes.female ? 'male' : null;
  byName.set(name, sex);
  return sex;
}

/**
 * The sex a sentence gives the person in its gap: a calling right before it ("Odysseus's son _____", "his
 * wife, _____"), one the gap is said to be ("_____ became the first woman to …", "_____, the first woman
 * to …"), or "he"/"she" said of the gap as the subject ("_____ had never told it that she accepted").
 */
export function slotSex(sentence: Sentence, start: number, end: number): Sex | null {
  const tokens = sentence.tokens;
  const before = tokens[start - 1]?.value === ',' ? tokens[start - 2] : tokens[start - 1];
  if (before && before.pos !== 'PRON' && before.pos !== 'DET') {
    const sex = sexOfWord(before.lower.split('-').at(-1) ?? '');
    if (sex) return sex;
  }
  // "_____ became the first woman", "_____, the only daughter of …": the noun the gap is said to be.
  let at = end;
  const next = tokens[at];
  if (next && (next.value === ',' || ['be', 'become'].includes(next.lemma))) at += 1;
  if (tokens[at]?.pos === 'DET') {
    at += 1;
    while (tokens[at] && ['ADJ', 'NUM'].includes(tokens[at]?.pos ?? '')) at += 1;
    const noun = tokens[at];
    if (noun?.pos === 'NOUN') {
      const sex = sexOfWord(noun.lower);
      if (sex) return sex;
    }
  }
  return next && (next.pos === 'VERB' || next.pos === 'AUX') ? pronounAfter(tokens, end) : null;
}

/**
 * The kind a sentence names the gap by before "called" or "named": "a single supercontinent, which he
 * called _____", "a herb called _____". Every option must be one the passage names as that kind (round 48:
 * "Africa", "Antarctica" offered for the supercontinent Wegener named).
 */
export function calledKindBeforeGap(sentence: Sentence, start: number): string | null {
  const tokens = sentence.tokens;
  const verb = tokens[start - 1];
  if (!verb || !/^(called|named|dubbed|christened)$/.test(verb.lower)) return null;
  let at = start - 2;
  // ", which he called _____": step back over the subject and the relative word to the noun.
  if (tokens[at]?.pos === 'PRON' && /^(which|that)$/.test(tokens[at - 1]?.lower ?? '')) {
    at -= 2;
    if (tokens[at]?.value === ',') at -= 1;
  }
  const noun = tokens[at];
  return noun?.pos === 'NOUN' && /^\p{Ll}+$/u.test(noun.value) ? noun.lower : null;
}
