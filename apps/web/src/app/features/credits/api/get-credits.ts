import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { creditKeys } from './keys.js';

/** Query options for the balance (`GET /api/user/credits/`). */
export function creditsQueryOptions(client: Client) {
  return queryOptions({
    queryKey: creditKeys.balance,
    queryFn: () => request(() => client.credits.creditsRetrieve()),
  });
}

/** The credit balance. */
export function useCredits() {
  return useQuery(creditsQueryOptions(useClient()));
}
