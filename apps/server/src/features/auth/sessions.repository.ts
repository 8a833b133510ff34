import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/index.js';
import type { CallerRow } from './users.repository.js';

/** Only the token's hash is stored: a leaked table does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 500),
    ip: meta.ip?.slice(0, 64),
  });
  return { token, expiresAt };
}

/**
 * The session lookup runs on every authenticated request, so it is a prepared statement built once
 * per database: Drizzle skips rebuilding the SQL and PostgreSQL skips parsing and planning it. The
 * expiry is checked against the database clock, so the statement has no time parameter. Nothing is
 * cached between requests: a deleted (logged-out, revoked) session stops working at once.
 */
const sessionUserStatement = preparedPerDatabase((db) =>
  db
    .select({
      // What a request needs of its caller (AuthUser): not the password hash or the sign-up source.
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        credits: users.credits,
        plan: users.plan,
        trialEndsAt: users.trialEndsAt,
        planRenewsAt: users.planRenewsAt,
        dateJoined: users.dateJoined,
        isStaff: users.isStaff,
        accountRole: users.accountRole,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user'),
);

/** The live session's user in one query, or undefined for an unknown, forged or expired token. */
export async function findSessionUser(db: Db, token: string): Promise<CallerRow | undefined> {
  const rows = await sessionUserStatement(db).execute({ tokenHash: hashToken(token) });
  return rows[0]?.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** How many expired sessions one purge statement deletes: a long backlog never holds the database for long. */
export const SESSION_PURGE_BATCH = 5_000;

/**
 * Deletes every session past its expiry (on the database clock, as the lookup does), a batch at a time
 * through the expiry index; returns how many.
 */
export async function deleteExpiredSessions(db: Db, batch = SESSION_PURGE_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .limit(batch);
    const rows = await db
      .delete(sessions)
      .where(inArray(sessions.tokenHash, expired))
      .returning({ tokenHash: sessions.tokenHash });
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}
