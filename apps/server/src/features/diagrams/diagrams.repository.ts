import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { diagrams, type StoredRectangle } from '../../db/schema/index.js';
import { likePattern } from '../subjects/like-pattern.js';

export type DiagramRow = typeof diagrams.$inferSelect;

const mine = (userId: number, id: number) => and(eq(diagrams.id, id), eq(diagrams.userId, userId));

export async function countDiagrams(db: Db, userId: number, ids?: number[]): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(diagrams)
    .where(and(eq(diagrams.userId, userId), ids ? inArray(diagrams.id, ids) : undefined));
  return rows[0]?.n ?? 0;
}

/** Which of `ids` are the caller's diagrams (another user's id is the same as none). */
export async function ownedDiagramIds(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: diagrams.id })
    .from(diagrams)
    .where(and(eq(diagrams.userId, userId), inArray(diagrams.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The caller's diagrams newest first, optionally only those among `ids`. */
export async function listDiagrams(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
  ids?: number[],
): Promise<DiagramRow[]> {
  return db
    .select()
    .from(diagrams)
    .where(and(eq(diagrams.userId, userId), ids ? inArray(diagrams.id, ids) : undefined))
    .orderBy(desc(diagrams.createdAt), desc(diagrams.id))
    .limit(limit)
    .offset(offset);
}

export async function findDiagram(db: Db, userId: number, id: number): Promise<DiagramRow | undefined> {
  const rows = await db.select().from(diagrams).where(mine(userId, id)).limit(1);
  return rows[0];
}

/** The row, locked until the transaction ends (so concurrent updates see each other's blob keys). */
export async function lockDiagram(db: Db, userId: number, id: number): Promise<DiagramRow | undefined> {
  const rows = await db.select().from(diagrams).where(mine(userId, id)).limit(1).for('update');
  return rows[0];
}

/**
 * The caller's diagrams whose name or a box label contains `query`, best first: exact name, name
 * prefix, name substring, then label-only matches, each by trigram similarity.
 */
export async function searchDiagrams(db: Db, userId: number, query: string): Promise<DiagramRow[]> {
  const pattern = likePattern(query);
  const labelMatch = sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${diagrams.rectanglesData}) r WHERE r->>'label' ILIKE ${pattern})`;
  return db
    .select()
    .from(diagrams)
    .where(
      and(
        eq(diagrams.userId, userId),
        sql`(${diagrams.name} ILIKE ${pattern} OR ${query} <% ${diagrams.name} OR ${labelMatch})`,
      ),
    )
    .orderBy(
      sql`CASE WHEN lower(${diagrams.name}) = lower(${query}) THEN 0 WHEN ${diagrams.name} ILIKE ${likePattern(query, 'prefix')} THEN 1 WHEN ${diagrams.name} ILIKE ${pattern} THEN 2 ELSE 3 END`,
      sql`word_similarity(${query}, ${diagrams.name}) DESC`,
      desc(diagrams.createdAt),
      desc(diagrams.id),
    )
    .limit(SEARCH_RESULT_LIMIT);
}

export interface DiagramValues {
  name: string;
  imageKey: string | null;
  labeledImageKey: string | null;
  rectanglesData: StoredRectangle[];
}

export async function insertDiagram(db: Db, userId: number, values: DiagramValues): Promise<DiagramRow> {
  const rows = await db
    .insert(diagrams)
    .values({ userId, ...values })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateDiagramRow(
  db: Db,
  userId: number,
  id: number,
  values: Partial<DiagramValues>,
): Promise<DiagramRow | undefined> {
  const rows = await db
    .update(diagrams)
    .set({ ...values, updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning();
  return rows[0];
}

export async function deleteDiagramRow(db: Db, userId: number, id: number): Promise<DiagramRow | undefined> {
  const rows = await db.delete(diagrams).where(mine(userId, id)).returning();
  return rows[0];
}
