import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, chats, collections, quizzes, rawTexts, studyNotes } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';

export type ChatListRow = { id: number; userId: number; name: string | null };
export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

export async function countChats(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(chats).where(eq(chats.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function listChats(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<ChatListRow[]> {
  return db
    .select({ id: chats.id, userId: chats.userId, name: chats.name })
    .from(chats)
    .where(eq(chats.userId, userId))
    .orderBy(...newestFirst(chats.createdAt, chats.id))
    .limit(limit)
    .offset(offset);
}

/** Deletes the owner's chat (its messages go with it, by cascade); false when it is not theirs. */
export async function deleteChat(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(chats)
    .where(and(eq(chats.id, id), eq(chats.userId, userId)))
    .returning({ id: chats.id });
  return rows.length > 0;
}

export async function insertChat(db: Db, values: typeof chats.$inferInsert): Promise<ChatRow> {
  const rows = await db.insert(chats).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('chat insert returned nothing');
  return row;
}

/** The owner's chat, or undefined (another user's chat is as missing as one that never existed). */
export async function findChat(db: Db, userId: number, id: number): Promise<ChatRow | undefined> {
  const rows = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, id), eq(chats.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function updateChat(
  db: Db,
  userId: number,
  id: number,
  values: { name?: string | null; mode?: string },
): Promise<ChatRow | undefined> {
  const rows = await db
    .update(chats)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(chats.id, id), eq(chats.userId, userId)))
    .returning();
  return rows[0];
}

export async function countMessages(db: Db, chatId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatId, chatId));
  return Number(rows[0]?.n ?? 0);
}

/** A chat's messages in the order they were written. */
export async function listMessages(
  db: Db,
  chatId: number,
  limit: number,
  offset: number,
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.id))
    .limit(limit)
    .offset(offset);
}

/** The last `n` messages, oldest first: the conversation a model sees. */
export async function recentMessages(db: Db, chatId: number, n: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(n);
  return rows.reverse();
}

/** Stores a message and marks the chat as just used (so a chat's `updated_at` is its last activity). */
export async function insertMessage(
  db: Db,
  values: typeof chatMessages.$inferInsert,
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(chatMessages).values(values).returning();
    const row = rows[0];
    if (!row) throw new Error('chat message insert returned nothing');
    await tx
      .update(chats)
      .set({ updatedAt: sql`now()` })
      .where(eq(chats.id, values.chatId));
    return row;
  });
}

export async function deleteMessage(db: Db, id: number): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
}

/** The owner's quizzes a study buddy guards: a collection's, or the newest 50. */
export async function quizzesForBuddy(
  db: Db,
  userId: number,
  collectionId: number | null,
): Promise<{ id: number; title: string; questionSets: unknown[] }[]> {
  return db
    .select({ id: quizzes.id, title: quizzes.title, questionSets: quizzes.questionSets })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, userId),
        collectionId !== null ? eq(quizzes.collectionId, collectionId) : undefined,
      ),
    )
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(50);
}

/** Which of `ids` are the owner's, for the given item table. */
export async function ownedIds(
  db: Db,
  table: 'raw_texts' | 'study_notes' | 'collections',
  userId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const t = { raw_texts: rawTexts, study_notes: studyNotes, collections }[table];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.id, ids)));
  return rows.map((row) => row.id);
}
