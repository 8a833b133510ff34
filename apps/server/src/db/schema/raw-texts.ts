import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { tsvector } from './tsvector.js';

export const rawTexts = pgTable(
  'raw_texts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    content: text('content').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', left(coalesce(content, ''), 500000)), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The list query (user, newest first) walks this index; no separate user_id index on purpose (see bench).
    index('raw_texts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('raw_texts_search_idx').using('gin', t.searchVector),
    index('raw_texts_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search answers exact and prefix name matches from a range of this index (searchRawTexts): with a
    // common word the trigram index would recheck every name that holds it, of every user.
    index('raw_texts_user_name_prefix_idx').on(t.userId, sql`lower(${t.name}) text_pattern_ops`),
  ],
);
