import type { RouteObject } from 'react-router';
import { prefetch } from '../../lib/prefetch.js';
import { paths } from '../../paths.js';
import { progressQueryOptions } from './api/get-progress.js';

export const routes: RouteObject[] = [
  {
    path: paths.progress.path,
    loader: prefetch((client) => progressQueryOptions(client)),
    lazy: async () => ({ Component: (await import('./progress-page.js')).ProgressPage }),
  },
];
