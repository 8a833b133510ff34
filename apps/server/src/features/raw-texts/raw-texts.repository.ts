import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { rawTextCounts, rawTexts } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';
import { PageAnchors } from '../../lib/page-anchors.js';
import { containsPattern, hasSearchableWord, webSearchQuery } from '../../lib/search-terms.js';

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

/**
 * How many of the newest matches are ranked for an answer of `limit`: bounds the cost of a search
 * whatever the library size. A word in most of a large library ranks among its newest matches; a
 * rarer one, among all of them.
 */
export const searchCandidates = (limit: number): number => 2 * limit;

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

/** How many of the user's newest texts the first, fixed-plan search look walks before it gives up. */
export const SEARCH_RECENT_WINDOW = 500;

const searchStatements = preparedPerDatabase((db) => {
  // A sub-select, so the query is parsed once per search (an InitPlan), not once per row walked.
  const query = sql`(SELECT websearch_to_tsquery('english', ${sql.placeholder('query')}))`;
  const pattern = sql.placeholder('pattern');
  // A LIMIT with a constant in a subquery fences it: the filter cannot be pushed into the index walk,
  // so the plan (walk the newest rows, stop at enough matches) is the same whatever the statistics say
  // and can be prepared once.
  const recent = db
    .select({ ...columns, searchVector: rawTexts.searchVector })
    .from(rawTexts)
    .where(eq(rawTexts.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst(rawTexts.createdAt, rawTexts.id))
    .limit(SEARCH_RECENT_WINDOW)
    .as('recent');
  const candidates = db
    .select()
    .from(recent)
    .where(sql`(${recent.searchVector} @@ ${query} OR ${recent.name} ILIKE ${pattern})`)
    .limit(sql.placeholder('candidates'))
    .as('c');
  return {
    recent: db
      // Plain SQL fields over the subquery's columns: Drizzle maps a subquery's own column objects
      // (proxies) at a cost per row and field that was a sixth of a search's CPU.
      .select({
        id: sql<number>`${candidates.id}`,
        userId: sql<number>`${candidates.userId}`,
        name: sql<string>`${candidates.name}`,
        content: sql<string>`${candidates.content}`,
        createdAt: sql<Date>`${candidates.createdAt}`.mapWith(rawTexts.createdAt),
        updatedAt: sql<Date>`${candidates.updatedAt}`.mapWith(rawTexts.updatedAt),
        library: sql<number>`(${db
          .select({ n: rawTextCounts.count })
          .from(rawTextCounts)
          .where(eq(rawTextCounts.userId, sql.placeholder('userId')))})`.mapWith(Number),
      })
      .from(candidates)
      .orderBy(
        sql`(${candidates.name} ILIKE ${pattern}) DESC`,
        sql`ts_rank(${candidates.searchVector}, ${query}) DESC`,
        sql`${candidates.createdAt} DESC`,
        sql`${candidates.id} DESC`,
      )
      .limit(sql.placeholder('limit'))
      .prepare('raw_texts_search_recent'),
  };
});

/**
 * Full-text search of the user's texts (stemmed words of name and content, the name weighted higher)
 * plus a case-insensitive substring match on the name. The newest searchCandidates(limit) matches are
 * found first, in index order, and only those are ranked: name matches first, then ts_rank (how often
 * the words occur, a name hit weighing more than a content hit), then recency. A query of only stop
 * words falls back to substring matching of the content too.
 *
 * A word found often is answered from the user's newest SEARCH_RECENT_WINDOW texts by one prepared
 * statement (its candidates are the newest matches among those). Only when they hold fewer than
 * `limit` matches (a rare word in a large library) is the whole library searched, planned for that
 * word (the full-text index then finds the few matches).
 */
export async function searchRawTexts(
  db: Db,
  userId: number,
  text: string,
  limit: number,
): Promise<RawTextRow[]> {
  const pattern = containsPattern(text);
  const wanted = searchCandidates(limit);
  const searchable = hasSearchableWord(text);
  if (searchable) {
    const rows = await searchStatements(db).recent.execute({
      userId,
      query: text,
      pattern,
      candidates: wanted,
      limit,
    });
    // A full answer from the newest texts, or the newest texts are the whole library: the answer.
    const first = rows[0];
    if (first && (rows.length >= limit || first.library <= SEARCH_RECENT_WINDOW))
      return rows.map(({ library: _library, ...row }) => row);
  }
  return searchWholeLibrary(db, userId, { text, pattern, searchable }, wanted, limit);
}

async function searchWholeLibrary(
  db: Db,
  userId: number,
  { text, pattern, searchable }: { text: string; pattern: string; searchable: boolean },
  candidates: number,
  limit: number,
): Promise<RawTextRow[]> {
  const tsQuery = webSearchQuery(text);
  const matches = searchable
    ? sql`(r.search_vector @@ ${tsQuery} OR r.name ILIKE ${pattern})`
    : sql`(r.name ILIKE ${pattern} OR r.content ILIKE ${pattern})`;
  type SearchRow = {
    id: number;
    user_id: number;
    name: string;
    content: string;
    created_at: Date | string;
    updated_at: Date | string;
  };
  // Not prepared: a generic plan cannot know whether the word is rare (use the full-text index) or
  // common (walk the newest rows), and the wrong guess costs a hundred times over.
  const result = await db.execute(sql`
    SELECT c.id, c.user_id, c.name, c.content, c.created_at, c.updated_at
    FROM (
      SELECT r.id, r.user_id, r.name, r.content, r.created_at, r.updated_at, r.search_vector
      FROM raw_texts r
      WHERE r.user_id = ${userId} AND ${matches}
      ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST
      LIMIT ${candidates}
    ) c
    ORDER BY (c.name ILIKE ${pattern}) DESC, ts_rank(c.search_vector, ${tsQuery}) DESC,
      c.created_at DESC, c.id DESC
    LIMIT ${limit}`);
  return rowsOf<SearchRow>(result).map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    content: row.content,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}
