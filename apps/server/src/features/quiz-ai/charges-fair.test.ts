import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const photosynthesis = fs.readFileSync(path.join(corpus, '01-photosynthesis.md'), 'utf8');
const trueFalse = { questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' };

describe('no charge for what was already given', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (session: TestSession, payload: object) =>
    app.inject({ method: 'POST', url: '/api/generate-quiz/', headers: session.headers, payload });
  const balance = async (session: TestSession) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: session.headers })).json()
      .credits as number;
  const drafts = async (session: TestSession) =>
    (await app.inject({ method: 'GET', url: '/api/quiz-drafts/', headers: session.headers })).json()
      .count as number;

  it('gives back the draft, free, when the same material and options are asked again', async () => {
    const session = await signUp(app);
    const first = await post(session, { input_data: photosynthesis, quiz_options: [trueFalse] });
    expect(first.statusCode).toBe(200);
    const afterFirst = await balance(session);
    expect(first.json().credits_used).toBeGreaterThan(0);
    const again = await post(session, { input_data: photosynthesis, quiz_options: [trueFalse] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      credits_used: 0,
      credits_remaining: afterFirst,
      draft_id: first.json().draft_id,
    });
    expect(await balance(session)).toBe(afterFirst);
    expect(await drafts(session)).toBe(1);
  });

  it('gives back the edited draft, free, when the same material and options are asked again', async () => {
    const session = await signUp(app);
    const first = (await post(session, { input_data: photosynthesis, quiz_options: [trueFalse] })).json();
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/quiz-drafts/${first.draft_id}/`,
      headers: session.headers,
      payload: { title: 'Photosynthesis, checked', question_sets: first.question_sets.slice(0, 1) },
    });
    expect(edited.statusCode).toBe(200);
    const afterFirst = await balance(session);
    const again = (await post(session, { input_data: photosynthesis, quiz_options: [trueFalse] })).json();
    expect(again).toMatchObject({ credits_used: 0, draft_id: first.draft_id, quiz_id: null });
    expect(again.title).toBe('Photosynthesis, checked');
    expect(await balance(session)).toBe(afterFirst);
    expect(await drafts(session)).toBe(1);
  });

  it('names the saved quiz, free, when the same material and options are asked after saving', async () => {
    const session = await signUp(app);
    const first = (await post(session, { input_data: photosynthesis, quiz_options: [trueFalse] })).json();
    const saved = await app.inject({
      method: 'POST',
      url: `/api/quiz-drafts/${first.draft_id}/save/`,
      headers: session.headers,
      payload: { title: 'My photosynthesis quiz', question_sets: first.question_sets },
    });
    expect(saved.statusCode).toBe(201);
    const afterFirst = await balance(session);
    const again = await post(session, { input_data: photosynthesis, quiz_options: [trueFalse] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ credits_used: 0, draft_id: null, quiz_id: saved.json().id });
    expect(await balance(session)).toBe(afterFirst);
    expect(await drafts(session)).toBe(0);
  });

  it('charges again for other options on the same material', async () => {
    const session = await signUp(app);
    await post(session, { input_data: photosynthesis, quiz_options: [trueFalse] });
    const other = (
      await post(session, {
        input_data: photosynthesis,
        quiz_options: [{ ...trueFalse, questionType: 'fill_in_the_blank' }],
      })
    ).json();
    expect(other.credits_used).toBeGreaterThan(0);
    expect(await drafts(session)).toBe(2);
  });

  it('refunds a regeneration that cannot make anything the quiz does not already ask', async () => {
    const session = await signUp(app);
    const candidates = await post(session, {
      input_data: photosynthesis,
      quiz_options: [{ ...trueFalse, questionsQuantity: 'specified', specifiedNumber: 5 }],
      seed: 7,
      purpose: 'question_regeneration',
      save_draft: false,
    });
    expect(candidates.statusCode).toBe(200);
    const asked = (candidates.json().question_sets as { questions: { question: string }[] }[]).flatMap(
      (set) => set.questions.map((q) => q.question),
    );
    const before = await balance(session);
    const nothingNew = await post(session, {
      input_data: photosynthesis,
      quiz_options: [{ ...trueFalse, questionsQuantity: 'specified', specifiedNumber: 5 }],
      seed: 7,
      purpose: 'question_regeneration',
      save_draft: false,
      avoid_questions: asked.map((q) => q.toUpperCase()),
    });
    expect(nothingNew.statusCode).toBe(400);
    expect(nothingNew.json().input_data[0]).toContain('nothing was charged');
    expect(await balance(session)).toBe(before);
  });

  it('leaves out the questions to avoid and charges for the new ones', async () => {
    const session = await signUp(app);
    const options = [{ ...trueFalse, questionsQuantity: 'specified', specifiedNumber: 5 }];
    const first = (
      await post(session, { input_data: photosynthesis, quiz_options: options, seed: 3, save_draft: false })
    ).json();
    const avoid = [first.question_sets[0].questions[0].question as string];
    const second = await post(session, {
      input_data: photosynthesis,
      quiz_options: options,
      seed: 3,
      save_draft: false,
      avoid_questions: avoid,
    });
    expect(second.statusCode).toBe(200);
    const texts = (second.json().question_sets as { questions: { question: string }[] }[]).flatMap((set) =>
      set.questions.map((q) => q.question),
    );
    expect(texts).not.toContain(avoid[0]);
    expect(texts.length).toBeGreaterThan(0);
  });
});
