import type { RouteObject } from 'react-router';
import { idParam, prefetch } from '../../lib/prefetch.js';
import { paths } from '../../paths.js';
import { collectionQueryOptions } from './api/get-collection.js';

export const routes: RouteObject[] = [
  {
    path: paths.collections.path,
    lazy: async () => ({ Component: (await import('./collections-page.js')).CollectionsPage }),
  },
  {
    path: paths.collection.path,
    loader: prefetch((client, params) => {
      const id = idParam(params);
      return id ? collectionQueryOptions(client, id) : null;
    }),
    lazy: async () => ({ Component: (await import('./collection-page.js')).CollectionPage }),
  },
];
