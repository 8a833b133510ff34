// Expired sessions leave the database: at start, then on a schedule (PGlite by default, PostgreSQL
// with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { buildTestApp, signUp } from '../../test/test-app.js';
import { purgeExpiredSessionsOnSchedule } from './session-purge.js';
import { createSession, deleteExpiredSessions, hashToken } from './sessions.repository.js';

describe('expired sessions are purged', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** Which of these tokens still have a row. */
  async function stored(tokens: string[]): Promise<string[]> {
    const rows = await app.deps.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        inArray(
          sessions.tokenHash,
          tokens.map((t) => hashToken(t)),
        ),
      );
    const kept = new Set(rows.map((r) => r.tokenHash));
    return tokens.filter((t) => kept.has(hashToken(t)));
  }

  it('deletes expired rows when it starts and again on each pass, and keeps live ones', async () => {
    const { db } = app.deps.database;
    const { userId } = await signUp(app);
    const live = await createSession(db, userId, 60 * 60_000, {});
    const old = await createSession(db, userId, -60_000, {});
    const purged: number[] = [];
    const purge = await purgeExpiredSessionsOnSchedule(db, {
      intervalMs: 50,
      onPurged: (deleted) => purged.push(deleted),
      onError: (error) => {
        throw error;
      },
    });
    try {
      // Already gone when the start-up pass returns.
      expect(await stored([live.token, old.token])).toEqual([live.token]);
      const later = await createSession(db, userId, -1_000, {});
      const deadline = Date.now() + 10_000;
      while ((await stored([later.token])).length > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await stored([live.token, later.token])).toEqual([live.token]);
      expect(purged.length).toBeGreaterThanOrEqual(2);
    } finally {
      await purge.stop();
    }
  });

  it('deletes a backlog larger than one batch', async () => {
    const { db } = app.deps.database;
    const { userId } = await signUp(app);
    const expired = await Promise.all(
      Array.from({ length: 7 }, () => createSession(db, userId, -60_000, {})),
    );
    expect(await deleteExpiredSessions(db, 3)).toBeGreaterThanOrEqual(7);
    expect(await stored(expired.map((s) => s.token))).toEqual([]);
  });
});
