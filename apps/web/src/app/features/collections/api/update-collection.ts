import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection, CollectionPatchBody } from '@quizwise/contract';
import { useToast } from '../../../components/toast.js';
import { isHandledGlobally, request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionKeys } from './keys.js';

const KINDS = ['raw_texts', 'study_notes', 'diagrams'] as const;

/** The collection as it will look after `body`: lists replaced, members kept in step. */
function applyPatch(collection: Collection, body: CollectionPatchBody): Collection {
  const next: Collection = {
    ...collection,
    name: body.name ?? collection.name,
    members: { ...collection.members },
  };
  for (const kind of KINDS) {
    const ids = body[kind];
    if (!ids) continue;
    next[kind] = ids;
    next.members[kind] = ids.map(
      (id) => collection.members[kind].find((member) => member.id === id) ?? { id, name: '…' },
    );
  }
  return next;
}

/**
 * Renames a collection or changes its members, optimistically: the page shows the change at once
 * and goes back to the old state (with a toast) if the server refuses.
 */
export function useUpdateCollection(id: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = collectionKeys.detail(id);
  return useMutation({
    mutationFn: (body: CollectionPatchBody) =>
      request(() => client.collections.collectionsPartialUpdate({ id, body })),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Collection>(key);
      if (previous) queryClient.setQueryData(key, applyPatch(previous, body));
      return previous;
    },
    onError: (error, _body, previous) => {
      if (previous) queryClient.setQueryData(key, previous);
      if (!isHandledGlobally(error)) toast('The collection could not be changed. Nothing was lost.', 'error');
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.lists }),
  });
}
