import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** The shipped subject catalogue (seeded on start from features/subjects/catalogue). */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    gradeLevel: varchar('grade_level', { length: 120 }).notNull().default(''),
    system: varchar('system', { length: 120 }).notNull().default(''),
    detail: text('detail').notNull().default(''),
  },
  (t) => [
    uniqueIndex('subjects_slug_key').on(t.slug),
    index('subjects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    content: text('content'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('topics_subject_name_key').on(t.subjectId, t.name)],
);
