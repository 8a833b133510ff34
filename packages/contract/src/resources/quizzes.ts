import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import {
  ErrorDetail,
  Id,
  IdParams,
  isoDateTime,
  PageQuery,
  paginated,
  SearchQuery,
  userErrors,
} from '../lib/common.js';
import { NAME_MAX_LENGTH } from '../lib/limits.js';
import { QuestionSet, type Question } from './quiz-shapes.js';

export const QUIZ_MAX_SETS = 20;
export const QUIZ_MAX_QUESTIONS = 500;
const TRUE_FALSE_OPTIONS = ['True', 'False'];

/** What is wrong with one question for its set's type, as `[path suffix, message]` pairs. */
function questionProblems(question: Question, setType: string): Array<[string[], string]> {
  const problems: Array<[string[], string]> = [];
  if (question.questionType !== setType) {
    problems.push([['questionType'], `Must equal the set's question_type "${setType}".`]);
  }
  const answer = question.answer.trim();
  if (answer.length === 0) problems.push([['answer'], 'This field may not be blank.']);
  const options = question.options.map((option) => option.trim());
  switch (setType) {
    case 'multiple_choice': {
      if (options.length < 2)
        problems.push([['options'], 'A multiple-choice question needs at least 2 options.']);
      if (options.some((option) => option.length === 0)) {
        problems.push([['options'], 'Options may not be blank.']);
      }
      if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
        problems.push([['options'], 'Options must be distinct.']);
      }
      if (answer.length > 0 && options.length >= 2 && !options.includes(answer)) {
        problems.push([['answer'], 'The answer must be one of the options.']);
      }
      break;
    }
    case 'true_false': {
      const empty = options.length === 0;
      const standard = options.length === 2 && options[0] === 'True' && options[1] === 'False';
      if (!empty && !standard)
        problems.push([['options'], 'A true/false question has the options ["True", "False"].']);
      if (answer.length > 0 && !/^(true|false)$/i.test(answer)) {
        problems.push([['answer'], 'The answer must be "True" or "False".']);
      }
      break;
    }
    case 'diagram_labelling': {
      if (answer.length > 0 && options.length > 0 && !options.includes(answer)) {
        problems.push([['answer'], 'The label must be one of the options.']);
      }
      break;
    }
    default:
      // Open types (short answer, fill in the blank, scenario based) need only an answer.
      break;
  }
  return problems;
}

/**
 * Question sets with the per-type rules the shapes alone cannot say: every question's type equals its
 * set's, multiple choice has ≥2 distinct options containing the answer, true/false answers True or False.
 */
export const QuizQuestionSets = z
  .array(QuestionSet)
  .max(QUIZ_MAX_SETS, `Ensure this field has no more than ${QUIZ_MAX_SETS} elements.`)
  .superRefine((sets, ctx) => {
    let total = 0;
    sets.forEach((set, setIndex) => {
      total += set.questions.length;
      set.questions.forEach((question, questionIndex) => {
        for (const [suffix, message] of questionProblems(question, set.question_type)) {
          ctx.addIssue({
            code: 'custom',
            path: [setIndex, 'questions', questionIndex, ...suffix],
            message,
          });
        }
      });
    });
    if (total === 0) ctx.addIssue({ code: 'custom', message: 'A quiz needs at least one question.' });
    if (total > QUIZ_MAX_QUESTIONS) {
      ctx.addIssue({ code: 'custom', message: `A quiz has at most ${QUIZ_MAX_QUESTIONS} questions.` });
    }
  });

/** The canonical true/false options, for servers and clients normalising a question. */
export const TRUE_FALSE_QUESTION_OPTIONS: readonly string[] = TRUE_FALSE_OPTIONS;

export const Quiz = z.object({
  id: z.number().int(),
  user: z.number().int(),
  title: z.string(),
  category: z.number().int().nullable(),
  category_name: z.string(),
  quiz_type: z.string(),
  question_sets: z.array(QuestionSet),
  total_questions: z.number().int(),
  collection: z.number().int().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Quiz = z.infer<typeof Quiz>;

const title = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`);

export const QuizBody = z.object({
  title,
  question_sets: QuizQuestionSets,
  /** A category id (the caller's own or a built-in one). */
  category: Id.nullish(),
  category_name: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  quiz_type: z.string().trim().max(64).optional(),
  /** The collection the quiz was made from, so its quiz_count is real. */
  collection: Id.nullish(),
});
export type QuizBody = z.infer<typeof QuizBody>;
export const QuizPatchBody = QuizBody.partial();
export type QuizPatchBody = z.infer<typeof QuizPatchBody>;

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The owner's id; null for the built-in, read-only categories. */
  user: z.number().int().nullable(),
  built_in: z.boolean(),
});
export type Category = z.infer<typeof Category>;
export const CategoryBody = z.object({ name: title });
export type CategoryBody = z.infer<typeof CategoryBody>;

const tag = 'Quizzes';

export const quizRoutes = {
  quizzesCreate: defineRoute({
    operationId: 'quizzesCreate',
    method: 'POST',
    path: '/api/create-quiz/',
    tag,
    summary: 'Save a quiz (question sets are validated per question type)',
    access: 'user',
    body: QuizBody,
    responses: { 201: Quiz, ...userErrors },
  }),
  quizzesList: defineRoute({
    operationId: 'quizzesList',
    method: 'GET',
    path: '/api/user-quizzes/',
    tag,
    summary: "The caller's quizzes, newest first (paginated)",
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(Quiz), ...userErrors },
  }),
  quizzesSearch: defineRoute({
    operationId: 'quizzesSearch',
    method: 'GET',
    path: '/api/user-quizzes/search/',
    tag,
    summary: "Search the caller's quizzes by title and category, best match first, at most 50",
    access: 'user',
    query: SearchQuery,
    responses: { 200: z.array(Quiz), ...userErrors },
  }),
  quizzesRetrieve: defineRoute({
    operationId: 'quizzesRetrieve',
    method: 'GET',
    path: '/api/user-quizzes/{id}/',
    tag,
    summary: 'One quiz',
    access: 'user',
    params: IdParams,
    responses: { 200: Quiz, ...userErrors },
  }),
  quizzesUpdate: defineRoute({
    operationId: 'quizzesUpdate',
    method: 'PUT',
    path: '/api/user-quizzes/{id}/update/',
    tag,
    summary: 'Replace a quiz (title and question_sets required)',
    access: 'user',
    params: IdParams,
    body: QuizBody,
    responses: { 200: Quiz, ...userErrors },
  }),
  quizzesPartialUpdate: defineRoute({
    operationId: 'quizzesPartialUpdate',
    method: 'PATCH',
    path: '/api/user-quizzes/{id}/update/',
    tag,
    summary: 'Change some fields of a quiz',
    access: 'user',
    params: IdParams,
    body: QuizPatchBody,
    responses: { 200: Quiz, ...userErrors },
  }),
  quizzesDestroy: defineRoute({
    operationId: 'quizzesDestroy',
    method: 'DELETE',
    path: '/api/user-quizzes/{id}/delete/',
    tag,
    summary: 'Delete a quiz',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
} as const;

export const categoryRoutes = {
  categoriesList: defineRoute({
    operationId: 'categoriesList',
    method: 'GET',
    path: '/api/categories/',
    tag: 'Categories',
    summary: "The built-in categories and the caller's own, as a plain array",
    access: 'user',
    responses: { 200: z.array(Category), 403: ErrorDetail },
  }),
  categoriesCreate: defineRoute({
    operationId: 'categoriesCreate',
    method: 'POST',
    path: '/api/categories/',
    tag: 'Categories',
    summary: 'Create a category of the caller',
    access: 'user',
    body: CategoryBody,
    bodyParam: 'category',
    responses: { 201: Category, ...userErrors },
  }),
  categoriesDestroy: defineRoute({
    operationId: 'categoriesDestroy',
    method: 'DELETE',
    path: '/api/categories/{id}/',
    tag: 'Categories',
    summary: "Delete one of the caller's categories (built-in ones are read-only: 403)",
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
} as const;
