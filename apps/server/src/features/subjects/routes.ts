import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { searchCatalogue, subjectDetail } from './subjects.service.js';

/** The read-only subject catalogue: search and details. */
export async function subjectRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.subjectsSearch, async ({ query }) => searchCatalogue(db(), query.query));
  registerRoute(app, routes.subjectsDetails, async ({ params }) => subjectDetail(db(), params.id));
}
