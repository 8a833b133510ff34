import type { InputData } from '@quizwise/contract';
import type { AttemptAnalysis, AttemptResponse, QuestionSet } from './stored-shapes.js';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { collections } from './collections.js';

/** Built-in categories have no owner (user_id NULL) and are read-only. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_user_name_key').on(sql`coalesce(${t.userId}, 0)`, sql`lower(${t.name})`)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    categoryName: varchar('category_name', { length: 255 }).notNull().default(''),
    quizType: varchar('quiz_type', { length: 64 }).notNull().default(''),
    /** The question sets exactly as the contract's QuestionSet[] (validated before write). */
    questionSets: jsonb('question_sets').$type<QuestionSet[]>().notNull().default([]),
    totalQuestions: integer('total_questions').notNull().default(0),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    /**
     * The `result_hash` of the generated draft this quiz was saved from: the same generation asked for
     * again names this quiz instead of charging a second time. Null for a quiz written by hand.
     */
    resultHash: varchar('result_hash', { length: 64 }),
    /**
     * The material a generated quiz was made from (as the generator named it: text or the caller's items),
     * kept from its draft so a follow-up quiz on its weak skills draws on the whole material.
     */
    material: jsonb('material').$type<InputData>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_user_result_idx').on(t.userId, t.resultHash),
    index('quizzes_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('quizzes_collection_idx').on(t.collectionId),
    index('quizzes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Search reads exact and prefix name matches from a range of this index (lib/search-terms.ts).
    index('quizzes_user_title_prefix_idx').on(t.userId, sql`lower(${t.title}) text_pattern_ops`),
  ],
);

/** A graded attempt (process-quiz-results); per-skill rows make progress-over-time queries cheap. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    questionSets: jsonb('question_sets').$type<QuestionSet[]>().notNull(),
    responses: jsonb('responses').$type<AttemptResponse[]>().notNull(),
    result: jsonb('result').$type<AttemptAnalysis>().notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_attempts_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('quiz_attempts_quiz_idx').on(t.quizId),
  ],
);

export const quizAttemptSkills = pgTable(
  'quiz_attempt_skills',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: varchar('skill', { length: 200 }).notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempt_skills_user_skill_idx').on(t.userId, t.skill, t.createdAt)],
);
