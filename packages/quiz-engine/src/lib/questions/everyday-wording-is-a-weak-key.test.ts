import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { termLike, weakKey } from './sentence-keys.js';

// Keys of everyday words ("enslaved", "official height", "high compression") are weaker than a named term:
// asked after the sound ones and marked, never removed. Written for this test; no reviewed passage.
const text = [
  'Many enslaved people resisted the plantation system in many ways.',
  'Some enslaved people ran away to the hills, and planters feared revolts by enslaved people.',
  'Ending the trade did not free anyone already enslaved in the colonies.',
  'In 2020 the two countries announced a new official height for the mountain.',
  'Surveyors measured the official height with satellite receivers.',
  'Doctors prescribe antiviral drugs that block steps of viral replication, but antiviral drugs cannot cure every infection.',
  'In the experiment mice received electric shocks when they chose the wrong box.',
  'JPEG produces visible blocks at high compression, and at high compression the image loses detail.',
].join(' ');
const map = buildConceptMap(readMaterial(text));
const concept = (key: string) => {
  const found = map.concepts.get(key);
  if (!found) throw new Error(`no concept "${key}"`);
  return found;
};

describe('everyday wording as a key', () => {
  it('is no term: a plain adjective or participle before a common noun, a loose modifier, a participle alone', () => {
    for (const key of ['enslaved people', 'official height', 'high compression', 'enslaved'])
      expect(termLike(concept(key)), key).toBe(false);
  });

  it('is still asked, as a weak key with its reason, not removed', () => {
    const facts = map.material.facts.filter((f) => f.key === 'official height');
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) expect(weakKey(map, fact)).not.toBeNull();
  });

  it('leaves a technical adjective or a compound WordNet knows a term', () => {
    for (const key of ['antiviral drug', 'electric shock']) expect(termLike(concept(key)), key).toBe(true);
  });
});
