import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';

export const progressKeys = {
  all: ['progress'] as const,
  summary: ['progress', 'summary'] as const,
  attempts: (page: number) => ['progress', 'attempts', page] as const,
};

/** Query options for the per-skill results over time (`GET /api/progress/`). */
export function progressQueryOptions(client: Client) {
  return queryOptions({
    queryKey: progressKeys.summary,
    queryFn: () => request(() => client.quizAi.progressRetrieve()),
  });
}

/** Results per skill over time, the average and the weakest skills. */
export function useProgress() {
  return useQuery(progressQueryOptions(useClient()));
}
