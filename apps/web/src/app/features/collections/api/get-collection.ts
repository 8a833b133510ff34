import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionKeys } from './keys.js';

/** Query options for one collection with its members. */
export function collectionQueryOptions(client: Client, id: number) {
  return queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: () => request(() => client.collections.collectionsRetrieve({ id })),
  });
}

/** One collection with its members' names. */
export function useCollection(id: number) {
  return useQuery(collectionQueryOptions(useClient(), id));
}
