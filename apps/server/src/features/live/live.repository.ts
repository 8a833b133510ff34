import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveGames, teachingAnswers, teachingAssignments, teachingAttempts } from '../../db/schema/index.js';

export type LiveGameRow = typeof liveGames.$inferSelect;

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
/** The owner's lease has run out (or it never had one): the game is free to be picked up. */
const leaseOver = sql<boolean>`(${liveGames.leaseUntil} is null or ${liveGames.leaseUntil} < now())`;

/**
 * Inserts a game held by `owner` for `leaseSeconds`; null when its PIN is taken by a game still running
 * (the caller tries another).
 */
export async function insertLiveGame(
  db: Db,
  values: Omit<typeof liveGames.$inferInsert, 'leaseUntil'>,
  leaseSeconds: number,
): Promise<LiveGameRow | null> {
  const rows = await db
    .insert(liveGames)
    .values({ ...values, leaseUntil: leaseEnd(leaseSeconds) })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Renews `owner`'s leases on these running games; returns the ids still held (another may have taken one). */
export async function renewLeases(
  db: Db,
  owner: string,
  ids: number[],
  leaseSeconds: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(liveGames)
    .set({ leaseUntil: leaseEnd(leaseSeconds) })
    .where(and(inArray(liveGames.id, ids), eq(liveGames.owner, owner), isNull(liveGames.finishedAt)))
    .returning({ id: liveGames.id });
  return rows.map((r) => r.id);
}

/** Takes a running game whose owner's lease ran out; undefined when it is not free (someone holds it). */
export async function claimLiveGame(
  db: Db,
  id: number,
  owner: string,
  leaseSeconds: number,
): Promise<LiveGameRow | undefined> {
  const rows = await db
    .update(liveGames)
    .set({ owner, leaseUntil: leaseEnd(leaseSeconds) })
    .where(and(eq(liveGames.id, id), isNull(liveGames.finishedAt), leaseOver))
    .returning();
  return rows[0];
}

/** Of these running games, the ones whose owner's lease has run out. */
export async function ownerlessGames(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: liveGames.id })
    .from(liveGames)
    .where(and(inArray(liveGames.id, ids), isNull(liveGames.finishedAt), leaseOver));
  return rows.map((r) => r.id);
}

/** Writes the game's snapshot, only while `owner` still holds it. */
export async function saveLiveGameState(db: Db, id: number, owner: string, state: unknown): Promise<void> {
  await db
    .update(liveGames)
    .set({ state })
    .where(and(eq(liveGames.id, id), eq(liveGames.owner, owner)));
}

/** The answers to one question of these attempts, with when each was written. */
export async function answersToQuestion(
  db: Db,
  attemptIds: number[],
  key: number,
): Promise<{ attemptId: number; response: string | null; updatedAt: Date }[]> {
  if (attemptIds.length === 0) return [];
  return db
    .select({
      attemptId: teachingAnswers.attemptId,
      response: teachingAnswers.response,
      updatedAt: teachingAnswers.updatedAt,
    })
    .from(teachingAnswers)
    .where(and(inArray(teachingAnswers.attemptId, attemptIds), eq(teachingAnswers.questionKey, key)));
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

/** The running game behind a PIN, if any, with its class (null for an open game) and whether it is ownerless. */
export async function findRunningGameByPin(
  db: Db,
  pin: string,
): Promise<{ id: number; classId: number | null; ownerless: boolean } | undefined> {
  const rows = await db
    .select({
      id: liveGames.id,
      classId: teachingAssignments.classId,
      ownerless: leaseOver,
    })
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
