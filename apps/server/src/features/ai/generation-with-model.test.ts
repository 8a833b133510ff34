import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import { findUserById } from '../auth/users.repository.js';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../../test/ai/test-chat-server.js';

const MATERIAL =
  'The mitochondrion is the organelle where aerobic respiration takes place in the cell. ' +
  'Photosynthesis happens in the chloroplast and turns carbon dioxide and water into glucose and oxygen. ' +
  'The nucleus holds the DNA of the cell and controls its activities.';

describe('POST /api/generate-quiz/ with AI_PROVIDER=openai', () => {
  let model: ChatCompletionsServer;
  let app: FastifyInstance;
  let user: TestSession;
  const credits = async () => (await findUserById((await testDatabase()).db, user.userId))?.credits;
  const generate = () =>
    app.inject({
      method: 'POST',
      url: '/api/generate-quiz/',
      headers: user.headers,
      payload: {
        input_data: MATERIAL,
        quiz_options: [{ questionType: 'short_answer', questionsQuantity: 'specified', specifiedNumber: 1 }],
      },
    });

  beforeAll(async () => {
    model = await startChatCompletionsServer();
    app = await buildTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: model.baseURL, AI_MODEL: 'quiz-model' });
    user = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  it('generates through the model and charges for what was made', async () => {
    const before = await credits();
    model.reply({
      kind: 'json',
      content: JSON.stringify({
        title: 'Cells',
        questions: [
          {
            question: 'Which organelle holds the DNA of the cell?',
            answer: 'nucleus',
            options: [],
            source: 'The nucleus holds the DNA of the cell and controls its activities.',
          },
        ],
      }),
    });
    const response = await generate();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Cells', total_questions: 1, credits_used: 1 });
    expect(await credits()).toBe((before ?? 0) - 1);
    expect(model.requests.at(-1)?.model).toBe('quiz-model');
  });

  it('says how far a generation has got, and which model writes it, to the caller who started it', async () => {
    const key = '7d2c61f0-5a4e-4a8e-9d63-0c1f2b3a4d5e';
    const progress = (session: TestSession) =>
      app.inject({ method: 'GET', url: `/api/generate-quiz/progress/${key}/`, headers: session.headers });
    // Before the generation starts (a first poll can win the race): writing, nothing counted yet.
    const before = await progress(user);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ stage: 'writing', done: 0, total: 0 });
    model.requests.length = 0;
    model.reply({
      kind: 'json',
      delayMs: 300,
      content: JSON.stringify({
        title: 'Cells',
        questions: [
          {
            question: 'Which organelle holds the DNA of the cell?',
            answer: 'nucleus',
            options: [],
            evidence: 'The nucleus holds the DNA of the cell and controls its activities.',
          },
        ],
      }),
    });
    const running = app.inject({
      method: 'POST',
      url: '/api/generate-quiz/',
      headers: user.headers,
      payload: {
        input_data: MATERIAL,
        progress_key: key,
        quiz_options: [{ questionType: 'short_answer', questionsQuantity: 'specified', specifiedNumber: 1 }],
      },
    });
    while (model.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const during = await progress(user);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual({
      engine: 'an OpenAI-compatible model (quiz-model)',
      stage: 'writing',
      done: 0,
      total: 1,
    });
    // Another account cannot read it: it gets what any unknown key gets, never the caller's counts.
    expect((await progress(await signUp(app))).json()).toMatchObject({ done: 0, total: 0 });
    expect((await running).statusCode).toBe(200);
    expect((await progress(user)).json()).toMatchObject({ stage: 'done', done: 1, total: 1 });
  });

  it.each([
    ['a server error', { kind: 'status', status: 500 } as const, 502],
    ['a malformed reply', { kind: 'json', content: 'not json at all' } as const, 502],
    ['a busy server', { kind: 'status', status: 503 } as const, 503],
    ['a refusal', { kind: 'json', content: "I'm sorry, but I can't help with that." } as const, 422],
  ])('answers %s with %s and costs nothing', async (_what, reply, status) => {
    const before = await credits();
    model.reply(reply);
    const response = await generate();
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toMatch(/language model/);
    expect(await credits()).toBe(before);
  });
});
