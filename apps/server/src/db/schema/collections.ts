import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { rawTexts } from './raw-texts.js';
import { studyNotes } from './study-notes.js';
import { diagrams } from './diagrams.js';

export const collections = pgTable(
  'collections',
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
    index('collections_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('collections_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search reads exact and prefix name matches from a range of this index (lib/search-terms.ts).
    index('collections_user_name_prefix_idx').on(t.userId, sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const collectionRawTexts = pgTable(
  'collection_raw_texts',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    rawTextId: integer('raw_text_id')
      .notNull()
      .references(() => rawTexts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.rawTextId] }),
    index('collection_raw_texts_item_idx').on(t.rawTextId),
  ],
);

export const collectionStudyNotes = pgTable(
  'collection_study_notes',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    studyNoteId: integer('study_note_id')
      .notNull()
      .references(() => studyNotes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.studyNoteId] }),
    index('collection_study_notes_item_idx').on(t.studyNoteId),
  ],
);

export const collectionDiagrams = pgTable(
  'collection_diagrams',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    diagramId: integer('diagram_id')
      .notNull()
      .references(() => diagrams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.diagramId] }),
    index('collection_diagrams_item_idx').on(t.diagramId),
  ],
);
