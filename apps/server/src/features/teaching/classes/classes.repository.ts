import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { qualified } from '../../../db/qualified.js';
import { teachingAttempts, teachingClasses, teachingStudents } from '../../../db/schema/index.js';
import { REVOKED_TOKEN_HASH } from '../lib/codes.js';

export type ClassRow = typeof teachingClasses.$inferSelect;
export type StudentRow = typeof teachingStudents.$inferSelect;
export type ClassWithCount = ClassRow & { studentCount: number };

const studentCount = sql<number>`(select count(*)::int from ${teachingStudents} where ${teachingStudents.classId} = ${qualified(teachingClasses, teachingClasses.id)})`;

/** Inserts a class; null when the join code is already taken (the caller retries with another). */
export async function insertClass(
  db: Db,
  values: { userId: number; name: string; joinCode: string; googleCourseId?: string | null },
): Promise<ClassRow | null> {
  const rows = await db.insert(teachingClasses).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function listClasses(db: Db, userId: number, archived: boolean): Promise<ClassWithCount[]> {
  return db
    .select({ ...classColumns(), studentCount })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.userId, userId), eq(teachingClasses.archived, archived)))
    .orderBy(desc(teachingClasses.createdAt), desc(teachingClasses.id));
}

function classColumns() {
  return {
    id: teachingClasses.id,
    userId: teachingClasses.userId,
    name: teachingClasses.name,
    archived: teachingClasses.archived,
    joinCode: teachingClasses.joinCode,
    joinEnabled: teachingClasses.joinEnabled,
    googleCourseId: teachingClasses.googleCourseId,
    createdAt: teachingClasses.createdAt,
    updatedAt: teachingClasses.updatedAt,
  };
}

/** The caller's class, or undefined (another teacher's class is the same as none). */
export async function findOwnClass(db: Db, userId: number, id: number): Promise<ClassRow | undefined> {
  const rows = await db
    .select()
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, id), eq(teachingClasses.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function findClassByGoogleCourse(
  db: Db,
  userId: number,
  courseId: string,
): Promise<ClassRow | undefined> {
  const rows = await db
    .select()
    .from(teachingClasses)
    .where(and(eq(teachingClasses.userId, userId), eq(teachingClasses.googleCourseId, courseId)))
    .limit(1);
  return rows[0];
}

export async function findClassByJoinCode(db: Db, joinCode: string): Promise<ClassRow | undefined> {
  const rows = await db
    .select()
    .from(teachingClasses)
    .where(
      and(
        eq(teachingClasses.joinCode, joinCode),
        eq(teachingClasses.joinEnabled, true),
        eq(teachingClasses.archived, false),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function updateClass(
  db: Db,
  userId: number,
  id: number,
  values: Partial<Pick<ClassRow, 'name' | 'archived' | 'joinEnabled'>>,
): Promise<ClassRow | undefined> {
  const rows = await db
    .update(teachingClasses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teachingClasses.id, id), eq(teachingClasses.userId, userId)))
    .returning();
  return rows[0];
}

export async function listStudents(db: Db, classId: number): Promise<StudentRow[]> {
  return db
    .select()
    .from(teachingStudents)
    .where(eq(teachingStudents.classId, classId))
    .orderBy(asc(sql`lower(${teachingStudents.name})`), asc(teachingStudents.id));
}

export async function countStudents(db: Db, classId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(teachingStudents)
    .where(eq(teachingStudents.classId, classId));
  return Number(rows[0]?.n ?? 0);
}

export interface NewStudent {
  name: string;
  email: string | null;
  googleUserId?: string | null;
}

/**
 * Adds students in one statement. Names already on the roster (any case) are skipped by the unique
 * index, so a race between two imports never duplicates a student; the added rows are returned. The
 * database draws each student's code; the rare code already taken in the class is drawn again once.
 */
export async function insertStudents(db: Db, classId: number, students: NewStudent[]): Promise<StudentRow[]> {
  const insert = (batch: NewStudent[]) =>
    batch.length === 0
      ? Promise.resolve([])
      : db
          .insert(teachingStudents)
          .values(
            batch.map((s) => ({
              classId,
              name: s.name,
              email: s.email,
              googleUserId: s.googleUserId ?? null,
            })),
          )
          .onConflictDoNothing()
          .returning();
  const added = await insert(students);
  if (added.length === students.length) return added;
  // Left out: names already on the roster (left out again) or, very rarely, a code collision.
  const addedNames = new Set(added.map((row) => row.name.toLowerCase()));
  return [...added, ...(await insert(students.filter((s) => !addedNames.has(s.name.toLowerCase()))))];
}

/** The student of the class with this personal code (codes are stored upper-case). */
export async function findStudentByCode(
  db: Db,
  classId: number,
  code: string,
): Promise<StudentRow | undefined> {
  const rows = await db
    .select()
    .from(teachingStudents)
    .where(and(eq(teachingStudents.classId, classId), eq(teachingStudents.code, code)))
    .limit(1);
  return rows[0];
}

/** Ends every attempt token the student holds: their devices can no longer read, save or submit. */
async function revokeAttemptTokens(db: Pick<Db, 'update'>, studentId: number): Promise<void> {
  await db
    .update(teachingAttempts)
    .set({ tokenHash: REVOKED_TOKEN_HASH })
    .where(eq(teachingAttempts.studentId, studentId));
}

/**
 * Draws a new code for one student: the old code stops working at once, and so do the attempt tokens
 * handed out with it (the student carries on with the new code, as on a second device).
 */
export async function renewStudentCode(db: Db, classId: number, id: number): Promise<StudentRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(teachingStudents)
      .set({ code: sql`quizwise_student_code()` })
      .where(and(eq(teachingStudents.id, id), eq(teachingStudents.classId, classId)))
      .returning();
    if (rows[0]) await revokeAttemptTokens(tx, id);
    return rows[0];
  });
}

/** Removes a student from the roster and ends their access; their attempts stay in the results. */
export async function deleteStudent(db: Db, classId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Before the delete: it sets the attempts' student id to null.
    const owned = await tx
      .select({ id: teachingStudents.id })
      .from(teachingStudents)
      .where(and(eq(teachingStudents.id, id), eq(teachingStudents.classId, classId)))
      .for('update');
    if (!owned[0]) return false;
    await revokeAttemptTokens(tx, id);
    await tx.delete(teachingStudents).where(eq(teachingStudents.id, id));
    return true;
  });
}
