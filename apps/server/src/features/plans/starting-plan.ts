import { SIGNUP_CREDITS, TRIAL_DAYS } from '@quizwise/contract';
import { addMonths, allowanceOf, trialEnd, type PlanSettings, type StoredPlan } from './plan-rules.js';

export interface StartingPlan {
  plan: StoredPlan;
  credits: number;
  trialEndsAt: Date | null;
  planRenewsAt: Date;
}

/**
 * A new account's plan columns and starting credits. The trial starts with the sign-up credits and
 * its renewal is the trial's end, when it becomes Free with Free's allowance. An install that starts
 * accounts on Free or Professional (DEFAULT_PLAN) gives the first month's allowance at once.
 */
export function startingPlan(now: Date, settings: PlanSettings): StartingPlan {
  if (settings.defaultPlan === 'professional_trial') {
    const ends = trialEnd(now, TRIAL_DAYS);
    return { plan: 'professional_trial', credits: SIGNUP_CREDITS, trialEndsAt: ends, planRenewsAt: ends };
  }
  return {
    plan: settings.defaultPlan,
    credits: allowanceOf(settings.defaultPlan, settings),
    trialEndsAt: null,
    planRenewsAt: addMonths(now, 1),
  };
}
