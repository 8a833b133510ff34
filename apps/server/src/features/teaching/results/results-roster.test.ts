import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
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

describe('results name every rostered student, started or not', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let assignmentId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
    const quizId = await createQuiz(app, teacher);
    const klass = await createClass(app, teacher, '9B History');
    const roster = await addStudents(app, teacher, klass.id, ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn']);
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    assignmentId = assignment.id;
    const s = student(app);
    for (const name of ['Ada', 'Ben']) {
      const pupil = roster.find((r) => r.name === name)!;
      const started = (await s.start(assignment.code, { student_code: pupil.code })).json() as Started;
      const answers = started.questions.map((q) => ({ key: q.key, response: rightAnswer(q.question) }));
      await s.save(started.id, started.token, answers);
      expect((await s.submit(started.id, started.token)).statusCode).toBe(200);
    }
    const cleo = roster.find((r) => r.name === 'Cleo')!;
    expect((await s.start(assignment.code, { student_code: cleo.code })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: teacher.headers });

  it('lists the students who have not started beside the attempts', async () => {
    const results = (await get(`/api/teaching/assignments/${assignmentId}/results/`)).json();
    expect(results.attempts).toHaveLength(3);
    expect(results.not_started.map((s: { student_name: string }) => s.student_name)).toEqual([
      'Dan',
      'Eve',
      'Finn',
    ]);
  });

  it('says on the assignment who still has to do it (in progress counts as still to do)', async () => {
    const assignment = (await get(`/api/teaching/assignments/${assignmentId}/`)).json();
    expect(assignment.still_to_do).toEqual(['Cleo', 'Dan', 'Eve', 'Finn']);
    expect(assignment.submitted_count).toBe(2);
  });

  it('gives every rostered student a CSV row: submitted, in progress or not started', async () => {
    const response = await get(`/api/teaching/assignments/${assignmentId}/results/export/?file_format=csv`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(lines).toHaveLength(6);
    const status = Object.fromEntries(lines.map((l) => [l.split(',')[0], l.split(',')[2]]));
    expect(status).toEqual({
      Ada: 'submitted',
      Ben: 'submitted',
      Cleo: 'in progress',
      Dan: 'not started',
      Eve: 'not started',
      Finn: 'not started',
    });
  });

  it('gives every rostered student a row in the XLSX students sheet', async () => {
    const response = await get(`/api/teaching/assignments/${assignmentId}/results/export/?file_format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    // exceljs' own Buffer type predates Node's generic Buffer.
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Students');
    expect(sheet?.rowCount).toBe(7);
    const finn = sheet?.getRows(2, 6)?.find((row) => row.getCell(1).value === 'Finn');
    expect(finn?.getCell(3).value).toBe('not started');
  });
});
