import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, Id, IdParams, isoDateTime, PageQuery, paginated, userErrors } from '../lib/common.js';
import { NAME_MAX_LENGTH } from '../lib/limits.js';
import { InputData } from './quiz-ai.js';
import { Question, QuestionSet } from './quiz-shapes.js';
import { Quiz, QUIZ_MAX_QUESTIONS, QUIZ_MAX_SETS, QuizBody } from './quizzes.js';

/** How long an unsaved, paid-for quiz is kept before it is purged. */
export const QUIZ_DRAFT_LIFETIME_DAYS = 30;

/**
 * A question as the editor may hold it mid-edit: the text may still be blank. The save rules
 * (`QuizQuestionSets`) apply only when the draft becomes a quiz.
 */
export const DraftQuestion = Question.extend({ question: z.string().max(5000) });
export const DraftQuestionSet = z.object({
  question_type: QuestionSet.shape.question_type,
  questions: z.array(DraftQuestion).max(200),
});
const DraftQuestionSets = z
  .array(DraftQuestionSet)
  .max(QUIZ_MAX_SETS, `Ensure this field has no more than ${QUIZ_MAX_SETS} elements.`)
  .refine(
    (sets) => sets.reduce((sum, set) => sum + set.questions.length, 0) <= QUIZ_MAX_QUESTIONS,
    `A quiz has at most ${QUIZ_MAX_QUESTIONS} questions.`,
  );

export const QuizDraftListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  total_questions: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  expires_at: isoDateTime,
});
export type QuizDraftListItem = z.infer<typeof QuizDraftListItem>;

export const QuizDraft = QuizDraftListItem.extend({
  category: z.number().int().nullable(),
  question_sets: z.array(DraftQuestionSet),
  /** What it was generated from (for "regenerate one question"); null when not known. */
  material: InputData.nullable(),
  collection: z.number().int().nullable(),
  warnings: z.array(z.string()),
});
export type QuizDraft = z.infer<typeof QuizDraft>;

/** The editor's unsaved state, autosaved: any subset of title, category and question sets. */
export const QuizDraftPatchBody = z.object({
  title: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`)
    .optional(),
  category: Id.nullish(),
  question_sets: DraftQuestionSets.optional(),
});
export type QuizDraftPatchBody = z.infer<typeof QuizDraftPatchBody>;

const tag = 'QuizDrafts';

export const quizDraftRoutes = {
  quizDraftsList: defineRoute({
    operationId: 'quizDraftsList',
    method: 'GET',
    path: '/api/quiz-drafts/',
    tag,
    summary: `The caller's unsaved generated quizzes, newest first (paginated); each kept ${QUIZ_DRAFT_LIFETIME_DAYS} days`,
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(QuizDraftListItem), ...userErrors },
  }),
  quizDraftsRetrieve: defineRoute({
    operationId: 'quizDraftsRetrieve',
    method: 'GET',
    path: '/api/quiz-drafts/{id}/',
    tag,
    summary: 'One draft with its question sets, as the editor left it',
    access: 'user',
    params: IdParams,
    responses: { 200: QuizDraft, ...userErrors },
  }),
  quizDraftsPartialUpdate: defineRoute({
    operationId: 'quizDraftsPartialUpdate',
    method: 'PATCH',
    path: '/api/quiz-drafts/{id}/',
    tag,
    summary: "Keep the editor's unsaved edits in the draft (half-edited questions are accepted)",
    access: 'user',
    params: IdParams,
    body: QuizDraftPatchBody,
    responses: { 200: QuizDraft, ...userErrors },
  }),
  quizDraftsDestroy: defineRoute({
    operationId: 'quizDraftsDestroy',
    method: 'DELETE',
    path: '/api/quiz-drafts/{id}/',
    tag,
    summary: 'Discard a draft',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
  quizDraftsSave: defineRoute({
    operationId: 'quizDraftsSave',
    method: 'POST',
    path: '/api/quiz-drafts/{id}/save/',
    tag,
    summary: 'Save the draft as a quiz (validated like create-quiz) and remove the draft, in one transaction',
    access: 'user',
    params: IdParams,
    body: QuizBody,
    responses: { 201: Quiz, ...userErrors },
  }),
} as const;
