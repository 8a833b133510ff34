import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import { createAssignment, createQuiz } from '../../../../test/teaching/test-support.js';

/** Opening and closing times outside 2000–2100 are refused, never changed into another century. */
describe('hosted quiz dates', () => {
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

  const create = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/teaching/assignments/',
      headers: teacher.headers,
      payload: { quiz_id: quizId, ...payload },
    });
  const message = 'Choose a date between the years 2000 and 2100.';

  it.each(['0001-01-01T00:00:00Z', '0050-06-01T12:00:00Z', '0099-12-31T23:59:59Z', '1999-12-31T23:59:59Z'])(
    'refuses a closing time of %s with a 400 naming the field',
    async (closesAt) => {
      const response = await create({ closes_at: closesAt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ closes_at: [message] });
    },
  );

  it('refuses an opening time after 2100, on create and on change', async () => {
    const response = await create({ opens_at: '2101-01-01T00:00:00Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ opens_at: [message] });
    const { id } = await createAssignment(app, teacher, { quiz_id: quizId });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/teaching/assignments/${id}/`,
      headers: teacher.headers,
      payload: { opens_at: '0001-01-01T00:00:00Z' },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ opens_at: [message] });
  });

  it('keeps a date inside the range exactly as sent, with its offset applied', async () => {
    const response = await create({
      opens_at: '2000-01-01T00:00:00Z',
      closes_at: '2100-12-31T22:00:00-01:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      opens_at: '2000-01-01T00:00:00.000Z',
      closes_at: '2100-12-31T23:00:00.000Z',
    });
  });
});
