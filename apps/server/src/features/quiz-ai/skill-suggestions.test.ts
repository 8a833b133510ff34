import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const photosynthesis = fs.readFileSync(path.join(corpus, '01-photosynthesis.md'), 'utf8');
const trueFalse = { questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' };

describe("a question written by hand is offered the material's concepts as its skill", () => {
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

  const suggest = (session: TestSession, payload: object) =>
    app.inject({ method: 'POST', url: '/api/generate-quiz/skills/', headers: session.headers, payload });

  it("suggests a draft's and a saved quiz's concepts, the generator's own skill names among them, never General, free", async () => {
    const generated = await app.inject({
      method: 'POST',
      url: '/api/generate-quiz/',
      headers: owner.headers,
      payload: { input_data: photosynthesis, quiz_options: [trueFalse] },
    });
    expect(generated.statusCode).toBe(200);
    const draft = generated.json();
    const credits = async () =>
      (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: owner.headers })).json()
        .credits as number;
    const before = await credits();

    const fromDraft = await suggest(owner, { input_data: photosynthesis });
    expect(fromDraft.statusCode).toBe(200);
    const skills = fromDraft.json().skills as string[];
    expect(skills.length).toBeGreaterThanOrEqual(3);
    expect(skills.map((s) => s.toLowerCase())).not.toContain('general');
    expect(new Set(skills.map((s) => s.toLowerCase())).size).toBe(skills.length);
    const given = draft.question_sets.flatMap((set: { questions: { skill?: string }[] }) =>
      set.questions.map((q) => q.skill),
    );
    expect(skills).toContain(given[0]);

    const saved = await app.inject({
      method: 'POST',
      url: `/api/quiz-drafts/${draft.draft_id}/save/`,
      headers: owner.headers,
      payload: { title: 'Photosynthesis', question_sets: draft.question_sets },
    });
    expect(saved.statusCode).toBe(201);
    const fromQuiz = await suggest(owner, { quiz_id: saved.json().id });
    expect(fromQuiz.statusCode).toBe(200);
    expect(fromQuiz.json().skills).toEqual(skills);
    expect(await credits()).toBe(before);
  });

  it("answers 404 for another user's quiz, none for a quiz without material, 400 for bad material", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-quiz/',
      headers: owner.headers,
      payload: {
        title: 'By hand',
        question_sets: [
          {
            question_type: 'true_false',
            questions: [
              {
                question: 'Leaves are green.',
                answer: 'True',
                options: ['True', 'False'],
                questionType: 'true_false',
                skill: 'Leaves',
              },
            ],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await suggest(stranger, { quiz_id: id })).statusCode).toBe(404);
    const none = await suggest(owner, { quiz_id: id });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ skills: [] });
    const bad = await suggest(owner, { input_data: 42 });
    expect(bad.statusCode).toBe(400);
  });
});
