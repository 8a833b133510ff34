import { describe, expect, it } from 'vitest';
import { shortenStem } from './short-stem.js';

describe('shortenStem', () => {
  it('leaves a stem that fits alone, spaces tidied', () => {
    expect(shortenStem('Which gas do  plants absorb?', 120)).toBe('Which gas do plants absorb?');
  });

  it('drops leading context sentences and keeps the question sentence whole', () => {
    const stem =
      'Plants take in water through their roots. Water then moves up the stem to the leaves, where most of it evaporates. Which process moves water out of the leaves?';
    expect(shortenStem(stem, 120)).toBe(
      '… Water then moves up the stem to the leaves, where most of it evaporates. Which process moves water out of the leaves?',
    );
    expect(shortenStem(stem, 60)).toBe('… Which process moves water out of the leaves?');
  });

  it('cuts a leading clause at a comma when the rest opens with a question word', () => {
    const stem =
      'According to the passage about the water cycle in temperate forests and the role of evapotranspiration in it, which process returns most water to the air?';
    expect(shortenStem(stem, 120)).toBe('…which process returns most water to the air?');
  });

  it('gives up rather than leave something that is not a question', () => {
    expect(shortenStem(`${'Long statement about rivers '.repeat(6)}is true.`, 120)).toBeNull();
    expect(shortenStem(`Name ${'the very long list of things '.repeat(6)}that rivers carry?`, 60)).toBeNull();
  });
});
