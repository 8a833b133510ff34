import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { paged } from '../../lib/pagination.js';
import { registerRoute } from '../../lib/route.js';
import {
  changeQuiz,
  createCategory,
  createQuiz,
  getQuiz,
  listOwnQuizzes,
  listVisibleCategories,
  removeCategory,
  removeQuiz,
  searchOwnQuizzes,
} from './quizzes.service.js';

/** Saved quizzes and their categories. */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.quizzesCreate, async ({ body, user }) => createQuiz(db(), user.id, body));
  registerRoute(app, routes.quizzesList, async ({ query, user, request }) =>
    paged(request, query, (page) => listOwnQuizzes(db(), user.id, page)),
  );
  registerRoute(app, routes.quizzesSearch, async ({ query, user }) =>
    searchOwnQuizzes(db(), user.id, query.query),
  );
  registerRoute(app, routes.quizzesRetrieve, async ({ params, user }) => getQuiz(db(), user.id, params.id));
  registerRoute(app, routes.quizzesUpdate, async ({ params, body, user }) =>
    changeQuiz(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.quizzesPartialUpdate, async ({ params, body, user }) =>
    changeQuiz(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.quizzesDestroy, async ({ params, user }) => {
    await removeQuiz(db(), user.id, params.id);
  });

  registerRoute(app, routes.categoriesList, async ({ user }) => listVisibleCategories(db(), user.id));
  registerRoute(app, routes.categoriesCreate, async ({ body, user }) =>
    createCategory(db(), user.id, body.name),
  );
  registerRoute(app, routes.categoriesDestroy, async ({ params, user }) => {
    await removeCategory(db(), user.id, params.id);
  });
}
