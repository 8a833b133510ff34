import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConceptMap, type ConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { GENERIC_KEYS, WEAK_KEY, weakKey } from './sentence-keys.js';

// Round 45's rejects: half of a longer term ("a proton pump _____", "the _____ of last scattering"), a unit
// beside its figure ("about 360 _____ per mole"), what a figure counts ("roughly 400 of these _____", "all
// six _____" where "hydrogen atoms" fits as well) and the passage's own subject under another form ("H.
// pylori", "real benzene", "CMB") are weak keys, generic and last, never removed. Passages of spent review
// sets (quality/heldout/set-ao, set-aq, set-ar).
const mapOf = (set: string, name: string): ConceptMap =>
  buildConceptMap(
    readMaterial(
      readFileSync(new URL(`../../../../../quality/heldout/${set}/${name}`, import.meta.url), 'utf8'),
    ),
  );
const ulcers = mapOf('set-ar', '01-helicobacter-pylori.md');
const benzene = mapOf('set-ar', '02-structure-of-benzene.md');
const cmb = mapOf('set-ar', '04-cosmic-microwave-background.md');
const patterson = mapOf('set-ao', '02-clair-patterson-age-of-the-earth.md');
const cavendish = mapOf('set-ao', '04-the-cavendish-experiment.md');
const bach = mapOf('set-aq', '05-bach-well-tempered-clavier.md');
const noteOf = (map: ConceptMap, display: string, inSentence: string): string | null => {
  const fact = map.material.facts.find(
    (f) => f.display.toLowerCase() === display.toLowerCase() && f.sentence.text.includes(inSentence),
  );
  if (!fact) throw new Error(`no fact "${display}" in "${inSentence}"`);
  return weakKey(map, fact);
};

describe('a key that is half of a longer term', () => {
  it('is weak and generic when the rest of the term stays in the stem, before or after the key', () => {
    expect(noteOf(ulcers, 'inhibitor', 'proton pump')).toBe(WEAK_KEY.halfTerm);
    expect(noteOf(cmb, 'surface', 'last scattering')).toBe(WEAK_KEY.halfTerm);
    expect(GENERIC_KEYS.has(WEAK_KEY.halfTerm)).toBe(true);
  });

  it('is whole when the noun before it is its class ("the mineral troilite")', () => {
    expect(noteOf(patterson, 'troilite', 'iron sulfide mineral')).not.toBe(WEAK_KEY.halfTerm);
  });
});

describe('a unit or a counted thing beside a figure', () => {
  it('is a quantity when it is a prefixed unit WordNet does not know, never when it is a name', () => {
    expect(noteOf(benzene, 'kilojoules', '360')).toBe(WEAK_KEY.quantity);
    expect(noteOf(cavendish, 'Newton', "Newton's law explained")).not.toBe(WEAK_KEY.quantity);
  });

  it('is weak after a figure in digits or when a sibling of the same head fits the count', () => {
    expect(noteOf(cmb, 'photons', 'roughly 400 of these')).toBe(WEAK_KEY.countedThing);
    expect(noteOf(benzene, 'carbon atoms', 'all six')).toBe(WEAK_KEY.countedThing);
    expect(GENERIC_KEYS.has(WEAK_KEY.countedThing)).toBe(true);
  });

  it('stays a key when the counted term has no sibling ("twelve pure fifths")', () => {
    expect(noteOf(bach, 'pure fifths', 'twelve')).not.toBe(WEAK_KEY.countedThing);
  });
});

describe("the passage's own subject under another form", () => {
  it('is the topic cut to an initial, under an everyday describing word, or as its initials', () => {
    expect(noteOf(ulcers, 'H. pylori', 'Group 1 carcinogen')).toBe(WEAK_KEY.topic);
    expect(noteOf(benzene, 'Real benzene', 'roughly 150')).toBe(WEAK_KEY.topic);
    expect(noteOf(cmb, 'CMB', 'snapshot')).toBe(WEAK_KEY.topic);
  });
});
