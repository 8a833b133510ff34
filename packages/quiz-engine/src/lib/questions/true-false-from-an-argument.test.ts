import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateQuiz } from '../generate.js';
import type { Clause } from '../concepts/clauses.js';
import { readMaterial } from '../material.js';
import { boundStillTrue } from './fallback.js';
import { oppositeCauses } from './why-family.js';

// A held-out passage (blind review, round 17) that argues more than it dates or names: most of its
// sentences lean on the one before, and its few names have no sibling of their kind, so a request for
// five true/false statements came back as one.
const LOCKE = readFileSync(
  new URL('../../../test-fixtures/10-locke-on-personal-identity.md', import.meta.url),
  'utf8',
);

function trueFalse(text: string, specifiedNumber: number) {
  const result = generateQuiz({
    text,
    options: [
      { questionType: 'true_false', higherOrder: false, questionsQuantity: 'specified', specifiedNumber },
    ],
  });
  if (!result.ok) throw new Error(result.message);
  return result.value.question_sets.flatMap((set) => set.questions);
}

/** The first sentence of `text` as one clause, as the true/false generator turns it. */
function wholeSentence(text: string): Clause {
  const sentence = readMaterial(text).analysis.sentences[0]!;
  return { sentence, start: 0, end: sentence.tokens.length, text: sentence.text };
}

describe('a true/false set asked from an argument comes back as many as were asked', () => {
  for (const count of [5, 10])
    it(`${count} statements, balanced, the leaning ones marked`, () => {
      const questions = trueFalse(LOCKE, count);
      expect(questions).toHaveLength(count);
      const trues = questions.filter((q) => q.answer === 'True').length;
      expect(Math.max(trues, count - trues)).toBeLessThanOrEqual(2 * Math.min(trues, count - trues) + 1);
      for (const q of questions.filter((x) => /lean on the text/.test(x.check_reason ?? '')))
        expect(q.check_reason).toMatch(/check it reads on its own/);
    });
});

describe('a statement made false by turning one word into its opposite', () => {
  it('turns "the same" into "a different" as a phrase, and "a different" into "the same"', () => {
    expect(
      oppositeCauses(wholeSentence('The oak remains the same tree because its life continues.')),
    ).toContain('The oak remains a different tree because its life continues.');
    expect(
      oppositeCauses(wholeSentence('Punishing him would be like punishing a different person.')),
    ).toContain('Punishing him would be like punishing the same person.');
  });

  it('leaves "the same … as" alone, where "a different … as" would not be English', () => {
    const turned = oppositeCauses(wholeSentence('The general is the same person as the officer.'));
    expect(turned.some((t) => /different person as/.test(t))).toBe(false);
  });

  it('makes the article agree with the word turned in', () => {
    expect(oppositeCauses(wholeSentence('In 1824 a young engineer published a short book.'))).toContain(
      'In 1824 an old engineer published a short book.',
    );
  });
});

describe('a number changed inside a bound', () => {
  it('is no false statement when the bound still holds', () => {
    const source = 'In a tornado, wind speeds often exceed 150 km/h near the ground.';
    expect(
      boundStillTrue(
        source,
        'True or false: In a tornado, wind speeds often exceed 16 km/h near the ground.',
      ),
    ).toBe(true);
    expect(
      boundStillTrue(
        source,
        'True or false: In a tornado, wind speeds often exceed 400 km/h near the ground.',
      ),
    ).toBe(false);
    expect(
      boundStillTrue('Fewer than 40 ships returned.', 'True or false: Fewer than 400 ships returned.'),
    ).toBe(true);
  });
});
