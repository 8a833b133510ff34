import { readFileSync } from 'node:fs';
import type { QuestionType } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { generateQuiz } from '../generate.js';

// A held-out passage (blind review, round 29) about "a material": every quoted multiple-choice stem said
// "from the material" and was dropped as pointing back, so a request for five came back as none.
const SPECIFIC_HEAT = readFileSync(
  new URL('../../../test-fixtures/specific-heat-capacity-and-latent-heat.md', import.meta.url),
  'utf8',
);

const RECALL_TYPES: QuestionType[] = ['multiple_choice', 'true_false', 'short_answer', 'fill_in_the_blank'];

function ask(questionType: QuestionType, specifiedNumber: number) {
  const result = generateQuiz({
    text: SPECIFIC_HEAT,
    options: [{ questionType, higherOrder: false, questionsQuantity: 'specified', specifiedNumber }],
  });
  if (!result.ok) throw new Error(result.message);
  return result.value.question_sets.flatMap((set) => set.questions);
}

describe('a recall set asked from a 1,000-word passage comes back as many as were asked', () => {
  for (const type of RECALL_TYPES)
    for (const count of [5, 10])
      it(`${count} ${type.replace(/_/g, ' ')} questions`, () => {
        const questions = ask(type, count);
        expect(questions).toHaveLength(count);
        expect(new Set(questions.map((q) => q.question)).size).toBe(count);
      });

  it('a true/false set is balanced: neither truth more than twice the other plus one', () => {
    const answers = ask('true_false', 10).map((q) => q.answer);
    const trues = answers.filter((a) => a === 'True').length;
    expect(Math.max(trues, 10 - trues)).toBeLessThanOrEqual(2 * Math.min(trues, 10 - trues) + 1);
  });
});
