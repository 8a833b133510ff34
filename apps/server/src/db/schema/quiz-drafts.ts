import type { InputData } from '@quizwise/contract';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { QuestionSet } from './stored-shapes.js';
import { users } from './users.js';
import { categories } from './quizzes.js';
import { collections } from './collections.js';

/**
 * A generated quiz the user has paid for but not saved yet: stored the moment generation succeeds, so
 * closing the tab loses nothing. The editor autosaves into it; saving turns it into a quiz and deletes
 * it. Drafts expire (`expires_at`, 30 days after they were made) and are purged when drafts are listed.
 */
export const quizDrafts = pgTable(
  'quiz_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The question sets as the editor has them: possibly half-edited, so not held to the save rules. */
    questionSets: jsonb('question_sets').$type<QuestionSet[]>().notNull(),
    totalQuestions: integer('total_questions').notNull(),
    /** The material it was generated from, so "regenerate one question" draws on the same text. */
    material: jsonb('material').$type<InputData>(),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    /** The generator's warnings (e.g. fewer questions than asked), shown above the editor. */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /**
     * SHA-256 of the generated question sets: the same result asked for again is this draft, given
     * back without a second charge.
     */
    resultHash: varchar('result_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('quiz_drafts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('quiz_drafts_expires_idx').on(t.expiresAt),
    index('quiz_drafts_user_result_idx').on(t.userId, t.resultHash),
  ],
);
