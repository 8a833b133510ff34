import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collections, quizzes } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';
import { nameFirstSearch, SEARCH_RANKED_MATCHES } from '../../lib/name-first-search.js';
import { containsPattern, namesBestFirst } from '../../lib/search-terms.js';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizValues = Omit<typeof quizzes.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function insertQuiz(db: Db, userId: number, values: QuizValues): Promise<QuizRow> {
  const rows = await db
    .insert(quizzes)
    .values({ ...values, userId })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('quiz insert returned no row');
  return row;
}

/** Marks a quiz as saved from a generated result: its `result_hash` and the material it came from. */
export async function markGeneratedFrom(
  db: Db,
  userId: number,
  id: number,
  generated: Pick<QuizValues, 'resultHash' | 'material'>,
): Promise<void> {
  await db
    .update(quizzes)
    .set(generated)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.id, id)));
}

/** The caller's newest quiz saved from exactly this generated result, if any. */
export async function findQuizByResult(
  db: Db,
  userId: number,
  resultHash: string,
): Promise<QuizRow | undefined> {
  const rows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.resultHash, resultHash)))
    .orderBy(desc(quizzes.id))
    .limit(1);
  return rows[0];
}

export async function countQuizzes(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(quizzes).where(eq(quizzes.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function listQuizzes(db: Db, userId: number, limit: number, offset: number): Promise<QuizRow[]> {
  return db
    .select()
    .from(quizzes)
    .where(eq(quizzes.userId, userId))
    .orderBy(...newestFirst(quizzes.createdAt, quizzes.id))
    .limit(limit)
    .offset(offset);
}

export async function findQuiz(db: Db, userId: number, id: number): Promise<QuizRow | undefined> {
  const rows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), eq(quizzes.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function updateQuiz(
  db: Db,
  userId: number,
  id: number,
  changes: Partial<QuizValues>,
): Promise<QuizRow | undefined> {
  const rows = await db
    .update(quizzes)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(quizzes.id, id), eq(quizzes.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteQuiz(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(quizzes)
    .where(and(eq(quizzes.id, id), eq(quizzes.userId, userId)))
    .returning({ id: quizzes.id });
  return rows.length > 0;
}

/**
 * Search of the user's quizzes, best match first (see lib/name-first-search.ts): titles that contain
 * the text (case-insensitively), whatever their age, closest first; then, when those do not fill the
 * answer, quizzes whose category contains it, the closest category first (trigram similarity, ranked
 * over the newest SEARCH_RANKED_MATCHES such quizzes), then newest.
 */
export async function searchQuizzes(db: Db, userId: number, text: string, limit: number): Promise<QuizRow[]> {
  const pattern = containsPattern(text);
  const mine = eq(quizzes.userId, userId);
  const titleMatches = sql`${quizzes.title} ILIKE ${pattern}`;
  const newest = newestFirst(quizzes.createdAt, quizzes.id);
  return nameFirstSearch(limit, {
    names: (wanted) =>
      namesBestFirst(wanted, quizzes.title, text, (where, order, count) =>
        db
          .select()
          .from(quizzes)
          .where(and(mine, where))
          .orderBy(...order, ...newest)
          .limit(count),
      ),
    rest: (wanted) => {
      const matches = db
        .select({
          id: quizzes.id,
          score: sql<number>`similarity(${quizzes.categoryName}, ${text})`.as('score'),
        })
        .from(quizzes)
        .where(and(mine, sql`${quizzes.categoryName} ILIKE ${pattern}`, sql`NOT (${titleMatches})`))
        .orderBy(...newest)
        .limit(SEARCH_RANKED_MATCHES)
        .as('m');
      return db
        .select(getTableColumns(quizzes))
        .from(quizzes)
        .innerJoin(matches, eq(matches.id, quizzes.id))
        .orderBy(desc(matches.score), ...newest)
        .limit(wanted);
    },
  });
}

export async function ownsCollection(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
