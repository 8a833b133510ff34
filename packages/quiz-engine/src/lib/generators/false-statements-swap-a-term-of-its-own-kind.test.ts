import { describe, expect, it } from 'vitest';
import { swapOfTheSameKind } from './true-false.js';

// Round 36: "Tardigrades have even been tested in animal" (for "space") and "some tardigrades can survive genes
// of several thousand grays" (for "doses") were false only by nonsense.
describe('false statements swap a term of its own kind', () => {
  it('refuses a swap of another kind', () => {
    expect(swapOfTheSameKind('space', 'animal')).toBe(false);
    expect(swapOfTheSameKind('doses', 'genes')).toBe(false);
  });

  it('keeps a swap of the same kind', () => {
    expect(swapOfTheSameKind('mitochondria', 'ribosomes')).toBe(true);
    expect(swapOfTheSameKind('wolves', 'foxes')).toBe(true);
  });
});
