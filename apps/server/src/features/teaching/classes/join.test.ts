import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import { addStudents, createClass } from '../../../../test/teaching/test-support.js';

function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The join route never tells who is on a roster, and wrong join codes cannot be tried one after another. */
describe('joining a class by its code', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  beforeAll(async () => {
    app = await buildTestApp({ HOSTED_CODE_MISSES_LIMIT: '5' });
    teacher = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const join = (code: string, payload: object, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: `/api/teaching/join/${code}/`, payload, remoteAddress });

  it('answers a name already on the roster exactly as a new name', async () => {
    const klass = await createClass(app, teacher);
    await addStudents(app, teacher, klass.id, ['Mary Anning']);
    const known = await join(klass.join_code, { name: 'mary  anning' });
    const unknown = await join(klass.join_code, { name: 'Grace Hopper' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual({
      class_name: 'Year 9 Biology',
      student_name: 'mary anning',
      student_code: null,
    });
    expect(unknown.json()).toEqual({
      class_name: 'Year 9 Biology',
      student_name: 'Grace Hopper',
      student_code: null,
    });
    // The new student is on the roster, with a code the teacher hands out; the known name is not doubled.
    const roster = await app.inject({
      method: 'GET',
      url: `/api/teaching/classes/${klass.id}/`,
      headers: teacher.headers,
    });
    const names = (roster.json().students as { name: string; code: string }[]).map((s) => s.name);
    expect(names).toEqual(['Grace Hopper', 'Mary Anning']);
  });

  it('counts wrong join codes like wrong quiz codes: 429 past the limit, per address', async () => {
    const klass = await createClass(app, teacher);
    const guesser = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await join(`WRONG${i}00`, { name: 'Eve' }, guesser);
      expect(wrong.statusCode).toBe(404);
    }
    const info = await app.inject({
      method: 'GET',
      url: '/api/teaching/join/WRONG999/',
      remoteAddress: guesser,
    });
    expect(info.statusCode).toBe(429);
    expect(info.headers['retry-after']).toBeDefined();
    expect((await join('WRONG998', { name: 'Eve' }, guesser)).statusCode).toBe(429);
    // Wrong quiz codes from that address are refused too: one budget for guessing codes.
    expect(
      (await app.inject({ method: 'GET', url: '/api/q/WRONG997/', remoteAddress: guesser })).statusCode,
    ).toBe(429);
    // Another address joins as usual.
    expect((await join(klass.join_code, { name: 'Ada' })).statusCode).toBe(201);
  });
});
