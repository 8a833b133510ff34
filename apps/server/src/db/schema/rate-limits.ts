import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every server process (used when REDIS_URL is not set). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 300 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
