import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { QuestionSet } from '@quizwise/contract';
import { buildTestApp, signUp } from '../../test/test-app.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../packages/quiz-engine/corpus');
const lines = fs.readFileSync(path.join(corpus, '20-ecosystems.md'), 'utf8').split('\n');
const material = lines
  .slice(
    0,
    lines.findIndex((l) => l.startsWith('In the nitrogen cycle')),
  )
  .join('\n');

describe('the engine\'s "check this one" mark is stored with the question', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('comes back in the generated draft, and what the teacher kept or cleared is saved with the quiz', async () => {
    const session = await signUp(app);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/generate-quiz/',
      headers: session.headers,
      payload: {
        input_data: material,
        quiz_options: [
          {
            questionType: 'multiple_choice',
            higherOrder: false,
            questionsQuantity: 'specified',
            specifiedNumber: 10,
          },
        ],
      },
    });
    expect(generated.statusCode).toBe(200);
    const draftId = generated.json().draft_id as number;
    const draft = await app.inject({
      method: 'GET',
      url: `/api/quiz-drafts/${draftId}/`,
      headers: session.headers,
    });
    const sets = draft.json().question_sets as QuestionSet[];
    const questions = sets[0]?.questions ?? [];
    expect(questions).toHaveLength(10);
    const marked = questions.filter((q) => typeof q.check_reason === 'string' && q.check_reason.length > 0);
    expect(marked.length).toBeGreaterThan(0);
    expect(questions.filter((q) => q.check_reason === null).length).toBeGreaterThan(0);

    // The teacher keeps the first marked question (mark cleared) and leaves the rest marked.
    const first = questions.indexOf(marked[0]!);
    const edited = questions.map((q, i) => (i === first ? { ...q, check_reason: null } : q));
    const saved = await app.inject({
      method: 'POST',
      url: `/api/quiz-drafts/${draftId}/save/`,
      headers: session.headers,
      payload: {
        title: 'Ecosystems',
        question_sets: [{ question_type: 'multiple_choice', questions: edited }],
      },
    });
    expect(saved.statusCode).toBe(201);
    const quiz = await app.inject({
      method: 'GET',
      url: `/api/user-quizzes/${saved.json().id}/`,
      headers: session.headers,
    });
    const stored = (quiz.json().question_sets as QuestionSet[])[0]?.questions ?? [];
    expect(stored.map((q) => q.check_reason ?? null)).toEqual(edited.map((q) => q.check_reason ?? null));
    expect(stored[first]?.check_reason ?? null).toBeNull();
  });
});
