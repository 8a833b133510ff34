import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@quizwise/contract';
import { ApiError, request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { billingKeys } from './keys.js';

/** Billing as the app uses it: the overview, or `{enabled: false}` when this server takes no payments. */
export type Billing = BillingOverview | { enabled: false };

/** Query options for `GET /api/billing/`; its 404 (no Stripe key on the server) means "no billing". */
export function billingQueryOptions(client: Client) {
  return queryOptions({
    queryKey: billingKeys.overview,
    queryFn: async (): Promise<Billing> => {
      try {
        return await request(() => client.billing.billingRetrieve());
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'not-found') return { enabled: false };
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

/** The caller's plan, the Professional price and the credit packs, or `{enabled: false}`. */
export function useBilling() {
  return useQuery(billingQueryOptions(useClient()));
}
