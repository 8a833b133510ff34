import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatUpdateBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { chatKeys } from './keys.js';

/** Renames a chat or switches its mode. */
export function useUpdateChat(id: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatUpdateBody) => request(() => client.chats.chatsPartialUpdate({ id, body })),
    onSuccess: (chat) => {
      queryClient.setQueryData(chatKeys.detail(id), chat);
      return queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}
