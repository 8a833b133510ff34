import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatCreateBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { chatKeys } from './keys.js';

/** Starts a chat, then refreshes the list. */
export function useCreateChat() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatCreateBody) => request(() => client.chats.chatsCreate({ body })),
    onSuccess: (created) => {
      queryClient.setQueryData(chatKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}
