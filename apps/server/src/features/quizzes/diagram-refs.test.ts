import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import { keepGeneratedDraft } from '../quiz-drafts/quiz-drafts.service.js';

/** A diagram-labelling question may name only the caller's own diagrams, like every other id. */
describe('diagram ids in quizzes and drafts', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let stranger: TestSession;
  let mine: number;
  let theirs: number;

  const call = (session: TestSession, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: session.headers, payload });

  async function diagramOf(session: TestSession): Promise<number> {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#3060d0' } })
      .png()
      .toBuffer();
    const response = await call(session, 'POST', '/api/diagrams/create/', {
      name: 'Leaf',
      image: `data:image/png;base64,${png.toString('base64')}`,
      rectangles_data: [{ x: 10, y: 10, width: 40, height: 20, label: 'Stoma' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }

  const labelling = (diagramId: number) => [
    {
      question_type: 'short_answer',
      questions: [{ question: 'Name a gas.', answer: 'Oxygen', options: [], questionType: 'short_answer' }],
    },
    {
      question_type: 'diagram_labelling',
      questions: [
        {
          question: 'Which label belongs at box 1?',
          answer: 'Stoma',
          options: ['Stoma', 'Vein'],
          questionType: 'diagram_labelling',
          diagram_id: diagramId,
          rectangle: { x: 10, y: 10, width: 40, height: 20, label: 'Stoma' },
        },
      ],
    },
  ];
  const refused = (id: number) => ({
    'question_sets.1.questions.0.diagram_id': [`Invalid pk "${id}" - object does not exist.`],
  });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
    mine = await diagramOf(owner);
    theirs = await diagramOf(stranger);
  });
  afterAll(async () => {
    await app.close();
  });

  it("refuses another user's diagram id on create-quiz with a 400 naming the question", async () => {
    const foreign = await call(owner, 'POST', '/api/create-quiz/', {
      title: 'T',
      question_sets: labelling(theirs),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(refused(theirs));
    const missing = await call(owner, 'POST', '/api/create-quiz/', {
      title: 'T',
      question_sets: labelling(2_000_000_000),
    });
    expect(missing.json()).toEqual(refused(2_000_000_000));
    const own = await call(owner, 'POST', '/api/create-quiz/', {
      title: 'T',
      question_sets: labelling(mine),
    });
    expect(own.statusCode).toBe(201);
  });

  it("refuses another user's diagram id when a quiz is edited", async () => {
    const quiz = (
      await call(owner, 'POST', '/api/create-quiz/', { title: 'T', question_sets: labelling(mine) })
    ).json();
    const patched = await call(owner, 'PATCH', `/api/user-quizzes/${quiz.id}/update/`, {
      question_sets: labelling(theirs),
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual(refused(theirs));
  });

  it("refuses another user's diagram id in a draft's autosave and when the draft is saved as a quiz", async () => {
    const db = app.deps.database.db;
    const draftId = await keepGeneratedDraft(db, owner.userId, {
      title: 'Generated',
      questionSets: labelling(mine) as never,
      material: null,
      collectionId: null,
      warnings: [],
    });
    const autosave = await call(owner, 'PATCH', `/api/quiz-drafts/${draftId}/`, {
      question_sets: labelling(theirs),
    });
    expect(autosave.statusCode).toBe(400);
    expect(autosave.json()).toEqual(refused(theirs));
    const save = await call(owner, 'POST', `/api/quiz-drafts/${draftId}/save/`, {
      title: 'Saved',
      question_sets: labelling(theirs),
    });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toEqual(refused(theirs));
    const ok = await call(owner, 'POST', `/api/quiz-drafts/${draftId}/save/`, {
      title: 'Saved',
      question_sets: labelling(mine),
    });
    expect(ok.statusCode).toBe(201);
  });
});
