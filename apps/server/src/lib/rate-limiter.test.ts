// Database rate-limit counters: on the embedded database (one process) a peek answers from what this
// process counted; with other processes (PostgreSQL) it always reads the database.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema/index.js';
import { testDatabase } from '../test/test-app.js';
import { createDbRateLimiter } from './rate-limiter.js';

describe('database rate limiter', () => {
  it('counts hits across limiters on one database and peeks without counting', async () => {
    const { db } = await testDatabase();
    const key = `test:${randomUUID()}`;
    const first = createDbRateLimiter(db, { onlyProcess: true });
    const second = createDbRateLimiter(db, { onlyProcess: true });
    expect((await first.peek(key, 600)).count).toBe(0);
    await first.hit(key, 600);
    expect((await second.hit(key, 600)).count).toBe(2);
    expect((await first.peek(key, 600)).count).toBe(2);
    expect((await second.peek(key, 600)).count).toBe(2);
  });

  it('peeks from memory only when no other process can count (the embedded database)', async () => {
    const { db } = await testDatabase();
    const key = `test:${randomUUID()}`;
    const only = createDbRateLimiter(db, { onlyProcess: true });
    const shared = createDbRateLimiter(db);
    await only.hit(key, 600);
    // Another process counting, as seen from here: the row changes behind this process's back.
    await db.update(rateLimitCounters).set({ count: 7 }).where(eq(rateLimitCounters.key, key));
    expect((await shared.peek(key, 600)).count).toBe(7);
    expect((await only.peek(key, 600)).count).toBe(1);
  });
});
