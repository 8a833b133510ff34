import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { teachingGoogleAccounts, teachingStudents } from '../../../db/schema/index.js';

export type GoogleAccountRow = typeof teachingGoogleAccounts.$inferSelect;

export async function findGoogleAccount(db: Db, userId: number): Promise<GoogleAccountRow | undefined> {
  const rows = await db
    .select()
    .from(teachingGoogleAccounts)
    .where(eq(teachingGoogleAccounts.userId, userId))
    .limit(1);
  return rows[0];
}

export async function saveGoogleAccount(
  db: Db,
  userId: number,
  values: { tokens: string; scope: string; email?: string | null },
): Promise<void> {
  const now = new Date();
  await db
    .insert(teachingGoogleAccounts)
    .values({
      userId,
      tokens: values.tokens,
      scope: values.scope,
      email: values.email ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: teachingGoogleAccounts.userId,
      set: {
        tokens: values.tokens,
        scope: values.scope,
        updatedAt: now,
        ...(values.email !== undefined ? { email: values.email } : {}),
      },
    });
}

export async function deleteGoogleAccount(db: Db, userId: number): Promise<void> {
  await db.delete(teachingGoogleAccounts).where(eq(teachingGoogleAccounts.userId, userId));
}

/** Links roster students (matched by name, any case) to their Google user ids where not yet linked. */
export async function linkGoogleStudents(
  db: Db,
  classId: number,
  students: { name: string; googleUserId: string }[],
): Promise<void> {
  for (const student of students) {
    await db
      .update(teachingStudents)
      .set({ googleUserId: student.googleUserId })
      .where(
        and(
          eq(teachingStudents.classId, classId),
          isNull(teachingStudents.googleUserId),
          sql`lower(${teachingStudents.name}) = lower(${student.name})`,
        ),
      );
  }
}
