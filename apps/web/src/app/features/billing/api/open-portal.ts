import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useAppServices } from '../../../lib/app-context.js';
import { useClient } from '../../../lib/client-context.js';

/** Opens Stripe's customer portal (cancel or change the subscription, card, invoices). */
export function useOpenPortal() {
  const client = useClient();
  const { leave } = useAppServices();
  return useMutation({
    mutationFn: () => request(() => client.billing.billingPortal()),
    onSuccess: ({ url }) => leave(url),
  });
}
