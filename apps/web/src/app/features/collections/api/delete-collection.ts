import { useClient } from '../../../lib/client-context.js';
import { useOptimisticDelete } from '../../../lib/use-optimistic-delete.js';
import { collectionKeys } from './keys.js';

/** Deletes a collection, optimistically (its members and quizzes stay). */
export function useDeleteCollection() {
  const client = useClient();
  return useOptimisticDelete({
    listKey: collectionKeys.lists,
    detailKey: collectionKeys.detail,
    remove: (id) => client.collections.collectionsDestroy({ id }),
    noun: 'Collection',
  });
}
