import type { RouteObject } from 'react-router';
import { prefetch } from '../../lib/prefetch.js';
import { paths } from '../../paths.js';
import { creditsQueryOptions } from './api/get-credits.js';

export const routes: RouteObject[] = [
  {
    path: paths.credits.path,
    loader: prefetch((client) => creditsQueryOptions(client)),
    lazy: async () => ({ Component: (await import('./credits-page.js')).CreditsPage }),
  },
];
