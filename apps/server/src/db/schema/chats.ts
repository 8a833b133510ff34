import type { ChatCitation } from './stored-shapes.js';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { collections } from './collections.js';

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    /** Items the chat is grounded in when no collection is given: {raw_text_ids, study_note_ids}. */
    scope: jsonb('scope').$type<Record<string, number[]>>(),
    mode: varchar('mode', { length: 32 }).notNull().default('answer'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('chats_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);
