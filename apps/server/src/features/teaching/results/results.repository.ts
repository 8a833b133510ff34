import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  teachingAnswers,
  teachingAssignments,
  teachingAttempts,
  teachingStudents,
} from '../../../db/schema/index.js';
import type { StoredMark } from '../lib/grading.js';

export type AttemptRow = typeof teachingAttempts.$inferSelect;
export type AssignmentRow = typeof teachingAssignments.$inferSelect;

export async function listAttempts(db: Db, assignmentId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(teachingAttempts)
    .where(eq(teachingAttempts.assignmentId, assignmentId))
    .orderBy(asc(teachingAttempts.startedAt), asc(teachingAttempts.id));
}

/** A class's roster, by name: every student gets a row in the results, started or not. */
export async function listRoster(db: Db, classId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: teachingStudents.id, name: teachingStudents.name })
    .from(teachingStudents)
    .where(eq(teachingStudents.classId, classId))
    .orderBy(sql`lower(${teachingStudents.name})`, asc(teachingStudents.id));
}

/** How many questions each attempt of an assignment has an answer for. */
export async function answeredCounts(db: Db, assignmentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ attemptId: teachingAnswers.attemptId, n: sql<number>`count(*)::int` })
    .from(teachingAnswers)
    .innerJoin(teachingAttempts, eq(teachingAttempts.id, teachingAnswers.attemptId))
    .where(
      and(
        eq(teachingAttempts.assignmentId, assignmentId),
        sql`coalesce(btrim(${teachingAnswers.response}), '') <> ''`,
      ),
    )
    .groupBy(teachingAnswers.attemptId);
  return new Map(rows.map((r) => [r.attemptId, Number(r.n)]));
}

/** An attempt at one of the caller's assignments (another teacher's is the same as none). */
export async function findOwnAttempt(
  db: Db,
  userId: number,
  id: number,
): Promise<{ attempt: AttemptRow; assignment: AssignmentRow } | undefined> {
  const rows = await db
    .select({ attempt: teachingAttempts, assignment: teachingAssignments })
    .from(teachingAttempts)
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, teachingAttempts.assignmentId))
    .where(and(eq(teachingAttempts.id, id), eq(teachingAssignments.userId, userId)))
    .limit(1);
  return rows[0];
}

/**
 * Changes one mark and the total in one transaction, reading the marks under a row lock so two
 * overrides at once never undo each other. Returns null when the attempt is not submitted.
 */
export async function overrideMark(
  db: Db,
  attemptId: number,
  change: (marks: StoredMark[]) => StoredMark[] | null,
  scoreOf: (marks: StoredMark[]) => number,
): Promise<'ok' | 'not_submitted' | 'no_such_question'> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ marks: teachingAttempts.marks, submittedAt: teachingAttempts.submittedAt })
      .from(teachingAttempts)
      .where(eq(teachingAttempts.id, attemptId))
      .for('update');
    const row = rows[0];
    if (!row?.submittedAt || !row.marks) return 'not_submitted';
    const marks = change(row.marks ?? []);
    if (!marks) return 'no_such_question';
    await tx
      .update(teachingAttempts)
      .set({ marks, score: scoreOf(marks) })
      .where(eq(teachingAttempts.id, attemptId));
    return 'ok';
  });
}

/** Submitted attempts at a class's assignments, oldest assignment first. */
export async function classSubmissions(
  db: Db,
  userId: number,
  classId: number,
): Promise<{ attempt: AttemptRow; assignment: AssignmentRow }[]> {
  return db
    .select({ attempt: teachingAttempts, assignment: teachingAssignments })
    .from(teachingAttempts)
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, teachingAttempts.assignmentId))
    .where(
      and(
        eq(teachingAssignments.classId, classId),
        eq(teachingAssignments.userId, userId),
        sql`${teachingAttempts.submittedAt} is not null`,
      ),
    )
    .orderBy(
      asc(teachingAssignments.createdAt),
      asc(teachingAssignments.id),
      asc(teachingAttempts.submittedAt),
    );
}
