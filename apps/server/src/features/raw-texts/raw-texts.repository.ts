import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { rawTextCounts, rawTexts } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';
import { PageAnchors } from '../../lib/page-anchors.js';
import { nameFirstSearch, SEARCH_RANKED_MATCHES } from '../../lib/name-first-search.js';
import {
  containsPattern,
  hasSearchableWord,
  nameMatchSteps,
  startsWithName,
  startsWithOrder,
  webSearchQuery,
} from '../../lib/search-terms.js';

/** Every column but the search vector (large, and only the database needs it). */
const columns = {
  id: rawTexts.id,
  userId: rawTexts.userId,
  name: rawTexts.name,
  content: rawTexts.content,
  createdAt: rawTexts.createdAt,
  updatedAt: rawTexts.updatedAt,
};

export type RawTextRow = {
  id: number;
  userId: number;
  name: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
};

export async function insertRawText(
  db: Db,
  values: { userId: number; name: string; content: string },
): Promise<RawTextRow> {
  const rows = await db.insert(rawTexts).values(values).returning(columns);
  const row = rows[0];
  if (!row) throw new Error('raw text insert returned no row');
  return row;
}

/**
 * The hot reads (page with count, one row) as prepared statements, built once per database: Drizzle then
 * skips rebuilding the SQL on every request, and PostgreSQL skips parsing and planning it.
 */
const prepared = preparedPerDatabase((db) => {
  const order = newestFirst(rawTexts.createdAt, rawTexts.id);
  const pageIds = db
    .select({ id: rawTexts.id })
    .from(rawTexts)
    .where(eq(rawTexts.userId, sql.placeholder('userId')))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // The user's total and list version ride along as scalar subqueries, so a page is one statement (one
  // round trip, one snapshot). An empty page needs neither: it is page 1 of an empty list (total 0) or a
  // page past the end, which is 404 whatever the total.
  const counter = (column: typeof rawTextCounts.count | typeof rawTextCounts.version) =>
    sql<number>`(${db
      .select({ n: column })
      .from(rawTextCounts)
      .where(eq(rawTextCounts.userId, sql.placeholder('userId')))})`.mapWith(Number);
  const withTotals = {
    ...columns,
    total: counter(rawTextCounts.count),
    version: counter(rawTextCounts.version),
  };
  return {
    // The first page: the index walked from its start, no offset to skip.
    first: db
      .select(withTotals)
      .from(rawTexts)
      .where(eq(rawTexts.userId, sql.placeholder('userId')))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare('raw_texts_first_page'),
    // The page's ids come from an index-only walk of (user_id, created_at DESC, id DESC), so a deep
    // OFFSET skips index entries only; just the page's own rows are read from the table.
    page: db
      .select(withTotals)
      .from(rawTexts)
      .where(inArray(rawTexts.id, pageIds))
      .orderBy(...order)
      .prepare('raw_texts_page'),
    // A page read from its remembered first row: the index is entered at that row, whatever the page
    // number. The anchor row's key is read in the same statement, so it is exact to the microsecond.
    pageFrom: db
      .select(withTotals)
      .from(rawTexts)
      .where(
        and(
          eq(rawTexts.userId, sql.placeholder('userId')),
          sql`(${rawTexts.createdAt}, ${rawTexts.id}) <= (SELECT a.created_at, a.id FROM raw_texts a
            WHERE a.id = ${sql.placeholder('anchorId')} AND a.user_id = ${sql.placeholder('userId')})`,
        ),
      )
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare('raw_texts_page_from'),
    find: db
      .select(columns)
      .from(rawTexts)
      .where(and(eq(rawTexts.id, sql.placeholder('id')), eq(rawTexts.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('raw_texts_find'),
    // Search's first step (see searchRawTexts): the exact name and the names that start with the query,
    // a range of (user_id, lower(name)), which a generic plan reads from the index too.
    namesStartingWith: db
      .select(columns)
      .from(rawTexts)
      .where(
        and(
          eq(rawTexts.userId, sql.placeholder('userId')),
          startsWithName(rawTexts.name, sql.placeholder('text')),
        ),
      )
      .orderBy(...startsWithOrder(rawTexts.name), ...order)
      .limit(sql.placeholder('limit'))
      .prepare('raw_texts_names_starting_with'),
  };
});

/** Per process; a wrong guess costs one extra statement, never a wrong page (see PageAnchors). */
const anchors = new PageAnchors(10_000);

/**
 * One page of the user's texts, newest first, with the user's total count. Page `page` of `pageSize`
 * is read from its remembered first row when the list has not changed since (keyset), else by offset;
 * either way one more row is read, and that row is remembered as the next page's first.
 */
export async function listRawTexts(
  db: Db,
  userId: number,
  page: { page: number; pageSize: number; offset: number },
): Promise<{ total: number; rows: RawTextRow[] }> {
  const { pageSize } = page;
  const statements = prepared(db);
  const anchor = page.page > 1 ? anchors.get(userId, pageSize, page.page) : undefined;
  let rows = anchor
    ? await statements.pageFrom.execute({ userId, anchorId: anchor.id, limit: pageSize + 1 })
    : undefined;
  if (anchor && rows?.[0]?.version !== anchor.version) {
    anchors.forget(userId, pageSize, page.page);
    rows = undefined;
  }
  rows ??=
    page.offset === 0
      ? await statements.first.execute({ userId, limit: pageSize + 1 })
      : await statements.page.execute({ userId, limit: pageSize + 1, offset: page.offset });
  const first = rows[0];
  const next = rows[pageSize];
  if (first && page.page > 1)
    anchors.set(userId, pageSize, page.page, { id: first.id, version: first.version });
  if (next) anchors.set(userId, pageSize, page.page + 1, { id: next.id, version: next.version });
  return {
    total: first?.total ?? 0,
    rows: rows.slice(0, pageSize).map(({ total: _total, version: _version, ...row }) => row),
  };
}

export async function findRawText(db: Db, userId: number, id: number): Promise<RawTextRow | undefined> {
  const rows = await prepared(db).find.execute({ id, userId });
  return rows[0];
}

/** Updates the owner's row; undefined when it is not theirs (or does not exist). */
export async function updateRawText(
  db: Db,
  userId: number,
  id: number,
  changes: { name?: string; content?: string },
): Promise<RawTextRow | undefined> {
  const rows = await db
    .update(rawTexts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(rawTexts.id, id), eq(rawTexts.userId, userId)))
    .returning(columns);
  return rows[0];
}

export async function deleteRawText(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(rawTexts)
    .where(and(eq(rawTexts.id, id), eq(rawTexts.userId, userId)))
    .returning({ id: rawTexts.id });
  return rows.length > 0;
}

/**
 * Search of the user's texts, best match first (see lib/name-first-search.ts): texts whose name
 * contains the words (case-insensitively), whatever their age: names that start with them, shortest
 * first (so the exact name first), from the (user, lower(name)) index; then names that hold them
 * elsewhere, closest first (trigram similarity), from the trigram index; each then newest; then, when
 * those do not fill the answer, the other texts whose stemmed words match (name and content; a name hit weighs more),
 * ranked by ts_rank over the user's newest SEARCH_RANKED_MATCHES such matches, then recency. A query
 * of only stop words falls back to a content substring match, newest first.
 *
 * Only the prefix step is prepared (its plan is an index range whatever the query). The others are
 * not: a generic plan cannot know whether a word is rare (use the GIN index) or common (walk the newest
 * rows), and the wrong guess costs a hundred times over.
 */
export async function searchRawTexts(
  db: Db,
  userId: number,
  text: string,
  limit: number,
): Promise<RawTextRow[]> {
  const pattern = containsPattern(text);
  const mine = eq(rawTexts.userId, userId);
  const nameMatches = sql`${rawTexts.name} ILIKE ${pattern}`;
  return nameFirstSearch(limit, {
    names: async (wanted) => {
      // Exact and prefix matches from a range of the (user, lower(name)) index, a prepared statement;
      // names that hold the query elsewhere (the trigram index, which rechecks every user's names) only
      // when those do not fill the answer.
      const first = await prepared(db).namesStartingWith.execute({ userId, text, limit: wanted });
      if (first.length >= wanted) return first;
      const steps = nameMatchSteps(rawTexts.name, text);
      const elsewhere = await db
        .select(columns)
        .from(rawTexts)
        .where(and(mine, steps.containsElsewhere))
        .orderBy(...steps.elsewhereOrder, ...newestFirst(rawTexts.createdAt, rawTexts.id))
        .limit(wanted - first.length);
      return [...first, ...elsewhere];
    },
    rest: async (wanted) => {
      if (!hasSearchableWord(text))
        return db
          .select(columns)
          .from(rawTexts)
          .where(and(mine, sql`${rawTexts.content} ILIKE ${pattern}`, sql`NOT (${nameMatches})`))
          .orderBy(...newestFirst(rawTexts.createdAt, rawTexts.id))
          .limit(wanted);
      const query = webSearchQuery(text);
      const matches = db
        .select({ ...columns, searchVector: rawTexts.searchVector })
        .from(rawTexts)
        .where(and(mine, sql`${rawTexts.searchVector} @@ ${query}`, sql`NOT (${nameMatches})`))
        .orderBy(...newestFirst(rawTexts.createdAt, rawTexts.id))
        .limit(SEARCH_RANKED_MATCHES)
        .as('m');
      return (
        db
          // Plain SQL fields over the subquery's columns: Drizzle maps a subquery's own column objects
          // (proxies) at a cost per row and field.
          .select({
            id: sql<number>`${matches.id}`,
            userId: sql<number>`${matches.userId}`,
            name: sql<string>`${matches.name}`,
            content: sql<string>`${matches.content}`,
            createdAt: sql<Date>`${matches.createdAt}`.mapWith(rawTexts.createdAt),
            updatedAt: sql<Date>`${matches.updatedAt}`.mapWith(rawTexts.updatedAt),
          })
          .from(matches)
          .orderBy(
            sql`ts_rank(${matches.searchVector}, ${query}) DESC`,
            sql`${matches.createdAt} DESC`,
            sql`${matches.id} DESC`,
          )
          .limit(wanted)
      );
    },
  });
}
