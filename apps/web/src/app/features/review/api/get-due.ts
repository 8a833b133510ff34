import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionParam, reviewKeys, type ReviewScope } from './keys.js';

/** Query options for the due queue of a scope (`GET /api/review/due/`). */
export function dueQueryOptions(client: Client, scope: ReviewScope) {
  return queryOptions({
    queryKey: reviewKeys.due(scope),
    queryFn: () => request(() => client.review.reviewDue({ ...collectionParam(scope), limit: '50' })),
    // A session works through the cards it started with; grading must not reshuffle them underneath.
    staleTime: Infinity,
  });
}

export function useDue(scope: ReviewScope) {
  return useQuery(dueQueryOptions(useClient(), scope));
}
