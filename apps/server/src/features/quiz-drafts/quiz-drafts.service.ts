import { createHash } from 'node:crypto';
import {
  QUIZ_DRAFT_LIFETIME_DAYS,
  type InputData,
  type QuestionSet,
  type Quiz,
  type QuizBody,
  type QuizDraft,
  type QuizDraftListItem,
  type QuizDraftPatchBody,
} from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import { findVisibleCategory } from '../quizzes/categories.repository.js';
import { checkDiagramIds } from '../quizzes/diagram-refs.js';
import { createQuiz } from '../quizzes/quizzes.service.js';
import {
  countLiveDrafts,
  deleteLiveDraft,
  findLiveDraft,
  findLiveDraftByResult,
  insertDraft,
  listLiveDrafts,
  lockLiveDraft,
  purgeExpiredDrafts,
  updateLiveDraft,
  type QuizDraftChanges,
  type QuizDraftRow,
} from './quiz-drafts.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function presentListItem(row: QuizDraftRow): QuizDraftListItem {
  return {
    id: row.id,
    title: row.title,
    total_questions: row.totalQuestions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export function presentDraft(row: QuizDraftRow): QuizDraft {
  return {
    ...presentListItem(row),
    category: row.categoryId,
    question_sets: row.questionSets,
    material: row.material ?? null,
    collection: row.collectionId,
    warnings: row.warnings,
  };
}

function totalQuestions(sets: QuestionSet[]): number {
  return sets.reduce((sum, set) => sum + set.questions.length, 0);
}

/** What a paid generation leaves behind: the quiz as generated and what it was made from. */
export interface GeneratedDraft {
  title: string;
  questionSets: QuestionSet[];
  material: InputData | null;
  collectionId: number | null;
  warnings: string[];
}

/** The fingerprint of a generated result: the same title and question sets, the same hash. */
export function resultHashOf(title: string, questionSets: QuestionSet[]): string {
  return createHash('sha256')
    .update(JSON.stringify([title, questionSets]))
    .digest('hex');
}

/** The caller's live draft that holds exactly this generated result (its id), if any. */
export async function identicalDraft(
  db: Db,
  userId: number,
  title: string,
  questionSets: QuestionSet[],
): Promise<number | null> {
  const row = await findLiveDraftByResult(db, userId, resultHashOf(title, questionSets), new Date());
  return row?.id ?? null;
}

/**
 * Keeps a paid-for generation as a draft until the user saves it (or it expires), so closing the tab
 * loses nothing. Answers the draft's id.
 */
export async function keepGeneratedDraft(db: Db, userId: number, generated: GeneratedDraft): Promise<number> {
  const now = new Date();
  const row = await insertDraft(db, userId, {
    title: generated.title,
    questionSets: generated.questionSets,
    totalQuestions: totalQuestions(generated.questionSets),
    material: generated.material,
    collectionId: generated.collectionId,
    warnings: generated.warnings,
    resultHash: resultHashOf(generated.title, generated.questionSets),
    expiresAt: new Date(now.getTime() + QUIZ_DRAFT_LIFETIME_DAYS * DAY_MS),
  });
  return row.id;
}

/** The caller's live drafts, newest first; expired drafts (anyone's) are purged first, cheaply. */
export async function listOwnDrafts(
  db: Db,
  userId: number,
  page: PageRequest,
): Promise<Page<QuizDraftListItem>> {
  const now = new Date();
  await purgeExpiredDrafts(db, now);
  return countedPage(
    page,
    () => countLiveDrafts(db, userId, now),
    async (limit, offset) => (await listLiveDrafts(db, userId, now, limit, offset)).map(presentListItem),
  );
}

export async function getDraft(db: Db, userId: number, id: number): Promise<QuizDraft> {
  const row = await findLiveDraft(db, userId, id, new Date());
  if (!row) throw errors.notFound();
  return presentDraft(row);
}

/** The editor's autosave: ownership first (404), then the category must be built-in or the caller's. */
export async function changeDraft(
  db: Db,
  userId: number,
  id: number,
  body: QuizDraftPatchBody,
): Promise<QuizDraft> {
  const now = new Date();
  const current = await findLiveDraft(db, userId, id, now);
  if (!current) throw errors.notFound();
  const changes: QuizDraftChanges = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.question_sets !== undefined) {
    await checkDiagramIds(db, userId, body.question_sets, current.questionSets);
    // Half-edited questions are kept as typed; the contract's Question type allows a blank text here.
    changes.questionSets = body.question_sets;
    changes.totalQuestions = totalQuestions(body.question_sets);
  }
  if (body.category === null) changes.categoryId = null;
  if (typeof body.category === 'number') {
    if (!(await findVisibleCategory(db, userId, body.category))) {
      throw errors.field('category', `Invalid pk "${body.category}" - object does not exist.`);
    }
    changes.categoryId = body.category;
  }
  const row = await updateLiveDraft(db, userId, id, now, changes);
  if (!row) throw errors.notFound();
  return presentDraft(row);
}

export async function discardDraft(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteLiveDraft(db, userId, id, new Date()))) throw errors.notFound();
}

/**
 * Turns the draft into a quiz and removes the draft in one transaction: either both happen or neither
 * (a refused quiz keeps the draft). The draft row is locked, so saving twice at once makes one quiz.
 * A body without `collection` keeps the collection the draft was generated from.
 */
export async function saveDraftAsQuiz(db: Db, userId: number, id: number, body: QuizBody): Promise<Quiz> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const draft = await lockLiveDraft(tx, userId, id, now);
    if (!draft) throw errors.notFound();
    const collection = body.collection !== undefined ? body.collection : draft.collectionId;
    // Diagrams the generated draft already named stay accepted; any other must be the caller's.
    const quiz = await createQuiz(tx, userId, { ...body, collection }, draft.questionSets);
    await deleteLiveDraft(tx, userId, id, now);
    return quiz;
  });
}
