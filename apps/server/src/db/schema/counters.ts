import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * How many raw texts each user has, kept exact by statement-level triggers on raw_texts (see the
 * migration 0001), so a list page reads one row instead of counting the user's whole library.
 */
export const rawTextCounts = pgTable('raw_text_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  /**
   * Bumped by the same triggers whenever a text joins or leaves the user's library: a remembered page
   * anchor is good only while the version it was read at is current (see lib/page-anchors.ts).
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
