import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { grantCreditsIf } from '../credits/charges.js';
import type { PlanClock, StoredPlan } from './plan-rules.js';

export interface PlanRow extends PlanClock {
  id: number;
  email: string;
  credits: number;
}

const planColumns = {
  id: users.id,
  email: users.email,
  credits: users.credits,
  plan: users.plan,
  trialEndsAt: users.trialEndsAt,
  planRenewsAt: users.planRenewsAt,
};

function toPlanRow(row: { plan: string } & Omit<PlanRow, 'plan'>): PlanRow {
  return { ...row, plan: row.plan as StoredPlan };
}

export async function findPlanRow(db: Db, userId: number): Promise<PlanRow | undefined> {
  const rows = await db.select(planColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ? toPlanRow(rows[0]) : undefined;
}

export async function findPlanRowByEmail(db: Db, email: string): Promise<PlanRow | undefined> {
  const rows = await db
    .select(planColumns)
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return rows[0] ? toPlanRow(rows[0]) : undefined;
}

/**
 * Ends a trial that has run out: Free from now on, its first allowance due at once (the trial's end).
 * `trial_ends_at` stays, so the app can say when the trial ended. Conditional: of N processes seeing
 * the same ended trial, one changes it. True when this call did.
 */
export async function endTrial(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ plan: 'free', planRenewsAt: sql`${users.trialEndsAt}` })
    .where(and(eq(users.id, userId), eq(users.plan, 'professional_trial'), lte(users.trialEndsAt, now)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Moves the renewal date from `due` to `next` and adds the allowance, in one conditional UPDATE:
 * only while the row still has this plan and this renewal date, so concurrent requests (or processes)
 * add it once. Null when another request renewed first.
 */
export async function renewAllowance(
  db: Db,
  userId: number,
  expected: { plan: StoredPlan; due: Date | null },
  next: Date,
  amount: number,
  details: Record<string, unknown>,
): Promise<number | null> {
  // Compared at millisecond precision: what JavaScript wrote is what it reads back.
  const sameDue =
    expected.due === null
      ? isNull(users.planRenewsAt)
      : sql`date_trunc('milliseconds', ${users.planRenewsAt}) = ${expected.due.toISOString()}::timestamptz`;
  return grantCreditsIf(
    db,
    userId,
    and(eq(users.plan, expected.plan), sameDue)!,
    { planRenewsAt: next },
    { amount, reason: 'allowance_renewal', details },
  );
}

/**
 * Changes the plan (the trial end is cleared: a chosen plan replaces the trial) and adds `grant`
 * credits, only while the account is still on `from`, so a replayed change grants nothing twice.
 * Null when the plan was no longer `from`.
 */
export async function changePlan(
  db: Db,
  userId: number,
  from: StoredPlan,
  to: StoredPlan,
  renewsAt: Date,
  grant: { amount: number; details: Record<string, unknown> },
): Promise<number | null> {
  return grantCreditsIf(
    db,
    userId,
    eq(users.plan, from),
    { plan: to, planRenewsAt: renewsAt, trialEndsAt: null },
    { amount: grant.amount, reason: 'allowance_renewal', details: grant.details },
  );
}

/** Forgets the "trial ended" notice: the ended trial's date is all that kept it. */
export async function clearEndedTrial(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ trialEndsAt: null })
    .where(and(eq(users.id, userId), eq(users.plan, 'free')));
}
