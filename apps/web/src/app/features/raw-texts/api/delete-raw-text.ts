import { useClient } from '../../../lib/client-context.js';
import { useOptimisticDelete } from '../../../lib/use-optimistic-delete.js';
import { rawTextKeys } from './keys.js';

/** Deletes a raw text, optimistically (it leaves the lists at once, and comes back on failure). */
export function useDeleteRawText() {
  const client = useClient();
  return useOptimisticDelete({
    listKey: rawTextKeys.lists,
    detailKey: rawTextKeys.detail,
    remove: (id) => client.rawTexts.rawTextsDestroy({ id }),
    noun: 'Raw text',
  });
}
