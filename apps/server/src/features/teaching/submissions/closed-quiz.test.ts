import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import { GRACE_MS } from '../assignments/assignment-state.js';
import {
  addStudents,
  createAssignment,
  createClass,
  createQuiz,
  rightAnswer,
  student,
  type Started,
} from '../../../../test/teaching/test-support.js';

/** Closed means closed: no answer key while answers are still taken, no access after removal. */
describe('hosted quizzes: the answer key and late answers', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let quizId: number;
  let s: ReturnType<typeof student>;
  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
    quizId = await createQuiz(app, teacher);
    s = student(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const closeAt = (id: number, closesAt: Date) =>
    app.inject({
      method: 'PATCH',
      url: `/api/teaching/assignments/${id}/`,
      headers: teacher.headers,
      payload: { closes_at: closesAt.toISOString() },
    });

  it('hides the key during the grace period after closing, while a classmate may still save and submit', async () => {
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, show_answers: 'after_close' });
    const early = (await s.start(assignment.code, { name: 'Early' })).json() as Started;
    const late = (await s.start(assignment.code, { name: 'Late' })).json() as Started;
    expect((await s.submit(early.id, early.token)).statusCode).toBe(200);
    // Closed ten seconds ago: the grace period still takes the classmate's last answers.
    await closeAt(assignment.id, new Date(Date.now() - 10_000));
    const resumed = (await s.resume(early.id, early.token)).json();
    expect(resumed.marks).toBeNull();
    expect(resumed.score).toBeNull();
    expect(JSON.stringify(resumed)).not.toContain('"expected"');
    expect(resumed.message).toContain('in a minute, once the last answers are in');
    const key = late.questions[0]?.key ?? 0;
    expect((await s.save(late.id, late.token, [{ key, response: 'a guess' }])).statusCode).toBe(200);
    expect((await s.submit(late.id, late.token)).statusCode).toBe(200);
    // Once no attempt can change any more, the key is shown.
    await closeAt(assignment.id, new Date(Date.now() - GRACE_MS - 1000));
    const shown = (await s.resume(early.id, early.token)).json();
    expect(shown.marks).toHaveLength(4);
    expect(shown.marks.map((m: { expected: string }) => m.expected)).toContain('Carbon dioxide');
  });

  it('never takes a save or a submission after the key has been shown (the race at the end of the grace period)', async () => {
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, show_answers: 'after_close' });
    const reader = (await s.start(assignment.code, { name: 'Reader' })).json() as Started;
    expect((await s.submit(reader.id, reader.token)).statusCode).toBe(200);
    const copiers = [];
    for (let i = 0; i < 6; i += 1)
      copiers.push((await s.start(assignment.code, { name: `Copier ${i}` })).json() as Started);
    // The grace period ends about 400 ms from now: keep reading the key and writing around that moment.
    await closeAt(assignment.id, new Date(Date.now() - GRACE_MS + 400));
    let keySeenAt: number | null = null;
    const lateWrites: string[] = [];
    const until = Date.now() + 1500;
    let round = 0;
    while (Date.now() < until || keySeenAt === null) {
      const copier = copiers[round % copiers.length]!;
      round += 1;
      const [read, save] = await Promise.all([
        s.resume(reader.id, reader.token),
        s.save(copier.id, copier.token, [{ key: 0, response: 'Carbon dioxide' }]),
      ]);
      if (keySeenAt !== null && save.statusCode === 200)
        lateWrites.push(`save after the key (round ${round})`);
      if (read.json().marks !== null) keySeenAt ??= Date.now();
      // A write sent once the key was visible must be refused, whatever the copier sends.
      if (keySeenAt !== null) {
        const answers = copier.questions.map((q) => ({ key: q.key, response: rightAnswer(q.question) }));
        const saved = await s.save(copier.id, copier.token, answers);
        if (saved.statusCode !== 409) lateWrites.push(`save ${saved.statusCode} (round ${round})`);
        const submitted = await s.submit(copier.id, copier.token, answers);
        if (submitted.statusCode !== 409) lateWrites.push(`submit ${submitted.statusCode} (round ${round})`);
      }
      if (Date.now() > until + 5000) break;
    }
    expect(keySeenAt).not.toBeNull();
    expect(lateWrites).toEqual([]);
  });
});

describe('hosted quizzes: removed students and renewed codes', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let quizId: number;
  let s: ReturnType<typeof student>;
  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
    quizId = await createQuiz(app, teacher);
    s = student(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function classQuiz(names: string[]) {
    const klass = await createClass(app, teacher);
    const students = await addStudents(app, teacher, klass.id, names);
    const assignment = await createAssignment(app, teacher, {
      quiz_id: quizId,
      class_id: klass.id,
      attempts_allowed: 2,
    });
    return { klass, students, assignment };
  }

  it("ends a removed student's attempt token: no resume, save or submit", async () => {
    const { klass, students, assignment } = await classQuiz(['Ada', 'Brian']);
    const [ada, brian] = students;
    const attempt = (await s.start(assignment.code, { student_code: ada?.code })).json() as Started;
    const other = (await s.start(assignment.code, { student_code: brian?.code })).json() as Started;
    expect((await s.save(attempt.id, attempt.token, [{ key: 0, response: 'Heart' }])).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/teaching/classes/${klass.id}/students/${ada?.id}/`,
      headers: teacher.headers,
    });
    expect(removed.statusCode).toBe(204);
    for (const response of [
      await s.resume(attempt.id, attempt.token),
      await s.save(attempt.id, attempt.token, [{ key: 1, response: 'Heart' }]),
      await s.submit(attempt.id, attempt.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await s.start(assignment.code, { student_code: ada?.code })).statusCode).toBe(400);
    // Classmates carry on.
    expect((await s.save(other.id, other.token, [{ key: 0, response: 'Heart' }])).statusCode).toBe(200);
  });

  it("ends the old device's token when the teacher renews a code; the new code carries the attempt on", async () => {
    const { klass, students, assignment } = await classQuiz(['Chen']);
    const [chen] = students;
    const old = (await s.start(assignment.code, { student_code: chen?.code })).json() as Started;
    expect((await s.save(old.id, old.token, [{ key: 0, response: 'Heart' }])).statusCode).toBe(200);
    const renewed = await app.inject({
      method: 'POST',
      url: `/api/teaching/classes/${klass.id}/students/${chen?.id}/code/`,
      headers: teacher.headers,
    });
    expect(renewed.statusCode).toBe(200);
    const newCode = renewed.json().code as string;
    expect((await s.save(old.id, old.token, [{ key: 1, response: 'Heart' }])).statusCode).toBe(404);
    expect((await s.submit(old.id, old.token)).statusCode).toBe(404);
    expect((await s.resume(old.id, old.token)).statusCode).toBe(404);
    const carried = (await s.start(assignment.code, { student_code: newCode })).json() as Started;
    expect(carried.id).toBe(old.id);
    expect(carried.answers).toEqual([{ key: 0, response: 'Heart' }]);
    expect((await s.submit(carried.id, carried.token)).statusCode).toBe(200);
  });
});
