import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { turnedStatement } from './turned-statement.js';

/** The first sentence of `text`, turned as the true/false generator turns it. */
const turn = (text: string): string | undefined => turnedStatement(readMaterial(text).analysis.sentences[0]!);

describe('turnedStatement: a word turned into its opposite only where it carries the claim', () => {
  it('never swaps two coordinated words, which leaves the same claim in another order', () => {
    expect(turn('The grass grows only in bogs in South and North Carolina.')).toBeUndefined();
    expect(turn('Both older and younger workers joined the strike in large numbers.')).toBeUndefined();
  });

  it('exchanges a pair that is not coordinated, which reverses the relation', () => {
    expect(turn('Younger layers of rock lie on top of older ones in most cliffs.')).toBe(
      'Older layers of rock lie on top of younger ones in most cliffs.',
    );
  });

  it('never exchanges two pairs together, which keeps the claim', () => {
    expect(
      turn('The rain belt moves north in the northern summer and south in the southern summer.'),
    ).toBeUndefined();
  });

  it('leaves an adjective before its noun, a fixed phrase or a name alone', () => {
    expect(turn('London was rebuilt largely along its old street pattern.')).toBeUndefined();
    expect(
      turn('The Old Babylonian version is often described as the first great work of literature.'),
    ).toBeUndefined();
    expect(turn('The most famous carnivorous plant grows wild in a small region.')).toBeUndefined();
  });

  it('turns a predicative adjective or a comparison with what it is compared against', () => {
    expect(turn('After the crash, the new bridge was stronger than the old one.')).toBe(
      'After the crash, the new bridge was weaker than the old one.',
    );
    expect(turn('In 1792 more than 500 petitions reached Parliament.')).toBe(
      'In 1792 fewer than 500 petitions reached Parliament.',
    );
    expect(turn('The largest pitchers of this plant are more than 30 centimetres tall.')).toBe(
      'The largest pitchers of this plant are less than 30 centimetres tall.',
    );
  });

  it('never turns a preposition or a clause after "after"', () => {
    expect(
      turn('Cervantes responded inside his own Part Two, where characters mock the fake book.'),
    ).toBeUndefined();
    expect(turn('The question was debated sharply after Wilson challenged the idea.')).toBeUndefined();
  });

  it('never turns a verb in an idiom or "rise" that is not a quantity changing', () => {
    expect(turn('Back in his village, Quixote falls ill and dies soon after.')).toBeUndefined();
    expect(turn('In far western Xinjiang the sun may not rise until ten in the morning.')).toBeUndefined();
    expect(turn('Between 1900 and 1950 the price of bread rose by 40 per cent.')).toBe(
      'Between 1900 and 1950 the price of bread fell by 40 per cent.',
    );
  });

  it('never turns a participle that describes the noun before it', () => {
    expect(
      turn('The extra minerals gained from prey allow the plants to grow in poor soil.'),
    ).toBeUndefined();
    expect(turn('At the election of 1997 the party gained seats in every region.')).toBe(
      'At the election of 1997 the party lost seats in every region.',
    );
  });

  it('turns absorbing into reflecting only for light and other radiation', () => {
    expect(turn('The plant absorbs nitrogen from the droppings of small mammals.')).toBeUndefined();
    expect(turn('Dark surfaces absorbs most of the sunlight that falls on them.')).toBe(
      'Dark surfaces reflects most of the sunlight that falls on them.',
    );
  });
});

// Round 37: opposites turned where the result broke the grammar or made nonsense.
describe('a word turned only where its opposite still reads', () => {
  it('keeps each verb its own pattern', () => {
    expect(turn('Bills of exchange allowed money to be transferred without moving coin.')).toBeUndefined();
    expect(turn('The new dikes prevented the sea from flooding the fields.')).toBeUndefined();
  });
  it('never lowers money that was raised', () => {
    expect(turn('A bill gave the Board the power to raise £3 million for the work.')).toBeUndefined();
  });
  it('leaves "no longer" and a passive "lost" alone', () => {
    expect(turn('Defenders reply that there is no longer any subject to be deprived.')).toBeUndefined();
    expect(
      turn('Epicurus wrote three hundred works, but almost all of them have been lost.'),
    ).toBeUndefined();
  });
  it('never turns two events ordered against a third', () => {
    const out = turn(
      'The endless time before we were born did not trouble us, and the endless time after our death is its mirror image.',
    );
    expect(out ?? '').not.toMatch(/time after we were born/);
  });
});
