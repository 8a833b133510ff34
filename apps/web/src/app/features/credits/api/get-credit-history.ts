import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { creditKeys } from './keys.js';

/** Query options for one page of the credit ledger, newest first. */
export function creditHistoryQueryOptions(client: Client, page: number) {
  return queryOptions({
    queryKey: creditKeys.history(page),
    queryFn: () =>
      request(() => client.credits.creditsHistoryList({ page: String(page), pageSize: String(PAGE_SIZE) })),
    placeholderData: keepPreviousData,
  });
}

/** The credit ledger (paginated). */
export function useCreditHistory(page: number) {
  return useQuery(creditHistoryQueryOptions(useClient(), page));
}
