import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveServerMessage, QuestionSet } from '@quizwise/contract';
import { flattenQuestions } from '../teaching/lib/questions.js';
import { SAMPLE_QUESTION_SETS } from '../../../test/teaching/test-support.js';
import { BUZZER_GRACE_MS, LiveGameState, type GameStore } from './game.js';

const TEACHER = 7;

function setUp(now: { t: number }, timerSeconds: number | null = 10) {
  const sent: [string, LiveServerMessage][] = [];
  const saved: [number, number, string][] = [];
  const finished: number[][] = [];
  let attempt = 100;
  const store: GameStore = {
    findStudent: async () => null,
    addPlayer: async () => (attempt += 1),
    saveAnswer: async (attemptId, key, response) => {
      saved.push([attemptId, key, response]);
    },
    removePlayer: async () => {},
    finish: async (ids) => {
      finished.push(ids);
    },
    saveState: async () => {},
  };
  const game = new LiveGameState(
    {
      id: 1,
      userId: TEACHER,
      title: 'Quiz',
      assignmentId: 9,
      classId: null,
      timerSeconds,
      noScores: false,
      questions: flattenQuestions(SAMPLE_QUESTION_SETS as QuestionSet[]),
    },
    store,
    {
      send: (conn, message) => sent.push([conn, message]),
      error: (e) => {
        throw e;
      },
    },
    () => now.t,
  );
  const to = (conn: string) => sent.filter(([c]) => c === conn).map(([, m]) => m);
  return { game, sent, saved, finished, to };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the buzzer', () => {
  it('counts an answer sent just before the timer ends once, and refuses one after the grace', async () => {
    vi.useFakeTimers();
    const now = { t: 1_000_000 };
    const { game, saved, to } = setUp(now);
    await game.handle('t', { userId: TEACHER }, { type: 'host', game_id: 1 });
    await game.handle('a', { userId: null }, { type: 'join', pin: '123456', nickname: 'Ann' });
    await game.handle('b', { userId: null }, { type: 'join', pin: '123456', nickname: 'Bob' });
    await game.handle('t', { userId: TEACHER }, { type: 'start' });

    // Ann's answer left her phone at 9.9 s and arrives after the 10 s buzzer, within the grace.
    now.t += 10_000 + BUZZER_GRACE_MS - 100;
    await game.handle('a', { userId: null }, { type: 'answer', question: 0, response: 'Carbon dioxide' });
    // Her phone retries the same answer: still one answer, one write.
    await game.handle('a', { userId: null }, { type: 'answer', question: 0, response: 'Carbon dioxide' });
    expect(saved).toEqual([[101, 0, 'Carbon dioxide']]);
    expect(to('a').filter((m) => m.type === 'answer_ack')).toHaveLength(2);

    // Bob is too late.
    now.t += 200;
    await game.handle('b', { userId: null }, { type: 'answer', question: 0, response: 'Carbon dioxide' });
    expect(to('b').at(-1)).toMatchObject({ type: 'error', code: 'closed' });
    expect(saved).toHaveLength(1);

    // The timer reveals by itself.
    vi.advanceTimersByTime(10_000 + BUZZER_GRACE_MS);
    expect(game.currentPhase).toBe('reveal');
    const reveal = to('a').findLast((m) => m.type === 'state');
    expect(reveal).toMatchObject({ phase: 'reveal', me: { correct: true } });
  });

  it('gives more points for a faster right answer and none for a wrong one', async () => {
    const now = { t: 0 };
    const { game, to } = setUp(now);
    await game.handle('t', { userId: TEACHER }, { type: 'host', game_id: 1 });
    for (const [conn, nickname] of [
      ['a', 'Ann'],
      ['b', 'Bob'],
      ['c', 'Cy'],
    ])
      await game.handle(
        conn as string,
        { userId: null },
        { type: 'join', pin: '123456', nickname: nickname as string },
      );
    await game.handle('t', { userId: TEACHER }, { type: 'start' });
    now.t = 1_000;
    await game.handle('a', { userId: null }, { type: 'answer', question: 0, response: 'Carbon dioxide' });
    now.t = 8_000;
    await game.handle('b', { userId: null }, { type: 'answer', question: 0, response: 'carbon dioxide' });
    await game.handle('c', { userId: null }, { type: 'answer', question: 0, response: 'Oxygen' });
    const points = (conn: string) => {
      const state = to(conn).findLast((m) => m.type === 'state');
      return state?.type === 'state' ? state.me?.points : undefined;
    };
    expect(points('a')).toBe(950);
    expect(points('b')).toBe(600);
    expect(points('c')).toBe(0);
    game.dispose();
  });

  it('grades and submits every attempt once when the game ends, after pending writes', async () => {
    const now = { t: 0 };
    const { game, finished } = setUp(now, null);
    await game.handle('t', { userId: TEACHER }, { type: 'host', game_id: 1 });
    await game.handle('a', { userId: null }, { type: 'join', pin: '123456', nickname: 'Ann' });
    await game.handle('t', { userId: TEACHER }, { type: 'end' });
    await game.handle('t', { userId: TEACHER }, { type: 'end' });
    await game.finish();
    expect(finished).toEqual([[101]]);
    expect(game.currentPhase).toBe('finished');
  });
});
