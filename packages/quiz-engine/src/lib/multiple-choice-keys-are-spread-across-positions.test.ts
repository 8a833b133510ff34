import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateQuiz } from './generate.js';

// Round 37 (set AJ): the embedded engine shuffled each question's options on its own, and the key came first
// in 16 of 30 multiple-choice questions; a class learns to guess "A". A spent held-out passage.
const text = readFileSync(
  fileURLToPath(new URL('../../../../quality/heldout/set-ai/06-the-tort-of-negligence.md', import.meta.url)),
  'utf8',
);

describe('multiple-choice keys are spread across positions', () => {
  it('puts the key in each position about equally often in one set', () => {
    const result = generateQuiz({
      text,
      options: [
        {
          questionType: 'multiple_choice',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 12,
        },
      ],
    });
    if (!result.ok) throw new Error(result.message);
    const questions = result.value.question_sets[0]?.questions ?? [];
    const four = questions.filter((q) => q.options.length === 4);
    expect(four.length).toBeGreaterThanOrEqual(8);
    const counts = [0, 1, 2, 3].map((at) => four.filter((q) => q.options[at] === q.answer).length);
    // A deal of the four positions per four questions: no position more than one above an even share.
    for (const count of counts) expect(count).toBeLessThanOrEqual(Math.ceil(four.length / 4) + 1);
  });
});
