import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { sendAttachment } from '../../lib/attachment.js';
import { paged } from '../../lib/pagination.js';
import { registerRoute } from '../../lib/route.js';
import { buildCards } from './build.service.js';
import { changeCard, createOwnCard, getCard, listOwnCards, removeCard } from './cards.service.js';
import { exportCards } from './export.service.js';
import { dueQueue, gradeCard } from './queue.service.js';
import { reviewStats } from './stats.service.js';

/** Spaced review: cards from the library, the FSRS due queue, grading, stats and Anki / CSV export. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock();

  registerRoute(app, routes.reviewDue, async ({ query, user }) => dueQueue(db(), user.id, query, now()));
  registerRoute(app, routes.reviewGrade, async ({ params, body, user }) =>
    gradeCard(db(), user.id, params.id, body, now()),
  );
  registerRoute(app, routes.reviewCardsList, async ({ query, user, request }) =>
    paged(request, query, (page) =>
      listOwnCards(
        db(),
        user.id,
        {
          collectionId: query.collection,
          sourceKind: query.source_kind,
          sourceId: query.source_id,
          suspended: query.suspended === undefined ? undefined : query.suspended === 'true',
        },
        page,
        now(),
      ),
    ),
  );
  registerRoute(app, routes.reviewCardsCreate, async ({ body, user }) =>
    createOwnCard(db(), user.id, body, now()),
  );
  registerRoute(app, routes.reviewCardsBuild, async ({ body, user }) =>
    buildCards(db(), app.deps.quizProvider, user.id, body.collection, now()),
  );
  registerRoute(app, routes.reviewCardsRetrieve, async ({ params, user }) =>
    getCard(db(), user.id, params.id, now()),
  );
  registerRoute(app, routes.reviewCardsPartialUpdate, async ({ params, body, user }) =>
    changeCard(db(), user.id, params.id, body, now()),
  );
  registerRoute(app, routes.reviewCardsDestroy, async ({ params, user }) => {
    await removeCard(db(), user.id, params.id, now());
  });
  registerRoute(app, routes.reviewStats, async ({ query, user }) =>
    reviewStats(db(), user.id, query.collection, now()),
  );
  registerRoute(app, routes.reviewExport, async ({ query, user, reply }) =>
    sendAttachment(reply, await exportCards(db(), user.id, query.collection, query.format)),
  );
}
