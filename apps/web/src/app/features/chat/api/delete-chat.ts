import { useClient } from '../../../lib/client-context.js';
import { useOptimisticDelete } from '../../../lib/use-optimistic-delete.js';
import { chatKeys } from './keys.js';

/** Deletes a chat and its messages, optimistically. */
export function useDeleteChat() {
  const client = useClient();
  return useOptimisticDelete({
    listKey: chatKeys.lists,
    detailKey: chatKeys.detail,
    remove: (id) => client.chats.chatsDestroy({ id }),
    noun: 'Chat',
  });
}
