import { useBilling } from '../features/billing/api/get-billing.js';
import { BillingActions as BillingOffer } from '../features/billing/components/billing-actions.js';

/**
 * "Buy credits" and "Upgrade" (Stripe Checkout and the customer portal) wherever credits run short.
 * `useBillingConfigured()` is false while this server takes no payments, so callers tell the user who
 * can add credits instead (a self-hosted install's operator).
 */
export function useBillingConfigured(): boolean {
  return useBilling().data?.enabled === true;
}

export interface BillingActionsProps {
  /** Why the actions are shown: out of credits (dialog) or on the credits page. */
  context: 'out-of-credits' | 'credits-page';
  /** Kept for callers that close a dialog on leaving; Stripe's redirect leaves the page anyway. */
  onNavigate?: () => void;
}

export function BillingActions({ context }: BillingActionsProps) {
  // Checkout and the portal leave the page for Stripe, so a dialog around this can stay open meanwhile.
  return <BillingOffer headingLevel={context === 'out-of-credits' ? 3 : 2} />;
}

/** What to say when there is no way to buy credits here. */
export const ASK_OPERATOR = 'Ask whoever runs this Quizwise to add credits.';
