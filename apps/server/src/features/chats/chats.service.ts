import type { Chat, ChatCreateBody, ChatListItem, ChatMessage, ChatUpdateBody } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import {
  countChats,
  countMessages,
  deleteChat,
  findChat,
  insertChat,
  listChats,
  listMessages,
  ownedIds,
  updateChat,
} from './chats.repository.js';
import { presentChat, presentMessage } from './chats.presenter.js';

function unique(ids: number[] | undefined): number[] {
  return [...new Set(ids ?? [])];
}

/**
 * Starts a chat over a collection and/or chosen raw texts and notes (none: all the caller's
 * material). Every id must be the caller's; any other is a 404, as if it did not exist.
 */
export async function createChat(db: Db, userId: number, body: ChatCreateBody): Promise<Chat> {
  const rawTextIds = unique(body.raw_text_ids);
  const studyNoteIds = unique(body.study_note_ids);
  const collectionId = body.collection_id ?? null;
  const [raw, notes, collection] = await Promise.all([
    ownedIds(db, 'raw_texts', userId, rawTextIds),
    ownedIds(db, 'study_notes', userId, studyNoteIds),
    ownedIds(db, 'collections', userId, collectionId === null ? [] : [collectionId]),
  ]);
  if (
    raw.length !== rawTextIds.length ||
    notes.length !== studyNoteIds.length ||
    (collectionId !== null && collection.length === 0)
  )
    throw errors.notFound();
  const row = await insertChat(db, {
    userId,
    name: body.name?.trim() || null,
    mode: body.mode ?? 'answer',
    collectionId,
    scope: { raw_text_ids: rawTextIds, study_note_ids: studyNoteIds },
  });
  return presentChat(row);
}

export async function getChat(db: Db, userId: number, id: number): Promise<Chat> {
  const row = await findChat(db, userId, id);
  if (!row) throw errors.notFound();
  return presentChat(row);
}

/** Renames a chat (a blank name clears it) or switches its mode. */
export async function changeChat(db: Db, userId: number, id: number, body: ChatUpdateBody): Promise<Chat> {
  const values: { name?: string | null; mode?: string } = {};
  if (body.name !== undefined) values.name = body.name?.trim() || null;
  if (body.mode !== undefined) values.mode = body.mode;
  const row =
    Object.keys(values).length > 0
      ? await updateChat(db, userId, id, values)
      : await findChat(db, userId, id);
  if (!row) throw errors.notFound();
  return presentChat(row);
}

/** One page of the caller's chats. */
export async function listOwnChats(db: Db, userId: number, page: PageRequest): Promise<Page<ChatListItem>> {
  return countedPage(
    page,
    () => countChats(db, userId),
    async (limit, offset) =>
      (await listChats(db, userId, limit, offset)).map((row) => ({
        id: row.id,
        user: row.userId,
        name: row.name,
      })),
  );
}

export async function removeChat(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteChat(db, userId, id))) throw errors.notFound();
}

/** One page of a chat's messages, oldest first; another user's chat is a 404. */
export async function chatMessagesPage(
  db: Db,
  userId: number,
  chatId: number,
  page: PageRequest,
): Promise<Page<ChatMessage>> {
  const chat = await findChat(db, userId, chatId);
  if (!chat) throw errors.notFound();
  return countedPage(
    page,
    () => countMessages(db, chat.id),
    async (limit, offset) => (await listMessages(db, chat.id, limit, offset)).map(presentMessage),
  );
}
