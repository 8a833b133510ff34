import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { diagramKeys } from './keys.js';

/** Query options for one diagram. */
export function diagramQueryOptions(client: Client, id: number) {
  return queryOptions({
    queryKey: diagramKeys.detail(id),
    queryFn: () => request(() => client.diagrams.diagramsRetrieve({ id })),
  });
}

/** One diagram (`null` id: a new diagram, nothing to load). */
export function useDiagram(id: number | null) {
  const client = useClient();
  return useQuery({ ...diagramQueryOptions(client, id ?? 0), enabled: id !== null });
}
