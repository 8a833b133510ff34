import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LiveGame } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import { addStudents, createClass, createQuiz } from '../../../test/teaching/test-support.js';
import { startLiveGame } from '../../../test/live/live-support.js';
import { LIVE_SOCKET_PATH } from './routes.js';
import { SOCKET_CODE_MISSES, SOCKET_MISS_WAIT_MS } from './join-guard.js';
import { LiveTestClient } from '../../../test/live/test-client.js';

/** Wrong codes one address may try before lookups are slowed and wrong codes refused (this file's app). */
const ADDRESS_LIMIT = 8;

/** A made-up client address per test, so counters never mix across tests. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let app: FastifyInstance;
let teacher: TestSession;
let quizId: number;

beforeAll(async () => {
  app = await buildTestApp({ HOSTED_CODE_MISSES_LIMIT: String(ADDRESS_LIMIT) });
  teacher = await signUp(app);
  quizId = await createQuiz(app, teacher);
});
afterAll(async () => {
  await app.close();
});

const startGame = (payload: Record<string, unknown> = {}) => startLiveGame(app, teacher, quizId, payload);

/** A phone's socket from this address (the upgrade request's socket is all the server reads it from). */
const phone = async (address: string) =>
  new LiveTestClient(
    await app.injectWS(LIVE_SOCKET_PATH, { headers: {}, socket: { remoteAddress: address } } as never),
  );

/** Six digits that are no running game's PIN. */
function wrongPin(game: LiveGame, n: number): string {
  const pin = String(100_000 + ((Number(game.pin) + 1 + n * 7919) % 900_000));
  return pin === game.pin ? wrongPin(game, n + 1) : pin;
}

describe('guessing codes over the live socket', () => {
  it('makes a phone that keeps sending wrong PINs wait, even with the right one, while a classmate joins', async () => {
    const game = await startGame();
    const school = freshAddress();
    const guesser = await phone(school);
    for (let i = 1; i < SOCKET_CODE_MISSES; i += 1) {
      guesser.send({ type: 'join', pin: wrongPin(game, i), nickname: 'Guess' });
      expect(await guesser.error()).toMatchObject({ code: 'not_found', field: 'pin' });
    }
    guesser.send({ type: 'join', pin: wrongPin(game, 0), nickname: 'Guess' });
    const limited = await guesser.error();
    expect(limited).toMatchObject({
      code: 'rate_limited',
      field: 'pin',
      retry_after: SOCKET_MISS_WAIT_MS / 1000,
    });
    expect(limited.detail).toMatch(/^Too many wrong codes\. Wait 30 seconds/);
    // During the wait even the right PIN is refused on that socket, without a lookup.
    guesser.send({ type: 'join', pin: game.pin, nickname: 'Guess' });
    expect(await guesser.error()).toMatchObject({ code: 'rate_limited' });
    // Another phone on the same network (under the address limit) joins at once.
    const classmate = await phone(school);
    classmate.send({ type: 'join', pin: game.pin, nickname: 'Classmate' });
    expect(await classmate.next((m) => m.type === 'joined')).toMatchObject({ name: 'Classmate' });
  });

  it('counts wrong student codes per socket too', async () => {
    const klass = await createClass(app, teacher, 'Limits class');
    const [amy] = await addStudents(app, teacher, klass.id, ['Amy Adams']);
    if (!amy) throw new Error('no student');
    const game = await startGame({ class_id: klass.id });
    const guesser = await phone(freshAddress());
    for (let i = 1; i < SOCKET_CODE_MISSES; i += 1) {
      guesser.send({ type: 'join', pin: game.pin, student_code: `WRONG${i}` });
      expect(await guesser.error()).toMatchObject({ code: 'invalid', field: 'student_code' });
    }
    guesser.send({ type: 'join', pin: game.pin, student_code: 'WRONG0' });
    expect(await guesser.error()).toMatchObject({ code: 'rate_limited', field: 'student_code' });
    guesser.send({ type: 'join', pin: game.pin, student_code: amy.code });
    expect(await guesser.error()).toMatchObject({ code: 'rate_limited' });
  });

  it('shares the per-address limit with the HTTP quiz and join codes: past it a wrong PIN waits and is refused, a right one is slowed', async () => {
    const game = await startGame();
    const school = freshAddress();
    // Wrong quiz codes over HTTP and wrong PINs over sockets count together, per address.
    for (let i = 0; i < ADDRESS_LIMIT / 2; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/q/NOPE${1000 + i}/`,
        remoteAddress: school,
      });
      expect(response.statusCode).toBe(404);
    }
    for (let i = 0; i < ADDRESS_LIMIT / 2; i += 1) {
      // A new socket each time, so the per-socket limit never steps in: only the address counts.
      const guesser = await phone(school);
      guesser.send({ type: 'join', pin: wrongPin(game, i), nickname: 'Guess' });
      expect((await guesser.error()).code).toBe('not_found');
    }
    const late = await phone(school);
    late.send({ type: 'join', pin: wrongPin(game, 99), nickname: 'Guess' });
    const refused = await late.error();
    expect(refused.code).toBe('rate_limited');
    expect(refused.retry_after).toBeGreaterThan(0);
    // The right PIN from that address still gets in, a second later.
    const before = Date.now();
    const student = await phone(school);
    student.send({ type: 'join', pin: game.pin, nickname: 'Student' });
    await student.next((m) => m.type === 'joined');
    expect(Date.now() - before).toBeGreaterThanOrEqual(900);
    // And the HTTP join route from that address is refused for a wrong code as well.
    const http = await app.inject({
      method: 'GET',
      url: '/api/q/NOPE9999/',
      remoteAddress: school,
    });
    expect(http.statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await phone(freshAddress());
    elsewhere.send({ type: 'join', pin: wrongPin(game, 98), nickname: 'Guess' });
    expect((await elsewhere.error()).code).toBe('not_found');
  });
});
