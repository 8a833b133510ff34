import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.diagrams.path,
    lazy: async () => ({ Component: (await import('./diagrams-page.js')).DiagramsPage }),
  },
  {
    path: paths.newDiagram.path,
    lazy: async () => ({ Component: (await import('./diagram-page.js')).DiagramPage }),
  },
  {
    path: paths.diagram.path,
    lazy: async () => ({ Component: (await import('./diagram-page.js')).DiagramPage }),
  },
];
