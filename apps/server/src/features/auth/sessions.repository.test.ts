import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { buildTestApp, signUp } from '../../test/test-app.js';
import { createSession, findSessionUser, hashToken } from './sessions.repository.js';

describe('session lookup', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("finds a live session's user and nothing for an expired one", async () => {
    const { db } = app.deps.database;
    const { userId } = await signUp(app);
    const live = await createSession(db, userId, 60_000, {});
    expect((await findSessionUser(db, live.token))?.id).toBe(userId);

    const expired = await createSession(db, userId, -1_000, {});
    expect(await findSessionUser(db, expired.token)).toBeUndefined();
    expect(await findSessionUser(db, 'no-such-token')).toBeUndefined();
  });

  it('stops answering on the very next request once the session row is deleted (no caching)', async () => {
    const { db } = app.deps.database;
    const session = await signUp(app);
    const token = /sessionid=([^;]+)/.exec(session.cookie)?.[1] ?? '';
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me/', headers: { cookie: session.cookie } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);

    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me()).statusCode).toBe(403);
  });
});
