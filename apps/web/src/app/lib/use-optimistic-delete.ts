import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '../components/toast.js';
import { isHandledGlobally, request } from './api-error.js';
import { removeFromLists, restore } from './optimistic.js';

interface OptimisticDelete {
  /** The lists to take the item out of at once (pages and searches). */
  listKey: QueryKey;
  /** Keys to drop after a successful delete (the item's detail). */
  detailKey: (id: number) => QueryKey;
  remove: (id: number) => Promise<void>;
  /** "Raw text" for "Raw text deleted". */
  noun: string;
}

/**
 * Deletes an item optimistically: it leaves every cached list at once, comes back if the server
 * refuses (with a toast saying so), and the lists are refetched either way.
 */
export function useOptimisticDelete({ listKey, detailKey, remove, noun }: OptimisticDelete) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => request(() => remove(id)),
    onMutate: (id) => removeFromLists(queryClient, listKey, id),
    onError: (error, _id, snapshot) => {
      restore(queryClient, snapshot);
      if (!isHandledGlobally(error)) toast(`${noun} could not be deleted. It is back in the list.`, 'error');
    },
    onSuccess: (_data, id) => {
      // Only queries no page is showing: removing one that the (still mounted) detail page observes
      // makes it refetch the item it just deleted, a 404. The mounted one is dropped when it unmounts.
      queryClient.removeQueries({ queryKey: detailKey(id), type: 'inactive' });
      toast(`${noun} deleted`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
