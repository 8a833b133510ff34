import type { ReviewBuildResult } from '@quizwise/contract';
import {
  reviewCardsFromDiagram,
  reviewCardsFromQuestions,
  reviewCardsFromText,
  type QuizProvider,
  type ReviewCardDraft,
} from '@quizwise/quiz-engine';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import {
  loadCollectionMembers,
  loadDiagrams,
  loadRawTexts,
  loadStudyNotes,
} from '../quiz-ai/generation/material.repository.js';
import {
  cardsOfSources,
  collectionQuizIds,
  countCards,
  insertCards,
  libraryIds,
  loadQuizzes,
  updateCard,
  type CardRow,
  type NewCardRow,
  type SourceKind,
} from './review.repository.js';
import { newMemory } from './scheduler.js';

interface SourceDrafts {
  kind: Exclude<SourceKind, 'own'>;
  id: number;
  drafts: ReviewCardDraft[];
}

async function materialIds(db: Db, userId: number, collectionId: number | undefined) {
  if (collectionId === undefined) return libraryIds(db, userId);
  const members = await loadCollectionMembers(db, userId, collectionId);
  if (!members) throw errors.field('collection', `Invalid pk "${collectionId}" - object does not exist.`);
  return { ...members, quizIds: await collectionQuizIds(db, userId, collectionId) };
}

/**
 * Cards for each text, off the request thread when the provider is the engine on worker threads (a
 * 50-page library takes about a second of CPU); inline otherwise. Free either way: no credits.
 */
async function textCards(provider: QuizProvider, texts: string[]): Promise<ReviewCardDraft[][]> {
  if (texts.length === 0) return [];
  if (provider.reviewCards) return provider.reviewCards(texts);
  return texts.map((text) => reviewCardsFromText(text));
}

/** What the engine makes from each source in scope: texts and notes, diagrams, saved quizzes. */
async function draftsInScope(
  db: Db,
  provider: QuizProvider,
  userId: number,
  collectionId: number | undefined,
): Promise<SourceDrafts[]> {
  const ids = await materialIds(db, userId, collectionId);
  const [texts, notes, pictures, saved] = await Promise.all([
    loadRawTexts(db, userId, ids.rawTextIds),
    loadStudyNotes(db, userId, ids.studyNoteIds),
    loadDiagrams(db, userId, ids.diagramIds),
    loadQuizzes(db, userId, ids.quizIds),
  ]);
  const documents = [...texts, ...notes];
  const made = await textCards(
    provider,
    documents.map((doc) => doc.text),
  );
  return [
    ...documents.map((doc, i) => ({ kind: doc.kind, id: doc.id, drafts: made[i] ?? [] })),
    ...pictures.map((d) => ({
      kind: 'diagram' as const,
      id: d.id,
      drafts: reviewCardsFromDiagram(d.name, d.rectangles),
    })),
    ...saved.map((q) => ({
      kind: 'quiz' as const,
      id: q.id,
      drafts: reviewCardsFromQuestions(q.questionSets),
    })),
  ];
}

const sourceKey = (kind: string, id: number | null, key: string | null) => `${kind}:${id}:${key}`;

function sameContent(row: CardRow, draft: ReviewCardDraft): boolean {
  return (
    row.front === draft.front &&
    row.back === draft.back &&
    row.concept === draft.concept.slice(0, 200) &&
    row.passage === draft.passage &&
    row.kind === draft.kind
  );
}

/**
 * Makes or refreshes the cards of the library (or one collection) with the embedded engine; free.
 * Idempotent: each card has a stable source key, so a rebuild updates the text of a card the engine now
 * words differently, leaves edited cards alone and never brings back a deleted one. Memory is kept.
 */
export async function buildCards(
  db: Db,
  provider: QuizProvider,
  userId: number,
  collectionId: number | undefined,
  now: Date,
): Promise<ReviewBuildResult> {
  const sources = await draftsInScope(db, provider, userId, collectionId);
  const existing = new Map<string, CardRow>();
  for (const kind of ['raw_text', 'study_note', 'diagram', 'quiz'] as const) {
    const ids = sources.filter((s) => s.kind === kind).map((s) => s.id);
    for (const row of await cardsOfSources(db, userId, kind, ids))
      existing.set(sourceKey(row.sourceKind, row.sourceId, row.sourceKey), row);
  }
  const fresh: NewCardRow[] = [];
  let updated = 0;
  let unchanged = 0;
  let kept = 0;
  const memory = newMemory(now);
  for (const source of sources) {
    for (const draft of source.drafts) {
      const row = existing.get(sourceKey(source.kind, source.id, draft.key));
      if (!row) {
        fresh.push({
          userId,
          sourceKind: source.kind,
          sourceId: source.id,
          sourceKey: draft.key,
          kind: draft.kind,
          front: draft.front,
          back: draft.back,
          concept: draft.concept.slice(0, 200),
          passage: draft.passage,
          ...memory,
          createdAt: now,
          updatedAt: now,
        });
      } else if (row.deletedAt || row.edited) kept += 1;
      else if (sameContent(row, draft)) unchanged += 1;
      else {
        await updateCard(
          db,
          userId,
          row.id,
          {
            front: draft.front,
            back: draft.back,
            concept: draft.concept.slice(0, 200),
            passage: draft.passage,
            kind: draft.kind,
          },
          now,
        );
        updated += 1;
      }
    }
  }
  const created = await insertCards(db, fresh);
  const total = await countCards(db, userId, { collectionId });
  return { created, updated, unchanged, kept, total_cards: total };
}
