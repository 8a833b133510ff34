import { z } from 'zod';
import { PlanRequired } from './plans.js';
import { defineRoute } from '../lib/route.js';
import { Id, IdParams, isoDateTime, userErrors } from '../lib/common.js';
import { QuestionType } from './quiz-shapes.js';

const tag = 'live';

/** Seconds a question stays open when the teacher sets a timer. */
export const LIVE_TIMER_CHOICES = [10, 20, 30, 60, 90, 120] as const;
/** Longest nickname and longest typed answer a player may send. */
export const LIVE_NICKNAME_MAX = 40;
export const LIVE_ANSWER_MAX = 500;

export const LiveGameBody = z.object({
  quiz_id: Id,
  /** A class: its students join with their student codes. Omit for an open game with nicknames. */
  class_id: Id.nullish(),
  title: z.string().trim().min(1).max(255).optional(),
  /** Seconds per question, or null for no timer (the teacher reveals). */
  timer_seconds: z.number().int().min(5).max(600).nullable().default(20),
  /** Low-stakes practice: no points, no leaderboard, no podium. */
  no_scores: z.boolean().default(false),
});
export type LiveGameBody = z.infer<typeof LiveGameBody>;

export const LiveGame = z.object({
  id: z.number().int(),
  pin: z.string(),
  /** Where players go: `/join/?pin=…`. */
  join_path: z.string(),
  title: z.string(),
  assignment_id: z.number().int(),
  class_id: z.number().int().nullable(),
  timer_seconds: z.number().int().nullable(),
  no_scores: z.boolean(),
  total_questions: z.number().int(),
  created_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
});
export type LiveGame = z.infer<typeof LiveGame>;

export const LiveQrQuery = z.object({ url: z.string().trim().min(1).max(500) });
export const LiveQr = z.object({ svg: z.string() });

export const liveRoutes = {
  liveGamesCreate: defineRoute({
    operationId: 'liveGamesCreate',
    method: 'POST',
    path: '/api/live/games/',
    tag,
    summary: 'Start a live game of a saved quiz (for a class or open with nicknames)',
    access: 'user',
    planFeature: 'hosting',
    body: LiveGameBody,
    responses: { 201: LiveGame, ...userErrors, 403: PlanRequired },
  }),
  liveGamesRetrieve: defineRoute({
    operationId: 'liveGamesRetrieve',
    method: 'GET',
    path: '/api/live/games/{id}/',
    tag,
    summary: "One of the caller's live games",
    access: 'user',
    params: IdParams,
    responses: { 200: LiveGame, ...userErrors },
  }),
  liveGamesQr: defineRoute({
    operationId: 'liveGamesQr',
    method: 'GET',
    path: '/api/live/games/{id}/qr/',
    tag,
    summary: 'A QR code (SVG) of the join address shown on the projector',
    access: 'user',
    params: IdParams,
    query: LiveQrQuery,
    responses: { 200: LiveQr, ...userErrors },
  }),
} as const;

// ---------- WebSocket messages (`/api/live/ws/`) ----------

const pin = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'A game PIN is six digits.');

/**
 * What a browser may send. Every message is strict: a field the server did not ask for (say a
 * `player_id` to answer for someone else) makes the whole message invalid.
 */
export const LiveClientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('host'), game_id: Id }),
  z.strictObject({
    type: z.literal('join'),
    pin,
    student_code: z.string().trim().min(1).max(32).optional(),
    nickname: z.string().trim().min(1).max(LIVE_NICKNAME_MAX).optional(),
  }),
  z.strictObject({ type: z.literal('rejoin'), pin, token: z.string().min(10).max(100) }),
  z.strictObject({
    type: z.literal('answer'),
    question: z.number().int().min(0),
    response: z.string().max(LIVE_ANSWER_MAX),
  }),
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('reveal') }),
  z.strictObject({ type: z.literal('next') }),
  z.strictObject({ type: z.literal('end') }),
  z.strictObject({ type: z.literal('kick'), player_id: z.number().int().min(1) }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessage>;

export const LIVE_PHASES = ['lobby', 'question', 'reveal', 'leaderboard', 'finished'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

export const LiveQuestionView = z.object({
  index: z.number().int(),
  total: z.number().int(),
  question: z.string(),
  question_type: QuestionType,
  options: z.array(z.string()),
  /** When answers stop counting (server clock, ISO), or null without a timer. */
  ends_at: isoDateTime.nullable(),
  /** Milliseconds left when this message left the server (clock-skew free), or null. */
  remaining_ms: z.number().int().nullable(),
});
export type LiveQuestionView = z.infer<typeof LiveQuestionView>;

export const LiveReveal = z.object({
  answer: z.string(),
  /** How many players picked each option (options-based questions), in option order. */
  distribution: z.array(z.number().int()),
  correct_count: z.number().int(),
});

export const LiveStanding = z.object({
  player_id: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
});
export type LiveStanding = z.infer<typeof LiveStanding>;

/** The whole of what one screen shows, sent on every change (and on reconnect). */
export const LiveState = z.object({
  type: z.literal('state'),
  seq: z.number().int(),
  role: z.enum(['teacher', 'player']),
  game_id: z.number().int(),
  title: z.string(),
  phase: z.enum(LIVE_PHASES),
  no_scores: z.boolean(),
  players: z.number().int(),
  answered: z.number().int(),
  question: LiveQuestionView.nullable(),
  reveal: LiveReveal.nullable(),
  /** Teacher: everyone in the lobby. Players: empty. */
  lobby: z.array(z.object({ player_id: z.number().int(), name: z.string(), connected: z.boolean() })),
  /** Top five (between questions and at the end), empty in no-scores mode. */
  leaderboard: z.array(LiveStanding),
  /** Players only: who they are, their answer to this question, its outcome and their rank. */
  me: z
    .object({
      player_id: z.number().int(),
      name: z.string(),
      answer: z.string().nullable(),
      correct: z.boolean().nullable(),
      points: z.number().int().nullable(),
      score: z.number().int(),
      rank: z.number().int().nullable(),
    })
    .nullable(),
  /** Teacher only: the hosted quiz whose results hold the game. */
  assignment_id: z.number().int().nullable(),
});
export type LiveState = z.infer<typeof LiveState>;

export const LiveServerMessage = z.discriminatedUnion('type', [
  LiveState,
  z.object({ type: z.literal('joined'), player_id: z.number().int(), token: z.string(), name: z.string() }),
  z.object({
    type: z.literal('progress'),
    seq: z.number().int(),
    answered: z.number().int(),
    players: z.number().int(),
  }),
  z.object({ type: z.literal('answer_ack'), question: z.number().int(), response: z.string() }),
  z.object({ type: z.literal('removed') }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    code: z.enum(['bad_message', 'forbidden', 'not_found', 'closed', 'invalid', 'rate_limited']),
    detail: z.string(),
    field: z.string().optional(),
    /** `rate_limited` only: seconds to wait before trying a code again. */
    retry_after: z.number().int().optional(),
  }),
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessage>;
