import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { collections } from './collections.js';

/**
 * One spaced-review card and its FSRS memory state (the columns of ts-fsrs's `Card`). A card made by
 * the engine keeps `source_key`, stable for the same idea in the same material, so a rebuild updates it
 * instead of adding a second one. Deleting sets `deleted_at` (a tombstone), so a rebuild never brings it back.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** raw_text, study_note, diagram, quiz, or own (written by the user). */
    sourceKind: varchar('source_kind', { length: 16 }).notNull(),
    /** The material's id; no foreign key, as it points into one of four tables. Null for own cards. */
    sourceId: integer('source_id'),
    sourceKey: varchar('source_key', { length: 400 }),
    /** Own cards may be filed under a collection; engine cards belong to it through their source. */
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
    concept: varchar('concept', { length: 200 }).notNull().default(''),
    passage: text('passage').notNull().default(''),
    suspended: boolean('suspended').notNull().default(false),
    userCreated: boolean('user_created').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    due: timestamp('due', { withTimezone: true, mode: 'date' }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The due queue: the owner's live cards, oldest due first.
    index('review_cards_user_due_idx')
      .on(t.userId, t.due)
      .where(sql`${t.deletedAt} is null and not ${t.suspended}`),
    index('review_cards_user_source_idx').on(t.userId, t.sourceKind, t.sourceId),
    uniqueIndex('review_cards_source_key_idx').on(t.userId, t.sourceKind, t.sourceId, t.sourceKey),
  ],
);

/** Every grading of a card (ts-fsrs `ReviewLog`), from the review screen or from a practised quiz. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ts-fsrs `Rating`: 1 again, 2 hard, 3 good, 4 easy. */
    rating: smallint('rating').notNull(),
    /** The card's state before this review. */
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true, mode: 'date' }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    review: timestamp('review', { withTimezone: true, mode: 'date' }).notNull(),
    /** review (the review screen) or practice (a graded quiz attempt). */
    origin: varchar('origin', { length: 16 }).notNull(),
  },
  (t) => [
    index('review_logs_card_idx').on(t.cardId),
    index('review_logs_user_review_idx').on(t.userId, t.review),
  ],
);
