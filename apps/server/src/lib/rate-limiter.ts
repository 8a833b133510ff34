import { Redis } from 'ioredis';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { rateLimitCounters } from '../db/schema/index.js';

export interface RateLimitState {
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/**
 * Fixed-window counters kept outside the process (database or Redis), so a limit holds across any
 * number of server processes.
 */
export interface RateLimiter {
  /** Counts one event in the window and returns the count so far. */
  hit(key: string, windowSeconds: number): Promise<RateLimitState>;
  /** The count so far in the window, without counting. */
  peek(key: string, windowSeconds: number): Promise<RateLimitState>;
  close(): Promise<void>;
}

function windowOf(windowSeconds: number, now = Date.now()): { start: number; retryAfter: number } {
  const size = windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start, retryAfter: Math.max(1, Math.ceil((start + size - now) / 1000)) };
}

/** Counting and peeking run on every log-in and student join: prepared once per database. */
const counterStatements = preparedPerDatabase((db) => ({
  hit: db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('windowStart'),
      count: 1,
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
    .prepare('rate_limit_hit'),
  peek: db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, sql.placeholder('key')),
        eq(rateLimitCounters.windowStart, sql.placeholder('windowStart')),
      ),
    )
    .prepare('rate_limit_peek'),
}));

export function createDbRateLimiter(db: Db): RateLimiter {
  let hits = 0;
  return {
    async hit(key, windowSeconds) {
      const { start, retryAfter } = windowOf(windowSeconds);
      const rows = await counterStatements(db).hit.execute({
        key,
        windowStart: new Date(start),
        expiresAt: new Date(start + windowSeconds * 1000),
      });
      // Old windows are swept now and then rather than on every request.
      if (++hits % 200 === 0)
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date()));
      return { count: rows[0]?.count ?? 1, retryAfter };
    },
    async peek(key, windowSeconds) {
      const { start, retryAfter } = windowOf(windowSeconds);
      // A placeholder in a condition skips Drizzle's Date mapping, so the time goes as ISO text.
      const rows = await counterStatements(db).peek.execute({
        key,
        windowStart: new Date(start).toISOString(),
      });
      return { count: rows[0]?.count ?? 0, retryAfter };
    },
    async close() {},
  };
}

export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const keyFor = (key: string, start: number) => `qw:rl:${key}:${start}`;
  return {
    async hit(key, windowSeconds) {
      const { start, retryAfter } = windowOf(windowSeconds);
      const redisKey = keyFor(key, start);
      const [[, count]] = (await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds + 1)
        .exec()) as [[Error | null, number]];
      return { count, retryAfter };
    },
    async peek(key, windowSeconds) {
      const { start, retryAfter } = windowOf(windowSeconds);
      const value = await redis.get(keyFor(key, start));
      return { count: Number(value ?? 0), retryAfter };
    },
    async close() {
      await redis.quit();
    },
  };
}
