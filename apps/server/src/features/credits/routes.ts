import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { paginate } from '../../lib/pagination.js';
import { countLedger, findBalance, listLedger } from './credits.repository.js';

/** The caller's balance and its ledger (every change, newest first). */
export async function creditRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.creditsRetrieve, async ({ user }) => ({
    credits: await findBalance(db(), user.id),
  }));

  registerRoute(app, routes.creditsHistoryList, async ({ query, user, request }) =>
    paginate(
      request,
      query,
      () => countLedger(db(), user.id),
      async (limit, offset) =>
        (await listLedger(db(), user.id, limit, offset)).map((row) => ({
          id: row.id,
          delta: row.delta,
          balance_after: row.balanceAfter,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
        })),
    ),
  );
}
