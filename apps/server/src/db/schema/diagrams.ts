import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type StoredRectangle = { x: number; y: number; width: number; height: number; label: string };

/** Images live in the blob store; the row keeps only their keys. */
export const diagrams = pgTable(
  'diagrams',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    imageKey: varchar('image_key', { length: 200 }),
    labeledImageKey: varchar('labeled_image_key', { length: 200 }),
    rectanglesData: jsonb('rectangles_data').$type<StoredRectangle[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('diagrams_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('diagrams_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search reads exact and prefix name matches from a range of this index (lib/search-terms.ts).
    index('diagrams_user_name_prefix_idx').on(t.userId, sql`lower(${t.name}) text_pattern_ops`),
  ],
);
