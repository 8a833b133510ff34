import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { diagrams, type StoredRectangle } from '../../db/schema/index.js';
import { nameFirstSearch, SEARCH_RANKED_MATCHES } from '../../lib/name-first-search.js';
import { newestFirst } from '../../lib/newest-first.js';
import { namesBestFirst } from '../../lib/search-terms.js';
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
 * Search of the caller's diagrams, best match first (see lib/name-first-search.ts): names that contain
 * `query` (case-insensitively), whatever their age, exact name first, then prefix, then the closest
 * names; then, when those do not fill the answer, diagrams with a box label that contains it or a name
 * like it (trigram word similarity), the closest label or name first (ranked over the newest
 * SEARCH_RANKED_MATCHES such diagrams), then newest.
 */
export async function searchDiagrams(db: Db, userId: number, query: string): Promise<DiagramRow[]> {
  const pattern = likePattern(query);
  const mine = eq(diagrams.userId, userId);
  const nameMatches = sql`${diagrams.name} ILIKE ${pattern}`;
  const newest = newestFirst(diagrams.createdAt, diagrams.id);
  return nameFirstSearch(SEARCH_RESULT_LIMIT, {
    names: (wanted) =>
      namesBestFirst(wanted, diagrams.name, query, (where, order, count) =>
        db
          .select()
          .from(diagrams)
          .where(and(mine, where))
          .orderBy(...order, ...newest)
          .limit(count),
      ),
    rest: (wanted) => {
      const labels = sql`jsonb_array_elements(${diagrams.rectanglesData}) r WHERE r->>'label' ILIKE ${pattern}`;
      const closestLabel = sql`(SELECT max(similarity(r->>'label', ${query})) FROM ${labels})`;
      const matches = db
        .select({
          id: diagrams.id,
          score: sql<number>`GREATEST(${closestLabel}, word_similarity(${query}, ${diagrams.name}))`.as(
            'score',
          ),
        })
        .from(diagrams)
        .where(
          and(
            mine,
            sql`NOT (${nameMatches})`,
            sql`(${query} <% ${diagrams.name} OR EXISTS (SELECT 1 FROM ${labels}))`,
          ),
        )
        .orderBy(...newest)
        .limit(SEARCH_RANKED_MATCHES)
        .as('m');
      return db
        .select(getTableColumns(diagrams))
        .from(diagrams)
        .innerJoin(matches, eq(matches.id, diagrams.id))
        .orderBy(desc(matches.score), ...newest)
        .limit(wanted);
    },
  });
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
