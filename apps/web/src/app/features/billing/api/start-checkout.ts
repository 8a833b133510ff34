import { useMutation } from '@tanstack/react-query';
import type { BillingProduct } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useAppServices } from '../../../lib/app-context.js';
import { useClient } from '../../../lib/client-context.js';

/** Starts a Stripe Checkout: the browser leaves for Stripe's payment page and comes back to Billing. */
export function useStartCheckout() {
  const client = useClient();
  const { leave } = useAppServices();
  return useMutation({
    mutationFn: (product: BillingProduct) =>
      request(() => client.billing.billingCheckout({ body: { product } })),
    onSuccess: ({ url }) => leave(url),
  });
}
