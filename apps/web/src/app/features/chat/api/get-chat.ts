import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { chatKeys } from './keys.js';

/** One chat: its name, mode and scope. */
export function useChat(id: number) {
  const client = useClient();
  return useQuery({
    queryKey: chatKeys.detail(id),
    queryFn: () => request(() => client.chats.chatsRetrieve({ id })),
  });
}

/** A chat's messages, oldest first: the last 100 when there are more. */
export function useChatMessages(id: number) {
  const client = useClient();
  return useQuery({
    queryKey: chatKeys.messages(id),
    queryFn: () =>
      request(async () => {
        const size = String(MAX_PAGE_SIZE);
        const first = await client.chats.chatMessagesList({ id, page: '1', pageSize: size });
        const pages = Math.ceil(first.count / MAX_PAGE_SIZE);
        if (pages <= 1) return first.results;
        return (await client.chats.chatMessagesList({ id, page: String(pages), pageSize: size })).results;
      }),
  });
}
