import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { runsOneAtATime, type Db } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import { rowsOf } from '../../../db/rows.js';
import {
  liveGames,
  teachingAnswers,
  teachingAssignments,
  teachingAttempts,
} from '../../../db/schema/index.js';
import type { StoredMark } from '../lib/grading.js';

export type AttemptRow = typeof teachingAttempts.$inferSelect;
export type AssignmentRow = typeof teachingAssignments.$inferSelect;

export type { LayoutItem } from '../../../db/schema/stored-shapes.js';

/**
 * Opens an attempt, or returns undefined when the roster student already has an open one on this quiz
 * (another device started a moment earlier): the partial unique index on open attempts decides, so
 * of two starts at the same instant exactly one inserts.
 */
export async function insertAttempt(
  db: Db,
  values: typeof teachingAttempts.$inferInsert,
): Promise<AttemptRow | undefined> {
  const rows = await db
    .insert(teachingAttempts)
    .values(values)
    .onConflictDoNothing({
      target: [teachingAttempts.assignmentId, teachingAttempts.studentId],
      where: sql`submitted_at is null and student_id is not null`,
    })
    .returning();
  return rows[0];
}

/**
 * Opens an attempt unless the student has already submitted `attemptsAllowed` attempts at this quiz,
 * counted in the same statement; a roster student's open attempt elsewhere (another device a moment
 * earlier) refuses it too, through the partial unique index. Returns the new attempt, or undefined
 * when refused (the caller finds out which rule refused it).
 */
export async function insertAttemptWithinLimit(
  db: Db,
  values: Pick<
    AttemptRow,
    'assignmentId' | 'studentId' | 'studentName' | 'tokenHash' | 'layout' | 'startedAt'
  >,
  attemptsAllowed: number,
): Promise<AttemptRow | undefined> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ${teachingAttempts} (assignment_id, student_id, student_name, token_hash, layout, started_at)
      select ${values.assignmentId}::int, ${values.studentId}::int, ${values.studentName}, ${values.tokenHash},
        ${JSON.stringify(values.layout)}::jsonb, ${values.startedAt.toISOString()}::timestamptz
      where (select count(*) from ${teachingAttempts}
             where ${sameStudent(values.assignmentId, values.studentId, values.studentName)}
               and submitted_at is not null) < ${attemptsAllowed}::int
      on conflict (assignment_id, student_id) where submitted_at is null and student_id is not null
        do nothing
      returning id`),
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  return {
    ...values,
    id: Number(id),
    submittedAt: null,
    durationSeconds: null,
    marks: null,
    score: null,
    maxScore: null,
  };
}

/**
 * The reads a whole class makes at once (resume, save, submit), prepared once per database: building
 * these selects in Drizzle costs more CPU than their round trip.
 */
const statements = preparedPerDatabase((db) => ({
  attemptWithAssignment: db
    .select({ attempt: teachingAttempts, assignment: teachingAssignments })
    .from(teachingAttempts)
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, teachingAttempts.assignmentId))
    .where(eq(teachingAttempts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('teaching_attempt_with_assignment'),
  attemptForSubmit: db
    .select({
      attempt: teachingAttempts,
      assignment: teachingAssignments,
      held: sql<boolean>`${liveHold(sql`${teachingAssignments}`)}`,
    })
    .from(teachingAttempts)
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, teachingAttempts.assignmentId))
    .where(eq(teachingAttempts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('teaching_attempt_for_submit'),
  answers: db
    .select({ key: teachingAnswers.questionKey, response: teachingAnswers.response })
    .from(teachingAnswers)
    .where(eq(teachingAnswers.attemptId, sql.placeholder('attemptId')))
    .orderBy(asc(teachingAnswers.questionKey))
    .prepare('teaching_attempt_answers'),
  attemptForSave: db
    .select({
      id: teachingAttempts.id,
      assignmentId: teachingAttempts.assignmentId,
      tokenHash: teachingAttempts.tokenHash,
      startedAt: teachingAttempts.startedAt,
      submittedAt: teachingAttempts.submittedAt,
      questionCount: sql<number>`jsonb_array_length(${teachingAttempts.layout})`,
      closesAt: teachingAssignments.closesAt,
      timeLimitMinutes: teachingAssignments.timeLimitMinutes,
    })
    .from(teachingAttempts)
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, teachingAttempts.assignmentId))
    .where(eq(teachingAttempts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('teaching_attempt_for_save'),
}));

/**
 * A hosted quiz by its code, with what a start must know about live games: whether it is a live game's
 * own quiz (`liveOnly`) and whether its class is playing it live right now (`held`, see `liveHold`).
 * One statement: a class starting at once reads it 300 times.
 */
const assignmentForStart = preparedPerDatabase((db) =>
  db
    .select({
      assignment: teachingAssignments,
      liveOnly: sql<boolean>`exists (select 1 from ${liveGames} g where g.assignment_id = ${teachingAssignments}.id)`,
      held: sql<boolean>`${liveHold(sql`${teachingAssignments}`)}`,
    })
    .from(teachingAssignments)
    .where(eq(teachingAssignments.code, sql.placeholder('code')))
    .limit(1)
    .prepare('teaching_assignment_for_start'),
);

/**
 * What a student's page shows before starting, by quiz code: the quiz's settings and its number of
 * questions, counted in the database (every student of a class joins; the question sets stay there).
 */
const hostedInfoByCode = preparedPerDatabase((db) =>
  db
    .select({
      code: teachingAssignments.code,
      title: teachingAssignments.title,
      classId: teachingAssignments.classId,
      opensAt: teachingAssignments.opensAt,
      closesAt: teachingAssignments.closesAt,
      timeLimitMinutes: teachingAssignments.timeLimitMinutes,
      attemptsAllowed: teachingAssignments.attemptsAllowed,
      questionCount: sql<number>`(select coalesce(sum(jsonb_array_length(qs -> 'questions')), 0)::int
        from jsonb_array_elements(${teachingAssignments.questionSets}) qs)`,
    })
    .from(teachingAssignments)
    .where(eq(teachingAssignments.code, sql.placeholder('code')))
    .limit(1)
    .prepare('teaching_hosted_info_by_code'),
);

export async function findHostedInfo(db: Db, code: string) {
  const rows = await hostedInfoByCode(db).execute({ code });
  const row = rows[0];
  return row && { ...row, questionCount: Number(row.questionCount) };
}

export async function findAssignmentForStart(
  db: Db,
  code: string,
): Promise<{ assignment: AssignmentRow; liveOnly: boolean; held: boolean } | undefined> {
  const rows = await assignmentForStart(db).execute({ code });
  const row = rows[0];
  return row && { assignment: row.assignment, liveOnly: row.liveOnly === true, held: row.held === true };
}

/** An attempt with its assignment, by id alone: the caller must still check the token. */
export async function findAttemptWithAssignment(
  db: Db,
  id: number,
): Promise<{ attempt: AttemptRow; assignment: AssignmentRow } | undefined> {
  const rows = await statements(db).attemptWithAssignment.execute({ id });
  return rows[0];
}

/**
 * An attempt with its assignment and whether its class is playing the quiz live right now (`liveHold`),
 * by id alone, in one read: what a submission checks first. The caller must still check the token.
 */
export async function findAttemptForSubmit(
  db: Db,
  id: number,
): Promise<{ attempt: AttemptRow; assignment: AssignmentRow; held: boolean } | undefined> {
  const row = (await statements(db).attemptForSubmit.execute({ id }))[0];
  return row && { attempt: row.attempt, assignment: row.assignment, held: row.held === true };
}

/** Attempts by the same student (roster id, else the typed name in any case). */
export function sameStudent(assignmentId: number, studentId: number | null, name: string) {
  return and(
    eq(teachingAttempts.assignmentId, assignmentId),
    studentId !== null
      ? eq(teachingAttempts.studentId, studentId)
      : and(
          sql`${teachingAttempts.studentId} is null`,
          sql`lower(${teachingAttempts.studentName}) = lower(${name})`,
        ),
  );
}

/** A roster student's attempt still open on this quiz (the newest, if a race ever made two). */
export async function findOpenAttempt(
  db: Db,
  assignmentId: number,
  studentId: number,
): Promise<AttemptRow | undefined> {
  const rows = await db
    .select()
    .from(teachingAttempts)
    .where(
      and(
        eq(teachingAttempts.assignmentId, assignmentId),
        eq(teachingAttempts.studentId, studentId),
        isNull(teachingAttempts.submittedAt),
      ),
    )
    .orderBy(desc(teachingAttempts.id))
    .limit(1);
  return rows[0];
}

/** A roster student's latest submitted attempt at an assignment, if any. */
export async function findLatestSubmittedAttempt(
  db: Db,
  assignmentId: number,
  studentId: number,
): Promise<AttemptRow | undefined> {
  const rows = await db
    .select()
    .from(teachingAttempts)
    .where(
      and(
        eq(teachingAttempts.assignmentId, assignmentId),
        eq(teachingAttempts.studentId, studentId),
        isNotNull(teachingAttempts.submittedAt),
      ),
    )
    .orderBy(desc(teachingAttempts.submittedAt), desc(teachingAttempts.id))
    .limit(1);
  return rows[0];
}

/** Hands an attempt to a new device: only the newest token opens it from now on. */
export async function replaceAttemptToken(db: Db, attemptId: number, tokenHash: string): Promise<void> {
  await db.update(teachingAttempts).set({ tokenHash }).where(eq(teachingAttempts.id, attemptId));
}

export async function countSubmitted(
  db: Db,
  assignmentId: number,
  studentId: number | null,
  name: string,
  exceptAttemptId?: number,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teachingAttempts)
    .where(
      and(
        sameStudent(assignmentId, studentId, name),
        isNotNull(teachingAttempts.submittedAt),
        exceptAttemptId !== undefined ? ne(teachingAttempts.id, exceptAttemptId) : undefined,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Stores answers; the same (attempt, question) again overwrites, so resending is harmless. */
export async function upsertAnswers(
  db: Db,
  attemptId: number,
  answers: { key: number; response: string | null }[],
): Promise<Date> {
  const now = new Date();
  if (answers.length === 0) return now;
  // One row per key: a batch that names a question twice keeps its last answer.
  const latest = new Map(answers.map((a) => [a.key, a.response]));
  await db
    .insert(teachingAnswers)
    .values(
      [...latest].map(([questionKey, response]) => ({ attemptId, questionKey, response, updatedAt: now })),
    )
    .onConflictDoUpdate({
      target: [teachingAnswers.attemptId, teachingAnswers.questionKey],
      set: { response: sql`excluded.response`, updatedAt: sql`excluded.updated_at` },
    });
  return now;
}

export async function loadAnswers(
  db: Db,
  attemptId: number,
): Promise<{ key: number; response: string | null }[]> {
  return statements(db).answers.execute({ attemptId });
}

export type SubmitOutcome = 'submitted' | 'already_submitted' | 'limit_reached';

export type SavedAnswer = { key: number; response: string | null };

/** What a submission stores, worked out from the answers saved when it takes the attempt's lock. */
export interface SubmissionValues {
  durationSeconds: number;
  marks: StoredMark[];
  score: number;
  maxScore: number;
}

/**
 * Marks an attempt submitted with the grades of the answers saved at that moment, unless the student
 * already used every attempt. A lock per (assignment, student) makes two simultaneous submissions
 * count one after the other; the attempt's row lock orders it against autosaves (which take a share
 * lock on the row on PostgreSQL; see `saveIfAllowed`): a save either lands before the answers are read here, and is graded, or waits
 * and then finds the attempt submitted, and is refused.
 */
export async function submitAttempt(
  db: Db,
  attempt: AttemptRow,
  attemptsAllowed: number,
  submittedAt: Date,
  grade: (answers: SavedAnswer[]) => SubmissionValues,
): Promise<SubmitOutcome> {
  const studentKey =
    attempt.studentId !== null ? `id:${attempt.studentId}` : `name:${attempt.studentName.toLowerCase()}`;
  return db.transaction(async (tx) => {
    // The student's lock, then the attempt's row lock, in one statement (the lock is taken in the
    // filter, before the row is locked); what follows reads with a snapshot taken after both.
    const locked = rowsOf<{ submitted_at: unknown }>(
      await tx.execute(sql`
        select submitted_at from ${teachingAttempts}
        where id = ${attempt.id}
          and pg_advisory_xact_lock(${attempt.assignmentId}::int, hashtext(${studentKey})) is not null
        for update`),
    );
    if (!locked[0] || locked[0].submitted_at !== null) return 'already_submitted';
    // The student's other submitted attempts and this attempt's saved answers, in one read.
    const [read] = rowsOf<{ others: number; saved: SavedAnswer[] | string }>(
      await tx.execute(sql`
        select
          (select count(*)::int from ${teachingAttempts}
            where ${sameStudent(attempt.assignmentId, attempt.studentId, attempt.studentName)}
              and submitted_at is not null and id <> ${attempt.id}) as others,
          coalesce((select json_agg(json_build_object('key', question_key, 'response', response)
                      order by question_key)
                    from ${teachingAnswers} where attempt_id = ${attempt.id}), '[]'::json) as saved`),
    );
    if (Number(read?.others ?? 0) >= attemptsAllowed) return 'limit_reached';
    const saved =
      typeof read?.saved === 'string' ? (JSON.parse(read.saved) as SavedAnswer[]) : (read?.saved ?? []);
    await tx
      .update(teachingAttempts)
      .set({ submittedAt, ...grade(saved) })
      .where(eq(teachingAttempts.id, attempt.id));
    return 'submitted';
  });
}

/**
 * The little an autosave needs, in one narrow query (no question sets, no layout): the hot path when a
 * whole class answers at once.
 */
export async function findAttemptForSave(db: Db, id: number) {
  const rows = await statements(db).attemptForSave.execute({ id });
  return rows[0];
}

/** A live game younger than this still holds the homework of its quiz (a game left behind, not forever). */
export const LIVE_HOLD_HOURS = 12;

/**
 * True while the class of hosted quiz `s` (an alias in the enclosing query) plays the same quiz live
 * in another hosted quiz (a running game started in the last {@link LIVE_HOLD_HOURS} hours).
 */
function liveHold(s: SQL): SQL {
  return sql`exists (
    select 1 from ${liveGames} g
    join ${teachingAssignments} l on l.id = g.assignment_id
    where g.finished_at is null
      and g.created_at > now() - make_interval(hours => ${LIVE_HOLD_HOURS})
      and l.quiz_id = ${s}.quiz_id and l.class_id = ${s}.class_id and l.id <> ${s}.id)`;
}

/**
 * Homework on hold: the class of this hosted quiz is playing the same quiz live right now (decision in
 * `features/live/CONTEXT.md`). Open quizzes and quizzes whose quiz was deleted are never held.
 */
export async function isHeldByLiveGame(db: Db, assignmentId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    select ${liveHold(sql`s`)} as held from ${teachingAssignments} s where s.id = ${assignmentId}`);
  return rowsOf<{ held: boolean }>(rows)[0]?.held === true;
}

/**
 * The autosave fast path: one statement that stores the answers only if the token fits, the attempt
 * is not submitted, every key is in the quiz, the class is not playing the quiz live (`liveHold`) and
 * the deadline (plus grace) has not passed at `now` (the
 * server's clock, which also decides when answer keys are shown, never the database's). It returns
 * how many rows it wrote; fewer than asked means some rule failed and the caller finds out which.
 * On PostgreSQL a share lock on the attempt waits for a submission in progress, then sees it
 * submitted. The embedded database needs no lock: a submission's transaction holds it from begin to
 * commit, so this statement runs wholly before the submission or after it (and then sees it).
 */
export async function saveIfAllowed(
  db: Db,
  id: number,
  tokenHash: string,
  answers: { key: number; response: string | null }[],
  graceSeconds: number,
  now: Date,
): Promise<number> {
  const latest = new Map(answers.map((a) => [a.key, a.response]));
  const keys = [...latest.keys()];
  const responses = [...latest.values()];
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db.execute(sql`
    insert into ${teachingAnswers} (attempt_id, question_key, response, updated_at)
    select a.id, k.key, k.response, now()
    from ${teachingAttempts} a
    join ${teachingAssignments} s on s.id = a.assignment_id
    cross join unnest(${sql.param(keys)}::int[], ${sql.param(responses)}::text[]) as k(key, response)
    where a.id = ${id}
      and a.token_hash = ${tokenHash}
      and a.submitted_at is null
      and not exists (
        select 1 from unnest(${sql.param(keys)}::int[]) as x(key) where x.key < 0 or x.key >= jsonb_array_length(a.layout))
      and (s.closes_at is null or ${at} <= s.closes_at + make_interval(secs => ${graceSeconds}))
      and (s.time_limit_minutes is null
           or ${at} <= a.started_at + make_interval(mins => s.time_limit_minutes, secs => ${graceSeconds}))
      and not ${liveHold(sql`s`)}
    ${runsOneAtATime(db) ? sql`` : sql`for share of a`}
    on conflict (attempt_id, question_key)
      do update set response = excluded.response, updated_at = excluded.updated_at
    returning question_key`);
  return rowsOf(rows).length;
}
