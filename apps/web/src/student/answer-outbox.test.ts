import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentAttempt } from '@quizwise/contract';
import {
  AnswerOutbox,
  loadLocalAttempt,
  storeLocalAttempt,
  type LocalAttempt,
  type SaveStatus,
} from './answer-outbox.js';
import type { Answer, StudentApi } from './student-api.js';

const attempt: StudentAttempt = {
  id: 7,
  title: 'Quiz',
  student_name: 'Ada',
  questions: [
    { key: 0, question: 'Q1', question_type: 'short_answer', options: [] },
    { key: 1, question: 'Q2', question_type: 'short_answer', options: [] },
  ],
  answers: [],
  started_at: '2026-01-01T00:00:00.000Z',
  deadline: null,
  submitted_at: null,
  score: null,
  max_score: null,
  marks: null,
  message: '',
};

function fakeApi(outcomes: ('ok' | 'offline' | 'moved')[]) {
  const sent: Answer[][] = [];
  const api = {
    save: vi.fn(async (_id: number, _token: string, answers: Answer[]) => {
      sent.push(answers);
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome === 'offline') return { ok: false as const, status: 0, detail: 'offline', fields: {} };
      if (outcome === 'moved') return { ok: false as const, status: 404, detail: 'Not found.', fields: {} };
      return { ok: true as const, value: { saved: answers.length, saved_at: '2026-01-01T00:00:01.000Z' } };
    }),
  } as unknown as StudentApi;
  return { api, sent };
}

const fresh = (): LocalAttempt => ({ token: 't', attempt, answers: {}, pending: [] });

describe('answer outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('batches quick changes into one save with the latest answer per question', async () => {
    const { api, sent } = fakeApi([]);
    const box = new AnswerOutbox(api, 'abc', fresh(), { debounceMs: 300 });
    box.set(0, 'ph');
    box.set(0, 'photo');
    box.set(1, 'heart');
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([
      [
        { key: 0, response: 'photo' },
        { key: 1, response: 'heart' },
      ],
    ]);
    expect(loadLocalAttempt('ABC')?.pending).toEqual([]);
  });

  it('keeps unsent answers on the device and retries after a dropped connection', async () => {
    const { api, sent } = fakeApi(['offline', 'ok']);
    const statuses: SaveStatus['kind'][] = [];
    const box = new AnswerOutbox(api, 'abc', fresh(), {
      debounceMs: 10,
      retryMs: 1000,
      onStatus: (s) => statuses.push(s.kind),
    });
    box.set(0, 'photosynthesis');
    await vi.advanceTimersByTimeAsync(10);
    expect(statuses).toContain('offline');
    expect(loadLocalAttempt('abc')?.pending).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    expect(statuses.at(-1)).toBe('saved');
    expect(loadLocalAttempt('abc')?.pending).toEqual([]);
  });

  it('sends answers left unconfirmed before a reload as soon as it starts again', async () => {
    storeLocalAttempt('abc', { ...fresh(), answers: { 1: 'heart' }, pending: [1] });
    const { api, sent } = fakeApi([]);
    new AnswerOutbox(api, 'abc', loadLocalAttempt('abc') as LocalAttempt);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[{ key: 1, response: 'heart' }]]);
  });

  it('gives every local answer for the final submission', () => {
    const { api } = fakeApi([]);
    const box = new AnswerOutbox(api, 'abc', { ...fresh(), answers: { 0: 'a', 1: null } });
    expect(box.all()).toEqual([
      { key: 0, response: 'a' },
      { key: 1, response: null },
    ]);
    box.stop();
  });

  it('says the quiz moved to another device when the server no longer knows this token', async () => {
    const { api } = fakeApi(['moved']);
    const statuses: SaveStatus[] = [];
    const box = new AnswerOutbox(api, 'abc', fresh(), { debounceMs: 10, onStatus: (s) => statuses.push(s) });
    box.set(0, 'photo');
    await vi.advanceTimersByTimeAsync(10);
    const last = statuses.at(-1);
    expect(last?.kind === 'refused' && last.detail).toContain('now open on another device');
  });
});
