import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditLedger, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Inserts the user and the ledger entry for the starting credits; null when the e-mail is taken. */
export async function insertUserWithCredits(
  db: Db,
  values: typeof users.$inferInsert & { credits: number },
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.email })
      .returning();
    const user = inserted[0];
    if (!user) return null;
    await tx.insert(creditLedger).values({
      userId: user.id,
      delta: values.credits,
      balanceAfter: values.credits,
      reason: 'signup_bonus',
    });
    return user;
  });
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
  reason: string,
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
  reason: string,
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
