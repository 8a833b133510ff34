import type { Assignment, AssignmentBody } from '@quizwise/contract';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import { findQuiz } from '../../quizzes/quizzes.repository.js';
import { findOwnClass } from '../classes/classes.repository.js';
import { newCode } from '../lib/codes.js';
import { flattenQuestions } from '../lib/questions.js';
import { assignmentState } from './assignment-state.js';
import {
  deleteAssignment,
  findOwnAssignment,
  insertAssignment,
  listAssignments,
  updateAssignment,
  type AssignmentWithExtras,
} from './assignments.repository.js';

export function presentAssignment(row: AssignmentWithExtras, now = new Date()): Assignment {
  return {
    id: row.id,
    quiz_id: row.quizId,
    class_id: row.classId,
    class_name: row.className,
    code: row.code,
    url_path: `/q/${row.code}/`,
    title: row.title,
    total_questions: flattenQuestions(row.questionSets).length,
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    attempts_allowed: row.attemptsAllowed,
    time_limit_minutes: row.timeLimitMinutes,
    shuffle_questions: row.shuffleQuestions,
    shuffle_options: row.shuffleOptions,
    show_answers: row.showAnswers as Assignment['show_answers'],
    state: assignmentState(row, now),
    submitted_count: row.submittedCount,
    still_to_do: row.stillToDo ?? [],
    google_course_work_id: row.googleCourseWorkId,
    created_at: row.createdAt.toISOString(),
  };
}

function checkTimes(opensAt: Date | null, closesAt: Date | null): void {
  if (opensAt && closesAt && closesAt <= opensAt) throw errors.field('closes_at', 'Must be after opens_at.');
}

export async function ownAssignmentOr404(db: Db, userId: number, id: number): Promise<AssignmentWithExtras> {
  const row = await findOwnAssignment(db, userId, id);
  if (!row) throw errors.notFound();
  return row;
}

/** The caller's hosted quizzes (of one class when given), with their state as of now. */
export async function listOwnAssignments(
  db: Db,
  userId: number,
  classId: number | undefined,
): Promise<Assignment[]> {
  const now = new Date();
  return (await listAssignments(db, userId, classId)).map((row) => presentAssignment(row, now));
}

export async function getAssignment(db: Db, userId: number, id: number): Promise<Assignment> {
  return presentAssignment(await ownAssignmentOr404(db, userId, id));
}

export async function removeAssignment(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteAssignment(db, userId, id))) throw errors.notFound();
}

/**
 * Hosts a saved quiz: the quiz and the class must be the caller's (else 404); the questions are copied
 * so later edits of the quiz do not change what students answer; the link gets a fresh random code.
 */
export async function createAssignment(db: Db, userId: number, body: AssignmentBody): Promise<Assignment> {
  const quiz = await findQuiz(db, userId, body.quiz_id);
  if (!quiz) throw errors.field('quiz_id', `Invalid pk "${body.quiz_id}" - object does not exist.`);
  if (body.class_id != null) {
    const klass = await findOwnClass(db, userId, body.class_id);
    if (!klass) throw errors.field('class_id', `Invalid pk "${body.class_id}" - object does not exist.`);
    if (klass.archived) throw errors.field('class_id', 'This class is archived; restore it first.');
  }
  const opensAt = body.opens_at ? new Date(body.opens_at) : null;
  const closesAt = body.closes_at ? new Date(body.closes_at) : null;
  checkTimes(opensAt, closesAt);
  if (flattenQuestions(quiz.questionSets).length === 0)
    throw errors.field('quiz_id', 'This quiz has no questions.');
  for (let i = 0; i < 5; i += 1) {
    const row = await insertAssignment(db, {
      userId,
      quizId: quiz.id,
      classId: body.class_id ?? null,
      code: newCode(),
      title: body.title ?? quiz.title,
      questionSets: quiz.questionSets,
      opensAt,
      closesAt,
      attemptsAllowed: body.attempts_allowed,
      timeLimitMinutes: body.time_limit_minutes ?? null,
      shuffleQuestions: body.shuffle_questions,
      shuffleOptions: body.shuffle_options,
      showAnswers: body.show_answers,
    });
    if (row) return presentAssignment(await ownAssignmentOr404(db, userId, row.id));
  }
  throw new Error('could not find a free assignment code');
}

export async function changeAssignment(
  db: Db,
  userId: number,
  id: number,
  body: {
    title?: string | undefined;
    opens_at?: string | null | undefined;
    closes_at?: string | null | undefined;
    attempts_allowed?: number | undefined;
    time_limit_minutes?: number | null | undefined;
    shuffle_questions?: boolean | undefined;
    shuffle_options?: boolean | undefined;
    show_answers?: Assignment['show_answers'] | undefined;
  },
): Promise<Assignment> {
  const current = await ownAssignmentOr404(db, userId, id);
  const toDate = (value: string | null | undefined, fallback: Date | null) =>
    value === undefined ? fallback : value === null ? null : new Date(value);
  const opensAt = toDate(body.opens_at, current.opensAt);
  const closesAt = toDate(body.closes_at, current.closesAt);
  checkTimes(opensAt, closesAt);
  await updateAssignment(db, userId, id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    opensAt,
    closesAt,
    ...(body.attempts_allowed !== undefined ? { attemptsAllowed: body.attempts_allowed } : {}),
    ...(body.time_limit_minutes !== undefined ? { timeLimitMinutes: body.time_limit_minutes } : {}),
    ...(body.shuffle_questions !== undefined ? { shuffleQuestions: body.shuffle_questions } : {}),
    ...(body.shuffle_options !== undefined ? { shuffleOptions: body.shuffle_options } : {}),
    ...(body.show_answers !== undefined ? { showAnswers: body.show_answers } : {}),
  });
  return presentAssignment(await ownAssignmentOr404(db, userId, id));
}
