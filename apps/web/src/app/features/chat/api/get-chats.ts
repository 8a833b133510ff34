import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { chatKeys } from './keys.js';

/** The caller's newest 100 chats. */
export function useChats() {
  const client = useClient();
  return useQuery({
    queryKey: chatKeys.lists,
    queryFn: () => request(() => client.chats.chatsList({ page: '1', pageSize: String(MAX_PAGE_SIZE) })),
  });
}
