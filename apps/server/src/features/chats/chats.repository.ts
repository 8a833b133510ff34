import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chats } from '../../db/schema/index.js';
import { newestFirst } from '../../lib/newest-first.js';

export type ChatListRow = { id: number; userId: number; name: string | null };

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
