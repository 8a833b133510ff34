import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { paged } from '../../lib/pagination.js';
import { registerRoute } from '../../lib/route.js';
import {
  changeCollection,
  createCollection,
  getCollection,
  listOwnCollections,
  removeCollection,
  searchOwnCollections,
} from './collections.service.js';

/** Collections: named groups of the user's own raw texts, study notes and diagrams. */
export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.collectionsCreate, async ({ body, user }) =>
    createCollection(db(), user.id, body),
  );
  registerRoute(app, routes.collectionsList, async ({ query, user, request }) =>
    paged(request, query, (page) => listOwnCollections(db(), user.id, page)),
  );
  registerRoute(app, routes.collectionsSearch, async ({ query, user }) =>
    searchOwnCollections(db(), user.id, query.query),
  );
  registerRoute(app, routes.collectionsRetrieve, async ({ params, user }) =>
    getCollection(db(), user.id, params.id),
  );
  registerRoute(app, routes.collectionsUpdate, async ({ params, body, user }) =>
    changeCollection(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.collectionsPartialUpdate, async ({ params, body, user }) =>
    changeCollection(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.collectionsDestroy, async ({ params, user }) => {
    await removeCollection(db(), user.id, params.id);
  });
}
