import { describe, expect, it } from 'vitest';
import { senseCount, supersense } from './wordnet.js';

// WordNet's index is ASCII: a word the text writes with a macron or an accent is read without it, or
// "Māori" is unknown and taken for a place name.
describe('WordNet reads a word written with diacritics', () => {
  it('as the same word without them', () => {
    expect(supersense('Māori')).not.toBeNull();
    expect(supersense('Māori')).toBe(supersense('Maori'));
    expect(senseCount('café')).toBe(senseCount('cafe'));
    expect(supersense('São Paulo')).toBe('location');
  });
});
