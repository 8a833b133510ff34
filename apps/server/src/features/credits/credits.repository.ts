import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditLedger, users } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';

export type LedgerRow = { id: number; delta: number; balanceAfter: number; reason: string; createdAt: Date };

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
