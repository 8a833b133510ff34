import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveGames, teachingAssignments, teachingAttempts } from '../../db/schema/index.js';

export type LiveGameRow = typeof liveGames.$inferSelect;

/** Inserts a game; null when its PIN is taken by a game still running (the caller tries another). */
export async function insertLiveGame(
  db: Db,
  values: typeof liveGames.$inferInsert,
): Promise<LiveGameRow | null> {
  const rows = await db.insert(liveGames).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findOwnLiveGame(db: Db, userId: number, id: number): Promise<LiveGameRow | undefined> {
  const rows = await db
    .select()
    .from(liveGames)
    .where(and(eq(liveGames.id, id), eq(liveGames.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function findLiveGame(db: Db, id: number): Promise<LiveGameRow | undefined> {
  const rows = await db.select().from(liveGames).where(eq(liveGames.id, id)).limit(1);
  return rows[0];
}

/** The running game behind a PIN, if any, with its class (null for an open game). */
export async function findRunningGameByPin(
  db: Db,
  pin: string,
): Promise<{ id: number; classId: number | null } | undefined> {
  const rows = await db
    .select({ id: liveGames.id, classId: teachingAssignments.classId })
    .from(liveGames)
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, liveGames.assignmentId))
    .where(and(eq(liveGames.pin, pin), isNull(liveGames.finishedAt)))
    .limit(1);
  return rows[0];
}

/** Marks the game finished (its PIN is free again) and closes its hosted quiz to further answers. */
export async function markFinished(db: Db, game: LiveGameRow, at: Date): Promise<void> {
  await db.update(liveGames).set({ finishedAt: at }).where(eq(liveGames.id, game.id));
  await db
    .update(teachingAssignments)
    .set({ closesAt: at })
    .where(eq(teachingAssignments.id, game.assignmentId));
}

export async function deleteAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(teachingAttempts).where(inArray(teachingAttempts.id, ids));
}
