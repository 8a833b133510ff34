/**
 * The place for "Buy credits" and "Upgrade" (Stripe Checkout and the customer portal), filled in by
 * the billing work. Until billing is configured it renders nothing and `useBillingConfigured()` is
 * false, so callers tell the user who can add credits instead (a self-hosted install's operator).
 */
export function useBillingConfigured(): boolean {
  return false;
}

export interface BillingActionsProps {
  /** Why the actions are shown: out of credits (dialog) or on the credits page. */
  context: 'out-of-credits' | 'credits-page';
  /** Called when an action leaves the current screen (e.g. to close a dialog). */
  onNavigate?: () => void;
}

export function BillingActions(_props: BillingActionsProps) {
  return null;
}

/** What to say when there is no way to buy credits here. */
export const ASK_OPERATOR = 'Ask whoever runs this Quizwise to add credits.';
