import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { QUIZ_DRAFT_LIFETIME_DAYS } from '@quizwise/contract';
import { quizDrafts } from '../../db/schema/index.js';
import { spendCredits } from '../credits/credits.repository.js';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const photosynthesis = fs.readFileSync(path.join(corpus, '01-photosynthesis.md'), 'utf8');

const trueFalse = { questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' };
const DAY_MS = 24 * 60 * 60 * 1000;

interface DraftBody {
  id: number;
  title: string;
  total_questions: number;
  question_sets: Array<{ question_type: string; questions: Array<Record<string, unknown>> }>;
  material: unknown;
  expires_at: string;
  created_at: string;
}

describe('quiz drafts: paid work is kept until it is saved', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    session: TestSession,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  const generate = async (session: TestSession, extra: Record<string, unknown> = {}) => {
    const response = await call(session, 'POST', '/api/generate-quiz/', {
      input_data: photosynthesis,
      quiz_options: [trueFalse],
      ...extra,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { draft_id: number | null; title: string; question_sets: unknown[] };
  };

  const listIds = async (session: TestSession) => {
    const response = await call(session, 'GET', '/api/quiz-drafts/');
    expect(response.statusCode).toBe(200);
    return (response.json() as { results: Array<{ id: number }> }).results.map((draft) => draft.id);
  };

  it('keeps a paid generation as a draft with the same questions, expiring in 30 days', async () => {
    const session = await signUp(app);
    const generated = await generate(session);
    expect(generated.draft_id).toEqual(expect.any(Number));
    const response = await call(session, 'GET', `/api/quiz-drafts/${generated.draft_id}/`);
    expect(response.statusCode).toBe(200);
    const draft = response.json() as DraftBody;
    expect(draft.title).toBe(generated.title);
    expect(draft.question_sets).toEqual(generated.question_sets);
    expect(draft.material).toBe(photosynthesis);
    const lifetime = Date.parse(draft.expires_at) - Date.parse(draft.created_at);
    expect(Math.round(lifetime / DAY_MS)).toBe(QUIZ_DRAFT_LIFETIME_DAYS);

    const list = (await call(session, 'GET', '/api/quiz-drafts/')).json();
    expect(list).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.results[0]).toMatchObject({ id: generated.draft_id, total_questions: draft.total_questions });
    expect(list.results[0]).not.toHaveProperty('question_sets');
  });

  it('lists drafts newest first', async () => {
    const session = await signUp(app);
    const first = await generate(session, { title: 'First' });
    const second = await generate(session, { title: 'Second' });
    expect(await listIds(session)).toEqual([second.draft_id, first.draft_id]);
  });

  it('keeps no draft when generation fails and is refunded, or is refused for credits', async () => {
    const session = await signUp(app);
    const tooShort = await call(session, 'POST', '/api/generate-quiz/', {
      input_data: 'Too short to quiz.',
      quiz_options: [trueFalse],
    });
    expect(tooShort.statusCode).toBe(400);
    await spendCredits((await testDatabase()).db, session.userId, 10, 'quiz_generation');
    const broke = await call(session, 'POST', '/api/generate-quiz/', {
      input_data: photosynthesis,
      quiz_options: [trueFalse],
    });
    expect(broke.statusCode).toBe(402);
    expect(await listIds(session)).toEqual([]);
  });

  it('keeps no draft for a single-question regeneration (save_draft false)', async () => {
    const session = await signUp(app);
    const generated = await generate(session, { save_draft: false });
    expect(generated.draft_id).toBeNull();
    expect(await listIds(session)).toEqual([]);
  });

  it('keeps a practise-my-gaps quiz as a draft too', async () => {
    const session = await signUp(app);
    const generated = (
      await call(session, 'POST', '/api/generate-quiz/', {
        input_data: photosynthesis,
        quiz_options: [
          { ...trueFalse, questionsQuantity: 'some' },
          { questionType: 'true_false', higherOrder: false, questionsQuantity: 'some' },
          { questionType: 'short_answer', higherOrder: false, questionsQuantity: 'some' },
        ],
      })
    ).json();
    const attempt = (
      await call(session, 'POST', '/api/process-quiz-results/', {
        question_sets: generated.question_sets,
        responses: [],
      })
    ).json();
    const gaps = await call(session, 'POST', `/api/quiz-attempts/${attempt.id}/practise-gaps/`, {
      questions: 5,
    });
    expect(gaps.statusCode).toBe(200);
    const gapDraft = gaps.json().draft_id as number;
    expect(gapDraft).toEqual(expect.any(Number));
    expect(await listIds(session)).toEqual([gapDraft, generated.draft_id]);
  });

  it("answers 404 for another user's draft on every route, and leaves it alone", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const { draft_id: id } = await generate(owner);
    const url = `/api/quiz-drafts/${id}/`;
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', url, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', url)).statusCode).toBe(404);
    const save = await call(other, 'POST', `${url}save/`, {
      title: 'Stolen',
      question_sets: [
        {
          question_type: 'short_answer',
          questions: [{ question: 'Q?', answer: 'A', options: [], questionType: 'short_answer' }],
        },
      ],
    });
    expect(save.statusCode).toBe(404);
    expect(save.json()).toEqual({ detail: 'Not found.' });
    expect(await listIds(other)).toEqual([]);
    expect((await call(owner, 'GET', url)).json().title).not.toBe('Mine now');
    expect(await listIds(owner)).toEqual([id]);
  });

  it('autosaves half-edited questions and the title, and refuses bad fields with a 400 naming them', async () => {
    const session = await signUp(app);
    const { draft_id: id } = await generate(session);
    const draft = (await call(session, 'GET', `/api/quiz-drafts/${id}/`)).json() as DraftBody;
    const sets = structuredClone(draft.question_sets);
    sets[0]!.questions.push({ question: '', answer: '', options: ['', ''], questionType: 'multiple_choice' });
    const patched = await call(session, 'PATCH', `/api/quiz-drafts/${id}/`, {
      title: 'My edits',
      question_sets: sets,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'My edits', total_questions: draft.total_questions + 1 });
    const reread = (await call(session, 'GET', `/api/quiz-drafts/${id}/`)).json() as DraftBody;
    expect(reread.question_sets).toEqual(sets);

    const badCategory = await call(session, 'PATCH', `/api/quiz-drafts/${id}/`, { category: 2_000_000_000 });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toHaveProperty('category');
    const badSets = await call(session, 'PATCH', `/api/quiz-drafts/${id}/`, { question_sets: 'nope' });
    expect(badSets.statusCode).toBe(400);
    expect(badSets.json()).toHaveProperty('question_sets');
    expect((await call(session, 'GET', '/api/quiz-drafts/abc/')).statusCode).toBe(404);
  });

  it('saves a draft as a quiz and removes the draft in one go; a refused save keeps it', async () => {
    const session = await signUp(app);
    const { draft_id: id } = await generate(session);
    const draft = (await call(session, 'GET', `/api/quiz-drafts/${id}/`)).json() as DraftBody;

    const refused = await call(session, 'POST', `/api/quiz-drafts/${id}/save/`, {
      title: 'Photosynthesis',
      question_sets: [
        {
          question_type: 'multiple_choice',
          questions: [{ question: 'Q?', answer: 'Z', options: ['A', 'B'], questionType: 'multiple_choice' }],
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(await listIds(session)).toEqual([id]);

    const saved = await call(session, 'POST', `/api/quiz-drafts/${id}/save/`, {
      title: 'Photosynthesis',
      question_sets: draft.question_sets,
    });
    expect(saved.statusCode).toBe(201);
    const quiz = saved.json();
    expect(quiz).toMatchObject({ title: 'Photosynthesis', total_questions: draft.total_questions });
    expect((await call(session, 'GET', `/api/user-quizzes/${quiz.id}/`)).statusCode).toBe(200);
    expect(await listIds(session)).toEqual([]);
    expect((await call(session, 'GET', `/api/quiz-drafts/${id}/`)).statusCode).toBe(404);
    const again = await call(session, 'POST', `/api/quiz-drafts/${id}/save/`, {
      title: 'Photosynthesis',
      question_sets: draft.question_sets,
    });
    expect(again.statusCode).toBe(404);
  });

  it('discards a draft', async () => {
    const session = await signUp(app);
    const { draft_id: id } = await generate(session);
    expect((await call(session, 'DELETE', `/api/quiz-drafts/${id}/`)).statusCode).toBe(204);
    expect(await listIds(session)).toEqual([]);
    expect((await call(session, 'DELETE', `/api/quiz-drafts/${id}/`)).statusCode).toBe(404);
  });

  it('hides an expired draft everywhere and purges it when drafts are listed', async () => {
    const session = await signUp(app);
    const { draft_id: expired } = await generate(session, { title: 'Old' });
    const { draft_id: live } = await generate(session, { title: 'New' });
    const db = (await testDatabase()).db;
    await db
      .update(quizDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quizDrafts.id, expired!));
    const url = `/api/quiz-drafts/${expired}/`;
    expect((await call(session, 'GET', url)).statusCode).toBe(404);
    expect((await call(session, 'PATCH', url, { title: 'Back' })).statusCode).toBe(404);
    expect(await listIds(session)).toEqual([live]);
    const rows = await db.select({ id: quizDrafts.id }).from(quizDrafts).where(eq(quizDrafts.id, expired!));
    expect(rows).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/quiz-drafts/' });
    expect(response.statusCode).toBe(403);
  });
});
