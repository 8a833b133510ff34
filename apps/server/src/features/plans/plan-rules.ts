import { PLANS, type PlanId } from '@quizwise/contract';
import type { AppConfig } from '../../config/env.js';

/** What `users.plan` holds: a trial is Professional until `trial_ends_at`, then Free. */
export type StoredPlan = 'professional_trial' | 'free' | 'professional';

/** The install's plan settings (DEFAULT_PLAN, DEFAULT_MONTHLY_CREDITS). */
export interface PlanSettings {
  readonly defaultPlan: StoredPlan;
  /** Replaces every plan's monthly allowance when set. */
  readonly monthlyCreditsOverride: number | undefined;
}

/** The plans as published: trial for new accounts, each plan's own allowance. */
export const STANDARD_PLAN_SETTINGS: PlanSettings = {
  defaultPlan: 'professional_trial',
  monthlyCreditsOverride: undefined,
};

export function planSettingsOf(config: AppConfig): PlanSettings {
  return { defaultPlan: config.DEFAULT_PLAN, monthlyCreditsOverride: config.DEFAULT_MONTHLY_CREDITS };
}

/** The plan whose features apply. */
export function featurePlan(stored: StoredPlan): PlanId {
  return stored === 'free' ? 'free' : 'professional';
}

/**
 * Credits added at each renewal of a stored plan. A trial gets no allowance of its own (it started
 * with the sign-up credits): its renewal date is the trial's end, when Free's allowance arrives.
 */
export function allowanceOf(stored: StoredPlan, settings: PlanSettings): number {
  const plan: PlanId = stored === 'professional' ? 'professional' : 'free';
  return settings.monthlyCreditsOverride ?? PLANS[plan].monthlyCredits;
}

/** `date` plus `months` calendar months (UTC), the day clamped to the month's last day (31 Jan → 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The renewal after a due one: the first monthly anniversary of `due` that is still ahead of `now`.
 * An account away for three months gets one allowance when it is back, not three.
 */
export function nextRenewalAfter(due: Date, now: Date): Date {
  let months = 1;
  let next = addMonths(due, months);
  while (next.getTime() <= now.getTime()) next = addMonths(due, ++months);
  return next;
}

/** The plan columns the clock reads. */
export interface PlanClock {
  plan: StoredPlan;
  trialEndsAt: Date | null;
  planRenewsAt: Date | null;
}

/** Whether the trial has ended or an allowance is due: cheap, so it runs on every request. */
export function planClockDue(state: PlanClock, now: Date): boolean {
  if (state.plan === 'professional_trial') {
    return state.trialEndsAt !== null && state.trialEndsAt.getTime() <= now.getTime();
  }
  // An account from before renewals existed (no date yet) gets its first allowance now.
  return state.planRenewsAt === null || state.planRenewsAt.getTime() <= now.getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `end`, rounded up; 0 once it has passed. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

export function trialEnd(start: Date, trialDays: number): Date {
  return new Date(start.getTime() + trialDays * DAY_MS);
}

/** "3 December 2026": unambiguous in every English-speaking country. */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
