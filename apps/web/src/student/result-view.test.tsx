import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { StudentAttempt } from '@quizwise/contract';
import { ResultView } from './result-view.js';

const question = (key: number, text: string) => ({
  key,
  question: text,
  question_type: 'short_answer' as const,
  options: [],
});
const mark = (key: number, correct: boolean) => ({ key, correct, expected: `A${key}`, explanation: null });

describe('the student result view', () => {
  afterEach(cleanup);

  it('lists the marks in the order the student saw the questions, numbered 1, 2, 3', () => {
    const attempt: StudentAttempt = {
      id: 1,
      title: 'Cells',
      student_name: 'Ada',
      // Shuffled for this student: the quiz's third question came first.
      questions: [question(2, 'Third in the quiz'), question(0, 'First in the quiz'), question(1, 'Second')],
      answers: [],
      started_at: '2026-01-01T10:00:00Z',
      deadline: null,
      submitted_at: '2026-01-01T10:05:00Z',
      score: 1,
      max_score: 3,
      marks: [mark(0, true), mark(1, false), mark(2, false)],
      message: 'Submitted.',
    };
    render(<ResultView attempt={attempt} />);
    const items = screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(items).toEqual([
      'Question 1 Third in the quiz',
      'Question 2 First in the quiz',
      'Question 3 Second',
    ]);
  });
});
