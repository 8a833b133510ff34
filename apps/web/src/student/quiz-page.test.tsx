import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { HostedQuizInfo, StudentAttempt } from '@quizwise/contract';
import { storeLocalAttempt } from './answer-outbox.js';
import { QuizPage } from './quiz-page.js';
import { routeOf } from './student-app.js';
import type { Result, StudentApi } from './student-api.js';
import { OPEN_QUIZ_INFO } from './test-fixtures.js';

const info = OPEN_QUIZ_INFO;

function apiAnswering(result: Result<HostedQuizInfo>): StudentApi {
  return { info: async () => result } as unknown as StudentApi;
}

describe('the student quiz page', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('reads quiz and join links under the base path', () => {
    expect(routeOf('/sub/q/ABCD2345/', '/sub')).toEqual({ page: 'quiz', code: 'ABCD2345' });
    expect(routeOf('/join/XY7/', '')).toEqual({ page: 'join', code: 'XY7' });
    expect(routeOf('/q/', '')).toEqual({ page: 'code' });
    expect(routeOf('/sub/join', '/sub')).toEqual({ page: 'code' });
    expect(routeOf('/elsewhere/', '')).toBeNull();
  });

  it('says plainly that an unknown link has no quiz', async () => {
    const api = apiAnswering({
      ok: false,
      status: 404,
      detail: 'There is no quiz at this link.',
      fields: {},
    });
    render(<QuizPage api={api} code="NOPE" />);
    expect(await screen.findByRole('heading', { name: 'Quiz not found' })).toBeTruthy();
    expect(screen.getByText('There is no quiz at this link.')).toBeTruthy();
  });

  it('says plainly that a closed quiz takes no more answers', async () => {
    const api = apiAnswering({
      ok: true,
      value: { ...info, state: 'closed', closes_at: '2026-01-01T10:00:00Z' },
    });
    render(<QuizPage api={api} code="ABCD2345" />);
    expect(
      await screen.findByText(/This quiz is closed since .*Answers are no longer accepted\./),
    ).toBeTruthy();
  });

  it('asks for a typed name on an open link and for the student code (never a class list) for a class', async () => {
    render(<QuizPage api={apiAnswering({ ok: true, value: info })} code="ABCD2345" />);
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toBeTruthy();
    cleanup();
    const classQuiz: HostedQuizInfo = { ...info, identity: 'student_code' };
    render(<QuizPage api={apiAnswering({ ok: true, value: classQuiz })} code="ABCD2345" />);
    expect(await screen.findByRole('textbox', { name: 'Your student code' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
  });

  it('hands the answers in by itself when the time is up', async () => {
    const attempt: StudentAttempt = {
      id: 5,
      title: 'Cells',
      student_name: 'Ada',
      questions: [{ key: 0, question: 'Q1', question_type: 'short_answer', options: [] }],
      answers: [],
      started_at: '2026-01-01T10:00:00Z',
      deadline: new Date(Date.now() + 50).toISOString(),
      submitted_at: null,
      score: null,
      max_score: null,
      marks: null,
      message: '',
    };
    storeLocalAttempt('ABCD2345', { token: 't', attempt, answers: { 0: 'mitochondria' }, pending: [0] });
    const submitted: unknown[] = [];
    const api = {
      resume: async () => ({ ok: true, value: attempt }),
      save: async () => ({ ok: true, value: { saved: 0, saved_at: '' } }),
      submit: async (_id: number, _token: string, answers: unknown) => {
        submitted.push(answers);
        return {
          ok: true,
          value: { ...attempt, submitted_at: '2026-01-01T10:05:00Z', message: 'Submitted.' },
        };
      },
    } as unknown as StudentApi;
    render(<QuizPage api={api} code="ABCD2345" />);
    expect(await screen.findByText('Submitted.')).toBeTruthy();
    expect(submitted).toEqual([[{ key: 0, response: 'mitochondria' }]]);
  });

  it('shows the answers already saved when a student code carries on an attempt from another device', async () => {
    const carriedOn: StudentAttempt = {
      id: 9,
      title: 'Cells',
      student_name: 'Ada',
      questions: [{ key: 0, question: 'Where is DNA kept?', question_type: 'short_answer', options: [] }],
      answers: [{ key: 0, response: 'nucleus' }],
      started_at: '2026-01-01T10:00:00Z',
      deadline: null,
      submitted_at: null,
      score: null,
      max_score: null,
      marks: null,
      message: '',
    };
    const api = {
      info: async () => ({ ok: true, value: { ...info, identity: 'student_code' } }),
      start: async () => ({ ok: true, value: { ...carriedOn, token: 'new-device' } }),
      save: async () => ({ ok: true, value: { saved: 0, saved_at: '' } }),
    } as unknown as StudentApi;
    render(<QuizPage api={api} code="ABCD2345" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your student code' }), {
      target: { value: 'k7m2qp' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    const answer = (await screen.findByDisplayValue('nucleus')) as HTMLInputElement;
    expect(answer.value).toBe('nucleus');
  });

  it('shows the result when a student code has already submitted (another device), open or closed', async () => {
    const done: StudentAttempt = {
      id: 9,
      title: 'Cells',
      student_name: 'Ada',
      questions: [{ key: 0, question: 'Where is DNA kept?', question_type: 'short_answer', options: [] }],
      answers: [{ key: 0, response: 'nucleus' }],
      started_at: '2026-01-01T10:00:00Z',
      deadline: null,
      submitted_at: '2026-01-01T10:05:00Z',
      score: 1,
      max_score: 1,
      marks: [{ key: 0, correct: true, expected: 'Nucleus', explanation: null }],
      message: 'Submitted. Here are your results.',
    };
    const api = {
      info: async () => ({ ok: true, value: { ...info, identity: 'student_code', state: 'closed' } }),
      start: async () => ({ ok: true, value: { ...done, token: 'new-device' } }),
    } as unknown as StudentApi;
    render(<QuizPage api={api} code="ABCD2345" />);
    expect(await screen.findByText(/This quiz is closed/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your student code' }), {
      target: { value: 'k7m2qp' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByText('Submitted. Here are your results.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
