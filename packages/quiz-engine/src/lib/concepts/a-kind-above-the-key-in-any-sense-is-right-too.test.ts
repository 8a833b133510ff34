import { describe, expect, it } from 'vitest';
import { kindInAnySense } from './wordnet.js';

// Reviewers rejected "colour" offered as a wrong answer for "violet": violet is a colour, so the option is
// right too. WordNet's first sense of "violet" is the flower, so a check on first senses alone missed it.
describe('a kind above the key in any of its senses is right too', () => {
  it('finds the kind through a sense other than the first', () => {
    expect(kindInAnySense('violet', 'colour')).toBe(true);
    expect(kindInAnySense('colour', 'violet')).toBe(true);
  });

  it('leaves options of other kinds alone', () => {
    expect(kindInAnySense('violet', 'pattern')).toBe(false);
    expect(kindInAnySense('semitone', 'octave')).toBe(false);
    expect(kindInAnySense('monastery', 'shrine')).toBe(false);
  });
});
