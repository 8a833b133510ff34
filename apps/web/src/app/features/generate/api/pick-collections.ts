import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Collections to pick material from: the newest 100, names and ids only matter here. */
export function pickCollectionsQueryOptions(client: Client) {
  return queryOptions({
    queryKey: ['collections', 'list', 'picker'] as const,
    queryFn: () => request(() => client.collections.collectionsList({ pageSize: '100' })),
  });
}

/** Collections for the material picker; fetched only when that part of the picker is open. */
export function usePickCollections(enabled: boolean) {
  return useQuery({ ...pickCollectionsQueryOptions(useClient()), enabled });
}
