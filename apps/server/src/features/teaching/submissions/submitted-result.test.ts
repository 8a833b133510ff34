import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import {
  addStudents,
  createAssignment,
  createClass,
  createQuiz,
  rightAnswer,
  student,
  type Started,
} from '../../../../test/teaching/test-support.js';

describe('a student who has submitted sees their result again from another device', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let quizId: number;
  let classId: number;
  let pupils: { id: number; name: string; code: string }[];

  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
    quizId = await createQuiz(app, teacher);
    classId = (await createClass(app, teacher, '7A')).id;
    pupils = await addStudents(app, teacher, classId, ['Ada', 'Ben', 'Cleo']);
  });
  afterAll(async () => {
    await app.close();
  });

  async function submitAll(code: string, pupil: { code: string }): Promise<Started> {
    const s = student(app);
    const started = (await s.start(code, { student_code: pupil.code })).json() as Started;
    const answers = started.questions.map((q) => ({ key: q.key, response: rightAnswer(q.question) }));
    expect((await s.submit(started.id, started.token, answers)).statusCode).toBe(200);
    return started;
  }

  it('answers the code with the submitted attempt and its marks, not a 409', async () => {
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: classId });
    const first = await submitAll(assignment.code, pupils[0]!);
    const again = await student(app).start(assignment.code, { student_code: pupils[0]!.code });
    expect(again.statusCode).toBe(201);
    const body = again.json();
    expect(body).toMatchObject({ id: first.id, score: 4, max_score: 4 });
    expect(body.submitted_at).not.toBeNull();
    expect(body.marks).toHaveLength(4);
    // The new device's token opens it; the old device's no longer does.
    expect((await student(app).resume(first.id, body.token)).statusCode).toBe(200);
    expect((await student(app).resume(first.id, first.token)).statusCode).toBe(404);
  });

  it('shows the result after the quiz has closed too, and still refuses a student who never started', async () => {
    const assignment = await createAssignment(app, teacher, {
      quiz_id: quizId,
      class_id: classId,
      show_answers: 'after_close',
    });
    const first = await submitAll(assignment.code, pupils[1]!);
    // Closed past the grace period for late saves: only then are marks shown (issue 38).
    await app.inject({
      method: 'PATCH',
      url: `/api/teaching/assignments/${assignment.id}/`,
      headers: teacher.headers,
      payload: { closes_at: new Date(Date.now() - 61_000).toISOString() },
    });
    const again = await student(app).start(assignment.code, { student_code: pupils[1]!.code });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, score: 4 });
    const never = await student(app).start(assignment.code, { student_code: pupils[2]!.code });
    expect(never.statusCode).toBe(409);
  });

  it('still lets a student with attempts left start a new one', async () => {
    const assignment = await createAssignment(app, teacher, {
      quiz_id: quizId,
      class_id: classId,
      attempts_allowed: 2,
    });
    const first = await submitAll(assignment.code, pupils[2]!);
    const second = await student(app).start(assignment.code, { student_code: pupils[2]!.code });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.id);
    expect(second.json().submitted_at).toBeNull();
  });
});
