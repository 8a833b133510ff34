import { describe, expect, it } from 'vitest';
import { costPreview } from './cost.js';

describe('cost preview', () => {
  it('costs one credit for a small quiz', () => {
    expect(
      costPreview([{ questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' }]),
    ).toEqual({
      questions: 5,
      credits: 1,
    });
  });

  it('charges one credit per started 20 questions over all types', () => {
    expect(
      costPreview([
        { questionType: 'multiple_choice', higherOrder: false, questionsQuantity: 'many' },
        { questionType: 'short_answer', higherOrder: true, questionsQuantity: 'some' },
        {
          questionType: 'fill_in_the_blank',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 50,
        },
      ]),
    ).toEqual({ questions: 80, credits: 4 });
    expect(
      costPreview([
        {
          questionType: 'true_false',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 21,
        },
      ]),
    ).toEqual({ questions: 21, credits: 2 });
  });

  it('still costs one credit when nothing is chosen yet', () => {
    expect(costPreview([])).toEqual({ questions: 0, credits: 1 });
  });
});
