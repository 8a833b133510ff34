import { and, asc, count, eq, gt, inArray, isNull, lte, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  collectionDiagrams,
  collectionRawTexts,
  collectionStudyNotes,
  diagrams,
  quizzes,
  rawTexts,
  reviewCards,
  reviewLogs,
  studyNotes,
} from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';
import type { MemoryState } from './scheduler.js';

export type CardRow = typeof reviewCards.$inferSelect;
export type NewCardRow = typeof reviewCards.$inferInsert;
export type SourceKind = 'raw_text' | 'study_note' | 'diagram' | 'quiz' | 'own';

/**
 * The owner's live cards, optionally only those of one collection: cards made from its raw texts,
 * study notes, diagrams or quizzes, and own cards filed under it.
 */
function inScope(userId: number, collectionId: number | undefined): SQL {
  const live = and(eq(reviewCards.userId, userId), isNull(reviewCards.deletedAt)) as SQL;
  if (collectionId === undefined) return live;
  const members = sql`(
    (${reviewCards.sourceKind} = 'raw_text' and ${reviewCards.sourceId} in
      (select ${collectionRawTexts.rawTextId} from ${collectionRawTexts} where ${collectionRawTexts.collectionId} = ${collectionId}))
    or (${reviewCards.sourceKind} = 'study_note' and ${reviewCards.sourceId} in
      (select ${collectionStudyNotes.studyNoteId} from ${collectionStudyNotes} where ${collectionStudyNotes.collectionId} = ${collectionId}))
    or (${reviewCards.sourceKind} = 'diagram' and ${reviewCards.sourceId} in
      (select ${collectionDiagrams.diagramId} from ${collectionDiagrams} where ${collectionDiagrams.collectionId} = ${collectionId}))
    or (${reviewCards.sourceKind} = 'quiz' and ${reviewCards.sourceId} in
      (select ${quizzes.id} from ${quizzes} where ${quizzes.collectionId} = ${collectionId} and ${quizzes.userId} = ${userId}))
    or ${reviewCards.collectionId} = ${collectionId}
  )`;
  return and(live, members) as SQL;
}

export interface QueueCounts {
  due: number;
  fresh: number;
  learning: number;
  review: number;
  total: number;
  nextDue: Date | null;
}

/** Counts of the due queue by FSRS state, the live total and when the next card falls due. */
export async function queueCounts(
  db: Db,
  userId: number,
  collectionId: number | undefined,
  now: Date,
): Promise<QueueCounts> {
  const active = and(inScope(userId, collectionId), eq(reviewCards.suspended, false));
  const [byState, totals, next] = await Promise.all([
    db
      .select({ state: reviewCards.state, n: count() })
      .from(reviewCards)
      .where(and(active, lte(reviewCards.due, now)))
      .groupBy(reviewCards.state),
    db.select({ n: count() }).from(reviewCards).where(active),
    db
      .select({ next: min(reviewCards.due) })
      .from(reviewCards)
      .where(and(active, gt(reviewCards.due, now))),
  ]);
  const of = (state: number) => byState.find((row) => row.state === state)?.n ?? 0;
  return {
    due: byState.reduce((sum, row) => sum + row.n, 0),
    fresh: of(0),
    learning: of(1) + of(3),
    review: of(2),
    total: totals[0]?.n ?? 0,
    nextDue: next[0]?.next ?? null,
  };
}

/** Due cards, oldest due first (then oldest card), at most `limit`. */
export async function dueCards(
  db: Db,
  userId: number,
  collectionId: number | undefined,
  now: Date,
  limit: number,
): Promise<CardRow[]> {
  return db
    .select()
    .from(reviewCards)
    .where(and(inScope(userId, collectionId), eq(reviewCards.suspended, false), lte(reviewCards.due, now)))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(limit);
}

export async function findCard(db: Db, userId: number, id: number): Promise<CardRow | undefined> {
  const rows = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId), isNull(reviewCards.deletedAt)))
    .limit(1);
  return rows[0];
}

export interface CardFilter {
  collectionId?: number | undefined;
  sourceKind?: SourceKind | undefined;
  sourceId?: number | undefined;
  suspended?: boolean | undefined;
}

function filtered(userId: number, filter: CardFilter): SQL {
  const parts: SQL[] = [inScope(userId, filter.collectionId)];
  if (filter.sourceKind) parts.push(eq(reviewCards.sourceKind, filter.sourceKind));
  if (filter.sourceId !== undefined) parts.push(eq(reviewCards.sourceId, filter.sourceId));
  if (filter.suspended !== undefined) parts.push(eq(reviewCards.suspended, filter.suspended));
  return and(...parts) as SQL;
}

export async function countCards(db: Db, userId: number, filter: CardFilter): Promise<number> {
  const rows = await db.select({ n: count() }).from(reviewCards).where(filtered(userId, filter));
  return rows[0]?.n ?? 0;
}

export async function listCards(
  db: Db,
  userId: number,
  filter: CardFilter,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  return db
    .select()
    .from(reviewCards)
    .where(filtered(userId, filter))
    .orderBy(...newestFirst(reviewCards.createdAt, reviewCards.id))
    .limit(limit)
    .offset(offset);
}

/** Every live card in scope (stats and export); suspended ones too. */
export async function cardsInScope(
  db: Db,
  userId: number,
  collectionId: number | undefined,
): Promise<CardRow[]> {
  return db.select().from(reviewCards).where(inScope(userId, collectionId)).orderBy(asc(reviewCards.id));
}

export async function insertCard(db: Db, row: NewCardRow): Promise<CardRow> {
  const rows = await db.insert(reviewCards).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('review card insert returned no row');
  return inserted;
}

/** Inserts engine cards; one that raced in from another build is skipped (its source key is unique). */
export async function insertCards(db: Db, rows: NewCardRow[]): Promise<number> {
  let inserted = 0;
  // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < rows.length; i += 500) {
    const done = await db
      .insert(reviewCards)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: reviewCards.id });
    inserted += done.length;
  }
  return inserted;
}

export async function updateCard(
  db: Db,
  userId: number,
  id: number,
  changes: Partial<Pick<CardRow, 'front' | 'back' | 'concept' | 'passage' | 'kind' | 'suspended' | 'edited'>>,
  now: Date,
): Promise<CardRow | undefined> {
  const rows = await db
    .update(reviewCards)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId), isNull(reviewCards.deletedAt)))
    .returning();
  return rows[0];
}

/** Tombstones the card: it disappears everywhere, and a rebuild sees its key and leaves it out. */
export async function deleteCard(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(reviewCards)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId), isNull(reviewCards.deletedAt)))
    .returning({ id: reviewCards.id });
  return rows.length > 0;
}

export interface ReviewLogEntry {
  rating: number;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  review: Date;
}

/** Stores a review: the card's new memory and the log line, together. */
export async function saveReview(
  db: Db,
  userId: number,
  cardId: number,
  memory: MemoryState,
  log: ReviewLogEntry,
  origin: 'review' | 'practice',
): Promise<CardRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(reviewCards)
      .set({ ...memory, updatedAt: log.review })
      .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId), isNull(reviewCards.deletedAt)))
      .returning();
    const row = rows[0];
    if (!row) return undefined;
    await tx.insert(reviewLogs).values({ ...log, cardId, userId, origin });
    return row;
  });
}

/** Each of the user's reviewed cards' latest rating (ts-fsrs `Rating`), by card id. */
export async function latestRatings(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectDistinctOn([reviewLogs.cardId], { cardId: reviewLogs.cardId, rating: reviewLogs.rating })
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, userId))
    .orderBy(reviewLogs.cardId, sql`${reviewLogs.review} desc`, sql`${reviewLogs.id} desc`);
  return new Map(rows.map((row) => [row.cardId, row.rating]));
}

export async function reviewsSince(db: Db, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), sql`${reviewLogs.review} >= ${since}`));
  return rows[0]?.n ?? 0;
}

/** Engine cards (deleted ones included) already made from these sources, for a rebuild to compare. */
export async function cardsOfSources(
  db: Db,
  userId: number,
  sourceKind: SourceKind,
  sourceIds: number[],
): Promise<CardRow[]> {
  if (sourceIds.length === 0) return [];
  return db
    .select()
    .from(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        eq(reviewCards.sourceKind, sourceKind),
        inArray(reviewCards.sourceId, sourceIds),
      ),
    );
}

/** Ids of all the user's material, for a build of the whole library. */
export async function libraryIds(
  db: Db,
  userId: number,
): Promise<{ rawTextIds: number[]; studyNoteIds: number[]; diagramIds: number[]; quizIds: number[] }> {
  const [texts, notes, pictures, saved] = await Promise.all([
    db.select({ id: rawTexts.id }).from(rawTexts).where(eq(rawTexts.userId, userId)),
    db.select({ id: studyNotes.id }).from(studyNotes).where(eq(studyNotes.userId, userId)),
    db.select({ id: diagrams.id }).from(diagrams).where(eq(diagrams.userId, userId)),
    db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.userId, userId)),
  ]);
  return {
    rawTextIds: texts.map((r) => r.id),
    studyNoteIds: notes.map((r) => r.id),
    diagramIds: pictures.map((r) => r.id),
    quizIds: saved.map((r) => r.id),
  };
}

export async function collectionQuizIds(db: Db, userId: number, collectionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.collectionId, collectionId)));
  return rows.map((r) => r.id);
}

export async function loadQuizzes(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: quizzes.id, title: quizzes.title, questionSets: quizzes.questionSets })
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), inArray(quizzes.id, ids)));
}

/** The names of the sources of some cards, keyed `kind:id`; missing (deleted) sources are absent. */
export async function sourceNames(
  db: Db,
  userId: number,
  rows: Pick<CardRow, 'sourceKind' | 'sourceId'>[],
): Promise<Map<string, string>> {
  const ids = (kind: SourceKind) => [
    ...new Set(
      rows.filter((r) => r.sourceKind === kind && r.sourceId !== null).map((r) => r.sourceId as number),
    ),
  ];
  const tables = [
    ['raw_text', rawTexts, rawTexts.name],
    ['study_note', studyNotes, studyNotes.name],
    ['diagram', diagrams, diagrams.name],
    ['quiz', quizzes, quizzes.title],
  ] as const;
  const names = new Map<string, string>();
  await Promise.all(
    tables.map(async ([kind, table, nameColumn]) => {
      const wanted = ids(kind);
      if (wanted.length === 0) return;
      const found = await db
        .select({ id: table.id, name: nameColumn })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.id, wanted)));
      for (const row of found) names.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return names;
}
