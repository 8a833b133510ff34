import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.credits.path,
    lazy: async () => ({ Component: (await import('./credits-page.js')).CreditsPage }),
  },
];
