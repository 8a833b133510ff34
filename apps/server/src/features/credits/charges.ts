import type { ChargeReason } from '@quizwise/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { errors } from '../../lib/errors.js';
import {
  addCredits,
  addCreditsIf,
  findBalance,
  insertStartingLedgerRow,
  spendCredits,
} from './credits.repository.js';

/** What AI work is charged for (the contract's list); each refund is booked as `<reason>_refund`. */
export type { ChargeReason };

/** Credits taken for work that has not run yet: settle what the work used, give back the rest. */
export interface Reservation {
  readonly amount: number;
  /** The balance right after the reservation. */
  readonly balance: number;
  /** Gives back `amount` (all of the reservation unless said), naming why; returns the new balance. */
  refund(why: string, amount?: number, details?: Record<string, unknown>): Promise<number>;
}

/**
 * The one way AI work is paid for: reserve the cost first (one conditional update, never an
 * overdraft; 402 naming balance and cost when it does not cover it), run the work, then refund what
 * failed or went unused. A zero cost reserves nothing and refunds nothing.
 */
export async function reserveCredits(
  db: Db,
  userId: number,
  amount: number,
  reason: ChargeReason,
  details: Record<string, unknown> = {},
): Promise<Reservation> {
  let balance: number;
  if (amount > 0) {
    const after = await spendCredits(db, userId, amount, reason, details);
    if (after === null) throw errors.paymentRequired(await findBalance(db, userId), amount);
    balance = after;
  } else {
    balance = await findBalance(db, userId);
  }
  return {
    amount,
    balance,
    async refund(why, refunded = amount, extra = {}) {
      if (refunded <= 0) return findBalance(db, userId);
      return addCredits(db, userId, refunded, `${reason}_refund` as const, {
        ...details,
        reason: why,
        ...extra,
      });
    },
  };
}

/** Credits added for something other than a refund; each is its own ledger reason. */
export type GrantReason = 'purchase' | 'operator_grant' | 'allowance_renewal';

/**
 * Adds credits the account did not pay for with work: a Stripe purchase, an operator's grant, the
 * plan's monthly allowance. Returns the new balance.
 */
export async function grantCredits(
  db: Db,
  userId: number,
  amount: number,
  reason: GrantReason,
  details: Record<string, unknown> = {},
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new RangeError(`grant must be a positive integer: ${amount}`);
  return addCredits(db, userId, amount, reason, details);
}

/** The plan columns a conditional grant may change along with the balance. */
export type PlanChange = Pick<Partial<typeof users.$inferInsert>, 'plan' | 'planRenewsAt' | 'trialEndsAt'>;

/**
 * Changes the account's plan columns (`change`) and adds `amount` credits in one conditional UPDATE,
 * only while `condition` still holds, with the ledger entry in the same transaction (none for 0
 * credits): plan renewals and plan changes, so concurrent requests add an allowance once. Null when
 * the condition no longer held.
 */
export async function grantCreditsIf(
  db: Db,
  userId: number,
  condition: SQL,
  change: PlanChange,
  grant: { amount: number; reason: GrantReason; details?: Record<string, unknown> },
): Promise<number | null> {
  if (!Number.isInteger(grant.amount) || grant.amount < 0)
    throw new RangeError(`grant must be a whole number of credits: ${grant.amount}`);
  return addCreditsIf(db, userId, condition, change, grant);
}

/**
 * Books a new account's starting credits (already on its row) as its first ledger entry
 * (`signup_bonus`). Call it with the transaction that inserts the account.
 */
export async function bookStartingCredits(db: Db, userId: number, credits: number): Promise<void> {
  await insertStartingLedgerRow(db, userId, credits);
}
