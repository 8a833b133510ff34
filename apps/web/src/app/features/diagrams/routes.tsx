import type { RouteObject } from 'react-router';
import { idParam, prefetch } from '../../lib/prefetch.js';
import { paths } from '../../paths.js';
import { diagramQueryOptions } from './api/get-diagram.js';

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
    loader: prefetch((client, params) => {
      const id = idParam(params);
      return id ? diagramQueryOptions(client, id) : null;
    }),
    lazy: async () => ({ Component: (await import('./diagram-page.js')).DiagramPage }),
  },
];
