import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { creditsForQuestions, type QuestionSet } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import {
  addStudents,
  createAssignment,
  createClass,
  student,
  type Started,
} from '../../../../test/teaching/test-support.js';

const corpus = path.resolve(import.meta.dirname, '../../../../../../packages/quiz-engine/corpus');
const waterCycle = fs.readFileSync(path.join(corpus, '04-water-cycle.md'), 'utf8');

describe('a class follow-up quiz from a generated quiz', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let classId: number;
  let askedFrom: Set<string>;

  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
    // Generated from pasted text (no collection), saved, assigned, answered: half the class gets it wrong.
    const generated = (
      await app.inject({
        method: 'POST',
        url: '/api/generate-quiz/',
        headers: teacher.headers,
        payload: {
          input_data: waterCycle,
          quiz_options: [
            {
              questionType: 'multiple_choice',
              higherOrder: false,
              questionsQuantity: 'specified',
              specifiedNumber: 5,
            },
          ],
        },
      })
    ).json();
    const saved = await app.inject({
      method: 'POST',
      url: `/api/quiz-drafts/${generated.draft_id}/save/`,
      headers: teacher.headers,
      payload: { title: 'Water cycle', question_sets: generated.question_sets },
    });
    expect(saved.statusCode).toBe(201);
    const sets = saved.json().question_sets as QuestionSet[];
    askedFrom = new Set(sets.flatMap((set) => set.questions.map((q) => q.source ?? '')));
    const answers = new Map(sets.flatMap((set) => set.questions.map((q) => [q.question, q.answer])));
    const klass = await createClass(app, teacher, '7B Geography');
    classId = klass.id;
    const roster = await addStudents(app, teacher, klass.id, ['Ada', 'Ben']);
    const assignment = await createAssignment(app, teacher, { quiz_id: saved.json().id, class_id: klass.id });
    const s = student(app);
    for (const pupil of roster) {
      const started = (await s.start(assignment.code, { student_code: pupil.code })).json() as Started;
      const responses = started.questions.map((q, i) => ({
        key: q.key,
        // Ada gets everything right; Ben the first two wrong.
        response: pupil.name === 'Ben' && i < 2 ? 'I do not know' : (answers.get(q.question) ?? ''),
      }));
      expect((await s.submit(started.id, started.token, responses)).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('says before the click how many questions the follow-up holds, and it holds them', async () => {
    const insights = (
      await app.inject({
        method: 'GET',
        url: `/api/teaching/classes/${classId}/insights/`,
        headers: teacher.headers,
      })
    ).json();
    expect(insights.weakest_skills.length).toBeGreaterThan(0);
    expect(insights.follow_up_questions).toBeGreaterThanOrEqual(5);
    const before = (
      await app.inject({ method: 'GET', url: '/api/auth/me/', headers: teacher.headers })
    ).json().credits as number;
    const followUp = await app.inject({
      method: 'POST',
      url: `/api/teaching/classes/${classId}/follow-up-quiz/`,
      headers: teacher.headers,
      payload: { questions: Math.min(10, insights.follow_up_questions) },
    });
    expect(followUp.statusCode).toBe(200);
    const quiz = followUp.json();
    expect(quiz.total_questions).toBeGreaterThanOrEqual(5);
    expect(quiz.credits_used).toBe(creditsForQuestions(quiz.total_questions));
    // From the whole material the quiz was generated from, not only the sentences it already asked about.
    const sources = (quiz.question_sets as QuestionSet[]).flatMap((set) =>
      set.questions.map((q) => q.source),
    );
    expect(sources.some((source) => source && !askedFrom.has(source))).toBe(true);
    const after = (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: teacher.headers })).json()
      .credits as number;
    expect(after).toBe(before - quiz.credits_used);
  });
});
