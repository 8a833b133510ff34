import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import {
  addStudents,
  createAssignment,
  createClass,
  createQuiz,
} from '../../../../test/teaching/test-support.js';
import { SLOW_LOOKUP_MS } from './student-limits.js';

/** A made-up client address per test, so counters from other tests (and files) never mix in. */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe('hosted quizzes: limits on the anonymous student routes', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let quizId: number;
  beforeAll(async () => {
    app = await buildTestApp({ HOSTED_CODE_MISSES_LIMIT: '3', HOSTED_STARTS_LIMIT: '2' });
    teacher = await signUp(app);
    quizId = await createQuiz(app, teacher);
  });
  afterAll(async () => {
    await app.close();
  });

  const info = (code: string, remoteAddress: string) =>
    app.inject({ method: 'GET', url: `/api/q/${code}/`, remoteAddress });
  const start = (code: string, name: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: `/api/q/${code}/attempts/`, payload: { name }, remoteAddress });

  // The lookup is slowed on purpose (SLOW_LOOKUP_MS) and a dozen requests follow: on a loaded 2-core machine
  // the default 5 s ran out (5.2 s in a CI run beside the engine's tests); the test is not about speed.
  it('slows a right quiz code from an address past the limit, refuses wrong ones, and refuses all past four times the limit', async () => {
    const { code } = await createAssignment(app, teacher, { quiz_id: quizId });
    const school = freshAddress();
    expect((await info(code, school)).statusCode).toBe(200);
    for (const guess of ['GUESS001', 'GUESS002', 'GUESS003'])
      expect((await info(guess, school)).statusCode).toBe(404);
    // Past the limit: the right code still opens the quiz, a second later; wrong codes are 429.
    const before = Date.now();
    const slowed = await info(code, school);
    expect(slowed.statusCode).toBe(200);
    expect(Date.now() - before).toBeGreaterThanOrEqual(SLOW_LOOKUP_MS - 50);
    expect((await start(code, 'Ann', school)).statusCode).toBe(201);
    const refused = await info('GUESS004', school);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A guesser who keeps going reaches four times the limit: then every code is refused at once.
    await Promise.all(
      ['GUESS005', 'GUESS006', 'GUESS007', 'GUESS008', 'GUESS009', 'GUESS010', 'GUESS011', 'GUESS012'].map(
        (g) => info(g, school),
      ),
    );
    expect((await info(code, school)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await info(code, freshAddress())).statusCode).toBe(200);
  }, 20_000);

  it('counts wrong student codes per class and address; a right code still gets through, slowed', async () => {
    const klass = await createClass(app, teacher);
    const [ada, bea] = await addStudents(app, teacher, klass.id, ['Ada', 'Bea']);
    const { code } = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    const otherClass = await createClass(app, teacher, 'Another class');
    const [olga] = await addStudents(app, teacher, otherClass.id, ['Olga']);
    const other = await createAssignment(app, teacher, { quiz_id: quizId, class_id: otherClass.id });
    const school = freshAddress();
    const tryCode = (quizCode: string, studentCode: string) =>
      app.inject({
        method: 'POST',
        url: `/api/q/${quizCode}/attempts/`,
        payload: { student_code: studentCode },
        remoteAddress: school,
      });
    for (const guess of ['AAAAAA', 'BBBBBB', 'CCCCCC'])
      expect((await tryCode(code, guess)).statusCode).toBe(400);
    // Wrong codes are refused now, but Ada, typing hers right on the same network, starts (a second later).
    expect((await tryCode(code, 'DDDDDD')).statusCode).toBe(429);
    const before = Date.now();
    expect((await tryCode(code, ada?.code ?? '')).statusCode).toBe(201);
    expect(Date.now() - before).toBeGreaterThanOrEqual(SLOW_LOOKUP_MS - 50);
    // Another class's quiz from the same address, and the quiz code itself, are not slowed.
    const quick = Date.now();
    expect((await tryCode(other.code, olga?.code ?? '')).statusCode).toBe(201);
    expect((await info(code, school)).statusCode).toBe(200);
    expect(Date.now() - quick).toBeLessThan(SLOW_LOOKUP_MS);
    // Past four times the limit, even a right code of that class is refused.
    await Promise.all(
      ['EEEEEE', 'FFFFFF', 'GGGGGG', 'HHHHHH', 'JJJJJJ', 'KKKKKK', 'MMMMMM', 'NNNNNN'].map((g) =>
        tryCode(code, g),
      ),
    );
    expect((await tryCode(code, bea?.code ?? '')).statusCode).toBe(429);
  });

  it('counts started attempts per address and quiz, and keeps every attempt started before the limit', async () => {
    const first = await createAssignment(app, teacher, { quiz_id: quizId });
    const second = await createAssignment(app, teacher, { quiz_id: quizId });
    const school = freshAddress();
    expect((await start(first.code, 'Ann', school)).statusCode).toBe(201);
    expect((await start(first.code, 'Bob', school)).statusCode).toBe(201);
    const third = await start(first.code, 'Cat', school);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    // The same address on another quiz, and another address on this quiz, still start.
    expect((await start(second.code, 'Cat', school)).statusCode).toBe(201);
    expect((await start(first.code, 'Cat', freshAddress())).statusCode).toBe(201);
    const results = await app.inject({
      method: 'GET',
      url: `/api/teaching/assignments/${first.id}/results/`,
      headers: teacher.headers,
    });
    expect(results.statusCode).toBe(200);
    const names = (results.json().attempts as { student_name: string }[]).map((a) => a.student_name);
    expect(names.sort()).toEqual(['Ann', 'Bob', 'Cat']);
  });
});

describe('a whole school behind one address, with the default limits', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  beforeAll(async () => {
    // An empty variable means "not set": the defaults, not the test suite's raised limits.
    app = await buildTestApp({ HOSTED_CODE_MISSES_LIMIT: '', HOSTED_STARTS_LIMIT: '' });
    teacher = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets 700 students start one quiz from one address, after 60 of them mistyped the code', async () => {
    const { code } = await createAssignment(app, teacher, { quiz_id: await createQuiz(app, teacher) });
    const school = freshAddress();
    for (let i = 0; i < 60; i += 1) {
      const typo = await app.inject({
        method: 'GET',
        url: `/api/q/TYPO${String(i).padStart(4, '0')}/`,
        remoteAddress: school,
      });
      expect(typo.statusCode).toBe(404);
    }
    const statuses = new Map<number, number>();
    const students = Array.from({ length: 700 }, (_, i) => `Student ${i}`);
    for (let i = 0; i < students.length; i += 25) {
      const batch = await Promise.all(
        students.slice(i, i + 25).map((name) =>
          app.inject({
            method: 'POST',
            url: `/api/q/${code}/attempts/`,
            payload: { name },
            remoteAddress: school,
          }),
        ),
      );
      for (const response of batch)
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 700 });
  });
});
