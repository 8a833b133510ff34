// Placeholder route for the quiz generator (8b replaces this file and the screen).
import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.generate.path,
    lazy: async () => {
      const { ComingSoon } = await import('../../components/coming-soon.js');
      return { Component: () => <ComingSoon title="Generate a quiz" /> };
    },
  },
];
