import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { LedgerReason } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { creditLedger, users } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';

export type LedgerRow = {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  createdAt: Date;
};

/** The balance as stored now (the request's user was loaded earlier and may be stale by a spend). */
export async function findBalance(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.credits ?? 0;
}

export async function countLedger(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function listLedger(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<LedgerRow[]> {
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      balanceAfter: creditLedger.balanceAfter,
      reason: creditLedger.reason,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(...newestFirst(creditLedger.createdAt, creditLedger.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Takes `amount` credits only if the balance covers it (one conditional UPDATE, so concurrent calls
 * can never overdraw) and writes the ledger entry in the same transaction. Returns the new balance,
 * or null when the balance was too low.
 */
export async function spendCredits(
  db: Db,
  userId: number,
  amount: number,
  reason: LedgerReason,
  details?: Record<string, unknown>,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ credits: sql`${users.credits} - ${amount}` })
      .where(and(eq(users.id, userId), gte(users.credits, amount)))
      .returning({ credits: users.credits });
    const row = updated[0];
    if (!row) return null;
    await tx
      .insert(creditLedger)
      .values({ userId, delta: -amount, balanceAfter: row.credits, reason, details });
    return row.credits;
  });
}

/** Gives credits back (a refund after failed work, or a purchase) with its ledger entry. */
export async function addCredits(
  db: Db,
  userId: number,
  amount: number,
  reason: LedgerReason,
  details?: Record<string, unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}` })
      .where(eq(users.id, userId))
      .returning({ credits: users.credits });
    const balance = updated[0]?.credits ?? 0;
    await tx.insert(creditLedger).values({ userId, delta: amount, balanceAfter: balance, reason, details });
    return balance;
  });
}

/**
 * Books the credits a new account starts with (already on its row) as its first ledger entry. Runs in
 * the transaction that inserts the account, so an account never exists without it.
 */
export async function insertStartingLedgerRow(db: Db, userId: number, credits: number): Promise<void> {
  await db
    .insert(creditLedger)
    .values({ userId, delta: credits, balanceAfter: credits, reason: 'signup_bonus' });
}

/**
 * Changes the user row (`alsoSet`) and adds `amount` credits in one conditional UPDATE, only when
 * `condition` still holds, with the ledger entry in the same transaction (none for 0 credits). Null
 * when the condition did not hold: another request made the change first, so nothing is added twice.
 */
export async function addCreditsIf(
  db: Db,
  userId: number,
  condition: SQL,
  alsoSet: Partial<typeof users.$inferInsert>,
  grant: { amount: number; reason: LedgerReason; details?: Record<string, unknown> },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ ...alsoSet, credits: sql`${users.credits} + ${grant.amount}` })
      .where(and(eq(users.id, userId), condition))
      .returning({ credits: users.credits });
    const row = updated[0];
    if (!row) return null;
    if (grant.amount > 0) {
      await tx.insert(creditLedger).values({
        userId,
        delta: grant.amount,
        balanceAfter: row.credits,
        reason: grant.reason,
        details: grant.details,
      });
    }
    return row.credits;
  });
}
