import { readFileSync } from 'node:fs';
import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { generateQuiz } from '../generate.js';
import {
  acceptability,
  acceptabilityFeatures,
  acceptabilityFloor,
  acceptable,
  keepProbability,
} from './acceptability.js';

const statement = (text: string, answer: 'True' | 'False'): Question => ({
  question: `True or false: ${text}`,
  answer,
  options: ['True', 'False'],
  questionType: 'true_false',
  bloom_level: 'remember',
});
const blank = (text: string, answer: string): Question => ({
  question: `Fill in the blank: ${text}`,
  answer,
  options: [],
  questionType: 'fill_in_the_blank',
  bloom_level: 'remember',
});

describe('acceptability features', () => {
  it('reads the wording cues of a statement, not of its "True or false:" prefix', () => {
    const features = acceptabilityFeatures(
      statement(
        'Igneous rock is a type of rock that forms when molten magma cools, because heat is lost.',
        'True',
      ),
      false,
    );
    expect(features).toMatchObject({ bias: 1, 'type:true_false': 1, 'truth:True': 1, isa: 1, cause: 1 });
    expect(features.opener).toBeUndefined();
    expect(features.higherOrder).toBeUndefined();
    const referring = acceptabilityFeatures(statement('This made it faster.', 'False'), true);
    expect(referring).toMatchObject({
      'truth:False': 1,
      'opener:this': 1,
      deictic: 1,
      short: 1,
      higherOrder: 1,
    });
  });

  it('weighs a key by how everyday its word is and where the blank falls', () => {
    const generic = acceptabilityFeatures(blank('The _____ of the king grew after the war.', 'power'), false);
    expect(generic).toMatchObject({ answerEveryday: 1, answerOneWord: 1, blankAfterArticle: 1 });
    expect(generic.blankPosition).toBeLessThan(0.3);
    const term = acceptabilityFeatures(blank('Plants make glucose by _____.', 'photosynthesis'), false);
    expect(term.answerEveryday).toBeUndefined();
    expect(term.blankAfterArticle).toBeUndefined();
    expect(term.blankPosition).toBeGreaterThan(0.6);
  });
});

describe('keepProbability', () => {
  it('is the logistic of the weighted features, one half with no weights', () => {
    expect(keepProbability({ bias: 1, isa: 1 }, {})).toBe(0.5);
    expect(keepProbability({ bias: 1, isa: 1 }, { bias: 1, isa: 1 })).toBeCloseTo(1 / (1 + Math.exp(-2)), 10);
    expect(keepProbability({ bias: 1, length: 0.5 }, { length: -2 })).toBeCloseTo(1 / (1 + Math.exp(1)), 10);
  });
});

describe('the trained model', () => {
  it('rates a self-contained definition above a short statement that points back at the text', () => {
    const definition = statement(
      'Metamorphic rock is a type of rock that forms when existing rock is changed by great heat and pressure.',
      'True',
    );
    const pointer = statement('This made them much more common there.', 'True');
    expect(acceptability(definition, false)).toBeGreaterThan(acceptability(pointer, false));
    expect(acceptable(definition, false)).toBe(true);
    expect(acceptable(pointer, false)).toBe(false);
  });

  it('has no floor for multiple choice, and one per truth for statements', () => {
    const mc: Question = {
      question: 'Which gas do plants take in?',
      answer: 'carbon dioxide',
      options: ['carbon dioxide', 'oxygen', 'nitrogen'],
      questionType: 'multiple_choice',
    };
    expect(acceptabilityFloor(mc)).toBe(0);
    // True and false statements each have their own floor, so the floor keeps a set balanced.
    const trueFloor = acceptabilityFloor(statement('Plants take in carbon dioxide.', 'True'));
    const falseFloor = acceptabilityFloor(statement('Plants take in nitrogen.', 'False'));
    expect(trueFloor).toBeGreaterThan(0.3);
    expect(falseFloor).toBeGreaterThan(0.3);
    expect(falseFloor).not.toBe(trueFloor);
  });

  it('drops no generated question for its rating, and marks at most 3 in 10 of a set, with a reason', () => {
    const text = ['16-rivers.md', '04-water-cycle.md', '20-ecosystems.md']
      .map((file) => readFileSync(new URL(`../../../corpus/${file}`, import.meta.url), 'utf8'))
      .join('\n\n');
    // One quiz per type: within one quiz a sentence is asked from once.
    const asked = (['true_false', 'fill_in_the_blank', 'short_answer'] as const).flatMap((questionType) => {
      const result = generateQuiz({
        text,
        seed: 5,
        options: [{ questionType, higherOrder: false, questionsQuantity: 'specified', specifiedNumber: 8 }],
      });
      if (!result.ok) throw new Error(result.message);
      return result.value.question_sets.flatMap((set) => set.questions);
    });
    expect(asked.length).toBe(24);
    // Questions rated below their kind's old floor are asked now, not dropped.
    expect(asked.some((q) => !acceptable(q, false))).toBe(true);
    const marked = asked.filter((q) => q.check_reason);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThanOrEqual(3 * Math.ceil(8 * 0.3));
    for (const q of marked) expect(q.check_reason).toMatch(/\w{4}/);
    for (const q of asked) expect(q.check_reason === null || typeof q.check_reason === 'string').toBe(true);
  });
});
