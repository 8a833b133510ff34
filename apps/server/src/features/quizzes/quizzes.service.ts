import {
  SEARCH_RESULT_LIMIT,
  TRUE_FALSE_QUESTION_OPTIONS,
  type Category,
  type QuestionSet,
  type Quiz,
  type QuizPatchBody,
} from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import {
  countQuizzes,
  deleteQuiz,
  findQuiz,
  insertQuiz,
  listQuizzes,
  ownsCollection,
  searchQuizzes,
  updateQuiz,
  type QuizRow,
  type QuizValues,
} from './quizzes.repository.js';
import {
  categoryNameTaken,
  deleteOwnCategory,
  findVisibleCategory,
  insertCategory,
  listCategories,
  type CategoryRow,
} from './categories.repository.js';
import { checkDiagramIds } from './diagram-refs.js';

const invalidPk = (field: string, id: number) =>
  errors.field(field, `Invalid pk "${id}" - object does not exist.`);

/** The quiz as the API shows it. */
export function presentQuiz(row: QuizRow): Quiz {
  return {
    id: row.id,
    user: row.userId,
    title: row.title,
    category: row.categoryId,
    category_name: row.categoryName,
    quiz_type: row.quizType,
    question_sets: row.questionSets,
    total_questions: row.totalQuestions,
    collection: row.collectionId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, user: row.userId, built_in: row.userId === null };
}

/** True/false questions are stored in one canonical form: options ["True","False"], answer "True"/"False". */
export function normaliseQuestionSets(sets: QuestionSet[]): QuestionSet[] {
  return sets.map((set) => ({
    ...set,
    questions: set.questions.map((question) =>
      question.questionType === 'true_false'
        ? {
            ...question,
            options: [...TRUE_FALSE_QUESTION_OPTIONS],
            answer: question.answer.trim().toLowerCase() === 'true' ? 'True' : 'False',
          }
        : question,
    ),
  }));
}

function totalQuestions(sets: QuestionSet[]): number {
  return sets.reduce((sum, set) => sum + set.questions.length, 0);
}

/**
 * Turns a create/update body into column values, checking the references: the category must be a
 * built-in one or the caller's, the collection and any diagram the caller's (else a DRF "Invalid pk"
 * 400). Diagram ids in `kept` (what the quiz or draft already held) stay accepted.
 */
async function quizValues(
  db: Db,
  userId: number,
  body: QuizPatchBody,
  kept: QuestionSet[] = [],
): Promise<Partial<QuizValues>> {
  const values: Partial<QuizValues> = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.question_sets !== undefined) {
    await checkDiagramIds(db, userId, body.question_sets, kept);
    values.questionSets = normaliseQuestionSets(body.question_sets);
    values.totalQuestions = totalQuestions(body.question_sets);
  }
  if (body.quiz_type !== undefined) values.quizType = body.quiz_type;
  if (body.category_name !== undefined) values.categoryName = body.category_name;
  if (body.category === null) values.categoryId = null;
  if (typeof body.category === 'number') {
    const category = await findVisibleCategory(db, userId, body.category);
    if (!category) throw invalidPk('category', body.category);
    values.categoryId = category.id;
    if (body.category_name === undefined || body.category_name === '') values.categoryName = category.name;
  }
  if (body.collection === null) values.collectionId = null;
  if (typeof body.collection === 'number') {
    if (!(await ownsCollection(db, userId, body.collection))) throw invalidPk('collection', body.collection);
    values.collectionId = body.collection;
  }
  return values;
}

export async function createQuiz(
  db: Db,
  userId: number,
  body: QuizPatchBody & Required<Pick<QuizPatchBody, 'title' | 'question_sets'>>,
  kept: QuestionSet[] = [],
): Promise<Quiz> {
  const values = await quizValues(db, userId, body, kept);
  return presentQuiz(
    await insertQuiz(db, userId, { ...values, title: body.title, questionSets: values.questionSets ?? [] }),
  );
}

export async function listOwnQuizzes(db: Db, userId: number, page: PageRequest): Promise<Page<Quiz>> {
  return countedPage(
    page,
    () => countQuizzes(db, userId),
    async (limit, offset) => (await listQuizzes(db, userId, limit, offset)).map(presentQuiz),
  );
}

export async function getQuiz(db: Db, userId: number, id: number): Promise<Quiz> {
  const row = await findQuiz(db, userId, id);
  if (!row) throw errors.notFound();
  return presentQuiz(row);
}

/** PATCH and PUT: the contract already required title and question_sets for PUT. */
export async function changeQuiz(db: Db, userId: number, id: number, body: QuizPatchBody): Promise<Quiz> {
  // Ownership first, so another user's quiz is a 404 even when the body has a bad reference.
  const current = await findQuiz(db, userId, id);
  if (!current) throw errors.notFound();
  const row = await updateQuiz(db, userId, id, await quizValues(db, userId, body, current.questionSets));
  if (!row) throw errors.notFound();
  return presentQuiz(row);
}

export async function removeQuiz(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteQuiz(db, userId, id))) throw errors.notFound();
}

export async function searchOwnQuizzes(db: Db, userId: number, text: string): Promise<Quiz[]> {
  return (await searchQuizzes(db, userId, text, SEARCH_RESULT_LIMIT)).map(presentQuiz);
}

export async function listVisibleCategories(db: Db, userId: number): Promise<Category[]> {
  return (await listCategories(db, userId)).map(presentCategory);
}

/** A new category of the caller; its name may not repeat a built-in one or another of theirs. */
export async function createCategory(db: Db, userId: number, name: string): Promise<Category> {
  const duplicate = errors.field('name', 'A category with this name already exists.');
  if (await categoryNameTaken(db, userId, name)) throw duplicate;
  const row = await insertCategory(db, userId, name);
  if (!row) throw duplicate;
  return presentCategory(row);
}

/** Deletes the caller's own category; built-in ones are visible but read-only (403). */
export async function removeCategory(db: Db, userId: number, id: number): Promise<void> {
  const category = await findVisibleCategory(db, userId, id);
  if (!category) throw errors.notFound();
  if (category.userId === null) throw errors.forbidden('Built-in categories cannot be deleted.');
  if (!(await deleteOwnCategory(db, userId, id))) throw errors.notFound();
}
