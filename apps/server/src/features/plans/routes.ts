import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { planSettingsOf } from './plan-rules.js';
import { dismissNotice, planOf } from './plans.service.js';

/** The caller's plan (trial, allowance, next renewal, one-time notice). */
export async function planRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const settings = planSettingsOf(app.deps.config);

  registerRoute(app, routes.planRetrieve, async ({ user }) =>
    planOf(db(), user.id, app.deps.clock(), settings),
  );
  registerRoute(app, routes.planNoticeDismiss, async ({ user }) =>
    dismissNotice(db(), user.id, app.deps.clock(), settings),
  );
}
