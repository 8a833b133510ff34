import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AssignmentResults, LiveGame } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import {
  addStudents,
  createClass,
  createQuiz,
  json,
  rightAnswer,
} from '../../../test/teaching/test-support.js';
import type { LiveTestClient } from '../../../test/live/test-client.js';
import { liveSocket, startLiveGame } from '../../../test/live/live-support.js';

let app: FastifyInstance;
let teacher: TestSession;
let quizId: number;

beforeAll(async () => {
  app = await buildTestApp();
  teacher = await signUp(app);
  quizId = await createQuiz(app, teacher);
});
afterAll(async () => {
  await app.close();
});

const startGame = (payload: Record<string, unknown> = {}, session = teacher) =>
  startLiveGame(app, session, quizId, payload);

const socket = (headers: Record<string, string> = {}) => liveSocket(app, headers);

async function host(game: LiveGame, session = teacher): Promise<LiveTestClient> {
  const client = await socket({ cookie: session.cookie });
  client.send({ type: 'host', game_id: game.id });
  await client.state((s) => s.role === 'teacher');
  return client;
}

async function player(
  game: LiveGame,
  join: Record<string, string>,
): Promise<LiveTestClient & { id: number; token: string }> {
  const client = await socket();
  client.send({ type: 'join', pin: game.pin, ...join });
  const joined = await client.next<{ type: 'joined'; player_id: number; token: string; name: string }>(
    (m) => m.type === 'joined',
  );
  await client.state();
  return Object.assign(client, { id: joined.player_id, token: joined.token });
}

describe('starting a live game', () => {
  it('gives a six-digit PIN and a join path, and a QR code of the join address', async () => {
    const game = await startGame({ timer_seconds: 20 });
    expect(game.pin).toMatch(/^[1-9]\d{5}$/);
    expect(game.join_path).toBe(`/join/?pin=${game.pin}`);
    expect(game.total_questions).toBe(4);
    const qr = await app.inject({
      method: 'GET',
      url: `/api/live/games/${game.id}/qr/?url=${encodeURIComponent(`http://localhost${game.join_path}`)}`,
      headers: teacher.headers,
    });
    expect(qr.statusCode).toBe(200);
    expect(json<{ svg: string }>(qr).svg).toContain('<svg');
  });

  it("answers 404 for another teacher's game and 400 naming the field for a bad quiz", async () => {
    const game = await startGame();
    const other = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/live/games/${game.id}/`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/live/games/',
      headers: other.headers,
      payload: { quiz_id: quizId },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<Record<string, unknown>>(bad))).toEqual(['quiz_id']);
  });
});

describe('authorisation of every message', () => {
  it('lets only the signed-in owner host the game', async () => {
    const game = await startGame();
    const stranger = await signUp(app);
    const other = await socket({ cookie: stranger.cookie });
    other.send({ type: 'host', game_id: game.id });
    expect((await other.error()).code).toBe('not_found');
    const anonymous = await socket();
    anonymous.send({ type: 'host', game_id: game.id });
    expect((await anonymous.error()).code).toBe('not_found');
  });

  it("ignores the teacher's cookie on a socket opened from another site", async () => {
    const game = await startGame();
    const client = await socket({
      cookie: teacher.cookie,
      origin: 'https://evil.example',
      host: 'localhost:80',
    });
    client.send({ type: 'host', game_id: game.id });
    expect((await client.error()).code).toBe('not_found');
  });

  it('refuses teacher controls from a player', async () => {
    const game = await startGame();
    const teacherScreen = await host(game);
    const ann = await player(game, { nickname: 'Ann' });
    for (const type of ['start', 'reveal', 'next', 'end'] as const) {
      ann.send({ type });
      expect((await ann.error()).code).toBe('forbidden');
    }
    ann.send({ type: 'kick', player_id: ann.id });
    expect((await ann.error()).code).toBe('forbidden');
    // Nothing moved: the teacher can still start the game from the lobby.
    teacherScreen.send({ type: 'start' });
    expect((await teacherScreen.state((s) => s.phase === 'question')).question?.index).toBe(0);
  });

  it('refuses an answer for another player (an extra field) and an answer before joining', async () => {
    const game = await startGame();
    const teacherScreen = await host(game);
    const ann = await player(game, { nickname: 'Ann' });
    const bob = await player(game, { nickname: 'Bob' });
    teacherScreen.send({ type: 'start' });
    await bob.state((s) => s.phase === 'question');
    bob.send({ type: 'answer', question: 0, response: 'Carbon dioxide', player_id: ann.id });
    const forged = await bob.error();
    expect(forged).toMatchObject({ code: 'bad_message', field: 'player_id' });
    const outsider = await socket();
    outsider.send({ type: 'answer', question: 0, response: 'Oxygen' });
    expect((await outsider.error()).code).toBe('forbidden');
    // Neither counted: nobody has answered yet.
    ann.send({ type: 'answer', question: 0, response: 'Oxygen' });
    const progress = await teacherScreen.next<{ type: 'progress'; answered: number }>(
      (m) => m.type === 'progress',
    );
    expect(progress.answered).toBe(1);
  });

  it('refuses an answer after the reveal and for another question', async () => {
    const game = await startGame();
    const teacherScreen = await host(game);
    const ann = await player(game, { nickname: 'Ann' });
    await player(game, { nickname: 'Bob' });
    teacherScreen.send({ type: 'start' });
    await ann.state((s) => s.phase === 'question');
    ann.send({ type: 'answer', question: 1, response: 'Heart' });
    expect((await ann.error()).code).toBe('closed');
    teacherScreen.send({ type: 'reveal' });
    await ann.state((s) => s.phase === 'reveal');
    ann.send({ type: 'answer', question: 0, response: 'Carbon dioxide' });
    expect((await ann.error()).code).toBe('closed');
  });

  it('answers malformed messages with an error naming the field, never by closing', async () => {
    const client = await socket();
    client.sendRaw('not json');
    expect((await client.error()).code).toBe('bad_message');
    client.send({ type: 'join', pin: '12' });
    expect(await client.error()).toMatchObject({ code: 'bad_message', field: 'pin' });
    client.send({ type: 'join', pin: '999999', nickname: 'X' });
    const unknown = await client.error();
    expect(unknown.code).toBe('not_found');
    client.send({ type: 'ping' });
    expect((await client.next((m) => m.type === 'pong')).type).toBe('pong');
  });
});

describe('playing', () => {
  it('counts one answer per question, keeps it across a reconnect and ranks players', async () => {
    const game = await startGame();
    const teacherScreen = await host(game);
    const ann = await player(game, { nickname: 'Ann' });
    const bob = await player(game, { nickname: 'Bob' });
    const dup = await socket();
    dup.send({ type: 'join', pin: game.pin, nickname: ' ann ' });
    expect(await dup.error()).toMatchObject({ code: 'invalid', field: 'nickname' });
    const lobby = await teacherScreen.state((s) => s.lobby.length === 2);
    expect(lobby.lobby.map((p) => p.name)).toEqual(['Ann', 'Bob']);

    teacherScreen.send({ type: 'start' });
    const shown = await ann.state((s) => s.phase === 'question');
    expect(shown.question).toMatchObject({
      index: 0,
      total: 4,
      options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
    });
    expect(JSON.stringify(shown)).not.toContain('"answer":"Carbon');
    expect(shown.reveal).toBeNull();

    ann.send({ type: 'answer', question: 0, response: 'Carbon dioxide' });
    expect(await ann.next((m) => m.type === 'answer_ack')).toMatchObject({ response: 'Carbon dioxide' });
    // A second answer (double tap, retry at the buzzer) does not replace or add to the first.
    ann.send({ type: 'answer', question: 0, response: 'Oxygen' });
    expect(await ann.next((m) => m.type === 'answer_ack')).toMatchObject({ response: 'Carbon dioxide' });

    // Ann's phone reloads: a new socket with her token is back in the question with her answer.
    ann.close();
    const again = await socket();
    again.send({ type: 'rejoin', pin: game.pin, token: ann.token });
    const back = await again.state();
    expect(back.phase).toBe('question');
    expect(back.me).toMatchObject({ player_id: ann.id, answer: 'Carbon dioxide' });

    bob.send({ type: 'answer', question: 0, response: 'Nitrogen' });
    // Everyone answered: the answer shows by itself, with the distribution.
    const revealed = await teacherScreen.state((s) => s.phase === 'reveal');
    expect(revealed.reveal).toEqual({
      answer: 'Carbon dioxide',
      distribution: [0, 1, 1, 0],
      correct_count: 1,
    });
    const annReveal = await again.state((s) => s.phase === 'reveal');
    expect(annReveal.me?.correct).toBe(true);
    expect(annReveal.me?.points).toBeGreaterThan(500);

    teacherScreen.send({ type: 'next' });
    const board = await teacherScreen.state((s) => s.phase === 'leaderboard');
    expect(board.leaderboard.map((s) => [s.name, s.rank])).toEqual([
      ['Ann', 1],
      ['Bob', 2],
    ]);
    const bobBoard = await bob.state((s) => s.phase === 'leaderboard');
    expect(bobBoard.me?.rank).toBe(2);
  });

  it('lets the teacher screen reload and the teacher remove a nickname', async () => {
    const game = await startGame();
    const first = await host(game);
    const cat = await player(game, { nickname: 'Cat' });
    first.send({ type: 'start' });
    await cat.state((s) => s.phase === 'question');
    first.close();
    const second = await host(game);
    const resumed = second.received.find((m) => m.type === 'state');
    expect(resumed).toMatchObject({ phase: 'question', players: 1 });
    second.send({ type: 'kick', player_id: cat.id });
    await cat.next((m) => m.type === 'removed');
    expect((await second.state((s) => s.players === 0)).lobby).toEqual([]);
    cat.send({ type: 'answer', question: 0, response: 'Oxygen' });
    expect((await cat.error()).code).toBe('forbidden');
  });

  it('in no-scores mode shows no points, leaderboard or ranks', async () => {
    const game = await startGame({ no_scores: true });
    const teacherScreen = await host(game);
    const ann = await player(game, { nickname: 'Ann' });
    teacherScreen.send({ type: 'start' });
    await ann.state((s) => s.phase === 'question');
    ann.send({ type: 'answer', question: 0, response: 'Carbon dioxide' });
    const revealed = await ann.state((s) => s.phase === 'reveal');
    expect(revealed.me).toMatchObject({ correct: true, points: 0, score: 0, rank: null });
    teacherScreen.send({ type: 'next' });
    const nextQuestion = await ann.state((s) => s.phase === 'question');
    expect(nextQuestion.question?.index).toBe(1);
    expect(nextQuestion.leaderboard).toEqual([]);
  });
});

describe('a class game lands in the results', () => {
  it('makes one graded attempt per student, short answers graded tolerantly', async () => {
    const klass = await createClass(app, teacher, 'Live class');
    const [amy, ben] = await addStudents(app, teacher, klass.id, ['Amy Adams', 'Ben Brown']);
    if (!amy || !ben) throw new Error('no students');
    const game = await startGame({ class_id: klass.id });
    const teacherScreen = await host(game);

    const wrong = await socket();
    wrong.send({ type: 'join', pin: game.pin, student_code: 'NOPE1234' });
    expect(await wrong.error()).toMatchObject({ code: 'invalid', field: 'student_code' });
    const nickname = await socket();
    nickname.send({ type: 'join', pin: game.pin, nickname: 'Amy' });
    expect(await nickname.error()).toMatchObject({ field: 'student_code' });

    const a = await player(game, { student_code: amy.code.toLowerCase() });
    const b = await player(game, { student_code: ben.code });
    // Amy on a second device is the same player.
    const a2 = await player(game, { student_code: amy.code });
    expect(a2.id).toBe(a.id);

    const questions = [
      'Which gas do plants take in for photosynthesis?',
      'Which organ pumps blood?',
      'Chlorophyll is green.',
    ];
    teacherScreen.send({ type: 'start' });
    for (let i = 0; i < 4; i += 1) {
      const state = await a.state((s) => s.phase === 'question' && s.question?.index === i);
      const text = state.question?.question ?? '';
      // Amy: all right, the short answer with a typo and in lower case. Ben: only the first.
      a.send({
        type: 'answer',
        question: i,
        response: questions.includes(text) ? rightAnswer(text) : 'photosynthsis',
      });
      b.send({ type: 'answer', question: i, response: i === 0 ? 'Carbon dioxide' : 'Liver' });
      await teacherScreen.state((s) => s.phase === 'reveal' && s.question?.index === i);
      teacherScreen.send({ type: 'next' });
      await teacherScreen.state((s) => s.phase === 'leaderboard');
      teacherScreen.send({ type: 'next' });
    }
    const podium = await teacherScreen.state((s) => s.phase === 'finished');
    expect(podium.leaderboard.map((s) => s.name)).toEqual(['Amy Adams', 'Ben Brown']);

    // The game is written once it is finished: poll the results until both attempts are submitted.
    let results: AssignmentResults | null = null;
    for (let i = 0; i < 50; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/teaching/assignments/${game.assignment_id}/results/`,
        headers: teacher.headers,
      });
      results = json<AssignmentResults>(response);
      if (results?.attempts.filter((x) => x.submitted_at).length === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const byName = Object.fromEntries((results?.attempts ?? []).map((x) => [x.student_name, x]));
    expect(byName['Amy Adams']).toMatchObject({ score: 4, max_score: 4, student_id: amy.id });
    expect(byName['Ben Brown']).toMatchObject({ score: 1, max_score: 4, student_id: ben.id });
    expect(results?.assignment.state).toBe('closed');

    // The PIN is free again: joining the finished game is refused.
    const late = await socket();
    late.send({ type: 'join', pin: game.pin, student_code: amy.code });
    expect((await late.error()).code).toBe('not_found');
  });
});
