import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import {
  ErrorDetail,
  Id,
  IdParams,
  idParam,
  isoDateTime,
  PageQuery,
  paginated,
  userErrors,
} from '../lib/common.js';

/** The longest card side a user may write (a definition with an example fits easily). */
export const REVIEW_CARD_TEXT_MAX_LENGTH = 2000;
/** Cards the due queue answers at most at once; the rest come on the next call. */
export const REVIEW_QUEUE_MAX = 100;
export const REVIEW_QUEUE_DEFAULT = 50;
/** The forward look of the stats: due counts per day for this many days. */
export const REVIEW_FORECAST_DAYS = 14;

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_CARD_KINDS = [
  'term_definition',
  'definition_term',
  'cause_effect',
  'event_date',
  'date_event',
  'key_fact',
  'diagram_label',
  'question_answer',
  'own',
] as const;
export type ReviewCardKind = (typeof REVIEW_CARD_KINDS)[number];
export const REVIEW_SOURCE_KINDS = ['raw_text', 'study_note', 'diagram', 'quiz', 'own'] as const;
export const REVIEW_CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export const REVIEW_EXPORT_FORMATS = ['apkg', 'csv'] as const;

const cardText = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(
    REVIEW_CARD_TEXT_MAX_LENGTH,
    `Ensure this field has no more than ${REVIEW_CARD_TEXT_MAX_LENGTH} characters.`,
  );

/** Where a card came from: the material, its name when it still exists, and the passage quoted. */
export const ReviewCardSource = z.object({
  kind: z.enum(REVIEW_SOURCE_KINDS),
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  passage: z.string(),
});

export const ReviewCard = z.object({
  id: z.number().int(),
  front: z.string(),
  back: z.string(),
  kind: z.enum(REVIEW_CARD_KINDS),
  concept: z.string(),
  source: ReviewCardSource,
  collection: z.number().int().nullable(),
  suspended: z.boolean(),
  user_created: z.boolean(),
  edited: z.boolean(),
  state: z.enum(REVIEW_CARD_STATES),
  due: isoDateTime,
  reps: z.number().int(),
  lapses: z.number().int(),
  stability: z.number(),
  difficulty: z.number(),
  last_review: isoDateTime.nullable(),
  /** FSRS retrievability now, 0..1; null for a card never reviewed. */
  retention: z.number().nullable(),
  created_at: isoDateTime,
});
export type ReviewCard = z.infer<typeof ReviewCard>;

/** When the card would next be due after each rating, and that wait in short words ("10 min", "4 days"). */
export const ReviewInterval = z.object({ due: isoDateTime, label: z.string() });
export const ReviewQueueCard = ReviewCard.extend({
  intervals: z.object({
    again: ReviewInterval,
    hard: ReviewInterval,
    good: ReviewInterval,
    easy: ReviewInterval,
  }),
});
export type ReviewQueueCard = z.infer<typeof ReviewQueueCard>;

export const ReviewScopeQuery = z.object({
  collection: idParam.optional().describe('Only cards from the material of this collection'),
});

export const ReviewDueQuery = ReviewScopeQuery.extend({
  limit: z.string().optional().describe(`How many due cards to answer, at most ${REVIEW_QUEUE_MAX}`),
});

export const ReviewDue = z.object({
  /** Cards due now (new cards included) in the scope, whatever the limit. */
  due_count: z.number().int(),
  new_count: z.number().int(),
  learning_count: z.number().int(),
  review_count: z.number().int(),
  /** Live (not suspended, not deleted) cards in the scope. */
  total_cards: z.number().int(),
  /** When the next card not yet due will be; null when nothing else is waiting. */
  next_due: isoDateTime.nullable(),
  cards: z.array(ReviewQueueCard),
});
export type ReviewDue = z.infer<typeof ReviewDue>;

export const ReviewGradeBody = z.union([
  z.object({ rating: z.enum(REVIEW_RATINGS) }).strict(),
  z.object({ answer: z.string().max(REVIEW_CARD_TEXT_MAX_LENGTH) }).strict(),
]);
export type ReviewGradeBody = z.infer<typeof ReviewGradeBody>;

export const ReviewGradeResult = z.object({
  card: ReviewCard,
  rating: z.enum(REVIEW_RATINGS),
  /** For a typed answer: right, accepted with a typo, or wrong; null when the learner rated themselves. */
  verdict: z.enum(['right', 'typo', 'wrong']).nullable(),
  /** The answer as the card has it (the spelling to learn after a typo). */
  expected: z.string(),
  /** The grader's reason, in plain words; null for a self-rating. */
  reason: z.string().nullable(),
  next_due: isoDateTime,
  interval: z.string(),
});
export type ReviewGradeResult = z.infer<typeof ReviewGradeResult>;

export const ReviewCardListQuery = PageQuery.extend({
  collection: idParam.optional(),
  source_kind: z.enum(REVIEW_SOURCE_KINDS).optional(),
  source_id: idParam.optional(),
  suspended: z.enum(['true', 'false']).optional(),
});

export const ReviewCardCreateBody = z.object({
  front: cardText,
  back: cardText,
  concept: z.string().trim().max(200).optional(),
  collection: Id.optional().describe('File the card under one of your collections'),
});
export type ReviewCardCreateBody = z.infer<typeof ReviewCardCreateBody>;

export const ReviewCardPatchBody = z.object({
  front: cardText.optional(),
  back: cardText.optional(),
  concept: z.string().trim().max(200).optional(),
  suspended: z.boolean().optional(),
});
export type ReviewCardPatchBody = z.infer<typeof ReviewCardPatchBody>;

export const ReviewBuildBody = z.object({ collection: Id.optional() });
export const ReviewBuildResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Cards the user edited or deleted, left as they are. */
  kept: z.number().int(),
  total_cards: z.number().int(),
});
export type ReviewBuildResult = z.infer<typeof ReviewBuildResult>;

export const ReviewConceptStat = z.object({
  concept: z.string(),
  cards: z.number().int(),
  /** Mean FSRS retrievability now over the concept's reviewed cards, 0..1; null if none reviewed yet. */
  retention: z.number().nullable(),
  next_due: isoDateTime.nullable(),
});
export const ReviewForgettingItem = z.object({
  card: z.number().int(),
  front: z.string(),
  concept: z.string(),
  retention: z.number(),
  /** Retrievability in seven days if not reviewed. */
  retention_in_week: z.number(),
  due: isoDateTime,
});
export const ReviewStats = z.object({
  total_cards: z.number().int(),
  due_now: z.number().int(),
  reviewed_cards: z.number().int(),
  reviews_today: z.number().int(),
  concepts: z.array(ReviewConceptStat),
  due_by_day: z.array(z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), count: z.number().int() })),
  forgetting_this_week: z.array(ReviewForgettingItem),
});
export type ReviewStats = z.infer<typeof ReviewStats>;

export const ReviewExportQuery = ReviewScopeQuery.extend({ format: z.enum(REVIEW_EXPORT_FORMATS) });

const tag = 'Review';

export const reviewRoutes = {
  reviewDue: defineRoute({
    operationId: 'reviewDue',
    method: 'GET',
    path: '/api/review/due/',
    tag,
    summary: 'The due queue (whole library or one collection), oldest due first, with counts',
    access: 'user',
    query: ReviewDueQuery,
    responses: { 200: ReviewDue, ...userErrors },
  }),
  reviewGrade: defineRoute({
    operationId: 'reviewGrade',
    method: 'POST',
    path: '/api/review/cards/{id}/grade/',
    tag,
    summary:
      'Grade a card: a self-rating, or a typed answer graded tolerantly (right → good, typo → hard, wrong → again)',
    access: 'user',
    params: IdParams,
    body: ReviewGradeBody,
    responses: { 200: ReviewGradeResult, ...userErrors },
  }),
  reviewCardsList: defineRoute({
    operationId: 'reviewCardsList',
    method: 'GET',
    path: '/api/review/cards/',
    tag,
    summary: "The caller's cards, newest first (paginated; filter by collection, source or suspended)",
    access: 'user',
    query: ReviewCardListQuery,
    responses: { 200: paginated(ReviewCard), ...userErrors },
  }),
  reviewCardsCreate: defineRoute({
    operationId: 'reviewCardsCreate',
    method: 'POST',
    path: '/api/review/cards/',
    tag,
    summary: 'Add a card of your own (due now)',
    access: 'user',
    body: ReviewCardCreateBody,
    responses: { 201: ReviewCard, ...userErrors },
  }),
  reviewCardsBuild: defineRoute({
    operationId: 'reviewCardsBuild',
    method: 'POST',
    path: '/api/review/cards/build/',
    tag,
    summary:
      'Make or refresh cards from the library (or one collection); free, idempotent, never overwrites edits',
    access: 'user',
    body: ReviewBuildBody,
    responses: { 200: ReviewBuildResult, ...userErrors },
  }),
  reviewCardsRetrieve: defineRoute({
    operationId: 'reviewCardsRetrieve',
    method: 'GET',
    path: '/api/review/cards/{id}/',
    tag,
    summary: 'One card',
    access: 'user',
    params: IdParams,
    responses: { 200: ReviewCard, ...userErrors },
  }),
  reviewCardsPartialUpdate: defineRoute({
    operationId: 'reviewCardsPartialUpdate',
    method: 'PATCH',
    path: '/api/review/cards/{id}/',
    tag,
    summary: 'Edit a card (a rebuild then leaves it alone) or suspend / unsuspend it',
    access: 'user',
    params: IdParams,
    body: ReviewCardPatchBody,
    responses: { 200: ReviewCard, ...userErrors },
  }),
  reviewCardsDestroy: defineRoute({
    operationId: 'reviewCardsDestroy',
    method: 'DELETE',
    path: '/api/review/cards/{id}/',
    tag,
    summary: 'Delete a card (a rebuild does not bring it back)',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
  reviewStats: defineRoute({
    operationId: 'reviewStats',
    method: 'GET',
    path: '/api/review/stats/',
    tag,
    summary:
      'Per-concept retention and next due, reviews due per day for 14 days, and what will be forgotten this week',
    access: 'user',
    query: ReviewScopeQuery,
    responses: { 200: ReviewStats, ...userErrors },
  }),
  reviewExport: defineRoute({
    operationId: 'reviewExport',
    method: 'GET',
    path: '/api/review/export/',
    tag,
    summary: 'Download the cards (library or one collection) as an Anki package (.apkg) or CSV',
    access: 'user',
    query: ReviewExportQuery,
    responses: { 200: null, ...userErrors },
    responseKind: 'blob',
  }),
} as const;
