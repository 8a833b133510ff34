import { and, asc, eq, sql } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { subjects, topics } from '../../db/schema/index.js';
import { likePattern } from './like-pattern.js';

export type SubjectRow = typeof subjects.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;

/**
 * Catalogue subjects matching `query`, best first: exact name, then name prefix, then trigram word
 * similarity over "name system grade level". A subject also matches when every word of the query
 * appears in that text (so "gcse bio" finds GCSE Biology). The trigram index on `name` serves the
 * substring test.
 */
export async function searchSubjects(db: Db, query: string): Promise<SubjectRow[]> {
  const pattern = likePattern(query);
  const haystack = sql`(${subjects.name} || ' ' || ${subjects.system} || ' ' || ${subjects.gradeLevel})`;
  const words = query.split(/\s+/).filter(Boolean).slice(0, 10);
  const everyWord = and(...words.map((word) => sql`${haystack} ILIKE ${likePattern(word)}`));
  return db
    .select()
    .from(subjects)
    .where(sql`${subjects.name} ILIKE ${pattern} OR ${everyWord} OR ${query} <% ${haystack}`)
    .orderBy(
      sql`CASE WHEN lower(${subjects.name}) = lower(${query}) THEN 0 WHEN ${subjects.name} ILIKE ${likePattern(query, 'prefix')} THEN 1 ELSE 2 END`,
      sql`word_similarity(${query}, ${haystack}) DESC`,
      asc(subjects.name),
      asc(subjects.id),
    )
    .limit(SEARCH_RESULT_LIMIT);
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
