import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { subjects, topics } from './subjects.js';

export const studyNotes = pgTable(
  'study_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('study_notes_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('study_notes_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search reads exact and prefix name matches from a range of this index (lib/search-terms.ts).
    index('study_notes_user_name_prefix_idx').on(t.userId, sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/** Topics a user wrote themselves; `topic_user` in the API. */
export const userGeneratedTopics = pgTable(
  'user_generated_topics',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    subjectInfo: text('subject_info').notNull().default(''),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_generated_topics_user_idx').on(t.userId)],
);

export const studyNoteSubjects = pgTable(
  'study_note_subjects',
  {
    studyNoteId: integer('study_note_id')
      .notNull()
      .references(() => studyNotes.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studyNoteId, t.subjectId] })],
);

export const studyNoteTopics = pgTable(
  'study_note_topics',
  {
    studyNoteId: integer('study_note_id')
      .notNull()
      .references(() => studyNotes.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studyNoteId, t.topicId] })],
);

export const studyNoteUserTopics = pgTable(
  'study_note_user_topics',
  {
    studyNoteId: integer('study_note_id')
      .notNull()
      .references(() => studyNotes.id, { onDelete: 'cascade' }),
    userGeneratedTopicId: integer('user_generated_topic_id')
      .notNull()
      .references(() => userGeneratedTopics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studyNoteId, t.userGeneratedTopicId] })],
);
