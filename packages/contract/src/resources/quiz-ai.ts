import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import {
  ErrorDetail,
  Id,
  idParam,
  IdParams,
  isoDateTime,
  PageQuery,
  paginated,
  PaymentRequired,
  ValidationErrorBody,
} from '../lib/common.js';
import { CONTENT_MAX_LENGTH, NAME_MAX_LENGTH } from '../lib/limits.js';
import {
  BloomLevel,
  CognitiveSkill,
  Question,
  QuestionSet,
  QuestionType,
  QuizOption,
} from './quiz-shapes.js';

const idList = z.array(Id).max(100);

/** The material to generate from: pasted text, or the caller's own items by id (or both). */
export const InputData = z.union([
  z.string().max(CONTENT_MAX_LENGTH),
  z
    .object({
      text: z.string().max(CONTENT_MAX_LENGTH).optional(),
      raw_text_ids: idList.optional(),
      study_note_ids: idList.optional(),
      diagram_ids: idList.optional(),
      collection_id: Id.optional(),
    })
    .strict(),
]);
export type InputData = z.infer<typeof InputData>;

/** A client-made key naming one generation request: 8 to 64 letters, digits and dashes (a UUID). */
// A client's token (a UUID in the web app), never a number: a digits-only key would read as an id.
const ProgressKey = z
  .string()
  .regex(
    /^(?=.*[A-Za-z-])[A-Za-z0-9-]{8,64}$/,
    'must be 8 to 64 letters, digits or dashes, with at least one letter or dash',
  );

export const GenerateQuizBody = z.object({
  input_data: InputData,
  quiz_options: z.array(QuizOption).min(1, 'Choose at least one question type.').max(12),
  /** Same seed, same material and options → same quiz. */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
  title: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  /** What the credits are for in the ledger: a quiz (default) or candidates to replace one question. */
  purpose: z.enum(['quiz', 'question_regeneration']).optional(),
  /**
   * Keep the result as a quiz draft (default). An editor regenerating one question of a quiz it
   * already holds sends false: the question goes into that quiz or draft, not into a new draft.
   * Optional (absent means true) so the body type stays the same for input and output.
   */
  save_draft: z.boolean().optional(),
  /**
   * Questions the result must not repeat (a regeneration sends the quiz's questions). When every
   * candidate is one of them, nothing new could be made: a 400 and the credits are given back.
   */
  avoid_questions: z.array(z.string().max(5000)).max(500).optional(),
  /**
   * A key the client makes up for this request (a UUID): while it runs, `GET
   * /api/generate-quiz/progress/{key}/` says how far it has got.
   */
  progress_key: ProgressKey.optional(),
});
export type GenerateQuizBody = z.infer<typeof GenerateQuizBody>;

/** How far one generation has got, polled while it runs (the generator shows it, aria-live). */
export const GenerationProgress = z.object({
  /** Who writes the questions: "the built-in engine", "Claude (claude-haiku-4-5)". */
  engine: z.string(),
  /** writing → checking → verifying (higher order answered again without keys) → done. */
  stage: z.enum(['writing', 'checking', 'verifying', 'done']),
  /** Questions checked and kept so far, of `total` asked for. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type GenerationProgress = z.infer<typeof GenerationProgress>;
export const ProgressKeyParams = z.object({ key: ProgressKey });

export const GeneratedQuizResponse = z.object({
  title: z.string(),
  question_sets: z.array(QuestionSet),
  total_questions: z.number().int(),
  credits_used: z.number().int(),
  credits_remaining: z.number().int(),
  warnings: z.array(z.string()),
  /** The draft the result is kept in until it is saved (`/api/quiz-drafts/{id}/`); null when not kept. */
  draft_id: z.number().int().nullable(),
  /**
   * Set (with `credits_used: 0` and `draft_id: null`) when the result is one the caller already saved as
   * this quiz: the same material and options asked again are given that quiz, not charged again.
   */
  quiz_id: z.number().int().nullable(),
});

export const QuizCapacityBody = z.object({ input_data: InputData });
export type QuizCapacityBody = z.infer<typeof QuizCapacityBody>;

/**
 * The material to suggest skills from for a question written by hand: a saved quiz's own (`quiz_id`, as it
 * was generated from) or the editor's draft's (`input_data`); both may be given.
 */
export const SkillSuggestionsBody = z.object({ input_data: InputData.optional(), quiz_id: Id.optional() });
export type SkillSuggestionsBody = z.infer<typeof SkillSuggestionsBody>;

/** The material's concepts a teacher would name as a question's skill (never "General"), weightiest first. */
export const SkillSuggestionsResponse = z.object({ skills: z.array(z.string()) });
export type SkillSuggestionsResponse = z.infer<typeof SkillSuggestionsResponse>;

/** How many questions of each type the AI can make from the material, shown before anyone asks. */
export const QuizCapacityResponse = z.object({
  /**
   * `embedded`: the built-in engine, whose counts follow; `model`: a language model is connected, whose
   * capacity is not known in advance (counts null) and which makes every type.
   */
  engine: z.enum(['embedded', 'model']),
  word_count: z.number().int(),
  types: z.array(
    z.object({
      question_type: QuestionType,
      /** Without Higher Order; null when the engine cannot say. */
      standard: z.number().int().nullable(),
      /** With Higher Order; null when the engine cannot say. */
      higher_order: z.number().int().nullable(),
    }),
  ),
  /** Options only a language model makes well: the generator says so beside them. */
  needs_model: z.array(z.enum(['scenario_based', 'higher_order'])),
});
export type QuizCapacityResponse = z.infer<typeof QuizCapacityResponse>;

export const AttemptResponseItem = z.object({
  set_index: z.number().int().min(0),
  question_index: z.number().int().min(0),
  response: z.string().max(5000).nullable(),
});
export type AttemptResponseItem = z.infer<typeof AttemptResponseItem>;

export const ProcessQuizResultsBody = z.object({
  quiz_id: Id.optional(),
  question_sets: z.array(QuestionSet).max(20).optional(),
  responses: z.array(AttemptResponseItem).max(1000),
});

const Breakdown = { correct: z.number().int(), total: z.number().int(), percentage: z.number() };

export const GradedQuestion = z.object({
  set_index: z.number().int(),
  question_index: z.number().int(),
  question_type: QuestionType,
  skill: z.string(),
  bloom_level: BloomLevel.nullable(),
  /** Null for questions made before it was recorded (and for hand-written ones without it). */
  cognitive_skill: CognitiveSkill.nullable(),
  response: z.string().nullable(),
  correct: z.boolean(),
  confidence: z.number(),
  reason: z.string(),
  expected: z.string(),
});

export const QuizAttempt = z.object({
  id: z.number().int(),
  quiz_id: z.number().int().nullable(),
  quiz_title: z.string().nullable(),
  score: z.number().int(),
  max_score: z.number().int(),
  percentage: z.number(),
  results: z.array(GradedQuestion),
  by_skill: z.array(z.object({ skill: z.string(), ...Breakdown })),
  by_type: z.array(z.object({ question_type: QuestionType, ...Breakdown })),
  by_bloom: z.array(z.object({ bloom_level: BloomLevel, ...Breakdown })),
  /** By what the questions made the learner do; empty for attempts graded before it was recorded. */
  by_cognitive_skill: z.array(z.object({ cognitive_skill: CognitiveSkill, ...Breakdown })),
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
  study_next: z.array(z.string()),
  summary: z.string(),
  created_at: isoDateTime,
});
export type QuizAttempt = z.infer<typeof QuizAttempt>;

export const QuizAttemptListItem = z.object({
  id: z.number().int(),
  quiz_id: z.number().int().nullable(),
  quiz_title: z.string().nullable(),
  score: z.number().int(),
  max_score: z.number().int(),
  percentage: z.number(),
  created_at: isoDateTime,
});
export type QuizAttemptListItem = z.infer<typeof QuizAttemptListItem>;

export const SkillProgress = z.object({
  skill: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  percentage: z.number(),
  points: z.array(
    z.object({
      attempt_id: z.number().int(),
      date: isoDateTime,
      correct: z.number().int(),
      total: z.number().int(),
      percentage: z.number(),
    }),
  ),
});
export const ProgressResponse = z.object({
  attempts: z.number().int(),
  average_percentage: z.number(),
  skills: z.array(SkillProgress),
  weakest_skills: z.array(z.string()),
});

export const PractiseGapsBody = z.object({
  questions: z.number().int().min(1).max(50).default(10),
  question_types: z.array(QuestionType).min(1).max(6).optional(),
});

/** One practice answer to check at once (instant feedback); nothing is stored. */
export const CheckAnswerBody = z.object({
  question: Question,
  response: z.string().max(2000),
});

/** right, right but misspelt (with the spelling it was taken for), or wrong (with the expected answer). */
export const AnswerCheck = z.object({
  verdict: z.enum(['correct', 'typo', 'incorrect']),
  expected: z.string(),
  spelling: z.string().nullable(),
  reason: z.string(),
});
export type AnswerCheck = z.infer<typeof AnswerCheck>;

const errors = {
  400: ValidationErrorBody,
  402: PaymentRequired,
  403: ErrorDetail,
  404: ErrorDetail,
} as const;

export const quizAiRoutes = {
  quizGenerate: defineRoute({
    operationId: 'quizGenerate',
    method: 'POST',
    path: '/api/generate-quiz/',
    tag: 'QuizAi',
    summary:
      'Generate question sets from material (costs ceil(questions/20) credits, refunded on failure); does not save',
    access: 'user',
    body: GenerateQuizBody,
    responses: { 200: GeneratedQuizResponse, ...errors },
  }),
  quizGenerateProgress: defineRoute({
    operationId: 'quizGenerateProgress',
    method: 'GET',
    path: '/api/generate-quiz/progress/{key}/',
    tag: 'QuizAi',
    summary:
      "How far the caller's generation with this progress_key has got (polled while it runs; 404 before it starts and a minute after it ends)",
    access: 'user',
    params: ProgressKeyParams,
    responses: { 200: GenerationProgress, 400: ValidationErrorBody, 403: ErrorDetail, 404: ErrorDetail },
  }),
  quizCapacity: defineRoute({
    operationId: 'quizCapacity',
    method: 'POST',
    path: '/api/generate-quiz/capacity/',
    tag: 'QuizAi',
    summary:
      'How many questions of each type the AI can make from this material (free, nothing stored): shown before generating',
    access: 'user',
    body: QuizCapacityBody,
    responses: { 200: QuizCapacityResponse, 400: ValidationErrorBody, 403: ErrorDetail, 404: ErrorDetail },
  }),
  quizSkillSuggestions: defineRoute({
    operationId: 'quizSkillSuggestions',
    method: 'POST',
    path: '/api/generate-quiz/skills/',
    tag: 'QuizAi',
    summary:
      "The skills to suggest for a question written by hand: the concepts of the quiz's material (free, nothing stored)",
    access: 'user',
    body: SkillSuggestionsBody,
    responses: {
      200: SkillSuggestionsResponse,
      400: ValidationErrorBody,
      403: ErrorDetail,
      404: ErrorDetail,
    },
  }),
  quizProcessResults: defineRoute({
    operationId: 'quizProcessResults',
    method: 'POST',
    path: '/api/process-quiz-results/',
    tag: 'QuizAi',
    summary: 'Grade an attempt (tolerant for open answers), store it and answer with the analysis',
    access: 'user',
    body: ProcessQuizResultsBody,
    responses: { 201: QuizAttempt, ...errors },
  }),
  quizCheckAnswer: defineRoute({
    operationId: 'quizCheckAnswer',
    method: 'POST',
    path: '/api/check-answer/',
    tag: 'QuizAi',
    summary: 'Check one practice answer with the tolerant grader (free, nothing stored)',
    access: 'user',
    body: CheckAnswerBody,
    responses: { 200: AnswerCheck, 400: ValidationErrorBody, 403: ErrorDetail },
  }),
  quizAttemptsList: defineRoute({
    operationId: 'quizAttemptsList',
    method: 'GET',
    path: '/api/quiz-attempts/',
    tag: 'QuizAi',
    summary: "The caller's graded attempts, newest first",
    access: 'user',
    query: PageQuery.extend({ quiz_id: idParam.optional() }),
    responses: { 200: paginated(QuizAttemptListItem), ...errors },
  }),
  quizAttemptsRetrieve: defineRoute({
    operationId: 'quizAttemptsRetrieve',
    method: 'GET',
    path: '/api/quiz-attempts/{id}/',
    tag: 'QuizAi',
    summary: 'One graded attempt with its analysis',
    access: 'user',
    params: IdParams,
    responses: { 200: QuizAttempt, ...errors },
  }),
  quizPractiseGaps: defineRoute({
    operationId: 'quizPractiseGaps',
    method: 'POST',
    path: '/api/quiz-attempts/{id}/practise-gaps/',
    tag: 'QuizAi',
    summary: "Generate a follow-up quiz aimed at an attempt's weakest skills, from the same material",
    access: 'user',
    params: IdParams,
    body: PractiseGapsBody,
    responses: { 200: GeneratedQuizResponse, ...errors },
  }),
  progressRetrieve: defineRoute({
    operationId: 'progressRetrieve',
    method: 'GET',
    path: '/api/progress/',
    tag: 'QuizAi',
    summary: "The caller's results per skill over time",
    access: 'user',
    responses: { 200: ProgressResponse, ...errors },
  }),
} as const;
