import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LiveGame } from '@quizwise/contract';
import type { TestSession } from '../../test/test-app.js';
import { gameOnTwoProcesses, liveSocket } from '../../../test/live/live-support.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const buses: { name: string; overrides: () => Record<string, string> }[] = [
  { name: 'PostgreSQL LISTEN/NOTIFY', overrides: () => ({ DATABASE_URL: databaseUrl ?? '' }) },
  ...(redisUrl
    ? [
        {
          name: 'Redis pub/sub',
          overrides: () => ({
            DATABASE_URL: databaseUrl ?? '',
            REDIS_URL: redisUrl,
            LIVE_REDIS_PREFIX: `test-live-${randomUUID().slice(0, 8)}`,
          }),
        },
      ]
    : []),
];

// Two apps on one PostgreSQL stand for two server processes behind a load balancer.
describe.skipIf(!databaseUrl).each(buses)('a game spread over two processes ($name)', ({ overrides }) => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let teacher: TestSession;
  let game: LiveGame;

  beforeAll(async () => {
    ({ one, two, teacher, game } = await gameOnTwoProcesses(overrides()));
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  const connect = liveSocket;

  it('plays with the teacher and players on either process, each player seeing only their own', async () => {
    // The game lives on process one; the teacher's screen is on process two.
    const teacherScreen = await connect(two, { cookie: teacher.cookie });
    teacherScreen.send({ type: 'host', game_id: game.id });
    await teacherScreen.state((s) => s.role === 'teacher');

    const ann = await connect(two);
    ann.send({ type: 'join', pin: game.pin, nickname: 'Ann' });
    await ann.next((m) => m.type === 'joined');
    const bob = await connect(one);
    bob.send({ type: 'join', pin: game.pin, nickname: 'Bob' });
    await bob.next((m) => m.type === 'joined');
    await teacherScreen.state((s) => s.lobby.length === 2);

    // A player on process two cannot drive the game owned by process one.
    ann.send({ type: 'next' });
    expect((await ann.error()).code).toBe('forbidden');

    teacherScreen.send({ type: 'start' });
    await ann.state((s) => s.phase === 'question');
    await bob.state((s) => s.phase === 'question');
    ann.send({ type: 'answer', question: 0, response: 'Carbon dioxide' });
    bob.send({ type: 'answer', question: 0, response: 'Oxygen' });
    const revealed = await teacherScreen.state((s) => s.phase === 'reveal');
    expect(revealed.reveal?.distribution).toEqual([1, 1, 0, 0]);
    const annView = await ann.state((s) => s.phase === 'reveal');
    expect(annView.me).toMatchObject({ name: 'Ann', correct: true });
    expect(annView.lobby).toEqual([]);

    // Ann's phone reconnects through the other process and is back with her answer.
    ann.close();
    const again = await connect(one);
    const token = (ann.received.find((m) => m.type === 'joined') as { token: string }).token;
    again.send({ type: 'rejoin', pin: game.pin, token });
    expect((await again.state()).me).toMatchObject({ answer: 'Carbon dioxide', correct: true });
  });
});
