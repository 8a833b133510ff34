import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.live.path,
    lazy: async () => ({ Component: (await import('./live-start-page.js')).LiveStartPage }),
  },
  {
    path: paths.liveGame.path,
    lazy: async () => ({ Component: (await import('./live-host-page.js')).LiveHostPage }),
  },
];
