import type { AiGeneratedTopic } from '@quizwise/contract';
import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The last AI topic note each user drafted per topic: asking for the same topic again within a day
 * returns it without another charge (the route is a GET, so a repeat is not a new purchase).
 */
export const topicNoteDrafts = pgTable(
  'topic_note_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The topic as asked, trimmed, lower-cased and with runs of spaces made one. */
    topicKey: varchar('topic_key', { length: 255 }).notNull(),
    note: jsonb('note').$type<AiGeneratedTopic>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('topic_note_drafts_user_topic_idx').on(t.userId, t.topicKey)],
);
