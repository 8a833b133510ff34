import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.collections.path,
    lazy: async () => ({ Component: (await import('./collections-page.js')).CollectionsPage }),
  },
  {
    path: paths.collection.path,
    lazy: async () => ({ Component: (await import('./collection-page.js')).CollectionPage }),
  },
];
