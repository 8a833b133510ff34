import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { paged } from '../../lib/pagination.js';
import { registerRoute } from '../../lib/route.js';
import {
  changeRawText,
  createRawText,
  getRawText,
  listOwnRawTexts,
  removeRawText,
  searchOwnRawTexts,
} from './raw-texts.service.js';

/** Raw texts: the user's saved source material (the download route lives with the documents feature). */
export async function rawTextRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.rawTextsCreate, async ({ body, user }) => createRawText(db(), user.id, body));
  registerRoute(app, routes.rawTextsList, async ({ query, user, request }) =>
    paged(request, query, (page) => listOwnRawTexts(db(), user.id, page)),
  );
  registerRoute(app, routes.rawTextsSearch, async ({ query, user }) =>
    searchOwnRawTexts(db(), user.id, query),
  );
  registerRoute(app, routes.rawTextsRetrieve, async ({ params, user }) =>
    getRawText(db(), user.id, params.id),
  );
  registerRoute(app, routes.rawTextsUpdate, async ({ params, body, user }) =>
    changeRawText(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.rawTextsPartialUpdate, async ({ params, body, user }) =>
    changeRawText(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.rawTextsDestroy, async ({ params, user }) => {
    await removeRawText(db(), user.id, params.id);
  });
}
