import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { teachingGoogleAccounts } from '../../../db/schema/index.js';
import { buildTestApp, signUp, type TestSession } from '../../../test/test-app.js';
import {
  createAssignment,
  createQuiz,
  rightAnswer,
  student,
  type Started,
} from '../../../../test/teaching/test-support.js';
import { startFakeGoogle, type FakeGoogle } from '../../../../test/teaching/fake-google-server.js';

const CLIENT = {
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'test-secret',
};

describe('Google Classroom and Forms', () => {
  let google: FakeGoogle;
  let app: FastifyInstance;
  let teacher: TestSession;

  beforeAll(async () => {
    google = await startFakeGoogle({
      clientId: CLIENT.GOOGLE_CLIENT_ID,
      clientSecret: CLIENT.GOOGLE_CLIENT_SECRET,
    });
    app = await buildTestApp({ ...CLIENT, GOOGLE_API_ROOT_URL: google.url });
    teacher = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = teacher) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function connect(who: TestSession): Promise<void> {
    const started = await call('POST', '/api/teaching/google/connect/', undefined, who);
    const state = new URL(started.json().authorization_url as string).searchParams.get('state');
    const cookie = started.cookies.find((c) => c.name === 'google_oauth_state');
    const done = await app.inject({
      method: 'GET',
      url: `/api/teaching/google/callback/?code=good-code&state=${state}`,
      headers: { cookie: `${who.cookie}; google_oauth_state=${cookie?.value}` },
    });
    expect(done.statusCode).toBe(302);
  }

  it('hides every Google route when no OAuth client is configured', async () => {
    const plain = await buildTestApp();
    const session = await signUp(plain);
    for (const [method, url] of [
      ['GET', '/api/teaching/google/'],
      ['POST', '/api/teaching/google/connect/'],
      ['GET', '/api/teaching/google/courses/'],
    ] as const) {
      const response = await plain.inject({ method, url, headers: session.headers });
      expect(response.statusCode).toBe(404);
    }
    await plain.close();
  });

  it('sends the teacher to the consent page with our client, scopes and a state bound to a cookie', async () => {
    const response = await call('POST', '/api/teaching/google/connect/');
    const url = new URL(response.json().authorization_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('scope')).toContain('classroom.rosters.readonly');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/teaching\/google\/callback\/$/);
    expect(response.cookies.find((c) => c.name === 'google_oauth_state')?.httpOnly).toBe(true);
  });

  it('refuses a callback whose state was not started in this browser', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/teaching/google/callback/?code=good-code&state=forged',
      headers: { cookie: `${teacher.cookie}; google_oauth_state=other` },
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores the tokens sealed on the server and reports the Google account', async () => {
    await connect(teacher);
    expect((await call('GET', '/api/teaching/google/')).json()).toEqual({
      connected: true,
      email: 'terry@school.example',
    });
    const [row] = await app.deps.database.db
      .select()
      .from(teachingGoogleAccounts)
      .where(eq(teachingGoogleAccounts.userId, teacher.userId));
    expect(row?.tokens).toMatch(/^v1\./);
    expect(row?.tokens).not.toContain('ya29.');
    const token = google.requests.find((r) => r.path === '/token');
    expect(token?.body).toMatchObject({ grant_type: 'authorization_code', code: 'good-code' });
  });

  it('imports a course and all its students (following pages), then links quizzes, grades and forms', async () => {
    const courses = (await call('GET', '/api/teaching/google/courses/')).json();
    expect(courses).toEqual([
      { id: '612345678901', name: 'Biology 9A', section: 'Period 2', imported_class_id: null },
    ]);
    const imported = await call('POST', '/api/teaching/google/courses/612345678901/import/');
    expect(imported.statusCode).toBe(200);
    const klass = imported.json();
    expect(klass).toMatchObject({ name: 'Biology 9A', google_course_id: '612345678901', student_count: 3 });
    expect(klass.students.every((s: { from_google: boolean }) => s.from_google)).toBe(true);
    const again = await call('POST', '/api/teaching/google/courses/612345678901/import/');
    expect(again.json()).toMatchObject({ id: klass.id, student_count: 3 });

    const quizId = await createQuiz(app, teacher);
    const assignment = await createAssignment(app, teacher, { quiz_id: quizId, class_id: klass.id });
    const work = await call('POST', `/api/teaching/assignments/${assignment.id}/google/coursework/`);
    expect(work.statusCode).toBe(201);
    const created = google.requests.find((r) => r.path === '/v1/courses/612345678901/courseWork');
    expect(created?.body).toMatchObject({
      workType: 'ASSIGNMENT',
      state: 'PUBLISHED',
      maxPoints: 4,
      materials: [{ link: { url: expect.stringContaining(`/q/${assignment.code}/`) } }],
    });

    const s = student(app);
    const ada = klass.students.find((x: { name: string }) => x.name === 'Ada Lovelace');
    const started = (await s.start(assignment.code, { student_code: ada.code })).json() as Started;
    await s.submit(
      started.id,
      started.token,
      started.questions.map((q) => ({ key: q.key, response: rightAnswer(q.question) })),
    );
    const pushed = await call('POST', `/api/teaching/assignments/${assignment.id}/google/grades/`);
    expect(pushed.json()).toEqual({ pushed: 1, skipped: [] });
    const patch = google.requests.find((r) => r.method === 'PATCH');
    expect(patch?.query.updateMask).toBe('assignedGrade,draftGrade');
    const graded = [...google.submissions.values()].find((x) => x.userId === '100000000000000000011');
    expect(graded).toMatchObject({ assignedGrade: 4, draftGrade: 4 });
  });

  it('exports a quiz to a new graded, published Google Form: create with the title only, one batchUpdate, publish', async () => {
    const quizId = await createQuiz(app, teacher, 'Forms export');
    const response = await call('POST', '/api/teaching/google/forms/', { quiz_id: quizId });
    expect(response.statusCode).toBe(201);
    const { form_id: formId } = response.json();
    const form = google.forms.get(formId);
    expect(form?.info).toEqual({ title: 'Forms export', documentTitle: 'Forms export' });
    expect(form?.settings).toEqual({ quizSettings: { isQuiz: true } });
    // Forms created through the API are unpublished until setPublishSettings (Google, 2026).
    expect(form?.publishState).toEqual({ isPublished: true, isAcceptingResponses: true });
    expect(form?.items).toHaveLength(4);
    expect(form?.items[0]).toMatchObject({
      title: 'Which gas do plants take in for photosynthesis?',
      questionItem: {
        question: {
          choiceQuestion: { type: 'RADIO', options: expect.arrayContaining([{ value: 'Carbon dioxide' }]) },
          grading: { pointValue: 1, correctAnswers: { answers: [{ value: 'Carbon dioxide' }] } },
        },
      },
    });
    expect(form?.items[3]).toMatchObject({
      questionItem: { question: { textQuestion: { paragraph: false } } },
    });
  });

  it("answers 404 for another teacher's quiz and 409 for a quiz not linked to Classroom", async () => {
    const other = await signUp(app);
    const theirQuiz = await createQuiz(app, other);
    expect((await call('POST', '/api/teaching/google/forms/', { quiz_id: theirQuiz })).statusCode).toBe(400);
    const quizId = await createQuiz(app, teacher);
    const open = await createAssignment(app, teacher, { quiz_id: quizId });
    const response = await call('POST', `/api/teaching/assignments/${open.id}/google/coursework/`);
    expect(response.statusCode).toBe(409);
  });

  it('asks to connect again when Google has revoked access, and forgets tokens on disconnect', async () => {
    google.revokeAll();
    const response = await call('GET', '/api/teaching/google/courses/');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('connect your Google account again');
    expect((await call('DELETE', '/api/teaching/google/')).statusCode).toBe(204);
    expect((await call('GET', '/api/teaching/google/')).json()).toEqual({ connected: false, email: null });
    expect((await call('GET', '/api/teaching/google/courses/')).statusCode).toBe(409);
  });
});
