import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { progressKeys } from './get-progress.js';

/** Query options for one page of graded attempts, newest first. */
export function attemptsQueryOptions(client: Client, page: number) {
  return queryOptions({
    queryKey: progressKeys.attempts(page),
    queryFn: () =>
      request(() => client.quizAi.quizAttemptsList({ page: String(page), pageSize: String(PAGE_SIZE) })),
    placeholderData: keepPreviousData,
  });
}

/** Recent attempts (paginated). */
export function useAttempts(page: number) {
  return useQuery(attemptsQueryOptions(useClient(), page));
}
