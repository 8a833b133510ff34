import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const open = (answer: string) => ({
  question: 'What is the process by which green plants make glucose from light?',
  answer,
  options: [],
  questionType: 'short_answer',
});

describe('checking one practice answer at once', () => {
  let app: FastifyInstance;
  let session: TestSession;
  beforeAll(async () => {
    app = await buildTestApp();
    session = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const check = (payload: Record<string, unknown>, headers = session.headers) =>
    app.inject({ method: 'POST', url: '/api/check-answer/', headers, payload });

  it('says right, right with the spelling it was taken for, or wrong with the expected answer', async () => {
    const right = await check({ question: open('photosynthesis'), response: 'Photosynthesis' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ verdict: 'correct', spelling: null, expected: 'photosynthesis' });

    const typo = await check({ question: open('photosynthesis'), response: 'photosynthsis' });
    expect(typo.json()).toMatchObject({ verdict: 'typo', spelling: 'photosynthesis' });

    const wrong = await check({ question: open('photosynthesis'), response: 'respiration' });
    expect(wrong.json()).toMatchObject({ verdict: 'incorrect', expected: 'photosynthesis', spelling: null });
  });

  it('grades a picked option exactly', async () => {
    const question = {
      ...open('glucose'),
      options: ['glucose', 'starch', 'oxygen'],
      questionType: 'multiple_choice',
    };
    expect((await check({ question, response: 'starch' })).json().verdict).toBe('incorrect');
    expect((await check({ question, response: 'glucose' })).json().verdict).toBe('correct');
  });

  it('names the field of a bad body and needs a signed-in caller', async () => {
    const bad = await check({ question: { answer: 'x' }, response: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).some((field) => field.startsWith('question'))).toBe(true);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/check-answer/',
      payload: { question: open('x'), response: 'x' },
    });
    expect(anonymous.statusCode).toBe(403);
  });
});
