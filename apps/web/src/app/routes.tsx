// The study app's route tree: the shell, then every feature's own `routes` array, one line each.
// A feature's routes.tsx only points at lazily imported screens, so this file stays small and each
// screen is its own chunk.
import type { RouteObject } from 'react-router';
import { routes as homeRoutes } from './features/home/routes.js';
import { routes as rawTextRoutes } from './features/raw-texts/routes.js';
import { routes as studyNoteRoutes } from './features/study-notes/routes.js';
import { routes as diagramRoutes } from './features/diagrams/routes.js';
import { routes as collectionRoutes } from './features/collections/routes.js';
import { routes as progressRoutes } from './features/progress/routes.js';
import { routes as reviewRoutes } from './features/review/routes.js';
import { routes as creditRoutes } from './features/credits/routes.js';
import { routes as billingRoutes } from './features/billing/routes.js';
import { routes as quizRoutes } from './features/quizzes/routes.js';
import { routes as generateRoutes } from './features/generate/routes.js';
import { routes as chatRoutes } from './features/chat/routes.js';
import { routes as teachingRoutes } from './features/teaching/routes.js';
import { routes as liveRoutes } from './features/live/routes.js';
import { paths } from './paths.js';
import { NotFound, RouteError } from './shell/route-error.js';
import { Shell } from './shell/shell.js';

/** Every feature's screens, in nav order. Add a feature with one spread line. */
export const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...rawTextRoutes,
  ...studyNoteRoutes,
  ...diagramRoutes,
  ...quizRoutes,
  ...collectionRoutes,
  ...generateRoutes,
  ...chatRoutes,
  ...teachingRoutes,
  ...liveRoutes,
  ...reviewRoutes,
  ...progressRoutes,
  ...creditRoutes,
  ...billingRoutes,
];

/** The whole tree under /app: the shell with its error screen, the features, and a 404. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: Shell,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [...featureRoutes, { path: '*', Component: NotFound }],
      },
    ],
  },
];
