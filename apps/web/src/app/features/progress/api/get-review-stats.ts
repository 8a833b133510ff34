import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';

/** Under the review root key, so grading or building cards refreshes the forecast too. */
export const reviewStatsKey = ['review', 'stats'] as const;

/** Query options for spaced-review progress (`GET /api/review/stats/`). */
export function reviewStatsQueryOptions(client: Client) {
  return queryOptions({
    queryKey: reviewStatsKey,
    queryFn: () => request(() => client.review.reviewStats()),
  });
}

export function useReviewStats() {
  return useQuery(reviewStatsQueryOptions(useClient()));
}
