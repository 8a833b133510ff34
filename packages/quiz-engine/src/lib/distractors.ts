import type { Fact, Material, PoolItem } from './material.js';
import { SMALL_NUMBER_WORDS } from './material.js';
import type { Rng } from './random.js';
import { sameNameByInitials } from './same-name.js';
import { defensibleBeside } from './concepts/option-kinds.js';
import { roundness, THIS_YEAR } from './concepts/alternatives.js';
import { dateShape } from './questions/statement-checks.js';

const wordSets = new Map<string, Set<string>>();
function wordsOf(key: string): Set<string> {
  let set = wordSets.get(key);
  if (!set) {
    set = new Set(key.split(' '));
    if (wordSets.size > 50_000) wordSets.clear();
    wordSets.set(key, set);
  }
  return set;
}

/** Same key, or one's words all inside the other's ("cell" / "plant cell"): too close to be a distractor. */
function overlaps(a: string, b: string): boolean {
  if (a === b) return true;
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  const [small, large] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  for (const w of small) if (!large.has(w)) return false;
  return true;
}

const normals = new Map<string, string>();
function normal(text: string): string {
  let value = normals.get(text);
  if (value === undefined) {
    value = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}%.$£€ ]/gu, '')
      .trim();
    if (normals.size > 50_000) normals.clear();
    normals.set(text, value);
  }
  return value;
}

/** Would the sentence still be true with the distractor? Checks the words just before the gap in the whole text. */
function alsoTrue(fact: Fact, candidate: string, material: Material): boolean {
  const before = fact.sentence.tokens
    .slice(Math.max(0, fact.start - 2), fact.start)
    .map((t) => t.lower)
    .join(' ');
  if (!before) return false;
  return material.lowerText.includes(`${before} ${candidate.toLowerCase()}`);
}

const MEMBERSHIP =
  /\b(such as|including|include|includes|can all be|are all|are both|types of|kinds of|examples of|for example)\b/;

/**
 * Is the candidate a kind of the answer, or the answer a kind of it ("Bacteria, viruses … can all be
 * pathogens")? Then swapping one for the other may still be true, so it is no distractor.
 */
function related(fact: Fact, candidate: string, material: Material): boolean {
  const a = fact.text.toLowerCase();
  const b = candidate.toLowerCase();
  return material.analysis.sentences.some((s) => {
    const lower = s.text.toLowerCase();
    return lower.includes(a) && lower.includes(b) && MEMBERSHIP.test(lower);
  });
}

function shiftNumber(value: string, rng: Rng, used: Set<string>): string | null {
  const match = /^([$£€]?)(\d[\d,]*)(\.\d+)?(%?)$/.exec(value);
  if (!match) return null;
  const [, prefix = '', intPart = '0', fraction = '', suffix = ''] = match;
  const decimals = fraction ? fraction.length - 1 : 0;
  const n = Number(intPart.replace(/,/g, '') + fraction);
  const factors = [0.5, 2, 1.5, 0.75, 3, 1.25, 0.25, 4, 0.6, 1.8];
  for (const factor of rng.shuffle(factors)) {
    let next = n * factor;
    if (suffix === '%' && next > 100) continue;
    next = decimals ? Number(next.toFixed(decimals)) : Math.round(next);
    if (next === n || next <= 0) continue;
    const formatted = intPart.includes(',')
      ? next.toLocaleString('en-GB', { minimumFractionDigits: decimals })
      : next.toFixed(decimals);
    const text = `${prefix}${formatted}${suffix}`;
    if (!used.has(text)) return text;
  }
  return null;
}

function shiftYear(value: string, rng: Rng, used: Set<string>): string | null {
  const match = /\b(\d{4})\b/.exec(value);
  if (!match?.[1]) return null;
  const year = Number(match[1]);
  // A round year ("1930") gets round wrong answers, and none is still to come (`dateAlternatives`).
  const round = roundness(year);
  for (const delta of rng.shuffle([-50, -25, -12, -7, -3, 4, 9, 15, 30, 60, -100, 100])) {
    const next = year + delta * round;
    // "13 June 2026" for a ruling of 1966: a wrong year is one already past, never this year's.
    if (next < 1000 || next >= THIS_YEAR || Math.abs(next - year) > 100) continue;
    const text = value.replace(match[1], String(next));
    if (!used.has(text)) return text;
  }
  return null;
}

/**
 * Picks `count` wrong answers of the same kind as the fact: other items from the material first (closest
 * in length), then, for dates and numbers, shifted values. Returns null when the material cannot supply
 * enough, so the caller skips the fact rather than mixing kinds.
 */
export function pickDistractors(
  fact: Fact,
  material: Material,
  rng: Rng,
  count: number,
  /** Options of the kind the question requires go first; the rest only fill (and the caller marks it). */
  prefer?: (text: string) => boolean,
): string[] | null {
  const sentenceLower = fact.sentence.text.toLowerCase();
  const answerNormal = normal(fact.text);
  const used = new Set<string>([fact.text]);
  const chosen: string[] = [];
  const pool: PoolItem[] = material.pools.get(fact.kind) ?? [];
  const factMeta = metaOf(fact);
  const candidates: { item: PoolItem; distance: number }[] = [];
  for (const item of pool) {
    const meta = metaOf(item);
    if (overlaps(item.key, fact.key) || meta.normal === answerNormal || sentenceLower.includes(meta.lower))
      continue;
    if (sameNameByInitials(item.text, fact.text)) continue;
    // "England" for "Britain", "higher compression" for "high compression": a reader could defend both.
    if (fact.kind !== 'date' && fact.kind !== 'number' && defensibleBeside(fact.text, item.text)) continue;
    if (fact.kind === 'number' && !sameNumberShape(item.text, fact.text)) continue;
    // "December 1892" among "17 January 1892" and "late 1889": only the key is a month and year, and the
    // form gives it away (round 48). A date's wrong answers are dates of its shape; shifted years fill.
    if (fact.kind === 'date' && dateShape(item.text) !== dateShape(fact.text)) continue;
    let distance =
      Math.abs(item.text.length - fact.text.length) / Math.max(4, fact.text.length) +
      Math.abs(meta.words - factMeta.words) * 0.5 +
      rng.next() * 0.35;
    if ((item.where ?? []).some((i) => Math.abs(i - fact.sentence.index) <= 3)) distance -= 0.35;
    if (fact.kind === 'term') {
      // Plural for singular breaks agreement ("their prices buys"): only when nothing else is left.
      if (meta.plural !== factMeta.plural) distance += 3;
      if (meta.capital !== /^[A-Z]/.test(fact.display)) distance += 1;
      distance -= 0.2 * Math.log(1 + item.count);
    }
    if (prefer && !prefer(item.text)) distance += 100;
    candidates.push({ item, distance });
  }
  candidates.sort((a, b) => a.distance - b.distance);
  const chosenKeys: string[] = [];
  const article = fact.sentence.tokens[fact.start - 1]?.lower;
  const singularSlot = article === 'a' || article === 'an';
  for (const { item } of candidates) {
    if (chosen.length >= count) break;
    if (chosenKeys.some((k) => overlaps(k, item.key))) continue;
    // After "a"/"an" only a singular noun reads as English ("meet a bacteria" does not).
    if (fact.kind === 'term' && singularSlot && metaOf(item).plural) continue;
    if (chosen.some((c) => normal(c) === normal(item.text))) continue;
    // Checked last and lazily: it scans the whole text.
    if (alsoTrue(fact, item.text, material)) continue;
    if (fact.kind === 'term' && related(fact, item.text, material)) continue;
    chosen.push(item.text);
    chosenKeys.push(item.key);
    used.add(item.text);
  }
  while (chosen.length < count && (fact.kind === 'date' || fact.kind === 'number')) {
    const next =
      fact.kind === 'date'
        ? shiftYear(fact.text, rng, used)
        : SMALL_NUMBER_WORDS.includes(fact.text.toLowerCase())
          ? (rng.shuffle(SMALL_NUMBER_WORDS).find((w) => !used.has(w) && w !== fact.text.toLowerCase()) ??
            null)
          : shiftNumber(fact.text, rng, used);
    if (!next || sentenceLower.includes(next.toLowerCase())) break;
    chosen.push(next);
    used.add(next);
  }
  return chosen.length >= count ? chosen : null;
}

interface Meta {
  lower: string;
  normal: string;
  words: number;
  /** A term is plural when its last word differs from its lemma ("cells" / "cell"). */
  plural: boolean;
  capital: boolean;
}
const metas = new WeakMap<object, Meta>();

/** Per-item facts the ranking needs, computed once per pool item rather than once per question. */
function metaOf(item: { text: string; key: string }): Meta {
  let meta = metas.get(item);
  if (!meta) {
    const word = item.text.toLowerCase().split(' ').at(-1) ?? '';
    const lemma = item.key.split(' ').at(-1) ?? '';
    meta = {
      lower: item.text.toLowerCase(),
      normal: normal(item.text),
      words: item.key.split(' ').length,
      plural: word !== lemma && word.endsWith('s'),
      capital: /^[A-Z]/.test(item.text),
    };
    metas.set(item, meta);
  }
  return meta;
}

function sameNumberShape(a: string, b: string): boolean {
  const shape = (s: string): string =>
    SMALL_NUMBER_WORDS.includes(s.toLowerCase())
      ? 'word'
      : `${/%$/.test(s) ? '%' : ''}${/^[$£€]/.test(s) ? '$' : ''}`;
  if (shape(a) !== shape(b)) return false;
  const na = Number(a.replace(/[^\d.]/g, ''));
  const nb = Number(b.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(na) || !Number.isFinite(nb) || na === 0 || nb === 0) return shape(a) === 'word';
  const ratio = na > nb ? na / nb : nb / na;
  return ratio <= 20;
}

/** How far a wrong year may stand from the key's: about a decade either side (round 34). */
const YEAR_REACH = 10;

/**
 * Wrong years near the key's era: a 1995 key beside 2006, 2007 and 2009 is given away by "dot-com" (round
 * 34). Years within about a decade of the key are kept (two decades for a round key, "1930" beside "1910"),
 * the rest replaced by years made near it, on both sides where the sentence allows, never across another year
 * of the sentence or a "before"/"after" bound (`keepsOrder`), never a year still to come, three apart.
 * Returns the options unchanged for a key that is no plain year, or when too few near years can be made.
 */
export function nearYears(
  fact: Fact,
  options: string[],
  rng: Rng,
  keepsOrder: (from: number, to: number, sentence: string) => boolean,
): string[] {
  if (fact.kind !== 'date' || !/^\d{4}$/.test(fact.text)) return options;
  const year = Number(fact.text);
  const round = roundness(year);
  const reach = round > 1 ? 2 * round : YEAR_REACH;
  const sentence = fact.sentence.text;
  const fits = (y: number, chosen: number[]): boolean =>
    Math.abs(y - year) >= 3 &&
    Math.abs(y - year) <= reach &&
    y % round === 0 &&
    y <= THIS_YEAR &&
    keepsOrder(year, y, sentence) &&
    !sentence.includes(String(y)) &&
    chosen.every((c) => Math.abs(c - y) >= 3);
  const chosen: number[] = [];
  for (const option of options) {
    const y = /^\d{4}$/.test(option) ? Number(option) : Number.NaN;
    if (Number.isFinite(y) && fits(y, chosen)) chosen.push(y);
  }
  if (chosen.length === options.length) return options;
  // Made-up years, alternately before and after the key so it is not the earliest or the latest.
  const steps = round > 1 ? [1, 2] : [3, 4, 5, 6, 7, 8, 9, 10];
  const before = rng.shuffle(steps).map((d) => -d * round);
  const after = rng.shuffle(steps).map((d) => d * round);
  while (chosen.length < options.length && (before.length || after.length)) {
    const earlier = chosen.filter((y) => y < year).length;
    const later = chosen.length - earlier;
    const side = (earlier <= later && before.length) || !after.length ? before : after;
    const delta = side.shift() as number;
    if (fits(year + delta, chosen)) chosen.push(year + delta);
  }
  return chosen.length === options.length ? chosen.map(String) : options;
}
