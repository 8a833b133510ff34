import type { RouteDef } from './lib/route.js';
import { authRoutes } from './resources/auth.js';
import { systemRoutes } from './resources/system.js';
import { analyticsRoutes } from './resources/analytics.js';

/**
 * Every API operation, keyed by operationId. Add a resource's routes here with one spread line.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...analyticsRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type OperationId = keyof Routes;
