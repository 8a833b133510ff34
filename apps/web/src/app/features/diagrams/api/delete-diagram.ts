import { useClient } from '../../../lib/client-context.js';
import { useOptimisticDelete } from '../../../lib/use-optimistic-delete.js';
import { diagramKeys } from './keys.js';

/** Deletes a diagram, optimistically. */
export function useDeleteDiagram() {
  const client = useClient();
  return useOptimisticDelete({
    listKey: diagramKeys.lists,
    detailKey: diagramKeys.detail,
    remove: (id) => client.diagrams.diagramsDestroy({ id }),
    noun: 'Diagram',
  });
}
