import {
  PLANS,
  planUnlocking,
  PLAN_FEATURE_NAMES,
  type PlanFeature,
  type PlanId,
  type PlanState,
} from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../lib/errors.js';
import {
  addMonths,
  allowanceOf,
  daysLeft,
  featurePlan,
  longDate,
  nextRenewalAfter,
  planClockDue,
  STANDARD_PLAN_SETTINGS,
  type PlanClock,
  type PlanSettings,
  type StoredPlan,
} from './plan-rules.js';
import {
  changePlan,
  clearEndedTrial,
  endTrial,
  findPlanRow,
  renewAllowance,
  type PlanRow,
} from './plans.repository.js';

/** Who changed a plan: a Stripe webhook, an operator's command, or the end of the trial. */
export type PlanChangeSource = 'stripe' | 'operator' | 'trial_end';

/** Conditional updates that lost a race are retried this often before the caller is told. */
const RACE_RETRIES = 5;

/**
 * Brings an account's plan up to `now`: a trial that has ended becomes Free, and an allowance whose
 * date has passed is added once and its date moved to the next month still ahead. Every step is a
 * conditional UPDATE, so N requests or processes doing this at once change the account once. Runs
 * lazily when the account is next used (the auth plugin calls it when `planClockDue`). Returns the
 * account as it is afterwards (undefined for an unknown user).
 */
export async function settlePlanClock(
  db: Db,
  userId: number,
  now: Date,
  settings: PlanSettings = STANDARD_PLAN_SETTINGS,
): Promise<PlanRow | undefined> {
  for (let attempt = 0; attempt < RACE_RETRIES; attempt++) {
    const row = await findPlanRow(db, userId);
    if (!row || !planClockDue(row, now)) return row;
    if (row.plan === 'professional_trial') {
      await endTrial(db, userId, now);
      continue;
    }
    const due = row.planRenewsAt;
    const next = due ? nextRenewalAfter(due, now) : addMonths(now, 1);
    await renewAllowance(db, userId, { plan: row.plan, due }, next, allowanceOf(row.plan, settings), {
      plan: row.plan,
      period_start: (due ?? now).toISOString(),
      next_renewal: next.toISOString(),
    });
    // Renewed here or by a concurrent request: either way read the row again.
  }
  return findPlanRow(db, userId);
}

/**
 * Moves an account to `plan` (Stripe on subscription start/change/cancel, the operator's command).
 * `renewsAt` is when its monthly allowance is next added (a Stripe subscription's period end); null
 * means a month from now.
 *
 * Credits: an allowance already due on the old plan is added first (so a renewal webhook that moves
 * the date never swallows it). Moving *into* Professional from Free or the trial adds Professional's
 * allowance at once (someone who just paid gets the credits now); moving down, or staying, adds
 * nothing. The change is conditional on the plan it saw, so a replayed webhook grants nothing twice.
 * Returns false for an unknown user.
 */
export async function setPlan(
  db: Db,
  userId: number,
  plan: PlanId,
  options: {
    renewsAt: Date | null;
    source: PlanChangeSource;
    /** The moment of the change (tests pass a fake clock); now by default. */
    now?: Date;
    /** The install's settings, so DEFAULT_MONTHLY_CREDITS applies; the published plans by default. */
    settings?: PlanSettings;
  },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? STANDARD_PLAN_SETTINGS;
  const renewsAt = options.renewsAt ?? addMonths(now, 1);
  for (let attempt = 0; attempt < RACE_RETRIES; attempt++) {
    const row = await settlePlanClock(db, userId, now, settings);
    if (!row) return false;
    const upgrade = plan === 'professional' && row.plan !== 'professional';
    const amount = upgrade ? allowanceOf(plan, settings) : 0;
    const changed = await changePlan(db, userId, row.plan, plan, renewsAt, {
      amount,
      details: { plan, source: options.source, from: row.plan, next_renewal: renewsAt.toISOString() },
    });
    if (changed !== null) return true;
  }
  throw new Error(`plan of user ${userId} kept changing under setPlan`);
}

/** The one-time message an account has not dismissed yet, if any. */
function noticeOf(row: PlanClock, settings: PlanSettings): PlanState['notice'] {
  if (row.plan === 'free' && row.trialEndsAt) {
    const credits = allowanceOf('free', settings);
    return {
      kind: 'trial_ended',
      message:
        `Your Professional trial ended on ${longDate(row.trialEndsAt)}; you are on Free: ` +
        `${credits} credits a month. Nothing you made is lost.`,
    };
  }
  return null;
}

/** The plan as the API shows it (GET /api/user/plan/). */
export function presentPlan(row: PlanClock, now: Date, settings: PlanSettings): PlanState {
  const plan = featurePlan(row.plan);
  const isTrial = row.plan === 'professional_trial';
  return {
    plan,
    name: isTrial ? `${PLANS.professional.name} trial` : PLANS[plan].name,
    is_trial: isTrial,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    trial_days_left: isTrial && row.trialEndsAt ? daysLeft(row.trialEndsAt, now) : 0,
    monthly_credits: allowanceOf(row.plan, settings),
    renews_at: row.planRenewsAt?.toISOString() ?? null,
    features: [...PLANS[plan].features],
    notice: noticeOf(row, settings),
  };
}

export async function planOf(db: Db, userId: number, now: Date, settings: PlanSettings): Promise<PlanState> {
  const row = await settlePlanClock(db, userId, now, settings);
  if (!row) throw new Error(`user ${userId} vanished`);
  return presentPlan(row, now, settings);
}

export async function dismissNotice(
  db: Db,
  userId: number,
  now: Date,
  settings: PlanSettings,
): Promise<PlanState> {
  await clearEndedTrial(db, userId);
  return planOf(db, userId, now, settings);
}

/**
 * The one check of what a plan unlocks (the auth plugin runs it for every route whose contract names
 * a `planFeature`): 403 `plan_required` naming the plan that does.
 */
export function requirePlanFeature(stored: StoredPlan, feature: PlanFeature): void {
  const plan = featurePlan(stored);
  if (PLANS[plan].features.includes(feature)) return;
  const needed = PLANS[planUnlocking(feature)].name;
  throw new ApiError(403, {
    detail:
      `${PLAN_FEATURE_NAMES[feature]} needs the ${needed} plan; your account is on ${PLANS[plan].name}. ` +
      `Everything you already made stays yours to open, practise and download.`,
    code: 'plan_required',
    required_plan: planUnlocking(feature),
  });
}
