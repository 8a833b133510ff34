import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import {
  studyNoteSubjects,
  studyNoteTopics,
  studyNoteUserTopics,
  studyNotes,
  subjects,
  topics,
  userGeneratedTopics,
} from '../../db/schema/index.js';
import { nameFirstSearch, SEARCH_RANKED_MATCHES } from '../../lib/name-first-search.js';
import { newestFirst } from '../../lib/newest-first.js';
import { namesBestFirst } from '../../lib/search-terms.js';
import { likePattern } from '../subjects/like-pattern.js';

export type StudyNoteRow = typeof studyNotes.$inferSelect;
export type UserTopicRow = typeof userGeneratedTopics.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;

/** The ids a note references, per kind. */
export interface NoteRefs {
  subjects: number[];
  topics: number[];
  userTopics: number[];
}

export async function countNotes(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(studyNotes).where(eq(studyNotes.userId, userId));
  return rows[0]?.n ?? 0;
}

export async function listNotes(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<StudyNoteRow[]> {
  return db
    .select()
    .from(studyNotes)
    .where(eq(studyNotes.userId, userId))
    .orderBy(desc(studyNotes.createdAt), desc(studyNotes.id))
    .limit(limit)
    .offset(offset);
}

export async function findNote(db: Db, userId: number, id: number): Promise<StudyNoteRow | undefined> {
  const rows = await db
    .select()
    .from(studyNotes)
    .where(and(eq(studyNotes.id, id), eq(studyNotes.userId, userId)))
    .limit(1);
  return rows[0];
}

/**
 * Search of the caller's notes, best match first (see lib/name-first-search.ts): names that contain
 * `query` (case-insensitively), whatever their age, exact name first, then prefix, then the closest
 * names; then, when those do not fill the answer, notes whose own topics' name or content contains it,
 * or whose name is like it (trigram word similarity). Those are ranked (over the newest
 * SEARCH_RANKED_MATCHES of them) by their best topic: its name's similarity to the query plus how often
 * its content holds it (n / (n + 1)), or the name's word similarity; then newest.
 */
export async function searchNotes(db: Db, userId: number, query: string): Promise<StudyNoteRow[]> {
  const pattern = likePattern(query);
  const mine = eq(studyNotes.userId, userId);
  const nameMatches = sql`${studyNotes.name} ILIKE ${pattern}`;
  const newest = newestFirst(studyNotes.createdAt, studyNotes.id);
  return nameFirstSearch(SEARCH_RESULT_LIMIT, {
    names: (wanted) =>
      namesBestFirst(wanted, studyNotes.name, query, (where, order, count) =>
        db
          .select()
          .from(studyNotes)
          .where(and(mine, where))
          .orderBy(...order, ...newest)
          .limit(count),
      ),
    rest: (wanted) => {
      const topics = sql`${studyNoteUserTopics} j JOIN ${userGeneratedTopics} t ON t.id = j.user_generated_topic_id WHERE j.study_note_id = ${studyNotes.id} AND (t.name ILIKE ${pattern} OR t.content ILIKE ${pattern})`;
      const mentions = sql`((length(t.content) - length(replace(lower(t.content), lower(${query}), ''))) / length(${query}))`;
      const bestTopic = sql`(SELECT max(similarity(t.name, ${query}) + ${mentions}::real / (${mentions} + 1)) FROM ${topics})`;
      const matches = db
        .select({
          id: studyNotes.id,
          score: sql<number>`GREATEST(${bestTopic}, word_similarity(${query}, ${studyNotes.name}))`.as(
            'score',
          ),
        })
        .from(studyNotes)
        .where(
          and(
            mine,
            sql`NOT (${nameMatches})`,
            sql`(${query} <% ${studyNotes.name} OR EXISTS (SELECT 1 FROM ${topics}))`,
          ),
        )
        .orderBy(...newest)
        .limit(SEARCH_RANKED_MATCHES)
        .as('m');
      return db
        .select(getTableColumns(studyNotes))
        .from(studyNotes)
        .innerJoin(matches, eq(matches.id, studyNotes.id))
        .orderBy(desc(matches.score), ...newest)
        .limit(wanted);
    },
  });
}

/** The referenced ids of each note, in a stable order. */
export async function refsOfNotes(db: Db, noteIds: number[]): Promise<Map<number, NoteRefs>> {
  const refs = new Map<number, NoteRefs>(
    noteIds.map((id) => [id, { subjects: [], topics: [], userTopics: [] }]),
  );
  if (noteIds.length === 0) return refs;
  const [subjectLinks, topicLinks, userTopicLinks] = await Promise.all([
    db
      .select()
      .from(studyNoteSubjects)
      .where(inArray(studyNoteSubjects.studyNoteId, noteIds))
      .orderBy(asc(studyNoteSubjects.subjectId)),
    db
      .select()
      .from(studyNoteTopics)
      .where(inArray(studyNoteTopics.studyNoteId, noteIds))
      .orderBy(asc(studyNoteTopics.topicId)),
    db
      .select()
      .from(studyNoteUserTopics)
      .where(inArray(studyNoteUserTopics.studyNoteId, noteIds))
      .orderBy(asc(studyNoteUserTopics.userGeneratedTopicId)),
  ]);
  for (const link of subjectLinks) refs.get(link.studyNoteId)?.subjects.push(link.subjectId);
  for (const link of topicLinks) refs.get(link.studyNoteId)?.topics.push(link.topicId);
  for (const link of userTopicLinks) refs.get(link.studyNoteId)?.userTopics.push(link.userGeneratedTopicId);
  return refs;
}

export async function existingSubjectIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Catalogue topics by id, with the subject each belongs to. */
export async function topicSubjects(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: topics.id, subjectId: topics.subjectId })
    .from(topics)
    .where(inArray(topics.id, ids));
  return new Map(rows.map((row) => [row.id, row.subjectId]));
}

/** Which of `ids` are user-generated topics owned by `userId`. */
export async function ownUserTopicIds(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userGeneratedTopics.id })
    .from(userGeneratedTopics)
    .where(and(eq(userGeneratedTopics.userId, userId), inArray(userGeneratedTopics.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function insertNote(db: Db, userId: number, name: string): Promise<StudyNoteRow> {
  const rows = await db.insert(studyNotes).values({ userId, name }).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Sets the name (when given) and bumps `updated_at`; undefined when the note is not the user's. */
export async function touchNote(
  db: Db,
  userId: number,
  id: number,
  name: string | undefined,
): Promise<StudyNoteRow | undefined> {
  const rows = await db
    .update(studyNotes)
    .set({ ...(name === undefined ? {} : { name }), updatedAt: sql`now()` })
    .where(and(eq(studyNotes.id, id), eq(studyNotes.userId, userId)))
    .returning();
  return rows[0];
}

export async function insertUserTopics(
  db: Db,
  userId: number,
  values: { name: string; subject_info: string; content: string }[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(userGeneratedTopics)
    .values(values.map((v) => ({ userId, name: v.name, subjectInfo: v.subject_info, content: v.content })))
    .returning({ id: userGeneratedTopics.id });
  return rows.map((row) => row.id);
}

/** Replaces the links of the kinds given (undefined kinds are left alone). */
export async function replaceLinks(db: Db, noteId: number, refs: Partial<NoteRefs>): Promise<void> {
  if (refs.subjects) {
    await db.delete(studyNoteSubjects).where(eq(studyNoteSubjects.studyNoteId, noteId));
    if (refs.subjects.length > 0)
      await db
        .insert(studyNoteSubjects)
        .values(refs.subjects.map((subjectId) => ({ studyNoteId: noteId, subjectId })));
  }
  if (refs.topics) {
    await db.delete(studyNoteTopics).where(eq(studyNoteTopics.studyNoteId, noteId));
    if (refs.topics.length > 0)
      await db
        .insert(studyNoteTopics)
        .values(refs.topics.map((topicId) => ({ studyNoteId: noteId, topicId })));
  }
  if (refs.userTopics) {
    await db.delete(studyNoteUserTopics).where(eq(studyNoteUserTopics.studyNoteId, noteId));
    if (refs.userTopics.length > 0)
      await db
        .insert(studyNoteUserTopics)
        .values(
          refs.userTopics.map((userGeneratedTopicId) => ({ studyNoteId: noteId, userGeneratedTopicId })),
        );
  }
}

export async function deleteNote(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(studyNotes)
    .where(and(eq(studyNotes.id, id), eq(studyNotes.userId, userId)))
    .returning({ id: studyNotes.id });
  return rows.length > 0;
}

export async function subjectsByIds(db: Db, ids: number[]): Promise<SubjectRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(subjects)
    .where(inArray(subjects.id, ids))
    .orderBy(asc(subjects.name), asc(subjects.id));
}

export async function topicsByIds(db: Db, ids: number[]): Promise<TopicRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(topics)
    .where(inArray(topics.id, ids))
    .orderBy(asc(topics.position), asc(topics.id));
}

export async function userTopicsByIds(db: Db, ids: number[]): Promise<UserTopicRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(userGeneratedTopics)
    .where(inArray(userGeneratedTopics.id, ids))
    .orderBy(asc(userGeneratedTopics.id));
}
