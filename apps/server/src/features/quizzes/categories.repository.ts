import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;

const visibleTo = (userId: number) => or(isNull(categories.userId), eq(categories.userId, userId));

/** Built-in categories first, then the user's own, each alphabetically. */
export async function listCategories(db: Db, userId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(visibleTo(userId))
    .orderBy(sql`${categories.userId} IS NOT NULL`, asc(sql`lower(${categories.name})`), asc(categories.id));
}

/** A category the user may use or see: a built-in one or their own. */
export async function findVisibleCategory(
  db: Db,
  userId: number,
  id: number,
): Promise<CategoryRow | undefined> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), visibleTo(userId)))
    .limit(1);
  return rows[0];
}

export async function categoryNameTaken(db: Db, userId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(visibleTo(userId), sql`lower(${categories.name}) = lower(${name})`))
    .limit(1);
  return rows.length > 0;
}

/** Inserts the user's category; null when the unique index says the name is taken (a race). */
export async function insertCategory(db: Db, userId: number, name: string): Promise<CategoryRow | null> {
  const rows = await db.insert(categories).values({ userId, name }).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function deleteOwnCategory(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.id, id), eq(categories.userId, userId)))
    .returning({ id: categories.id });
  return rows.length > 0;
}
