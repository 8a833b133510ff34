import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.classes.path,
    lazy: async () => ({ Component: (await import('./classes-page.js')).ClassesPage }),
  },
  { path: paths.class.path, lazy: async () => ({ Component: (await import('./class-page.js')).ClassPage }) },
  {
    path: paths.assignments.path,
    lazy: async () => ({ Component: (await import('./assignments-page.js')).AssignmentsPage }),
  },
  {
    path: paths.assignment.path,
    lazy: async () => ({ Component: (await import('./assignment-page.js')).AssignmentPage }),
  },
];
