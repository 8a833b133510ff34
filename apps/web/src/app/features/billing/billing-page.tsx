import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys, useMe } from '../../api/get-me.js';
import { PageHeader } from '../../components/page-header.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { useBilling } from './api/get-billing.js';
import { BillingActions } from './components/billing-actions.js';
import './billing.css';

const PLAN_NAMES = {
  professional_trial: 'Professional trial',
  free: 'Free',
  professional: 'Professional',
} as const;

/** What Stripe's return to the app means; the webhook, not this page, changes the plan and credits. */
function CheckoutNotice({ outcome }: { outcome: string | null }) {
  if (outcome === 'success')
    return (
      <div className="card card-pad billing-notice" role="status">
        <strong>Thank you, your payment went through.</strong> Stripe confirms it to Quizwise within a few
        moments; your plan and credits update here and on the <Link to={paths.credits.href()}>Credits</Link>{' '}
        page as soon as it does.
      </div>
    );
  if (outcome === 'cancelled')
    return (
      <div className="card card-pad billing-notice" role="status">
        Checkout was cancelled. Nothing was charged.
      </div>
    );
  return null;
}

/** Plan and payments: the current plan and everything BillingActions offers. */
export function BillingPage() {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  const billing = useBilling();
  const me = useMe();
  const queryClient = useQueryClient();

  // Back from Stripe: the plan or balance may change any moment, so read them afresh.
  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [outcome, queryClient]);

  return (
    <div className="page-narrow">
      <PageHeader title="Plan and payments" description="Upgrade, buy credits or manage your subscription." />
      <CheckoutNotice outcome={outcome} />
      {billing.isPending ? (
        <LoadingState />
      ) : billing.error ? (
        <ErrorState error={billing.error} onRetry={() => void billing.refetch()} />
      ) : !billing.data.enabled ? (
        <div className="card card-pad">
          <p className="muted">
            Payments are not switched on for this Quizwise. Whoever runs it can give you credits or a plan
            directly.
          </p>
        </div>
      ) : (
        <>
          <p className="billing-current">
            Your plan: <strong>{PLAN_NAMES[billing.data.plan]}</strong>
            {me.data ? <> · {me.data.credits} credits</> : null}
          </p>
          <BillingActions />
        </>
      )}
    </div>
  );
}
