import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type StoredPlan = 'professional_trial' | 'free' | 'professional';

/** Sets the plan; the trial end is cleared because a plan someone chose replaces the trial. */
export async function updatePlan(
  db: Db,
  userId: number,
  plan: StoredPlan,
  renewsAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ plan, planRenewsAt: renewsAt, trialEndsAt: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
