import type { QuestionSet } from '@quizwise/contract';
import { NAME_MAX_LENGTH, TRUE_FALSE_QUESTION_OPTIONS } from '@quizwise/contract';
import type { forms_v1 } from '@googleapis/forms';
import type { OAuth2Client } from 'google-auth-library';
import type { Db } from '../../../db/client.js';
import { ApiError, errors } from '../../../lib/errors.js';
import { findQuiz } from '../../quizzes/quizzes.repository.js';
import { ownAssignmentOr404 } from '../assignments/assignments.service.js';
import { updateAssignment } from '../assignments/assignments.repository.js';
import {
  findClassByGoogleCourse,
  findOwnClass,
  insertStudents,
  listStudents,
} from '../classes/classes.repository.js';
import { classDetail, createClass } from '../classes/classes.service.js';
import { flattenQuestions } from '../lib/questions.js';
import { listAttempts } from '../results/results.repository.js';
import {
  GOOGLE_SCOPES,
  googleApis,
  oauthClient,
  type GoogleApis,
  type GoogleSettings,
} from './google-client.js';
import {
  deleteGoogleAccount,
  findGoogleAccount,
  linkGoogleStudents,
  saveGoogleAccount,
} from './google.repository.js';
import { openTokens, sealTokens } from './token-crypto.js';

const notConnected = () => errors.conflict('Connect your Google account first.');

/**
 * Runs a Google call and turns its failures into our errors: revoked or missing access is a 409 asking
 * to connect again, anything else a 502 naming Google, never a 500 or Google's raw body.
 */
async function callGoogle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const status =
      (error as { status?: number; response?: { status?: number } }).response?.status ??
      (error as { status?: number }).status;
    if (
      status === 401 ||
      status === 403 ||
      (error as { message?: string }).message?.includes('invalid_grant')
    )
      throw errors.conflict('Google refused the request: connect your Google account again.');
    if (status === 404) throw errors.conflict('Google could not find that course or assignment any more.');
    throw errors.badGateway('Google did not answer as expected. Try again in a moment.');
  }
}

export function consentUrl(settings: GoogleSettings, redirectUri: string, state: string): string {
  return oauthClient(settings, redirectUri).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: GOOGLE_SCOPES,
    state,
    include_granted_scopes: true,
  });
}

/** Exchanges the consent code for tokens and stores them sealed; the teacher's Google e-mail is kept. */
export async function completeConnection(
  db: Db,
  settings: GoogleSettings,
  userId: number,
  redirectUri: string,
  code: string,
): Promise<void> {
  const client = oauthClient(settings, redirectUri);
  const { tokens } = await callGoogle(() => client.getToken(code));
  client.setCredentials(tokens);
  const apis = googleApis(settings, client);
  const profile = await callGoogle(() => apis.classroom.userProfiles.get({ userId: 'me' }));
  await saveGoogleAccount(db, userId, {
    tokens: sealTokens(settings.clientSecret, tokens),
    scope: tokens.scope ?? GOOGLE_SCOPES.join(' '),
    email: profile.data.emailAddress ?? null,
  });
}

export async function connectionStatus(
  db: Db,
  userId: number,
): Promise<{ connected: boolean; email: string | null }> {
  const row = await findGoogleAccount(db, userId);
  return { connected: row !== undefined, email: row?.email ?? null };
}

export async function disconnect(db: Db, userId: number): Promise<void> {
  await deleteGoogleAccount(db, userId);
}

/** The teacher's Google clients; refreshed tokens are sealed and stored again as they arrive. */
async function signedIn(db: Db, settings: GoogleSettings, userId: number): Promise<GoogleApis> {
  const row = await findGoogleAccount(db, userId);
  if (!row) throw notConnected();
  const tokens = openTokens(settings.clientSecret, row.tokens);
  if (!tokens) throw notConnected();
  const client: OAuth2Client = oauthClient(settings, '');
  client.setCredentials(tokens);
  client.on('tokens', (fresh) => {
    void saveGoogleAccount(db, userId, {
      tokens: sealTokens(settings.clientSecret, { ...tokens, ...fresh }),
      scope: row.scope,
    }).catch(() => {});
  });
  return googleApis(settings, client);
}

async function allPages<T>(
  fetchPage: (pageToken: string | undefined) => Promise<{ items: T[]; next: string | null | undefined }>,
): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const { items, next } = await fetchPage(token);
    out.push(...items);
    if (!next) break;
    token = next;
  }
  return out;
}

export async function listCourses(db: Db, settings: GoogleSettings, userId: number) {
  const apis = await signedIn(db, settings, userId);
  const courses = await callGoogle(() =>
    allPages(async (pageToken) => {
      const res = await apis.classroom.courses.list({
        teacherId: 'me',
        courseStates: ['ACTIVE'],
        pageSize: 100,
        ...(pageToken ? { pageToken } : {}),
      });
      return { items: res.data.courses ?? [], next: res.data.nextPageToken };
    }),
  );
  const out = [];
  for (const course of courses) {
    if (!course.id) continue;
    const imported = await findClassByGoogleCourse(db, userId, course.id);
    out.push({
      id: course.id,
      name: course.name ?? 'Untitled course',
      section: course.section ?? null,
      imported_class_id: imported?.id ?? null,
    });
  }
  return out;
}

/** Creates (or refreshes) a class from a Classroom course: new students are added, none removed. */
export async function importCourse(db: Db, settings: GoogleSettings, userId: number, courseId: string) {
  const apis = await signedIn(db, settings, userId);
  const course = await callGoogle(() => apis.classroom.courses.get({ id: courseId }));
  const students = await callGoogle(() =>
    allPages(async (pageToken) => {
      const res = await apis.classroom.courses.students.list({
        courseId,
        pageSize: 100,
        ...(pageToken ? { pageToken } : {}),
      });
      return { items: res.data.students ?? [], next: res.data.nextPageToken };
    }),
  );
  const klass =
    (await findClassByGoogleCourse(db, userId, courseId)) ??
    (await createClass(
      db,
      userId,
      (course.data.name ?? 'Google Classroom course').slice(0, NAME_MAX_LENGTH),
      courseId,
    ));
  const roster = students
    .filter((s) => s.userId && s.profile?.name?.fullName?.trim())
    .map((s) => ({
      name: (s.profile?.name?.fullName ?? '').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH),
      email: s.profile?.emailAddress?.toLowerCase().slice(0, 254) ?? null,
      googleUserId: s.userId ?? '',
    }));
  await insertStudents(db, klass.id, roster);
  await linkGoogleStudents(db, klass.id, roster);
  return classDetail(db, klass);
}

async function googleAssignment(db: Db, userId: number, id: number) {
  const assignment = await ownAssignmentOr404(db, userId, id);
  const klass = assignment.classId !== null ? await findOwnClass(db, userId, assignment.classId) : undefined;
  if (!klass?.googleCourseId)
    throw errors.conflict('This quiz is not assigned to a class imported from Google Classroom.');
  return { assignment, courseId: klass.googleCourseId, classId: klass.id };
}

/** A Classroom assignment in the class's course whose material is the link to the hosted quiz. */
export async function createCourseWork(
  db: Db,
  settings: GoogleSettings,
  userId: number,
  id: number,
  origin: string,
) {
  const { assignment, courseId } = await googleAssignment(db, userId, id);
  const apis = await signedIn(db, settings, userId);
  const total = flattenQuestions(assignment.questionSets).length;
  const due = assignment.closesAt;
  const res = await callGoogle(() =>
    apis.classroom.courses.courseWork.create({
      courseId,
      requestBody: {
        title: assignment.title,
        description: `Take the quiz at ${origin}/q/${assignment.code}/ — it is graded automatically.`,
        materials: [{ link: { url: `${origin}/q/${assignment.code}/`, title: assignment.title } }],
        workType: 'ASSIGNMENT',
        state: 'PUBLISHED',
        maxPoints: total,
        ...(due
          ? {
              dueDate: { year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: due.getUTCDate() },
              dueTime: { hours: due.getUTCHours(), minutes: due.getUTCMinutes() },
            }
          : {}),
      },
    }),
  );
  const workId = res.data.id;
  if (!workId) throw errors.badGateway('Google did not answer as expected. Try again in a moment.');
  await updateAssignment(db, userId, assignment.id, { googleCourseWorkId: workId });
  return { course_work_id: workId, alternate_link: res.data.alternateLink ?? null };
}

/** Sends each Google student's best submitted score to the Classroom assignment as draft and assigned grade. */
export async function pushGrades(db: Db, settings: GoogleSettings, userId: number, id: number) {
  const { assignment, courseId, classId } = await googleAssignment(db, userId, id);
  const workId = assignment.googleCourseWorkId;
  if (!workId) throw errors.conflict('Create the Google Classroom assignment first.');
  const apis = await signedIn(db, settings, userId);
  const students = await listStudents(db, classId);
  const googleIdOf = new Map(students.map((s) => [s.id, s.googleUserId]));
  const best = new Map<string, { score: number; name: string }>();
  const skipped: { student_name: string; reason: string }[] = [];
  for (const attempt of await listAttempts(db, assignment.id)) {
    if (attempt.submittedAt === null || attempt.score === null) continue;
    const googleId = attempt.studentId !== null ? googleIdOf.get(attempt.studentId) : null;
    if (!googleId) {
      if (!skipped.some((s) => s.student_name === attempt.studentName))
        skipped.push({ student_name: attempt.studentName, reason: 'Not a Google Classroom student.' });
      continue;
    }
    const current = best.get(googleId);
    if (!current || attempt.score > current.score)
      best.set(googleId, { score: attempt.score, name: attempt.studentName });
  }
  const submissions = await callGoogle(() =>
    allPages(async (pageToken) => {
      const res = await apis.classroom.courses.courseWork.studentSubmissions.list({
        courseId,
        courseWorkId: workId,
        pageSize: 100,
        ...(pageToken ? { pageToken } : {}),
      });
      return { items: res.data.studentSubmissions ?? [], next: res.data.nextPageToken };
    }),
  );
  const submissionOf = new Map(
    submissions.filter((s) => s.userId && s.id).map((s) => [s.userId as string, s.id as string]),
  );
  let pushed = 0;
  for (const [googleId, { score, name }] of best) {
    const submissionId = submissionOf.get(googleId);
    if (!submissionId) {
      skipped.push({ student_name: name, reason: 'Google Classroom has no submission for this student.' });
      continue;
    }
    await callGoogle(() =>
      apis.classroom.courses.courseWork.studentSubmissions.patch({
        courseId,
        courseWorkId: workId,
        id: submissionId,
        updateMask: 'assignedGrade,draftGrade',
        requestBody: { assignedGrade: score, draftGrade: score },
      }),
    );
    pushed += 1;
  }
  return { pushed, skipped };
}

function formItem(question: QuestionSet['questions'][number], index: number): forms_v1.Schema$Request {
  const options =
    question.questionType === 'true_false' && question.options.length === 0
      ? [...TRUE_FALSE_QUESTION_OPTIONS]
      : question.options;
  const distinct = [...new Set(options.map((o) => o.trim()).filter(Boolean))];
  const grading: forms_v1.Schema$Grading = {
    pointValue: 1,
    correctAnswers: {
      answers: [question.answer, ...(distinct.length >= 2 ? [] : (question.accepted_answers ?? []))]
        .map((value) => value.trim())
        .filter(Boolean)
        .map((value) => ({ value })),
    },
    ...(question.explanation ? { generalFeedback: { text: question.explanation.slice(0, 4000) } } : {}),
  };
  const body: forms_v1.Schema$Question =
    distinct.length >= 2
      ? {
          required: true,
          grading,
          choiceQuestion: { type: 'RADIO', options: distinct.map((value) => ({ value })) },
        }
      : { required: true, grading, textQuestion: { paragraph: false } };
  return {
    createItem: {
      item: {
        title: question.question.replace(/\s+/g, ' ').slice(0, 4000),
        questionItem: { question: body },
      },
      location: { index },
    },
  };
}

/**
 * A new Google Form made a graded quiz: forms.create (title only, as the API requires), one batchUpdate,
 * then setPublishSettings so students can answer it.
 */
export async function exportForm(db: Db, settings: GoogleSettings, userId: number, quizId: number) {
  const quiz = await findQuiz(db, userId, quizId);
  if (!quiz) throw errors.field('quiz_id', `Invalid pk "${quizId}" - object does not exist.`);
  const apis = await signedIn(db, settings, userId);
  const created = await callGoogle(() =>
    apis.forms.forms.create({ requestBody: { info: { title: quiz.title, documentTitle: quiz.title } } }),
  );
  const formId = created.data.formId;
  if (!formId) throw errors.badGateway('Google did not answer as expected. Try again in a moment.');
  const questions = flattenQuestions(quiz.questionSets);
  await callGoogle(() =>
    apis.forms.forms.batchUpdate({
      formId,
      requestBody: {
        includeFormInResponse: false,
        requests: [
          {
            updateSettings: {
              settings: { quizSettings: { isQuiz: true } },
              updateMask: 'quizSettings.isQuiz',
            },
          },
          ...questions.map((q, i) => formItem(q.question, i)),
        ],
      },
    }),
  );
  // Since 2026 a form made through the API stays unpublished (no one can answer it) until this call.
  await callGoogle(() =>
    apis.forms.forms.setPublishSettings({
      formId,
      requestBody: {
        publishSettings: { publishState: { isPublished: true, isAcceptingResponses: true } },
        updateMask: 'publishState',
      },
    }),
  );
  return {
    form_id: formId,
    responder_uri: created.data.responderUri ?? null,
    edit_uri: `https://docs.google.com/forms/d/${formId}/edit`,
  };
}
