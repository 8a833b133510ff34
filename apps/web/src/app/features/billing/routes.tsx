import type { RouteObject } from 'react-router';
import { prefetch } from '../../lib/prefetch.js';
import { paths } from '../../paths.js';
import { billingQueryOptions } from './api/get-billing.js';

export const routes: RouteObject[] = [
  {
    path: paths.billing.path,
    loader: prefetch((client) => billingQueryOptions(client)),
    lazy: async () => ({ Component: (await import('./billing-page.js')).BillingPage }),
  },
];
