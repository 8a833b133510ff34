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
import { findQuizByResult, markGeneratedFrom } from '../quizzes/quizzes.repository.js';
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

/** Where the caller already has a generated result: the live draft that holds it, or the quiz saved from it. */
export type AlreadyGiven =
  | { draftId: number; quizId: null; title: string; questionSets: QuestionSet[] }
  | { draftId: null; quizId: number; title: string; questionSets: QuestionSet[] };

/**
 * The caller's live draft generated with exactly this result (as edited since), else the quiz saved from
 * such a draft, if any: asking again for the same material and options is given that, free.
 */
export async function identicalResult(
  db: Db,
  userId: number,
  title: string,
  questionSets: QuestionSet[],
): Promise<AlreadyGiven | null> {
  const hash = resultHashOf(title, questionSets);
  const draft = await findLiveDraftByResult(db, userId, hash, new Date());
  if (draft) return { draftId: draft.id, quizId: null, title: draft.title, questionSets: draft.questionSets };
  const quiz = await findQuizByResult(db, userId, hash);
  if (quiz) return { draftId: null, quizId: quiz.id, title: quiz.title, questionSets: quiz.questionSets };
  return null;
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
    // The same generation asked for again names this quiz instead of charging twice, and a follow-up
    // on its weak skills draws on the material it came from.
    await markGeneratedFrom(tx, userId, quiz.id, { resultHash: draft.resultHash, material: draft.material });
    await deleteLiveDraft(tx, userId, id, now);
    return quiz;
  });
}
