import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { reviewKeys } from './keys.js';

/** The caller's collections (first 100), to choose what to review. */
export function useReviewCollections() {
  const client = useClient();
  return useQuery({
    queryKey: reviewKeys.collections,
    queryFn: () => request(() => client.collections.collectionsList({ pageSize: '100' })),
  });
}
