import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AssignmentResults, LiveGame } from '@quizwise/contract';
import type { TestSession } from '../../test/test-app.js';
import { json } from '../../../test/teaching/test-support.js';
import type { LiveTestClient } from '../../../test/live/test-client.js';
import { gameOnTwoProcesses, liveSocket } from '../../../test/live/live-support.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
/** Short leases, so the test waits seconds for a dead owner, not the default 15. */
const LEASE_SECONDS = 3;

const closed = (client: LiveTestClient) =>
  new Promise<number>((resolve) => client.ws.once('close', (code: number) => resolve(code)));

// Two apps on one PostgreSQL stand for two server processes; closing one is its process dying: its
// sockets drop and it stops renewing its lease on the game (nothing is handed over). The embedded
// database is one process only, so there is no second process to pick the game up there.
describe.skipIf(!databaseUrl)('a game whose process dies (PostgreSQL, two processes)', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let teacher: TestSession;
  let game: LiveGame;

  beforeAll(async () => {
    // Started on process one: one holds the game.
    ({ one, two, teacher, game } = await gameOnTwoProcesses({
      DATABASE_URL: databaseUrl ?? '',
      LIVE_OWNER_LEASE_SECONDS: String(LEASE_SECONDS),
    }));
  });
  afterAll(async () => {
    await two.close();
  });

  const connect = liveSocket;

  it('is picked up by the other process from the database, and everyone carries on with their answers and points', async () => {
    const screen = await connect(two, { cookie: teacher.cookie });
    screen.send({ type: 'host', game_id: game.id });
    await screen.state((s) => s.role === 'teacher');
    const ann = await connect(one);
    ann.send({ type: 'join', pin: game.pin, nickname: 'Ann' });
    const annToken = (await ann.next<{ token: string }>((m) => m.type === 'joined')).token;
    const bob = await connect(two);
    bob.send({ type: 'join', pin: game.pin, nickname: 'Bob' });
    const bobToken = (await bob.next<{ token: string }>((m) => m.type === 'joined')).token;
    await screen.state((s) => s.lobby.length === 2);

    // Question 1: both answer (Ann right, Bob wrong); on to question 2, where only Ann answers.
    screen.send({ type: 'start' });
    await ann.state((s) => s.phase === 'question');
    ann.send({ type: 'answer', question: 0, response: 'Carbon dioxide' });
    bob.send({ type: 'answer', question: 0, response: 'Oxygen' });
    await screen.state((s) => s.phase === 'reveal');
    screen.send({ type: 'next' });
    const before = await screen.state((s) => s.phase === 'leaderboard');
    const annBefore = before.leaderboard.find((s) => s.name === 'Ann')?.score ?? 0;
    expect(annBefore).toBeGreaterThan(500);
    screen.send({ type: 'next' });
    await ann.state((s) => s.phase === 'question' && s.question?.index === 1);
    ann.send({ type: 'answer', question: 1, response: 'Heart' });
    await ann.next((m) => m.type === 'answer_ack');
    await screen.next((m) => m.type === 'progress' && m.answered === 1);

    // Process one dies. The screens on process two are sent to reconnect once its lease has run out.
    const [screenClosed, bobClosed] = [closed(screen), closed(bob)];
    await one.close();
    expect(await screenClosed).toBe(1012);
    expect(await bobClosed).toBe(1012);

    // They come back (to process two, the only one left), which picks the game up from the database.
    const bobAgain = await connect(two);
    bobAgain.send({ type: 'rejoin', pin: game.pin, token: bobToken });
    const bobView = await bobAgain.state();
    expect(bobView).toMatchObject({
      phase: 'question',
      question: { index: 1 },
      me: { name: 'Bob', answer: null },
    });
    const annAgain = await connect(two);
    annAgain.send({ type: 'rejoin', pin: game.pin, token: annToken });
    expect((await annAgain.state()).me).toMatchObject({ name: 'Ann', answer: 'Heart' });
    const screenAgain = await connect(two, { cookie: teacher.cookie });
    screenAgain.send({ type: 'host', game_id: game.id });
    expect(await screenAgain.state((s) => s.role === 'teacher')).toMatchObject({
      phase: 'question',
      players: 2,
      answered: 1,
    });

    // Bob's answer closes question 2; Ann's earlier points (and her answer before the death) count.
    bobAgain.send({ type: 'answer', question: 1, response: 'Heart' });
    await screenAgain.state((s) => s.phase === 'reveal' && s.reveal?.correct_count === 2);
    screenAgain.send({ type: 'next' });
    const board = await screenAgain.state((s) => s.phase === 'leaderboard');
    const scores = Object.fromEntries(board.leaderboard.map((s) => [s.name, s.score]));
    expect(scores.Ann).toBeGreaterThan(annBefore + 500);
    expect(scores.Bob).toBeGreaterThanOrEqual(500);
    expect(scores.Bob).toBeLessThan(scores.Ann ?? 0);

    // The game finishes on process two and lands in the results with every answer.
    screenAgain.send({ type: 'end' });
    await screenAgain.state((s) => s.phase === 'finished');
    let results: AssignmentResults | null = null;
    for (let i = 0; i < 50; i += 1) {
      results = json<AssignmentResults>(
        await two.inject({
          method: 'GET',
          url: `/api/teaching/assignments/${game.assignment_id}/results/`,
          headers: teacher.headers,
        }),
      );
      if (results.attempts.filter((a) => a.submitted_at).length === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const byName = Object.fromEntries((results?.attempts ?? []).map((a) => [a.student_name, a.score]));
    expect(byName).toEqual({ Ann: 2, Bob: 1 });
  }, 60_000);
});
