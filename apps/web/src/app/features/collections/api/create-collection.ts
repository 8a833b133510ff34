import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionKeys } from './keys.js';

/** Creates a collection, then refreshes the lists. */
export function useCreateCollection() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionBody) => request(() => client.collections.collectionsCreate({ body })),
    onSuccess: (created) => {
      queryClient.setQueryData(collectionKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: collectionKeys.lists });
    },
  });
}
