import type { HostedQuizInfo, StudentAttempt } from '@quizwise/contract';
import { TRUE_FALSE_QUESTION_OPTIONS } from '@quizwise/contract';
import type { Db } from '../../../db/client.js';
import { ApiError, errors } from '../../../lib/errors.js';
import {
  GRACE_MS,
  answersVisible,
  assignmentState,
  attemptDeadline,
} from '../assignments/assignment-state.js';
import { findStudentByCode } from '../classes/classes.repository.js';
import { hashToken, newAttemptToken, normaliseCode, tokenMatches } from '../lib/codes.js';
import { effective, gradeAnswers, scoreOf } from '../lib/grading.js';
import { flattenQuestions, type FlatQuestion } from '../lib/questions.js';
import { shuffled } from '../lib/shuffle.js';
import { countStart, lookUpCode, type StudentGuard } from './student-limits.js';
import {
  countSubmitted,
  findAttemptForSave,
  saveIfAllowed,
  findAttemptWithAssignment,
  findOpenAttempt,
  insertAttemptWithinLimit,
  findAssignmentForStart,
  findAttemptForSubmit,
  findHostedInfo,
  replaceAttemptToken,
  loadAnswers,
  submitAttempt,
  upsertAnswers,
  type AssignmentRow,
  type AttemptRow,
  type LayoutItem,
  findLatestSubmittedAttempt,
  isHeldByLiveGame,
  type SavedAnswer,
  type SubmissionValues,
} from './submissions.repository.js';

const unknownQuiz = () =>
  new ApiError(404, { detail: 'There is no quiz at this link. Check the address with your teacher.' });

function when(date: Date): string {
  return date.toUTCString().replace(' GMT', ' UTC');
}

/** Homework of a quiz its class is playing live waits for the game (see `features/live/CONTEXT.md`). */
const heldByLiveGame = () =>
  errors.conflict(
    'Your class is playing this quiz live right now. Join the game on the big screen; this quiz opens again here when the game ends, with your saved answers kept.',
  );

/** A live game's own hosted quiz is played with the game's PIN, never at its quiz link. */
const liveGameOnly = () =>
  errors.conflict('This quiz is being played live. Join it with the game PIN on the big screen.');

function stateConflict(assignment: AssignmentRow, now: Date): ApiError | null {
  const state = assignmentState(assignment, now);
  if (state === 'scheduled' && assignment.opensAt)
    return errors.conflict(`This quiz is not open yet. It opens on ${when(assignment.opensAt)}.`);
  if (state === 'closed' && assignment.closesAt)
    return errors.conflict(
      `This quiz closed on ${when(assignment.closesAt)}. Answers are no longer accepted.`,
    );
  return null;
}

/** What the student page shows before starting. A closed quiz still answers 200, with its state. */
export async function hostedInfo(db: Db, code: string, guard: StudentGuard): Promise<HostedQuizInfo> {
  // The question count comes from the database: the question sets are not read for a join.
  const row = await lookUpCode(guard, () => findHostedInfo(db, normaliseCode(code)), unknownQuiz);
  return {
    code: row.code,
    title: row.title,
    state: assignmentState(row),
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    total_questions: row.questionCount,
    time_limit_minutes: row.timeLimitMinutes,
    attempts_allowed: row.attemptsAllowed,
    identity: row.classId === null ? 'name' : 'student_code',
  };
}

function optionsOf(q: FlatQuestion): string[] {
  if (q.question.questionType === 'true_false' && q.question.options.length === 0)
    return [...TRUE_FALSE_QUESTION_OPTIONS];
  return q.question.options;
}

function layoutFor(assignment: AssignmentRow): LayoutItem[] {
  const flat = flattenQuestions(assignment.questionSets);
  const ordered = assignment.shuffleQuestions ? shuffled(flat) : flat;
  return ordered.map((q) => {
    const options = optionsOf(q);
    const keepOrder = !assignment.shuffleOptions || q.question.questionType === 'true_false';
    return { key: q.key, options: keepOrder ? options : shuffled(options) };
  });
}

async function presentStudentAttempt(
  db: Db,
  attempt: AttemptRow,
  assignment: AssignmentRow,
  known?: SavedAnswer[],
): Promise<StudentAttempt> {
  const flat = flattenQuestions(assignment.questionSets);
  const layout = attempt.layout as LayoutItem[];
  // Answers the caller already holds (none for a just-started attempt) need no trip to the database.
  const answers = known ?? (await loadAnswers(db, attempt.id));
  const submitted = attempt.submittedAt !== null;
  const visible = submitted && answersVisible(assignment);
  const marks = attempt.marks ?? [];
  const deadline = attemptDeadline(assignment, attempt.startedAt);
  let message: string;
  if (!submitted) message = 'Your answers are saved as you go. Submit when you are done.';
  else if (visible) message = 'Submitted. Here are your results.';
  else if (assignment.showAnswers === 'after_close')
    message =
      assignment.closesAt && assignment.closesAt <= new Date()
        ? 'Submitted. The quiz has closed; your results will be shown here in a minute, once the last answers are in.'
        : 'Submitted. Your results will be shown here once the quiz closes.';
  else message = 'Submitted. Your teacher will share the results.';
  return {
    id: attempt.id,
    title: assignment.title,
    student_name: attempt.studentName,
    questions: layout.map((item) => {
      const q = flat[item.key];
      return {
        key: item.key,
        question: q?.question.question ?? '',
        question_type: q?.question.questionType ?? 'short_answer',
        options: item.options,
      };
    }),
    answers,
    started_at: attempt.startedAt.toISOString(),
    deadline: deadline?.toISOString() ?? null,
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    score: visible ? attempt.score : null,
    max_score: visible ? attempt.maxScore : null,
    marks: visible
      ? marks.map((m) => ({
          key: m.key,
          correct: effective(m),
          expected: flat[m.key]?.question.answer ?? null,
          explanation: flat[m.key]?.question.explanation ?? null,
        }))
      : null,
    message,
  };
}

/**
 * Who is answering a class quiz: the roster student with this personal code. Wrong codes count towards
 * the address's guessing limit for this class, so codes cannot be tried one after another.
 */
async function studentByCode(
  db: Db,
  classId: number,
  studentCode: string | undefined,
  guard: StudentGuard,
): Promise<{ id: number; name: string }> {
  if (!studentCode) throw errors.field('student_code', 'Type your student code. Your teacher has it.');
  return lookUpCode(
    guard,
    () => findStudentByCode(db, classId, normaliseCode(studentCode)),
    () => errors.field('student_code', 'No student in this class has this code. Check it with your teacher.'),
    { kind: 'student', classId },
  );
}

/**
 * The student's open attempt, handed to this device with a new token (the previous device's token stops
 * working), or undefined when there is none to carry on. An open attempt past its time is submitted
 * first, as the teacher's view would, and a new one may start if attempts remain.
 */
async function carryOn(
  db: Db,
  assignment: AssignmentRow,
  studentId: number,
  now: Date,
): Promise<(StudentAttempt & { token: string }) | undefined> {
  const open = await findOpenAttempt(db, assignment.id, studentId);
  if (!open) return undefined;
  const deadline = attemptDeadline(assignment, open.startedAt);
  if (deadline && now.getTime() > deadline.getTime() + GRACE_MS) {
    await finaliseAttempt(db, open, assignment, now);
    return undefined;
  }
  const { token, hash } = newAttemptToken();
  await replaceAttemptToken(db, open.id, hash);
  return { ...(await presentStudentAttempt(db, open, assignment)), token };
}

/**
 * The student's latest submitted attempt, handed to this device with a new token, when they may not
 * start another (every attempt used, or the quiz not open); undefined otherwise.
 */
async function submittedResult(
  db: Db,
  assignment: AssignmentRow,
  studentId: number,
  notOpen: boolean,
): Promise<(StudentAttempt & { token: string }) | undefined> {
  if (!notOpen) {
    const used = await countSubmitted(db, assignment.id, studentId, '');
    if (used < assignment.attemptsAllowed) return undefined;
  }
  const latest = await findLatestSubmittedAttempt(db, assignment.id, studentId);
  if (!latest) return undefined;
  const { token, hash } = newAttemptToken();
  await replaceAttemptToken(db, latest.id, hash);
  return { ...(await presentStudentAttempt(db, latest, assignment)), token };
}

/**
 * Starts an attempt. Class quizzes take the student's personal code and resume their open attempt on
 * any device; open links take a typed name. A quiz that is not open, or a student with no attempts
 * left, is a 409 saying so.
 */
export async function startAttempt(
  db: Db,
  code: string,
  body: { student_code?: string | undefined; name?: string | undefined },
  guard: StudentGuard,
): Promise<StudentAttempt & { token: string }> {
  // The quiz and its live-game status in one read.
  const { assignment, liveOnly, held } = await lookUpCode(
    guard,
    () => findAssignmentForStart(db, normaliseCode(code)),
    unknownQuiz,
  );
  const now = new Date();
  if (liveOnly) throw liveGameOnly();
  const blocked = stateConflict(assignment, now) ?? (held ? heldByLiveGame() : null);
  let studentId: number | null = null;
  let studentName: string;
  if (assignment.classId !== null) {
    const student = await studentByCode(db, assignment.classId, body.student_code, guard);
    if (!blocked) {
      const resumed = await carryOn(db, assignment, student.id, now);
      if (resumed) return resumed;
    }
    // A student who has used their attempts (or whose quiz has closed) sees their result again,
    // on any device, with their code.
    const done = await submittedResult(db, assignment, student.id, blocked !== null);
    if (done) return done;
    if (blocked) throw blocked;
    studentId = student.id;
    studentName = student.name;
  } else {
    if (blocked) throw blocked;
    if (!body.name) throw errors.field('name', 'Type your name.');
    studentName = body.name.replace(/\s+/g, ' ');
  }
  await countStart(guard, assignment.id);
  const { token, hash } = newAttemptToken();
  // The submitted attempts are counted in the insert itself: one statement opens the attempt.
  const attempt = await insertAttemptWithinLimit(
    db,
    {
      assignmentId: assignment.id,
      studentId,
      studentName,
      tokenHash: hash,
      layout: layoutFor(assignment),
      startedAt: now,
    },
    assignment.attemptsAllowed,
  );
  if (attempt) return { ...(await presentStudentAttempt(db, attempt, assignment, [])), token };
  // Refused: another device of this student opened an attempt at the same moment (this one carries
  // it on), or every attempt is used.
  const winner = studentId !== null ? await carryOn(db, assignment, studentId, now) : undefined;
  if (winner) return winner;
  if ((await countSubmitted(db, assignment.id, studentId, studentName)) >= assignment.attemptsAllowed)
    throw errors.conflict(
      `${studentName} has already used ${assignment.attemptsAllowed === 1 ? 'the only attempt' : `all ${assignment.attemptsAllowed} attempts`} at this quiz.`,
    );
  throw errors.conflict('This quiz was started on another device at the same moment. Try again.');
}

/** The attempt behind an id, only when the token is its own; anything else is the same 404. */
async function ownAttempt(
  db: Db,
  id: number,
  token: string,
): Promise<{ attempt: AttemptRow; assignment: AssignmentRow }> {
  const found = await findAttemptWithAssignment(db, id);
  if (!found || !tokenMatches(token, found.attempt.tokenHash)) throw errors.notFound();
  return found;
}

export async function resumeAttempt(db: Db, id: number, token: string): Promise<StudentAttempt> {
  const { attempt, assignment } = await ownAttempt(db, id, token);
  return presentStudentAttempt(db, attempt, assignment);
}

function checkWritable(
  attempt: Pick<AttemptRow, 'submittedAt' | 'startedAt'>,
  assignment: Pick<AssignmentRow, 'closesAt' | 'timeLimitMinutes'>,
  now: Date,
): void {
  if (attempt.submittedAt)
    throw errors.conflict('This attempt was already submitted; answers can no longer change.');
  const deadline = attemptDeadline(assignment, attempt.startedAt);
  if (deadline && now.getTime() > deadline.getTime() + GRACE_MS) {
    if (assignment.closesAt && deadline.getTime() === assignment.closesAt.getTime())
      throw errors.conflict(
        `This quiz closed on ${when(assignment.closesAt)}. Your earlier saved answers were kept.`,
      );
    throw errors.conflict('Time is up for this attempt. Your earlier saved answers were kept.');
  }
}

function checkKeys(attempt: AttemptRow, answers: { key: number }[]): void {
  const keys = new Set((attempt.layout as LayoutItem[]).map((item) => item.key));
  const bad = answers.find((a) => !keys.has(a.key));
  if (bad) throw errors.field('answers', `No question has the key ${bad.key}.`);
}

export async function saveAnswers(
  db: Db,
  id: number,
  token: string,
  answers: { key: number; response: string | null }[],
): Promise<{ saved: number; saved_at: string }> {
  const distinct = new Set(answers.map((a) => a.key)).size;
  // The deadline is checked against the server's clock, the one that decides when the key is shown.
  const now = new Date();
  if (
    distinct > 0 &&
    (await saveIfAllowed(db, id, hashToken(token), answers, GRACE_MS / 1000, now)) === distinct
  )
    return { saved: distinct, saved_at: now.toISOString() };
  // Something refused the save: work out what, to answer with the right error.
  const attempt = await findAttemptForSave(db, id);
  if (!attempt || !tokenMatches(token, attempt.tokenHash)) throw errors.notFound();
  checkWritable(attempt, attempt, now);
  const bad = answers.find((a) => a.key >= Number(attempt.questionCount));
  if (!bad && distinct > 0 && (await isHeldByLiveGame(db, attempt.assignmentId))) throw heldByLiveGame();
  if (bad) throw errors.field('answers', `No question has the key ${bad.key}.`);
  if (distinct === 0) return { saved: 0, saved_at: new Date().toISOString() };
  // Every rule passed a moment ago yet the guarded write refused: a submission (or the deadline) won.
  throw errors.conflict('This attempt was submitted or closed meanwhile; these answers were not saved.');
}

/**
 * Grades and submits an attempt's saved answers (for the teacher's auto-submission of expired
 * attempts, too). `limit_reached` when the student has used every attempt meanwhile.
 */
export async function finaliseAttempt(
  db: Db,
  attempt: AttemptRow,
  assignment: AssignmentRow,
  submittedAt: Date,
  onGraded?: (saved: SavedAnswer[], values: SubmissionValues) => void,
): Promise<'submitted' | 'already_submitted' | 'limit_reached'> {
  return submitAttempt(db, attempt, assignment.attemptsAllowed, submittedAt, (saved) => {
    const marks = gradeAnswers(assignment.questionSets, new Map(saved.map((a) => [a.key, a.response])));
    const values = {
      durationSeconds: Math.max(0, Math.round((submittedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
      marks,
      score: scoreOf(marks),
      maxScore: marks.length,
    };
    onGraded?.(saved, values);
    return values;
  });
}

/**
 * Submits: stores any last answers, grades everything saved and closes the attempt. Sending the same
 * submission again answers with the same result; a submission past the deadline or beyond the
 * attempts allowed is a 409 that keeps every saved answer.
 */
export async function submit(
  db: Db,
  id: number,
  token: string,
  answers: { key: number; response: string | null }[] | undefined,
): Promise<StudentAttempt> {
  // The attempt, its quiz and the live-game hold in one read.
  const found = await findAttemptForSubmit(db, id);
  if (!found || !tokenMatches(token, found.attempt.tokenHash)) throw errors.notFound();
  const { attempt, assignment } = found;
  if (attempt.submittedAt) return presentStudentAttempt(db, attempt, assignment);
  const now = new Date();
  checkWritable(attempt, assignment, now);
  if (found.held) throw heldByLiveGame();
  if (answers && answers.length > 0) {
    checkKeys(attempt, answers);
    await upsertAnswers(db, attempt.id, answers);
  }
  let graded: { saved: SavedAnswer[]; values: SubmissionValues } | undefined;
  const outcome = await finaliseAttempt(db, attempt, assignment, now, (saved, values) => {
    graded = { saved, values };
  });
  if (outcome === 'limit_reached')
    throw errors.conflict(
      `${attempt.studentName} has already submitted ${assignment.attemptsAllowed === 1 ? 'the only attempt' : `all ${assignment.attemptsAllowed} attempts`}; this one was not counted. The answers were kept.`,
    );
  // What was just stored is known here: a class submitting at once need not read it back.
  if (outcome === 'submitted' && graded)
    return presentStudentAttempt(
      db,
      { ...attempt, submittedAt: now, ...graded.values },
      assignment,
      graded.saved,
    );
  const fresh = await findAttemptWithAssignment(db, attempt.id);
  if (!fresh) throw errors.notFound();
  return presentStudentAttempt(db, fresh.attempt, fresh.assignment);
}
