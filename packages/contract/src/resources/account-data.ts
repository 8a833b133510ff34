import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, PageQuery, isoDateTime, paginated, userErrors } from '../lib/common.js';

export const Credits = z.object({ credits: z.number().int() });
export type Credits = z.infer<typeof Credits>;

/** One change to the balance: what happened and the balance right after it. */
export const CreditLedgerEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
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
