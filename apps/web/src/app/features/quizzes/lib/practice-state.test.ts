import type { QuestionSet } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  attemptResponses,
  initialPracticeState,
  practiceReducer,
  quickVerdict,
  type PracticeAction,
  type PracticeState,
} from './practice-state.js';

const sets: QuestionSet[] = [
  {
    question_type: 'multiple_choice',
    questions: [
      {
        question: 'Q1',
        answer: 'Carbon dioxide',
        options: ['Oxygen', 'Carbon dioxide'],
        questionType: 'multiple_choice',
      },
    ],
  },
  {
    question_type: 'short_answer',
    questions: [
      {
        question: 'Q2',
        answer: 'Chlorophyll',
        options: [],
        questionType: 'short_answer',
        accepted_answers: ['chlorophyl'],
      },
      { question: 'Q3', answer: 'Glucose', options: [], questionType: 'short_answer' },
    ],
  },
];

function run(state: PracticeState, ...actions: PracticeAction[]): PracticeState {
  return actions.reduce(practiceReducer, state);
}

describe('practice state', () => {
  it('walks one question at a time without leaving the quiz', () => {
    const state = initialPracticeState(sets, 'one', 'end');
    expect(state.items.map((item) => item.id)).toEqual(['0:0', '1:0', '1:1']);
    expect(run(state, { type: 'previous' }).position).toBe(0);
    expect(run(state, { type: 'next' }, { type: 'next' }, { type: 'next' }).position).toBe(2);
    expect(run(state, { type: 'go', to: 1 }).position).toBe(1);
  });

  it('sends every question, unanswered ones as null, in quiz order', () => {
    const state = run(
      initialPracticeState(sets),
      { type: 'answer', id: '1:1', response: '  glucose ' },
      { type: 'answer', id: '0:0', response: 'Oxygen' },
      { type: 'answer', id: '1:0', response: '   ' },
    );
    expect(answeredCount(state)).toBe(2);
    expect(attemptResponses(state)).toEqual([
      { set_index: 0, question_index: 0, response: 'Oxygen' },
      { set_index: 1, question_index: 0, response: null },
      { set_index: 1, question_index: 1, response: 'glucose' },
    ]);
  });

  it('with instant feedback, checks an answer once and then locks it', () => {
    const state = run(
      initialPracticeState(sets, 'all', 'instant'),
      { type: 'answer', id: '0:0', response: 'Oxygen' },
      { type: 'check', id: '0:0' },
      { type: 'answer', id: '0:0', response: 'Carbon dioxide' },
    );
    expect(state.checked['0:0']).toBe('incorrect');
    expect(state.responses['0:0']).toBe('Oxygen');
  });

  it('does not check blank answers, nor check at all when feedback comes at the end', () => {
    const instant = initialPracticeState(sets, 'one', 'instant');
    expect(run(instant, { type: 'check', id: '0:0' }).checked).toEqual({});
    const end = run(initialPracticeState(sets, 'one', 'end'), {
      type: 'answer',
      id: '0:0',
      response: 'Oxygen',
    });
    expect(run(end, { type: 'check', id: '0:0' })).toBe(end);
  });

  it('freezes answers while submitting and lets the learner retry after a failure', () => {
    const submitting = run(initialPracticeState(sets), { type: 'submit' });
    expect(run(submitting, { type: 'answer', id: '0:0', response: 'Oxygen' })).toBe(submitting);
    const failed = run(submitting, { type: 'submitFailed' });
    expect(failed.phase).toBe('failed');
    expect(run(failed, { type: 'answer', id: '0:0', response: 'Oxygen' }).responses['0:0']).toBe('Oxygen');
    expect(run(failed, { type: 'submit' }).phase).toBe('submitting');
  });
});

describe('quick verdict', () => {
  it('marks picked answers right or wrong', () => {
    const question = sets[0]!.questions[0]!;
    expect(quickVerdict(question, 'Carbon dioxide')).toBe('correct');
    expect(quickVerdict(question, 'Oxygen')).toBe('incorrect');
  });

  it('accepts typed answers that match loosely and sends the rest to the grader', () => {
    const question = sets[1]!.questions[0]!;
    expect(quickVerdict(question, 'the Chlorophyll.')).toBe('correct');
    expect(quickVerdict(question, 'Chlorophyl')).toBe('correct');
    expect(quickVerdict(question, 'green stuff')).toBe('checking');
  });
});
