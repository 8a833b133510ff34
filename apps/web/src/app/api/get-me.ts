import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@quizwise/contract';
import { request } from '../lib/api-error.js';
import type { Client } from '../lib/client.js';
import { useClient } from '../lib/client-context.js';

/**
 * The account key: the balance shown in the shell lives here, so anything that spends credits calls
 * `invalidateBalance()` afterwards and the shell updates.
 */
export const accountKeys = {
  all: ['account'] as const,
  me: ['account', 'me'] as const,
};

/** Query options for the signed-in user (`GET /api/auth/me/`). */
export function meQueryOptions(client: Client) {
  return queryOptions({
    queryKey: accountKeys.me,
    queryFn: (): Promise<User> => request(() => client.auth.authMe()),
    staleTime: 60_000,
  });
}

/** The signed-in user (name, credits, plan, trial end). */
export function useMe() {
  return useQuery(meQueryOptions(useClient()));
}

/** Refreshes every account query (balance, ledger): call after any AI call or a 402. */
export function invalidateBalance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

/** Whole days left in the trial (at least 0), or null when the user is not on a trial. */
export function trialDaysLeft(user: User, now = Date.now()): number | null {
  if (user.plan !== 'professional_trial' || !user.trial_ends_at) return null;
  const ms = new Date(user.trial_ends_at).getTime() - now;
  return Math.max(0, Math.ceil(ms / 86_400_000));
}
