import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.progress.path,
    lazy: async () => ({ Component: (await import('./progress-page.js')).ProgressPage }),
  },
];
