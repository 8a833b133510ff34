import { and, asc, eq, or, sql } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { subjects, topics } from '../../db/schema/index.js';
import { nameFirstSearch } from '../../lib/name-first-search.js';
import { closestNamesFirst } from '../../lib/search-terms.js';
import { likePattern } from './like-pattern.js';

export type SubjectRow = typeof subjects.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;

/**
 * Catalogue subjects matching `query`, best first (see lib/name-first-search.ts): names that contain it
 * (the trigram index on `name` serves the substring test), exact name first, then prefix, then the
 * closest names; then subjects whose "name system grade level" holds every word of the query (so "gcse
 * bio" finds GCSE Biology) or is like it, by trigram word similarity. Ties alphabetical.
 */
export async function searchSubjects(db: Db, query: string): Promise<SubjectRow[]> {
  const pattern = likePattern(query);
  const haystack = sql`(${subjects.name} || ' ' || ${subjects.system} || ' ' || ${subjects.gradeLevel})`;
  const words = query.split(/\s+/).filter(Boolean).slice(0, 10);
  const everyWord = and(...words.map((word) => sql`${haystack} ILIKE ${likePattern(word)}`));
  const nameMatches = sql`${subjects.name} ILIKE ${pattern}`;
  const alphabetical = [asc(subjects.name), asc(subjects.id)];
  return nameFirstSearch(SEARCH_RESULT_LIMIT, {
    names: (wanted) =>
      db
        .select()
        .from(subjects)
        .where(nameMatches)
        .orderBy(...closestNamesFirst(subjects.name, query), ...alphabetical)
        .limit(wanted),
    rest: (wanted) =>
      db
        .select()
        .from(subjects)
        .where(and(sql`NOT (${nameMatches})`, or(everyWord, sql`${query} <% ${haystack}`)))
        .orderBy(sql`word_similarity(${query}, ${haystack}) DESC`, ...alphabetical)
        .limit(wanted),
  });
}

export async function findSubject(db: Db, id: number): Promise<SubjectRow | undefined> {
  const rows = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
  return rows[0];
}

/** A subject's topics in course order. */
export async function topicsOfSubject(db: Db, subjectId: number): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(eq(topics.subjectId, subjectId))
    .orderBy(asc(topics.position), asc(topics.id));
}
