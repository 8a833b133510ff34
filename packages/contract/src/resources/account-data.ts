import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, PageQuery, isoDateTime, paginated, userErrors } from '../lib/common.js';

export const Credits = z.object({ credits: z.number().int() });
export type Credits = z.infer<typeof Credits>;

/**
 * Why the balance changed. AI work is booked under its own reason and a refund of it as
 * `<reason>_refund`; the app shows a label for each.
 */
export const LEDGER_REASONS = [
  'signup_bonus',
  'quiz_generation',
  'quiz_generation_refund',
  'question_regeneration',
  'question_regeneration_refund',
  'gap_practice',
  'gap_practice_refund',
  'topic_notes',
  'topic_notes_refund',
  'chat_message',
  'chat_message_refund',
  'allowance_renewal',
  'purchase',
  'operator_grant',
] as const;
export const LedgerReason = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof LedgerReason>;

/** AI work that is charged; each has its `_refund` reason. */
export type ChargeReason =
  'quiz_generation' | 'question_regeneration' | 'gap_practice' | 'topic_notes' | 'chat_message';

/** One change to the balance: what happened and the balance right after it. */
export const CreditLedgerEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: LedgerReason,
  created_at: isoDateTime,
});
export type CreditLedgerEntry = z.infer<typeof CreditLedgerEntry>;

export const creditRoutes = {
  creditsRetrieve: defineRoute({
    operationId: 'creditsRetrieve',
    method: 'GET',
    path: '/api/user/credits/',
    tag: 'Credits',
    summary: "The caller's credit balance",
    access: 'user',
    responses: { 200: Credits, 403: ErrorDetail },
  }),
  creditsHistoryList: defineRoute({
    operationId: 'creditsHistoryList',
    method: 'GET',
    path: '/api/user/credits/history/',
    tag: 'Credits',
    summary: "The caller's credit ledger, newest first (paginated)",
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(CreditLedgerEntry), ...userErrors },
  }),
} as const;
