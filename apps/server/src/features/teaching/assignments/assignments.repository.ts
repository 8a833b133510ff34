import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { qualified } from '../../../db/qualified.js';
import {
  teachingAssignments,
  teachingAttempts,
  teachingClasses,
  teachingStudents,
} from '../../../db/schema/index.js';

export type AssignmentRow = typeof teachingAssignments.$inferSelect;
export type AssignmentWithExtras = AssignmentRow & {
  className: string | null;
  submittedCount: number;
  stillToDo: string[];
};

const submittedCount = sql<number>`(select count(*)::int from ${teachingAttempts} where ${teachingAttempts.assignmentId} = ${qualified(teachingAssignments, teachingAssignments.id)} and ${teachingAttempts.submittedAt} is not null)`;

const outerId = qualified(teachingAssignments, teachingAssignments.id);
const outerClassId = qualified(teachingAssignments, teachingAssignments.classId);
/** Rostered students of the assignment's class without a submitted attempt, by name. */
const stillToDo = sql<
  string[]
>`(select coalesce(array_agg(s.name order by lower(s.name), s.id), '{}') from ${teachingStudents} s where s.class_id = ${outerClassId} and not exists (select 1 from ${teachingAttempts} t where t.assignment_id = ${outerId} and t.student_id = s.id and t.submitted_at is not null))`;

function selectWithExtras(db: Db) {
  return db
    .select({
      id: teachingAssignments.id,
      userId: teachingAssignments.userId,
      quizId: teachingAssignments.quizId,
      classId: teachingAssignments.classId,
      code: teachingAssignments.code,
      title: teachingAssignments.title,
      questionSets: teachingAssignments.questionSets,
      opensAt: teachingAssignments.opensAt,
      closesAt: teachingAssignments.closesAt,
      attemptsAllowed: teachingAssignments.attemptsAllowed,
      timeLimitMinutes: teachingAssignments.timeLimitMinutes,
      shuffleQuestions: teachingAssignments.shuffleQuestions,
      shuffleOptions: teachingAssignments.shuffleOptions,
      showAnswers: teachingAssignments.showAnswers,
      googleCourseWorkId: teachingAssignments.googleCourseWorkId,
      createdAt: teachingAssignments.createdAt,
      className: teachingClasses.name,
      submittedCount,
      stillToDo,
    })
    .from(teachingAssignments)
    .leftJoin(teachingClasses, eq(teachingClasses.id, teachingAssignments.classId));
}

/** Inserts an assignment; null when its code is taken (the caller retries with another). */
export async function insertAssignment(
  db: Db,
  values: typeof teachingAssignments.$inferInsert,
): Promise<AssignmentRow | null> {
  const rows = await db.insert(teachingAssignments).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function listAssignments(
  db: Db,
  userId: number,
  classId?: number,
): Promise<AssignmentWithExtras[]> {
  return selectWithExtras(db)
    .where(
      and(
        eq(teachingAssignments.userId, userId),
        classId !== undefined ? eq(teachingAssignments.classId, classId) : undefined,
      ),
    )
    .orderBy(desc(teachingAssignments.createdAt), desc(teachingAssignments.id));
}

export async function findOwnAssignment(
  db: Db,
  userId: number,
  id: number,
): Promise<AssignmentWithExtras | undefined> {
  const rows = await selectWithExtras(db)
    .where(and(eq(teachingAssignments.id, id), eq(teachingAssignments.userId, userId)))
    .limit(1);
  return rows[0];
}

/** An assignment by id, whoever owns it: for a live game, whose owner the game has already checked. */
export async function findAssignment(db: Db, id: number): Promise<AssignmentRow | undefined> {
  const rows = await db.select().from(teachingAssignments).where(eq(teachingAssignments.id, id)).limit(1);
  return rows[0];
}

export async function updateAssignment(
  db: Db,
  userId: number,
  id: number,
  values: Partial<typeof teachingAssignments.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(teachingAssignments)
    .set(values)
    .where(and(eq(teachingAssignments.id, id), eq(teachingAssignments.userId, userId)))
    .returning({ id: teachingAssignments.id });
  return rows.length > 0;
}

export async function deleteAssignment(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(teachingAssignments)
    .where(and(eq(teachingAssignments.id, id), eq(teachingAssignments.userId, userId)))
    .returning({ id: teachingAssignments.id });
  return rows.length > 0;
}
