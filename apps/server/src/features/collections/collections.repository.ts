import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  collectionDiagrams,
  collectionRawTexts,
  collectionStudyNotes,
  collections,
  diagrams,
  quizzes,
  rawTexts,
  studyNotes,
} from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';
import { nameFirstSearch } from '../../lib/name-first-search.js';
import { namesBestFirst } from '../../lib/search-terms.js';

export type CollectionRow = typeof collections.$inferSelect;
export type MemberKind = 'raw_texts' | 'study_notes' | 'diagrams';
export const MEMBER_KINDS: readonly MemberKind[] = ['raw_texts', 'study_notes', 'diagrams'];
export type Member = { id: number; name: string };
export type Members = Record<MemberKind, Member[]>;
export type MemberIds = Partial<Record<MemberKind, number[]>>;
export type CollectionListRow = { id: number; name: string; quizCount: number; createdAt: Date };

const items = { raw_texts: rawTexts, study_notes: studyNotes, diagrams } as const;

/** The ids among `ids` that are not the user's own items of that kind (nonexistent or another user's). */
export async function foreignMemberIds(
  db: Db,
  userId: number,
  kind: MemberKind,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = items[kind];
  const owned = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, ids)));
  const ownedIds = new Set(owned.map((row) => row.id));
  return ids.filter((id) => !ownedIds.has(id));
}

/** Replaces the members of the kinds given; kinds not given are left alone. */
async function writeMembers(db: Db, collectionId: number, members: MemberIds): Promise<void> {
  if (members.raw_texts) {
    await db.delete(collectionRawTexts).where(eq(collectionRawTexts.collectionId, collectionId));
    if (members.raw_texts.length > 0) {
      await db
        .insert(collectionRawTexts)
        .values(members.raw_texts.map((rawTextId) => ({ collectionId, rawTextId })));
    }
  }
  if (members.study_notes) {
    await db.delete(collectionStudyNotes).where(eq(collectionStudyNotes.collectionId, collectionId));
    if (members.study_notes.length > 0) {
      await db
        .insert(collectionStudyNotes)
        .values(members.study_notes.map((studyNoteId) => ({ collectionId, studyNoteId })));
    }
  }
  if (members.diagrams) {
    await db.delete(collectionDiagrams).where(eq(collectionDiagrams.collectionId, collectionId));
    if (members.diagrams.length > 0) {
      await db
        .insert(collectionDiagrams)
        .values(members.diagrams.map((diagramId) => ({ collectionId, diagramId })));
    }
  }
}

export async function insertCollection(
  db: Db,
  userId: number,
  name: string,
  members: MemberIds,
): Promise<CollectionRow> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(collections).values({ userId, name }).returning();
    const row = rows[0];
    if (!row) throw new Error('collection insert returned no row');
    await writeMembers(tx, row.id, members);
    return row;
  });
}

/** Renames and/or replaces members of the owner's collection; undefined when it is not theirs. */
export async function updateCollection(
  db: Db,
  userId: number,
  id: number,
  changes: { name?: string | undefined },
  members: MemberIds,
): Promise<CollectionRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(collections)
      .set({ ...(changes.name !== undefined ? { name: changes.name } : {}), updatedAt: new Date() })
      .where(and(eq(collections.id, id), eq(collections.userId, userId)))
      .returning();
    const row = rows[0];
    if (!row) return undefined;
    await writeMembers(tx, row.id, members);
    return row;
  });
}

export async function findCollection(db: Db, userId: number, id: number): Promise<CollectionRow | undefined> {
  const rows = await db
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .limit(1);
  return rows[0];
}

/** The members of one collection with their names, oldest membership id order (by item id). */
export async function collectionMembers(db: Db, collectionId: number): Promise<Members> {
  const [texts, notes, pictures] = await Promise.all([
    db
      .select({ id: rawTexts.id, name: rawTexts.name })
      .from(collectionRawTexts)
      .innerJoin(rawTexts, eq(rawTexts.id, collectionRawTexts.rawTextId))
      .where(eq(collectionRawTexts.collectionId, collectionId))
      .orderBy(asc(rawTexts.id)),
    db
      .select({ id: studyNotes.id, name: studyNotes.name })
      .from(collectionStudyNotes)
      .innerJoin(studyNotes, eq(studyNotes.id, collectionStudyNotes.studyNoteId))
      .where(eq(collectionStudyNotes.collectionId, collectionId))
      .orderBy(asc(studyNotes.id)),
    db
      .select({ id: diagrams.id, name: diagrams.name })
      .from(collectionDiagrams)
      .innerJoin(diagrams, eq(diagrams.id, collectionDiagrams.diagramId))
      .where(eq(collectionDiagrams.collectionId, collectionId))
      .orderBy(asc(diagrams.id)),
  ]);
  return { raw_texts: texts, study_notes: notes, diagrams: pictures };
}

export async function quizCount(db: Db, collectionId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(quizzes).where(eq(quizzes.collectionId, collectionId));
  return Number(rows[0]?.n ?? 0);
}

const listColumns = {
  id: collections.id,
  name: collections.name,
  createdAt: collections.createdAt,
  // Spelled out: inside a sub-select Drizzle would leave the outer column unqualified.
  quizCount: sql<number>`(SELECT count(*) FROM quizzes q WHERE q.collection_id = "collections"."id")::int`,
};

export async function countCollections(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(collections).where(eq(collections.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function listCollections(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<CollectionListRow[]> {
  return db
    .select(listColumns)
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(...newestFirst(collections.createdAt, collections.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Search of the user's collections (see lib/name-first-search.ts; a collection has only its name to
 * match): names that contain the text (case-insensitively), whatever their age, exact name first, then
 * prefix, then the closest names (trigram similarity), then newest.
 */
export async function searchCollections(
  db: Db,
  userId: number,
  text: string,
  limit: number,
): Promise<CollectionListRow[]> {
  return nameFirstSearch(limit, {
    names: (wanted) =>
      namesBestFirst(wanted, collections.name, text, (where, order, count) =>
        db
          .select(listColumns)
          .from(collections)
          .where(and(eq(collections.userId, userId), where))
          .orderBy(...order, ...newestFirst(collections.createdAt, collections.id))
          .limit(count),
      ),
  });
}

export async function deleteCollection(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .returning({ id: collections.id });
  return rows.length > 0;
}
