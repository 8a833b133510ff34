import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.review.path,
    lazy: async () => ({ Component: (await import('./review-page.js')).ReviewPage }),
  },
  {
    path: paths.reviewCards.path,
    lazy: async () => ({ Component: (await import('./cards-page.js')).CardsPage }),
  },
];
