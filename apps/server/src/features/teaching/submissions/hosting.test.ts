import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { teachingAnswers, teachingAttempts } from '../../../db/schema/index.js';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import { insertAttempt, insertAttemptWithinLimit } from './submissions.repository.js';
import {
  addStudents,
  createAssignment,
  createClass,
  createQuiz,
  rightAnswer,
  student,
  type Started,
} from '../../../../test/teaching/test-support.js';

describe('hosted quizzes: the student side', () => {
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

  const patchAssignment = (id: number, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/teaching/assignments/${id}/`,
      headers: teacher.headers,
      payload,
    });
  const answersStored = async (attemptId: number) =>
    app.deps.database.db.select().from(teachingAnswers).where(eq(teachingAnswers.attemptId, attemptId));

  async function openLink(extra: Record<string, unknown> = {}) {
    return createAssignment(app, teacher, { quiz_id: quizId, ...extra });
  }

  it('says plainly when a quiz link is unknown', async () => {
    const response = await s.info('NOSUCHQZ');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(
      'There is no quiz at this link. Check the address with your teacher.',
    );
    expect((await s.start('NOSUCHQZ', { name: 'Ann' })).statusCode).toBe(404);
  });

  it('asks for a student code on a class quiz and never lists the class', async () => {
    const klass = await createClass(app, teacher);
    await addStudents(app, teacher, klass.id, ['Ada', 'Brian']);
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    const info = await s.info(assignment.code.toLowerCase());
    expect(info.json()).toMatchObject({ state: 'open', total_questions: 4, identity: 'student_code' });
    expect(info.body).not.toContain('Ada');
    const open = (await s.info((await openLink()).code)).json();
    expect(open.identity).toBe('name');
  });

  it('starts a class attempt only with a code of that class', async () => {
    const klass = await createClass(app, teacher);
    const [ada] = await addStudents(app, teacher, klass.id, ['Ada', 'Brian']);
    const other = await createClass(app, teacher, 'Another class');
    const [outsider] = await addStudents(app, teacher, other.id, ['Olga']);
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });

    const noCode = await s.start(assignment.code, { name: 'Ada' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().student_code[0]).toContain('Type your student code');
    const wrong = await s.start(assignment.code, { student_code: 'ZZZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().student_code[0]).toContain('No student in this class has this code');
    const otherClass = await s.start(assignment.code, { student_code: outsider?.code });
    expect(otherClass.statusCode).toBe(400);

    const started = await s.start(assignment.code, { student_code: ` ${ada?.code.toLowerCase()} ` });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ student_name: 'Ada', submitted_at: null });
  });

  it("resumes a student's open attempt on a second device, which alone can then write to it", async () => {
    const klass = await createClass(app, teacher);
    const [ada] = await addStudents(app, teacher, klass.id, ['Ada']);
    const assignment = await createAssignment(app, teacher, {
      quiz_id: quizId,
      class_id: klass.id,
      attempts_allowed: 2,
    });
    const phone = (await s.start(assignment.code, { student_code: ada?.code })).json() as Started;
    const key = phone.questions[0]?.key ?? 0;
    expect((await s.save(phone.id, phone.token, [{ key, response: 'on the phone' }])).statusCode).toBe(200);

    const laptop = (await s.start(assignment.code, { student_code: ada?.code })).json() as Started;
    expect(laptop.id).toBe(phone.id);
    expect(laptop.questions.map((q) => q.key)).toEqual(phone.questions.map((q) => q.key));
    expect(laptop.answers).toEqual([{ key, response: 'on the phone' }]);
    expect((await s.save(phone.id, phone.token, [{ key, response: 'stale' }])).statusCode).toBe(404);
    expect((await s.submit(laptop.id, laptop.token)).statusCode).toBe(200);

    // A second attempt is allowed; with none left, the code opens the latest submitted one again (to see
    // the result on another device) and starts nothing new.
    const second = (await s.start(assignment.code, { student_code: ada?.code })).json() as Started;
    expect(second.id).not.toBe(phone.id);
    expect((await s.submit(second.id, second.token)).statusCode).toBe(200);
    const third = await s.start(assignment.code, { student_code: ada?.code });
    expect(third.json()).toMatchObject({ id: second.id, submitted_at: expect.any(String) });
  });

  it('opens one attempt when devices start a class quiz at the same moment, and answers each with it', async () => {
    const klass = await createClass(app, teacher);
    const [ada] = await addStudents(app, teacher, klass.id, ['Ada']);
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    const starts = await Promise.all(
      Array.from({ length: 4 }, () => s.start(assignment.code, { student_code: ada?.code })),
    );
    expect(starts.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(starts.map((r) => (r.json() as Started).id));
    expect(ids.size).toBe(1);
    const open = await app.deps.database.db
      .select({ id: teachingAttempts.id })
      .from(teachingAttempts)
      .where(eq(teachingAttempts.assignmentId, assignment.id));
    expect(open).toHaveLength(1);
  });

  it('keeps a second open attempt of one roster student out at the database, however the starts interleave', async () => {
    const klass = await createClass(app, teacher);
    const [ada] = await addStudents(app, teacher, klass.id, ['Ada']);
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    const { db } = app.deps.database;
    // Both devices found no open attempt and both insert: only the first one opens.
    const values = {
      assignmentId: assignment.id,
      studentId: ada?.id ?? 0,
      studentName: 'Ada',
      tokenHash: 'x'.repeat(64),
      layout: [],
    };
    const [first, second] = await Promise.all([insertAttempt(db, values), insertAttempt(db, values)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    // The device that lost is answered with the winner's attempt.
    const started = (await s.start(assignment.code, { student_code: ada?.code })).json() as Started;
    expect(started.id).toBe((first ?? second)?.id);
  });

  it('opens no attempt once the student has submitted every attempt allowed, counted in the insert itself', async () => {
    const assignment = await openLink({ attempts_allowed: 2 });
    const { db } = app.deps.database;
    const values = (name: string) => ({
      assignmentId: assignment.id,
      studentId: null,
      studentName: name,
      tokenHash: 'y'.repeat(64),
      layout: [{ key: 0, options: [] }],
      startedAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    const first = await insertAttemptWithinLimit(db, values('Grace'), 2);
    // The attempt handed back is the one stored.
    const [stored] = await db
      .select()
      .from(teachingAttempts)
      .where(eq(teachingAttempts.id, first?.id ?? 0));
    expect(first).toEqual(stored);
    await db
      .update(teachingAttempts)
      .set({ submittedAt: new Date() })
      .where(eq(teachingAttempts.id, first?.id ?? 0));
    const second = await insertAttemptWithinLimit(db, values('grace'), 2);
    expect(second).toBeDefined();
    await db
      .update(teachingAttempts)
      .set({ submittedAt: new Date() })
      .where(eq(teachingAttempts.id, second?.id ?? 0));
    // Two submitted under the name, in any case: a third is refused; another name still starts.
    expect(await insertAttemptWithinLimit(db, values('GRACE'), 2)).toBeUndefined();
    expect(await insertAttemptWithinLimit(db, values('Alan'), 2)).toBeDefined();
    const third = await s.start(assignment.code, { name: 'Grace' });
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toContain('already used all 2 attempts');
  });

  it('gives a student a new code on request; the old one stops working', async () => {
    const klass = await createClass(app, teacher);
    const [ada] = await addStudents(app, teacher, klass.id, ['Ada']);
    const renewed = await app.inject({
      method: 'POST',
      url: `/api/teaching/classes/${klass.id}/students/${ada?.id}/code/`,
      headers: teacher.headers,
    });
    expect(renewed.statusCode).toBe(200);
    const code = renewed.json().code as string;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(code).not.toBe(ada?.code);
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    expect((await s.start(assignment.code, { student_code: ada?.code })).statusCode).toBe(400);
    expect((await s.start(assignment.code, { student_code: code })).statusCode).toBe(201);
  });

  it('never sends the answers to a student before submitting', async () => {
    const assignment = await openLink();
    const started = await s.start(assignment.code, { name: 'Curious' });
    expect(started.statusCode).toBe(201);
    expect(started.body).not.toMatch(/"(answer|accepted_answers|explanation|source|skill)"/);
    expect(started.body).not.toContain('Plants fix carbon dioxide');
  });

  it('autosaves idempotently: the same answers twice leave one row each, and a resume sees them', async () => {
    const assignment = await openLink({ shuffle_questions: true, shuffle_options: true });
    const started = (await s.start(assignment.code, { name: 'Ravi' })).json() as Started;
    const [first, second] = started.questions;
    const batch = [
      { key: first!.key, response: 'draft' },
      { key: second!.key, response: 'Heart' },
    ];
    expect((await s.save(started.id, started.token, batch)).json().saved).toBe(2);
    expect((await s.save(started.id, started.token, batch)).statusCode).toBe(200);
    const changed = [{ key: first!.key, response: 'final' }];
    expect((await s.save(started.id, started.token, changed)).statusCode).toBe(200);
    expect(await answersStored(started.id)).toHaveLength(2);
    const resumed = (await s.resume(started.id, started.token)).json();
    expect(resumed.questions).toEqual(started.questions);
    expect(resumed.answers).toEqual(
      expect.arrayContaining([
        { key: first!.key, response: 'final' },
        { key: second!.key, response: 'Heart' },
      ]),
    );
  });

  it('refuses an answer for a question that is not in the quiz', async () => {
    const assignment = await openLink();
    const started = (await s.start(assignment.code, { name: 'Zed' })).json() as Started;
    const response = await s.save(started.id, started.token, [{ key: 99, response: 'x' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().answers[0]).toContain('99');
    const mixed = await s.save(started.id, started.token, [
      { key: 0, response: 'Heart' },
      { key: 99, response: 'x' },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(await answersStored(started.id)).toEqual([]);
  });

  it("answers 404 for another student's attempt id or a wrong token, exactly as for no attempt", async () => {
    const assignment = await openLink();
    const mine = (await s.start(assignment.code, { name: 'Alice' })).json() as Started;
    const theirs = (await s.start(assignment.code, { name: 'Bob' })).json() as Started;
    await s.save(theirs.id, theirs.token, [{ key: 0, response: 'Heart' }]);
    const tampered = [
      await s.resume(theirs.id, mine.token),
      await s.save(theirs.id, mine.token, [{ key: 0, response: 'Oxygen' }]),
      await s.submit(theirs.id, mine.token),
      await s.resume(2_000_000_000, mine.token),
    ];
    for (const response of tampered) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const untouched = (await s.resume(theirs.id, theirs.token)).json();
    expect(untouched.answers).toEqual([{ key: 0, response: 'Heart' }]);
    expect(untouched.submitted_at).toBeNull();
  });

  it('grades on submit with the tolerant grader and shows marks after submit', async () => {
    const assignment = await openLink({ show_answers: 'after_submit' });
    const started = (await s.start(assignment.code, { name: 'Grace' })).json() as Started;
    const answers = started.questions.map((q) => ({
      key: q.key,
      response: q.question_type === 'short_answer' ? 'photosynthsis' : rightAnswer(q.question),
    }));
    const submitted = await s.submit(started.id, started.token, answers);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ score: 4, max_score: 4 });
    expect(submitted.json().marks.every((m: { correct: boolean }) => m.correct)).toBe(true);
    const again = await s.submit(started.id, started.token, [{ key: 0, response: 'Oxygen' }]);
    expect(again.statusCode).toBe(200);
    expect(again.json().score).toBe(4);
    const save = await s.save(started.id, started.token, [{ key: 0, response: 'Oxygen' }]);
    expect(save.statusCode).toBe(409);
    const [row] = await app.deps.database.db
      .select()
      .from(teachingAttempts)
      .where(eq(teachingAttempts.id, started.id));
    const typo = (row?.marks as { response: string; confidence: number }[]).find(
      (m) => m.response === 'photosynthsis',
    );
    expect(typo?.confidence).toBeLessThan(1);
    expect(row?.durationSeconds).toBeGreaterThanOrEqual(0);
  });

  it('hides marks when answers are never shown, and until close for after_close', async () => {
    const never = await openLink({ show_answers: 'never' });
    const a = (await s.start(never.code, { name: 'N' })).json() as Started;
    const done = (await s.submit(a.id, a.token, [{ key: 0, response: 'Oxygen' }])).json();
    expect(done).toMatchObject({ marks: null, score: null });
    expect(done.message).toContain('teacher');
    const later = await openLink({ show_answers: 'after_close' });
    const b = (await s.start(later.code, { name: 'L' })).json() as Started;
    expect((await s.submit(b.id, b.token)).json().marks).toBeNull();
    // Shown once the grace period after closing is over too (see closed-quiz.test.ts).
    await patchAssignment(later.id, { closes_at: new Date(Date.now() - 61_000).toISOString() });
    const afterClose = (await s.resume(b.id, b.token)).json();
    expect(afterClose.marks).toHaveLength(4);
    expect(afterClose.marks[0]).toHaveProperty('expected');
  });

  it('refuses a new attempt beyond the attempts allowed with a 409', async () => {
    const assignment = await openLink({ attempts_allowed: 1 });
    const first = (await s.start(assignment.code, { name: 'Once' })).json() as Started;
    await s.submit(first.id, first.token);
    const second = await s.start(assignment.code, { name: 'ONCE' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toContain('already used the only attempt');
  });

  it('refuses a second submission beyond the attempts allowed and keeps its answers', async () => {
    const assignment = await openLink({ attempts_allowed: 1 });
    const tabA = (await s.start(assignment.code, { name: 'Twin' })).json() as Started;
    const tabB = (await s.start(assignment.code, { name: 'Twin' })).json() as Started;
    await s.save(tabB.id, tabB.token, [{ key: 1, response: 'Heart' }]);
    const [one, two] = await Promise.all([s.submit(tabA.id, tabA.token), s.submit(tabB.id, tabB.token)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await answersStored(tabB.id)).toHaveLength(1);
  });

  it('refuses to start before the opening time and after the close time', async () => {
    const soon = await openLink({ opens_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await s.info(soon.code)).json().state).toBe('scheduled');
    const early = await s.start(soon.code, { name: 'Early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('not open yet');
    const past = await openLink({ closes_at: new Date(Date.now() - 60_000).toISOString() });
    expect((await s.info(past.code)).json().state).toBe('closed');
    const late = await s.start(past.code, { name: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('closed');
  });

  it('refuses answers and submissions after the close time, keeps what was saved, and grades it for the teacher', async () => {
    const assignment = await openLink();
    const started = (await s.start(assignment.code, { name: 'Slow' })).json() as Started;
    await s.save(started.id, started.token, [{ key: 1, response: 'Heart' }]);
    await patchAssignment(assignment.id, { closes_at: new Date(Date.now() - 5 * 60_000).toISOString() });
    const save = await s.save(started.id, started.token, [{ key: 0, response: 'Carbon dioxide' }]);
    expect(save.statusCode).toBe(409);
    expect(save.json().detail).toContain('closed');
    const submit = await s.submit(started.id, started.token);
    expect(submit.statusCode).toBe(409);
    expect(await answersStored(started.id)).toEqual([
      expect.objectContaining({ questionKey: 1, response: 'Heart' }),
    ]);
    const results = await app.inject({
      method: 'GET',
      url: `/api/teaching/assignments/${assignment.id}/results/`,
      headers: teacher.headers,
    });
    const attempt = results.json().attempts.find((a: { id: number }) => a.id === started.id);
    expect(attempt).toMatchObject({ score: 1, max_score: 4, answered: 1 });
    expect(attempt.submitted_at).not.toBeNull();
  });

  it('enforces the time limit from the moment the attempt started', async () => {
    const assignment = await openLink({ time_limit_minutes: 5 });
    const started = (await s.start(assignment.code, { name: 'Timed' })).json() as Started & {
      deadline: string;
    };
    expect(Date.parse(started.deadline) - Date.now()).toBeGreaterThan(4 * 60_000);
    await app.deps.database.db
      .update(teachingAttempts)
      .set({ startedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(teachingAttempts.id, started.id));
    const late = await s.save(started.id, started.token, [{ key: 0, response: 'Oxygen' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('Time is up');
  });

  it('needs a typed name on an open link', async () => {
    const assignment = await openLink();
    const response = await s.start(assignment.code, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toEqual(['Type your name.']);
  });
});
