import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { checkReason, markForCheck, needsCheck, type Ranked } from './rank.js';
import { LEANS } from './referents.js';

const statement = (text: string, answer: 'True' | 'False', keep: number): Ranked => ({
  question: {
    question: `True or false: ${text}`,
    answer,
    options: ['True', 'False'],
    questionType: 'true_false',
    bloom_level: 'remember',
  },
  sentences: [],
  keep,
  origin: 'concept',
});

const cloze = (keep: number): Ranked => ({
  question: {
    question: 'Which term completes the sentence: plants make glucose by _____?',
    answer: 'photosynthesis',
    options: ['photosynthesis', 'respiration', 'digestion', 'osmosis'],
    questionType: 'multiple_choice',
  } satisfies Question,
  sentences: [3],
  keep,
  origin: 'sentence',
});

describe('ranking marks the weakest questions for the teacher', () => {
  it("marks a statement rated under its truth's check line, and not one above it", () => {
    expect(needsCheck(statement('Plants make glucose.', 'True', 0.3))).toBe(true);
    expect(needsCheck(statement('Plants make glucose.', 'True', 0.9))).toBe(false);
  });

  it('always marks a sentence-level multiple choice, saying it was made from one sentence', () => {
    const item = cloze(0.95);
    expect(needsCheck(item)).toBe(true);
    expect(checkReason(item, false)).toMatch(/one sentence of the text/);
  });

  it('names the wording cue that counts most against a question', () => {
    // One cue each (retraining may reorder cues, never remove the one a question has); true statements,
    // since a false one carries the "false statement" cue as well.
    expect(checkReason(statement('It is found in cells.', 'True', 0.2), false)).toMatch(/very short/);
    expect(
      checkReason(
        statement(
          'Chlorophyll is never found in the roots or the woody stems of a flowering plant.',
          'True',
          0.2,
        ),
        false,
      ),
    ).toMatch(/"not" or "never"/);
  });

  it('marks at most three in ten of a set, the lowest-rated first, and keeps the order', () => {
    const items = Array.from({ length: 10 }, (_, i) =>
      statement(`Statement number ${i} about plants and light.`, 'True', 0.05 * (i + 1)),
    );
    const questions = markForCheck(items, false);
    expect(questions.map((q) => q.question)).toEqual(items.map((i) => i.question.question));
    const marked = questions.flatMap((q, i) => (q.check_reason ? [i] : []));
    expect(marked).toEqual([0, 1, 2]);
    expect(questions.filter((q) => q.check_reason === null)).toHaveLength(7);
  });

  it('marks a stem that may lean on its paragraph before other doubts when the set has room for fewer', () => {
    const weak = (keep: number): Ranked => ({
      ...statement('Plants make glucose.', 'True', keep),
      note: 'weak key',
    });
    const leaning = { ...statement('This change drove plants to make glucose.', 'True', 0.9), note: LEANS };
    const items = [weak(0.2), weak(0.3), weak(0.4), statement('Leaves are green.', 'True', 0.9), leaning];
    const questions = markForCheck(items, false);
    expect(questions[4]?.check_reason).toBe(LEANS);
    expect(questions.filter((q) => q.check_reason !== null)).toHaveLength(2);
  });
});
