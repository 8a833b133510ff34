import type { Db } from '../../db/client.js';
import { createSession, deleteSession } from './sessions.repository.js';

export interface BrowserSession {
  token: string;
  expiresAt: Date;
}

/** Ends a browser's session on the server (its token no longer signs anyone in, in any process). */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, token);
}

/**
 * Logging in, even as someone else in the same browser, replaces whatever session that browser had:
 * the old token is ended first, and a new one lives for `days`.
 */
export async function replaceSession(
  db: Db,
  previousToken: string | undefined,
  userId: number,
  meta: { days: number; userAgent?: string | undefined; ip?: string | undefined },
): Promise<BrowserSession> {
  await endSession(db, previousToken);
  return createSession(db, userId, meta.days * 24 * 60 * 60 * 1000, {
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
}
