import type { PlanId } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { updatePlan } from './plans.repository.js';

/** Who changed a plan: a Stripe webhook, an operator's command, or the end of the trial. */
export type PlanChangeSource = 'stripe' | 'operator' | 'trial_end';

/**
 * Moves an account to `plan`. `renewsAt` is when its monthly allowance is next added (a Stripe
 * subscription's period end, or a month from now for an operator). Returns false for an unknown user.
 */
export async function setPlan(
  db: Db,
  userId: number,
  plan: PlanId,
  options: { renewsAt: Date | null; source: PlanChangeSource },
): Promise<boolean> {
  return updatePlan(db, userId, plan, options.renewsAt);
}
