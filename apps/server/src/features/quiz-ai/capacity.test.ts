import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const ecosystems = fs.readFileSync(path.join(corpus, '20-ecosystems.md'), 'utf8');

describe('what the AI can fill, before generating', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const capacity = (session: TestSession, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/generate-quiz/capacity/', headers: session.headers, payload });

  it('counts what the embedded engine can make of each type, free, and names what needs a model', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: owner.headers })).json();
    const response = await capacity(owner, { input_data: ecosystems });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.engine).toBe('embedded');
    expect(body.word_count).toBeGreaterThan(900);
    expect(body.needs_model).toEqual(['scenario_based', 'higher_order']);
    const trueFalse = body.types.find((t: { question_type: string }) => t.question_type === 'true_false');
    expect(trueFalse.standard).toBeGreaterThanOrEqual(10);
    const after = (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: owner.headers })).json();
    expect(after.credits).toBe(before.credits);
  });

  it("answers 404 for another user's raw text and 400 naming the field for bad material", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: owner.headers,
      payload: { name: 'Ecosystems', content: ecosystems },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await capacity(owner, { input_data: { raw_text_ids: [id] } })).statusCode).toBe(200);
    expect((await capacity(stranger, { input_data: { raw_text_ids: [id] } })).statusCode).toBe(404);
    const bad = await capacity(owner, { input_data: 42 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toContain('input_data');
  });
});
