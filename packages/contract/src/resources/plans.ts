import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { isoDateTime, userErrors } from '../lib/common.js';
import { PLAN_FEATURES } from '../lib/plans.js';

const PlanFeatureSchema = z.enum(PLAN_FEATURES);

/** A one-time message about the plan, shown once in the app and then dismissed. */
export const PlanNotice = z.object({
  kind: z.enum(['trial_ended']),
  message: z.string(),
});
export type PlanNotice = z.infer<typeof PlanNotice>;

/** The caller's plan now: what it is called, what it gives, when the next allowance arrives. */
export const PlanState = z.object({
  /** The plan whose features apply: a trial is Professional until it ends. */
  plan: z.enum(['free', 'professional']),
  name: z.string(),
  is_trial: z.boolean(),
  trial_ends_at: isoDateTime.nullable(),
  /** Whole days left in the trial, rounded up (0 when not on a trial). */
  trial_days_left: z.number().int(),
  /**
   * Credits added at `renews_at`. On a trial that is the allowance of Free, which the account moves to
   * when the trial ends.
   */
  monthly_credits: z.number().int(),
  /** When the next allowance is added; null when none is scheduled. */
  renews_at: isoDateTime.nullable(),
  features: z.array(PlanFeatureSchema),
  notice: PlanNotice.nullable(),
});
export type PlanState = z.infer<typeof PlanState>;

/**
 * The 403 of a route that needs a plan feature: either an ordinary refusal (`detail` only, e.g. CSRF)
 * or `code: 'plan_required'` with the plan that unlocks the work, named in `detail` too.
 */
export const PlanRequired = z
  .object({
    detail: z.string(),
    code: z.literal('plan_required').optional(),
    required_plan: z.enum(['free', 'professional']).optional(),
  })
  .describe('DRF-style error; plan_required names the plan that unlocks the work');
export type PlanRequired = z.infer<typeof PlanRequired>;

export const planRoutes = {
  planRetrieve: defineRoute({
    operationId: 'planRetrieve',
    method: 'GET',
    path: '/api/user/plan/',
    tag: 'Plans',
    summary: "The caller's plan, trial, monthly allowance, next renewal and any one-time notice",
    access: 'user',
    responses: { 200: PlanState, 403: userErrors[403] },
  }),
  planNoticeDismiss: defineRoute({
    operationId: 'planNoticeDismiss',
    method: 'POST',
    path: '/api/user/plan/notice/dismiss/',
    tag: 'Plans',
    summary: 'Dismiss the one-time plan notice (e.g. "your trial ended"); it is not shown again',
    access: 'user',
    responses: { 200: PlanState, ...userErrors },
  }),
} as const;
