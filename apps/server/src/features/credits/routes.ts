import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { paged } from '../../lib/pagination.js';
import { balanceOf, ledgerPage } from './credits.service.js';

/** The caller's balance and its ledger (every change, newest first). */
export async function creditRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.creditsRetrieve, async ({ user }) => balanceOf(db(), user.id));

  registerRoute(app, routes.creditsHistoryList, async ({ query, user, request }) =>
    paged(request, query, (page) => ledgerPage(db(), user.id, page)),
  );
}
