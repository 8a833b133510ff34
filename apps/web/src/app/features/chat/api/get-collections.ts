import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { chatKeys } from './keys.js';

/** The caller's newest 100 collections, to ground a new chat in one. */
export function useCollectionChoices(enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: chatKeys.collections,
    queryFn: () =>
      request(async () =>
        (
          await client.collections.collectionsList({ page: '1', pageSize: String(MAX_PAGE_SIZE) })
        ).results.map(({ id, name }) => ({ id, name })),
      ),
    enabled,
  });
}
