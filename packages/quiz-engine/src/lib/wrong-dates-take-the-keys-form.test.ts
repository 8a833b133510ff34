import { describe, expect, it } from 'vitest';
import { pickDistractors } from './distractors.js';
import { readMaterial } from './material.js';
import { THIS_YEAR } from './concepts/alternatives.js';
import { dateShape } from './questions/statement-checks.js';
import { createRng } from './random.js';

// Round 48 (set AU): "Which month and year …? — December 1892" among "17 January 1892", "late 1889" and
// "13 November 1891": only the key was a month and year, and the form gave it away. An original passage.
const material = readMaterial(
  [
    'The Harbour Lamp Case',
    '',
    'On 13 November 1891 the Harbour Lamp Company placed an advertisement in the Gazette.',
    'An outbreak of fever had swept the port in late 1889.',
    'Mrs Hale bought a lamp and fell ill on 17 January 1892.',
    'The court of appeal gave judgment in December 1892.',
    'The company had been founded in March 1884 by two brothers from Leeds.',
  ].join('\n'),
);

describe('the wrong answers to a date', () => {
  for (const key of ['December 1892', '13 November 1891', 'late 1889']) {
    it(`are dates written as "${key}" is`, () => {
      const fact = material.facts.find((f) => f.kind === 'date' && f.text === key);
      expect(fact, key).toBeDefined();
      if (!fact) return;
      for (const seed of [1, 2, 3]) {
        const wrong = pickDistractors(fact, material, createRng(seed), 3) ?? [];
        expect(wrong).toHaveLength(3);
        for (const option of wrong) expect(dateShape(option), option).toBe(dateShape(key));
      }
    });
  }

  it('are years already past, never this year or one to come', () => {
    const ruling = readMaterial(
      'The Ruling\n\nThe final appeal was decided on 13 June 1966 by five votes to four.\n',
    );
    const fact = ruling.facts.find((f) => f.kind === 'date' && f.text === '13 June 1966');
    expect(fact).toBeDefined();
    if (!fact) return;
    for (let seed = 1; seed <= 40; seed += 1)
      for (const option of pickDistractors(fact, ruling, createRng(seed), 3) ?? [])
        expect(Number(/\d{4}/.exec(option)?.[0]), option).toBeLessThan(THIS_YEAR);
  });
});
