import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { paged } from '../../lib/pagination.js';
import { registerRoute } from '../../lib/route.js';
import {
  changeDraft,
  discardDraft,
  getDraft,
  listOwnDrafts,
  saveDraftAsQuiz,
} from './quiz-drafts.service.js';

/** Paid-for generated quizzes kept until they are saved (or expire). */
export async function quizDraftRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.quizDraftsList, async ({ query, user, request }) =>
    paged(request, query, (page) => listOwnDrafts(db(), user.id, page)),
  );
  registerRoute(app, routes.quizDraftsRetrieve, async ({ params, user }) =>
    getDraft(db(), user.id, params.id),
  );
  registerRoute(app, routes.quizDraftsPartialUpdate, async ({ params, body, user }) =>
    changeDraft(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.quizDraftsDestroy, async ({ params, user }) => {
    await discardDraft(db(), user.id, params.id);
  });
  registerRoute(app, routes.quizDraftsSave, async ({ params, body, user }) =>
    saveDraftAsQuiz(db(), user.id, params.id, body),
  );
}
