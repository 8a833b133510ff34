import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { teachingAssignments } from './teaching.js';

/**
 * A live game (issue 37): a hosted quiz (its `assignment_id`, whose attempts hold every student's
 * answers and marks) played question by question. The PIN is unique among games not finished; the
 * game's state lives in one server process while it runs (`features/live/`), which holds a lease on it
 * and keeps a snapshot here, so another process can pick the game up when that one dies.
 */
export const liveGames = pgTable(
  'live_games',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => teachingAssignments.id, { onDelete: 'cascade' }),
    pin: varchar('pin', { length: 8 }).notNull(),
    timerSeconds: integer('timer_seconds'),
    noScores: boolean('no_scores').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The server process holding the game's state, until `lease_until` (renewed while it lives). */
    owner: varchar('owner', { length: 32 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** The game's state (`GameSnapshot`), for another process to carry it on if the owner dies. */
    state: jsonb('state'),
  },
  (t) => [
    uniqueIndex('live_games_open_pin_key')
      .on(t.pin)
      .where(sql`${t.finishedAt} is null`),
    index('live_games_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
