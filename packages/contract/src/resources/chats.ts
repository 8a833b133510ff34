import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import {
  ErrorDetail,
  Id,
  IdParams,
  isoDateTime,
  PageQuery,
  paginated,
  PaymentRequired,
  userErrors,
  ValidationErrorBody,
} from '../lib/common.js';
import { NAME_MAX_LENGTH } from '../lib/limits.js';

/** Longest message a user may send to a chat. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** `answer`: grounded answers with citations; `study_buddy`: hints that never give a quiz's answers away. */
export const CHAT_MODES = ['answer', 'study_buddy'] as const;
export const ChatMode = z.enum(CHAT_MODES);
export type ChatMode = z.infer<typeof ChatMode>;

export const ChatListItem = z.object({
  id: z.number().int(),
  user: z.number().int(),
  name: z.string().nullable(),
});
export type ChatListItem = z.infer<typeof ChatListItem>;

/** A chat and the material it is grounded in (no collection and no items: all the owner's material). */
export const Chat = ChatListItem.extend({
  mode: ChatMode,
  collection_id: z.number().int().nullable(),
  raw_text_ids: z.array(z.number().int()),
  study_note_ids: z.array(z.number().int()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Chat = z.infer<typeof Chat>;

const idList = z.array(Id).max(100);
const chatName = z.string().trim().max(NAME_MAX_LENGTH);

export const ChatCreateBody = z
  .object({
    name: chatName.nullish(),
    mode: ChatMode.default('answer'),
    collection_id: Id.nullish(),
    raw_text_ids: idList.optional(),
    study_note_ids: idList.optional(),
  })
  .strict();
export type ChatCreateBody = z.input<typeof ChatCreateBody>;

export const ChatUpdateBody = z.object({ name: chatName.nullish(), mode: ChatMode.optional() }).strict();
export type ChatUpdateBody = z.input<typeof ChatUpdateBody>;

/** A passage an answer quotes: `n` is the number the answer cites as "[n]". */
export const ChatCitation = z.object({
  n: z.number().int(),
  passage_id: z.string(),
  doc_id: z.union([z.string(), z.number()]),
  doc_title: z.string(),
  quote: z.string(),
});
export type ChatCitation = z.infer<typeof ChatCitation>;

export const ChatMessage = z.object({
  id: z.number().int(),
  chat: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(ChatCitation),
  /** True when the answer stopped early (the reader left or the model failed mid-answer). */
  incomplete: z.boolean(),
  created_at: isoDateTime,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMessageBody = z
  .object({ content: z.string().trim().min(1, 'This field may not be blank.').max(CHAT_MESSAGE_MAX_LENGTH) })
  .strict();
export type ChatMessageBody = z.input<typeof ChatMessageBody>;

/**
 * The server-sent events of `POST /api/chats/{id}/messages/`, in order: `start` (the stored user
 * message), any number of `token`, then `citations` and `done` — or `error` when the answer failed
 * part-way. Each event's `data` is one JSON object.
 */
export const ChatStreamEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('start'), data: z.object({ user_message: ChatMessage }) }),
  z.object({ event: z.literal('token'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('citations'), data: z.object({ citations: z.array(ChatCitation) }) }),
  z.object({
    event: z.literal('done'),
    data: z.object({ message: ChatMessage, covered: z.boolean(), credits_used: z.number().int() }),
  }),
  z.object({
    event: z.literal('error'),
    data: z.object({ detail: z.string(), message: ChatMessage.nullable() }),
  }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEvent>;

export const chatRoutes = {
  chatsList: defineRoute({
    operationId: 'chatsList',
    method: 'GET',
    path: '/api/chats/',
    tag: 'Chats',
    summary: "The caller's chats, newest first (paginated)",
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(ChatListItem), ...userErrors },
  }),
  chatsCreate: defineRoute({
    operationId: 'chatsCreate',
    method: 'POST',
    path: '/api/chats/create/',
    tag: 'Chats',
    summary: "Start a chat over a collection, chosen raw texts and notes, or all the caller's material",
    access: 'user',
    body: ChatCreateBody,
    responses: { 201: Chat, ...userErrors },
  }),
  chatsRetrieve: defineRoute({
    operationId: 'chatsRetrieve',
    method: 'GET',
    path: '/api/chats/{id}/',
    tag: 'Chats',
    summary: 'One chat',
    access: 'user',
    params: IdParams,
    responses: { 200: Chat, ...userErrors },
  }),
  chatsPartialUpdate: defineRoute({
    operationId: 'chatsPartialUpdate',
    method: 'PATCH',
    path: '/api/chats/{id}/update/',
    tag: 'Chats',
    summary: 'Rename a chat or switch its mode',
    access: 'user',
    params: IdParams,
    body: ChatUpdateBody,
    responses: { 200: Chat, ...userErrors },
  }),
  chatsDestroy: defineRoute({
    operationId: 'chatsDestroy',
    method: 'DELETE',
    path: '/api/chats/{id}/delete/',
    tag: 'Chats',
    summary: 'Delete a chat and its messages',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
  chatMessagesList: defineRoute({
    operationId: 'chatMessagesList',
    method: 'GET',
    path: '/api/chats/{id}/messages/',
    tag: 'Chats',
    summary: "A chat's messages, oldest first (paginated)",
    access: 'user',
    params: IdParams,
    query: PageQuery,
    responses: { 200: paginated(ChatMessage), ...userErrors },
  }),
  chatMessagesCreate: defineRoute({
    operationId: 'chatMessagesCreate',
    method: 'POST',
    path: '/api/chats/{id}/messages/',
    tag: 'Chats',
    summary:
      'Send a message; the grounded answer streams back as server-sent events (start, token…, citations, done | error)',
    access: 'user',
    params: IdParams,
    body: ChatMessageBody,
    responses: {
      200: z.string().describe('text/event-stream of ChatStreamEvent'),
      400: ValidationErrorBody,
      402: PaymentRequired,
      403: ErrorDetail,
      404: ErrorDetail,
      502: ErrorDetail,
      503: ErrorDetail,
    },
    responseKind: 'sse',
  }),
} as const;
