import type { Chat, ChatCitation, ChatMessage, ChatMode } from '@quizwise/contract';
import type { ChatMessageRow, ChatRow } from './chats.repository.js';

/**
 * Appended to an assistant message that stopped early. The table has no status column, so the marker
 * travels with the text; the presenter turns it into `incomplete: true` and strips it.
 */
export const INTERRUPTED_MARKER = '\n\n[answer interrupted]';

export function presentChat(row: ChatRow): Chat {
  const scope = row.scope ?? {};
  return {
    id: row.id,
    user: row.userId,
    name: row.name,
    mode: (row.mode === 'study_buddy' ? 'study_buddy' : 'answer') satisfies ChatMode,
    collection_id: row.collectionId,
    raw_text_ids: scope.raw_text_ids ?? [],
    study_note_ids: scope.study_note_ids ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentMessage(row: ChatMessageRow): ChatMessage {
  const incomplete = row.role === 'assistant' && row.content.endsWith(INTERRUPTED_MARKER);
  return {
    id: row.id,
    chat: row.chatId,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: incomplete ? row.content.slice(0, -INTERRUPTED_MARKER.length) : row.content,
    citations: row.citations as ChatCitation[],
    incomplete,
    created_at: row.createdAt.toISOString(),
  };
}
