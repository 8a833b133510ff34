import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawTexts, studyNotes } from '../../db/schema/index.js';
import {
  loadCollectionMembers,
  loadRawTexts,
  loadStudyNotes,
  type MaterialDocument,
} from '../quiz-ai/generation/material.repository.js';

export type { MaterialDocument };

/** Raw texts read when a chat or topic covers all of a user's material: the best full-text matches. */
const SEARCH_RAW_TEXTS = 20;
/** Study notes read in that case: the newest (they are short and have no search index). */
const SEARCH_STUDY_NOTES = 30;

/** The query's words as a PostgreSQL OR-query (letters and digits only, so nothing needs escaping). */
function orQuery(text: string): string | null {
  const words = [...new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).slice(0, 16))];
  return words.length > 0 ? words.join(' | ') : null;
}

/**
 * The caller's material that may be about `query` when no scope narrows it: raw texts ranked by the
 * full-text index (any word may match; BM25 ranks the passages later) and their newest study notes.
 */
export async function searchUserMaterial(db: Db, userId: number, query: string): Promise<MaterialDocument[]> {
  const tsquery = orQuery(query);
  const rawIds = tsquery
    ? (
        await db
          .select({ id: rawTexts.id })
          .from(rawTexts)
          .where(
            sql`${rawTexts.userId} = ${userId} and ${rawTexts.searchVector} @@ to_tsquery('english', ${tsquery})`,
          )
          .orderBy(sql`ts_rank(${rawTexts.searchVector}, to_tsquery('english', ${tsquery})) desc`)
          .limit(SEARCH_RAW_TEXTS)
      ).map((row) => row.id)
    : [];
  const noteIds = (
    await db
      .select({ id: studyNotes.id })
      .from(studyNotes)
      .where(eq(studyNotes.userId, userId))
      .orderBy(desc(studyNotes.createdAt), desc(studyNotes.id))
      .limit(SEARCH_STUDY_NOTES)
  ).map((row) => row.id);
  const [raw, notes] = await Promise.all([
    loadRawTexts(db, userId, rawIds),
    loadStudyNotes(db, userId, noteIds),
  ]);
  return [...raw, ...notes].filter((doc) => doc.text.trim().length > 0);
}

export interface MaterialScope {
  collectionId: number | null;
  rawTextIds: number[];
  studyNoteIds: number[];
}

/**
 * The documents of a scope: a collection's members plus chosen raw texts and notes (items deleted
 * since are skipped), or — with nothing chosen — whatever of the caller's material matches `query`.
 */
export async function scopedMaterial(
  db: Db,
  userId: number,
  scope: MaterialScope,
  query: string,
): Promise<MaterialDocument[]> {
  let rawTextIds = scope.rawTextIds;
  let studyNoteIds = scope.studyNoteIds;
  let scoped = rawTextIds.length > 0 || studyNoteIds.length > 0;
  if (scope.collectionId !== null) {
    const members = await loadCollectionMembers(db, userId, scope.collectionId);
    if (members) {
      scoped = true;
      rawTextIds = [...new Set([...rawTextIds, ...members.rawTextIds])];
      studyNoteIds = [...new Set([...studyNoteIds, ...members.studyNoteIds])];
    }
  }
  if (!scoped) return searchUserMaterial(db, userId, query);
  const [raw, notes] = await Promise.all([
    loadRawTexts(db, userId, rawTextIds),
    loadStudyNotes(db, userId, studyNoteIds),
  ]);
  return [...raw, ...notes].filter((doc) => doc.text.trim().length > 0);
}

/** A document as the search index takes it: ids say what kind of item it is, e.g. "raw_text:12". */
export function asSource(doc: MaterialDocument): { id: string; title: string; text: string } {
  return { id: `${doc.kind}:${doc.id}`, title: doc.title, text: doc.text };
}
