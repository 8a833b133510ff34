import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { bookStartingCredits } from '../credits/charges.js';

export type UserRow = typeof users.$inferSelect;
/** The user columns a request's caller is made of (see AuthUser). */
export type CallerRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'name'
  | 'credits'
  | 'plan'
  | 'trialEndsAt'
  | 'planRenewsAt'
  | 'dateJoined'
  | 'isStaff'
  | 'accountRole'
>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/**
 * Inserts the user and, through features/credits, the ledger entry for its starting credits, in one
 * transaction; null when the e-mail is taken.
 */
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
    await bookStartingCredits(tx, user.id, values.credits);
    return user;
  });
}
