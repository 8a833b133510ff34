/** Query keys of chats and their messages. */
export const chatKeys = {
  all: ['chats'] as const,
  lists: ['chats', 'list'] as const,
  detail: (id: number) => ['chats', 'detail', id] as const,
  messages: (id: number) => ['chats', 'messages', id] as const,
  collections: ['chats', 'collections'] as const,
};
