import { describe, expect, it } from 'vitest';
import {
  noPlaceBesidePlace,
  ofAnotherCategory,
  onlyInsideLongerName,
  synonymOrKind,
} from '../concepts/option-kinds.js';
import { readMaterial } from '../material.js';

// Round 39: the rough-pool top-up still padded multiple choice with wrong answers that gave the key away:
// "Sciences" (of "Academy of Sciences") beside "Paris", "Texas Instruments" among countries, "predators"
// beside "researchers", "medium" beside "lux system", "earnings" beside "higher wages".
const text = [
  '# Light from the sea',
  'In 1739 the Academy of Sciences in Paris published the first account of glowing squid.',
  'Later work moved to Uppsala, to Canada and to France, and a lab at Texas Instruments in Britain built the first sensor.',
  'Researchers and biologists studied the bacteria, while predators hunted the squid at night.',
].join('\n\n');
const sentences = readMaterial(text).analysis.sentences;

describe('a wrong answer from the rough pool', () => {
  it('is never a word the passage writes only inside a longer name', () => {
    expect(onlyInsideLongerName(sentences, 'Sciences')).toBe(true);
    expect(onlyInsideLongerName(sentences, 'Uppsala')).toBe(false);
    expect(onlyInsideLongerName(sentences, 'France')).toBe(false);
  });

  it('beside a place is never a company or another kind of name', () => {
    expect(noPlaceBesidePlace(sentences, 'Britain', 'Texas Instruments')).toBe(true);
    expect(noPlaceBesidePlace(sentences, 'Britain', 'Canada')).toBe(false);
    expect(noPlaceBesidePlace(sentences, 'Britain', 'France')).toBe(false);
  });

  it("shares the key's WordNet category", () => {
    expect(ofAnotherCategory('bacterium', 'quorum')).toBe(true);
    expect(ofAnotherCategory('lux system', 'medium')).toBe(true);
    expect(ofAnotherCategory('researchers', 'biologists')).toBe(false);
    expect(ofAnotherCategory('lux system', 'sensor')).toBe(false);
  });

  it('is never a synonym or a kind of the key, plurals read as singulars', () => {
    expect(synonymOrKind('biologists', 'microbiologists')).toBe(true);
    expect(synonymOrKind('researchers', 'bacteria')).toBe(false);
    expect(synonymOrKind('molecular ions', 'lighter ions')).toBe(false);
  });
});
