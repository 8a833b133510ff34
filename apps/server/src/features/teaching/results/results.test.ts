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

describe('results, overrides, exports and insights', () => {
  let app: FastifyInstance;
  let teacher: TestSession;
  let classId: number;
  let assignmentId: number;
  const attemptIds: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await signUp(app);
    const quizId = await createQuiz(app, teacher);
    const klass = await createClass(app, teacher, '8C Science');
    classId = klass.id;
    const roster = await addStudents(app, teacher, klass.id, ['Ada', 'Ben', 'Cleo']);
    const assignment = await createAssignment(app, teacher, {
      quiz_id: quizId,
      class_id: klass.id,
      shuffle_options: true,
    });
    assignmentId = assignment.id;
    const s = student(app);
    // Ada: all right. Ben: Oxygen for the gas, rest right. Cleo: Oxygen, Liver, False, "respiration".
    const wrong: Record<string, Record<string, string>> = {
      Ada: {},
      Ben: { 'Which gas do plants take in for photosynthesis?': 'Oxygen' },
      Cleo: {
        'Which gas do plants take in for photosynthesis?': 'Oxygen',
        'Which organ pumps blood?': 'Liver',
        'Chlorophyll is green.': 'False',
        'Name the process plants use to make food from light.': 'respiration',
      },
    };
    for (const pupil of roster) {
      const started = (await s.start(assignment.code, { student_code: pupil.code })).json() as Started;
      const answers = started.questions.map((q) => ({
        key: q.key,
        response: wrong[pupil.name]?.[q.question] ?? rightAnswer(q.question),
      }));
      await s.save(started.id, started.token, answers);
      expect((await s.submit(started.id, started.token)).statusCode).toBe(200);
      attemptIds[pupil.name] = started.id;
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, who = teacher) => app.inject({ method: 'GET', url, headers: who.headers });

  it('lists every student with score, accuracy and time taken, and analyses each question', async () => {
    const results = (await get(`/api/teaching/assignments/${assignmentId}/results/`)).json();
    const byName = Object.fromEntries(
      results.attempts.map((a: { student_name: string }) => [a.student_name, a]),
    );
    expect(byName.Ada).toMatchObject({ score: 4, max_score: 4, percentage: 100, attempt_number: 1 });
    expect(byName.Ben).toMatchObject({ score: 3, percentage: 75 });
    expect(byName.Cleo).toMatchObject({ score: 0, percentage: 0 });
    expect(byName.Ada.duration_seconds).toBeGreaterThanOrEqual(0);
    const gas = results.questions.find((q: { key: number }) => q.key === 0);
    expect(gas).toMatchObject({
      attempts: 3,
      correct_count: 1,
      percentage: 33.3,
      top_wrong_answer: { response: 'Oxygen', count: 2 },
    });
    expect(results.assignment.submitted_count).toBe(3);
    // The assignments list counts the same submissions as the results page.
    const listed = (await get('/api/teaching/assignments/')).json();
    const rows = (Array.isArray(listed) ? listed : listed.results) as Array<{
      id: number;
      submitted_count: number;
    }>;
    expect(rows.find((a) => a.id === assignmentId)?.submitted_count).toBe(3);
    expect(results.average_percentage).toBe(58.3);
  });

  it('lets the teacher override a mark; the total follows, and null restores the automatic grade', async () => {
    const url = `/api/teaching/attempts/${attemptIds.Cleo}/marks/`;
    const overridden = await app.inject({
      method: 'PATCH',
      url,
      headers: teacher.headers,
      payload: { key: 3, correct: true },
    });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json()).toMatchObject({ score: 1, percentage: 25 });
    const mark = overridden.json().marks.find((m: { key: number }) => m.key === 3);
    expect(mark).toMatchObject({
      correct: true,
      auto_correct: false,
      overridden: true,
      response: 'respiration',
    });
    const restored = await app.inject({
      method: 'PATCH',
      url,
      headers: teacher.headers,
      payload: { key: 3, correct: null },
    });
    expect(restored.json().score).toBe(0);
    const bad = await app.inject({
      method: 'PATCH',
      url,
      headers: teacher.headers,
      payload: { key: 42, correct: true },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another teacher's results, attempts and overrides", async () => {
    const other = await signUp(app);
    expect((await get(`/api/teaching/assignments/${assignmentId}/results/`, other)).statusCode).toBe(404);
    expect((await get(`/api/teaching/attempts/${attemptIds.Ada}/`, other)).statusCode).toBe(404);
    const override = await app.inject({
      method: 'PATCH',
      url: `/api/teaching/attempts/${attemptIds.Ada}/marks/`,
      headers: other.headers,
      payload: { key: 0, correct: false },
    });
    expect(override.statusCode).toBe(404);
  });

  it('downloads the results as CSV with one row per attempt and a column per question', async () => {
    const response = await get(`/api/teaching/assignments/${assignmentId}/results/export/?file_format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('Biology-check-results.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Student,Attempt,Status,Started (UTC),Submitted (UTC),Time taken (s),Score,Out of,Accuracy (%),Q1,Q2,Q3,Q4',
    );
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith('Ben,'))).toMatch(/,3,4,75,0,1,1,1$/);
  });

  it('downloads a real XLSX workbook with a students sheet and an item-analysis sheet', async () => {
    const response = await get(`/api/teaching/assignments/${assignmentId}/results/export/?file_format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    // exceljs' own Buffer type predates Node's generic Buffer.
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const students = workbook.getWorksheet('Students');
    const questions = workbook.getWorksheet('Questions');
    expect(students?.rowCount).toBe(4);
    const ada = students?.getRows(2, 3)?.find((row) => row.getCell(1).value === 'Ada');
    expect(ada?.getCell(7).value).toBe(4);
    expect(questions?.getRow(2).getCell(9).value).toBe('Oxygen');
  });

  it('refuses an unknown export format with a 400 naming the field', async () => {
    const response = await get(`/api/teaching/assignments/${assignmentId}/results/export/?file_format=pdf`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('file_format');
  });

  it('breaks skills down per class and per student with a written analysis', async () => {
    const insights = (await get(`/api/teaching/classes/${classId}/insights/`)).json();
    expect(insights.attempts).toBe(3);
    const photo = insights.skills.find((s: { skill: string }) => s.skill === 'Photosynthesis');
    expect(photo).toMatchObject({ correct: 5, total: 9, percentage: 55.6 });
    expect(insights.weakest_skills[0]).toBe('Photosynthesis');
    const cleo = insights.students.find((s: { name: string }) => s.name === 'Cleo');
    expect(cleo.average_percentage).toBe(0);
    expect(insights.over_time).toHaveLength(1);
    expect(insights.analysis).toContain('averaged 58.3%');
    expect(insights.analysis).toContain('Photosynthesis');
    expect(insights.analysis).toContain('Cleo');
  });

  it('generates a follow-up quiz on the weakest skills and charges credits for it', async () => {
    const before = (await get('/api/auth/me/')).json().credits as number;
    const response = await app.inject({
      method: 'POST',
      url: `/api/teaching/classes/${classId}/follow-up-quiz/`,
      headers: teacher.headers,
      payload: { questions: 3, question_types: ['multiple_choice'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toContain('Photosynthesis');
    expect(response.json().total_questions).toBeGreaterThan(0);
    expect((await get('/api/auth/me/')).json().credits).toBe(before - response.json().credits_used);
  });

  it('refuses a follow-up quiz for a class with no results yet', async () => {
    const empty = await createClass(app, teacher, 'Empty');
    const response = await app.inject({
      method: 'POST',
      url: `/api/teaching/classes/${empty.id}/follow-up-quiz/`,
      headers: teacher.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});
