import { describe, expect, it } from 'vitest';
import { changesTheYear } from './statement-checks.js';
import { readMaterial } from '../material.js';
import { deniedExpectation, inSubordinateClause, packedStatement, yearInAPair } from './main-clause.js';
import { turnedStatement } from './turned-statement.js';

/** The first sentence of `text`, turned as the true/false generator turns it. */
const turn = (text: string): string | undefined => turnedStatement(readMaterial(text).analysis.sentences[0]!);

// Round 44: "When particles are comparable to or smaller than …" (one word buried in an opening clause),
// "Mortality …, which had reached 18.3 per cent in May 1847, fell to …" (a month in a relative clause),
// "could be less dangerous" (hedged), "many times less", "less than 60,000 Indians", "only suddenly".
describe('a false statement changes the claim the sentence is about', () => {
  it('turns no word of an opening or relative clause', () => {
    const turned = turn(
      'When particles are comparable to or larger than the wavelength of light, they scatter all colours equally.',
    );
    expect(turned ?? '').not.toContain('smaller');
    const sentence = readMaterial(
      'Mortality in the ward, which had reached 18 per cent in April 1847, fell to 2 per cent in June.',
    ).analysis.sentences[0]!;
    const at = (word: string): number => sentence.tokens.findIndex((t) => t.value === word);
    expect(inSubordinateClause(sentence.tokens, at('April'))).toBe(true);
    expect(inSubordinateClause(sentence.tokens, at('June'))).toBe(false);
    const eclipse = readMaterial(
      'During the eclipse of 1868, the astronomer Jules Janssen, observing from India, noticed a yellow line.',
    ).analysis.sentences[0]!;
    expect(
      inSubordinateClause(
        eclipse.tokens,
        eclipse.tokens.findIndex((t) => t.value === 'India'),
      ),
    ).toBe(true);
  });

  it('never lowers what is only ever raised', () => {
    expect(
      turn('Under the Old Poor Law, each parish raised money through a local tax called the poor rate.') ??
        '',
    ).not.toContain('lowered');
  });

  it('moves the year of a date, never its month alone', () => {
    expect(changesTheYear('April 1847', 'May 1847')).toBe(false);
    expect(changesTheYear('April 1847', 'June 1849')).toBe(true);
    expect(changesTheYear('10 June', '12 June')).toBe(true);
    expect(yearInAPair('In 1844 and 1845 Hōne Heke cut down the flagstaff.', '1844')).toBe(true);
    expect(yearInAPair('In 1844 Hōne Heke cut down the flagstaff.', '1844')).toBe(false);
  });

  it('turns nothing in a hedged sentence, which stays possible', () => {
    expect(
      turn(
        'Giving birth in one of the great teaching hospitals could be more dangerous than giving birth at home.',
      ),
    ).toBeUndefined();
  });

  it('keeps comparisons idiomatic: no "many times less", "fewer than" a count, no "only suddenly"', () => {
    expect(
      turn('Deep water can hold many times more carbon dioxide than water at the surface.') ?? '',
    ).not.toContain('times less');
    expect(turn('By the end of 1930 more than 60,000 Indians had been imprisoned.')).toBe(
      'By the end of 1930 fewer than 60,000 Indians had been imprisoned.',
    );
    expect(
      turn(
        'Equal temperament became standard on keyboards only gradually, largely during the nineteenth century.',
      ) ?? '',
    ).not.toContain('only suddenly');
  });
});

describe('a true statement is focused and what the passage holds', () => {
  it('never states an expectation the passage goes on to deny', () => {
    const [first, next] = readMaterial(
      'If a tuner tunes twelve pure fifths upwards, the final note should arrive back on a C seven octaves higher. But twelve fifths overshoot by a small amount.',
    ).analysis.sentences;
    expect(deniedExpectation(first!, next)).toBe(true);
    const [plain, after] = readMaterial(
      'A tuner should tune the fifths first. The thirds come after them in the usual order.',
    ).analysis.sentences;
    expect(deniedExpectation(plain!, after)).toBe(false);
  });

  it('marks a sentence packed with names and figures, not a focused one', () => {
    expect(
      packedStatement(
        'On the morning of 12 March 1930, Mohandas Karamchand Gandhi, then aged 60, set out on foot from the Sabarmati Ashram near Ahmedabad in western India, accompanied by 78 chosen followers.',
      ),
    ).toBe(true);
    expect(packedStatement('By the end of 1930 more than 60,000 Indians had been imprisoned.')).toBe(false);
  });
});
