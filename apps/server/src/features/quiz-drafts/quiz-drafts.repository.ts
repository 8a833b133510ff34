import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quizDrafts } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';

export type QuizDraftRow = typeof quizDrafts.$inferSelect;
export type QuizDraftValues = Omit<
  typeof quizDrafts.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type QuizDraftChanges = Partial<
  Pick<QuizDraftValues, 'title' | 'categoryId' | 'questionSets' | 'totalQuestions'>
>;

/** The caller's draft that has not expired: every read and write goes through this condition. */
function liveOwnDraft(userId: number, id: number, now: Date) {
  return and(eq(quizDrafts.id, id), eq(quizDrafts.userId, userId), gt(quizDrafts.expiresAt, now));
}

export async function insertDraft(db: Db, userId: number, values: QuizDraftValues): Promise<QuizDraftRow> {
  const rows = await db
    .insert(quizDrafts)
    .values({ ...values, userId })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('quiz draft insert returned no row');
  return row;
}

/** The caller's newest live draft generated with exactly this result, if any. */
export async function findLiveDraftByResult(
  db: Db,
  userId: number,
  resultHash: string,
  now: Date,
): Promise<QuizDraftRow | undefined> {
  const rows = await db
    .select()
    .from(quizDrafts)
    .where(
      and(
        eq(quizDrafts.userId, userId),
        eq(quizDrafts.resultHash, resultHash),
        gt(quizDrafts.expiresAt, now),
      ),
    )
    .orderBy(desc(quizDrafts.id))
    .limit(1);
  return rows[0];
}

export async function countLiveDrafts(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(quizDrafts)
    .where(and(eq(quizDrafts.userId, userId), gt(quizDrafts.expiresAt, now)));
  return Number(rows[0]?.n ?? 0);
}

export async function listLiveDrafts(
  db: Db,
  userId: number,
  now: Date,
  limit: number,
  offset: number,
): Promise<QuizDraftRow[]> {
  return db
    .select()
    .from(quizDrafts)
    .where(and(eq(quizDrafts.userId, userId), gt(quizDrafts.expiresAt, now)))
    .orderBy(...newestFirst(quizDrafts.createdAt, quizDrafts.id))
    .limit(limit)
    .offset(offset);
}

export async function findLiveDraft(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<QuizDraftRow | undefined> {
  const rows = await db
    .select()
    .from(quizDrafts)
    .where(liveOwnDraft(userId, id, now))
    .limit(1);
  return rows[0];
}

/** The draft, locked until the transaction ends, so two saves of one draft make one quiz. */
export async function lockLiveDraft(
  tx: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<QuizDraftRow | undefined> {
  const rows = await tx
    .select()
    .from(quizDrafts)
    .where(liveOwnDraft(userId, id, now))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function updateLiveDraft(
  db: Db,
  userId: number,
  id: number,
  now: Date,
  changes: QuizDraftChanges,
): Promise<QuizDraftRow | undefined> {
  const rows = await db
    .update(quizDrafts)
    .set({ ...changes, updatedAt: now })
    .where(liveOwnDraft(userId, id, now))
    .returning();
  return rows[0];
}

export async function deleteLiveDraft(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .delete(quizDrafts)
    .where(liveOwnDraft(userId, id, now))
    .returning({ id: quizDrafts.id });
  return rows.length > 0;
}

/** Deletes every expired draft (anyone's): one indexed range delete, cheap enough to run on listing. */
export async function purgeExpiredDrafts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(quizDrafts)
    .where(lte(quizDrafts.expiresAt, now))
    .returning({ id: quizDrafts.id });
  return rows.length;
}
