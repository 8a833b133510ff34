import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanState } from '@quizwise/contract';
import { request } from '../lib/api-error.js';
import type { Client } from '../lib/client.js';
import { useClient } from '../lib/client-context.js';
import { accountKeys } from './get-me.js';

/** Under the account key, so `invalidateBalance()` refreshes the plan with the balance. */
export const planKey = [...accountKeys.all, 'plan'] as const;

/** Query options for the caller's plan (`GET /api/user/plan/`). */
export function planQueryOptions(client: Client) {
  return queryOptions({
    queryKey: planKey,
    queryFn: (): Promise<PlanState> => request(() => client.plans.planRetrieve()),
    staleTime: 60_000,
  });
}

/** The plan: name, trial days left, monthly allowance, next renewal, one-time notice. */
export function usePlan() {
  return useQuery(planQueryOptions(useClient()));
}

/** Dismisses the one-time plan notice ("your trial ended"); it is not shown again anywhere. */
export function useDismissPlanNotice() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(() => client.plans.planNoticeDismiss()),
    onSuccess: (plan) => queryClient.setQueryData(planKey, plan),
  });
}

/**
 * When the next credits arrive, in a sentence, or null when no allowance is scheduled:
 * "Your Free plan adds 30 credits on 3 Dec 2026." / "On 3 Dec 2026 your trial ends and Free's 30
 * monthly credits begin."
 */
export function nextAllowanceSentence(plan: PlanState, formatDate: (iso: string) => string): string | null {
  if (!plan.renews_at || plan.monthly_credits <= 0) return null;
  const when = formatDate(plan.renews_at);
  if (plan.is_trial) {
    return `On ${when} your trial ends and Free’s ${plan.monthly_credits} monthly credits begin.`;
  }
  return `Your ${plan.name} plan adds ${plan.monthly_credits} credits on ${when}.`;
}
