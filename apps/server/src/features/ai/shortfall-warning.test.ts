import { describe, expect, it } from 'vitest';
import { shortfallWarning, type WrittenSet } from './write-quiz.js';

const set = (dropped: WrittenSet['dropped']): WrittenSet => ({
  option: {
    questionType: 'short_answer',
    higherOrder: false,
    questionsQuantity: 'specified',
    specifiedNumber: 5,
  },
  want: 5,
  questions: [],
  dropped,
  failure: null,
});

describe('the warning for a set that came back short', () => {
  it('counts each reason in words that agree with the count', () => {
    const warning = shortfallWarning(set({ verifier_disagrees: 3, schema: 2, duplicate: 1, unverified: 1 }));
    expect(warning).toContain('3 were answered differently by an independent check');
    expect(warning).toContain('2 were not complete questions');
    expect(warning).toContain('1 repeated another question of the quiz');
    expect(warning).toContain('1 could not be checked');
    expect(warning).not.toMatch(/\d+ was /);
    expect(shortfallWarning(set({ verifier_disagrees: 1 }))).toContain('1 was answered differently');
  });
});
