import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.generate.path,
    lazy: async () => ({ Component: (await import('./generate-page.js')).GeneratePage }),
  },
];
