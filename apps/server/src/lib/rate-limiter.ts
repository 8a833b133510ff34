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

/** Counts this process knows for each key's current window: shared by every limiter on one database. */
const knownCounts = new WeakMap<Db, Map<string, { windowStart: number; count: number; expiresAt: number }>>();

/**
 * Counters in the database. `onlyProcess`: no other process can write them (the embedded database,
 * locked to this process), so a count read or written once in a window is kept here and a peek
 * answers from memory: a class arriving at once saves a query per join and per start. Counts still
 * reach the database on every hit, so a restart keeps them.
 */
export function createDbRateLimiter(db: Db, options: { onlyProcess?: boolean } = {}): RateLimiter {
  let hits = 0;
  let known: Map<string, { windowStart: number; count: number; expiresAt: number }> | undefined;
  if (options.onlyProcess) {
    known = knownCounts.get(db) ?? new Map();
    knownCounts.set(db, known);
  }
  const remember = (key: string, windowStart: number, windowSeconds: number, count: number) => {
    const cached = known?.get(key);
    // A read that started before a hit finished must not lower the count the hit left.
    if (cached && cached.windowStart === windowStart && cached.count >= count) return;
    known?.set(key, { windowStart, count, expiresAt: windowStart + windowSeconds * 1000 });
  };
  return {
    async hit(key, windowSeconds) {
      const { start, retryAfter } = windowOf(windowSeconds);
      const rows = await counterStatements(db).hit.execute({
        key,
        windowStart: new Date(start),
        expiresAt: new Date(start + windowSeconds * 1000),
      });
      const count = rows[0]?.count ?? 1;
      remember(key, start, windowSeconds, count);
      // Old windows are swept now and then rather than on every request.
      if (++hits % 200 === 0) {
        const now = Date.now();
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(now)));
        for (const [name, entry] of known ?? []) if (entry.expiresAt < now) known?.delete(name);
      }
      return { count, retryAfter };
    },
    async peek(key, windowSeconds) {
      const { start, retryAfter } = windowOf(windowSeconds);
      const cached = known?.get(key);
      if (cached && cached.windowStart === start) return { count: cached.count, retryAfter };
      // A placeholder in a condition skips Drizzle's Date mapping, so the time goes as ISO text.
      const rows = await counterStatements(db).peek.execute({
        key,
        windowStart: new Date(start).toISOString(),
      });
      const count = rows[0]?.count ?? 0;
      remember(key, start, windowSeconds, count);
      return { count, retryAfter };
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
