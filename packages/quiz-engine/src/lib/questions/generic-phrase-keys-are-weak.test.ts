import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConceptMap, type ConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { WEAK_KEY, termLike, weakKey } from './sentence-keys.js';

// A key that is a generic phrase (a ranking word or a country's adjective before an everyday noun, the
// kind of an example named at once, a plain word mistaken for a defined one) waits behind sound keys and is
// marked, never removed. Passages of spent review sets (quality/heldout/set-ao, set-am, set-al), where each was asked.
const mapOf = (set: string, name: string): ConceptMap =>
  buildConceptMap(
    readMaterial(
      readFileSync(new URL(`../../../../../quality/heldout/${set}/${name}`, import.meta.url), 'utf8'),
    ),
  );
const lead = mapOf('set-ao', '02-clair-patterson-age-of-the-earth.md');
const clocks = mapOf('set-ao', '01-circadian-clocks.md');
const chartism = mapOf('set-ao', '03-chartism-and-the-peoples-charter.md');
const quorum = mapOf('set-al', '01-quorum-sensing-in-bacteria.md');
const barcode = mapOf('set-ao', '06-the-barcode-and-the-universal-product-code.md');
const storm = mapOf('set-am', '04-the-carrington-event.md');
const factsOf = (map: ConceptMap, display: string, words = '') => {
  const facts = map.material.facts.filter((f) => f.display === display && f.sentence.text.includes(words));
  if (facts.length === 0) throw new Error(`no fact "${display}"`);
  return facts;
};

describe('a generic phrase as a key', () => {
  it("is weak when a country's adjective only says whose everyday thing it is", () => {
    // Read as no term of the subject (the sentence's other key may also outshine it: either way it is weak).
    const ban = lead.concepts.get('american ban');
    expect(ban).toBeDefined();
    expect(termLike(ban as NonNullable<typeof ban>)).toBe(false);
    for (const fact of factsOf(lead, 'American ban')) expect(weakKey(lead, fact)).not.toBeNull();
  });

  it('is weak when the examples or the one more of its kind are named at once after it', () => {
    for (const fact of factsOf(lead, 'isotope', 'lead-204'))
      expect(weakKey(lead, fact)).toBe(WEAK_KEY.listClass);
    for (const fact of factsOf(clocks, 'genes', 'including'))
      expect(weakKey(clocks, fact)).toBe(WEAK_KEY.listClass);
    for (const fact of factsOf(quorum, 'gene', 'luxR'))
      expect(weakKey(quorum, fact)).toBe(WEAK_KEY.listClass);
  });

  it('is not taken for a defined term when an opening clause ends on it and the main clause follows', () => {
    for (const fact of factsOf(chartism, 'machinery'))
      expect(weakKey(chartism, fact)).toBe(WEAK_KEY.everyday);
  });

  it('is still a defined term when the opening clause has closed before it', () => {
    for (const fact of factsOf(storm, 'magnetosphere', 'the region of space'))
      expect(weakKey(storm, fact)).toBeNull();
  });

  it('leaves terms of the subject sound', () => {
    for (const fact of factsOf(lead, 'troilite')) expect(weakKey(lead, fact)).toBeNull();
    for (const fact of factsOf(barcode, 'check digit')) expect(weakKey(barcode, fact)).toBeNull();
  });
});
