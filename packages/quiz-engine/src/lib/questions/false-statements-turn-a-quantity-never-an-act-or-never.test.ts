import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { turnedStatement } from './turned-statement.js';

/** The first sentence of `text`, turned as the true/false generator turns it. */
const turn = (text: string): string | undefined => turnedStatement(readMaterial(text).analysis.sentences[0]!);

// Rounds 42–43: "The Analytical Engine was always built", "Only annual parliaments were always adopted",
// "10 milligrams a day allows scurvy", "Juice … heated gained its strength" were nonsense, not mistakes.
describe('a false statement never turns "never" into "always"', () => {
  it('leaves a single past event that never happened alone', () => {
    expect(turn('The Analytical Engine was never built, but its design was published.')).toBeUndefined();
    expect(turn('Of the six demands, annual parliaments were never adopted.')).toBeUndefined();
  });
});

describe('a verb turns only where its opposite is a plain change of a quantity or a state', () => {
  it('leaves acts whose opposite is no plausible mistake alone', () => {
    expect(turn('As little as about 10 milligrams a day prevents scurvy in adults.')).toBeUndefined();
    expect(turn('Juice that was stored for long periods lost its strength.')).toBeUndefined();
    expect(turn('The Conservatives won the general election of 1924 by a wide margin.')).toBeUndefined();
    expect(turn('The committee rejected the proposal for a second bridge in 1890.')).toBeUndefined();
  });

  it('still turns a quantity rising, increasing or gained as a count, and agreeing about something', () => {
    expect(turn('From the start the Chartists disagreed about tactics.')).toBe(
      'From the start the Chartists agreed about tactics.',
    );
    expect(turn('In 1588 Elizabeth agreed to send an English army to the Netherlands.')).toBeUndefined();
    expect(turn('Between 1900 and 1950 the price of bread rose by 40 per cent.')).toBe(
      'Between 1900 and 1950 the price of bread fell by 40 per cent.',
    );
    expect(turn('After the war the price of bread increased sharply in most towns.')).toBe(
      'After the war the price of bread decreased sharply in most towns.',
    );
    expect(turn('At the election of 1997 the party gained seats in every region.')).toBe(
      'At the election of 1997 the party lost seats in every region.',
    );
  });
});
