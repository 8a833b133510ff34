import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { paginate } from '../../lib/pagination.js';
import { registerRoute } from '../../lib/route.js';
import { countAttempts, listAttempts } from './attempts.repository.js';
import {
  generateWithCredits,
  getAttempt,
  practiseGaps,
  processResults,
  progress,
  resolveMaterial,
} from './quiz-ai.service.js';

export async function quizAiRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.quizGenerate, async ({ body, user }) => {
    const material = await resolveMaterial(db(), user.id, body.input_data);
    return generateWithCredits(db(), app.deps.quizProvider, user.id, {
      material,
      options: body.quiz_options,
      seed: body.seed,
      title: body.title,
    });
  });

  registerRoute(app, routes.quizProcessResults, async ({ body, user }) =>
    processResults(db(), user.id, body),
  );

  registerRoute(app, routes.quizAttemptsList, async ({ query, user, request }) =>
    paginate(
      request,
      query,
      () => countAttempts(db(), user.id, query.quiz_id),
      async (limit, offset) =>
        (await listAttempts(db(), user.id, limit, offset, query.quiz_id)).map((row) => ({
          id: row.id,
          quiz_id: row.quizId,
          quiz_title: row.quizTitle,
          score: row.score,
          max_score: row.maxScore,
          percentage: row.maxScore === 0 ? 0 : Math.round((row.score / row.maxScore) * 1000) / 10,
          created_at: row.createdAt.toISOString(),
        })),
    ),
  );

  registerRoute(app, routes.quizAttemptsRetrieve, async ({ params, user }) =>
    getAttempt(db(), user.id, params.id),
  );

  registerRoute(app, routes.quizPractiseGaps, async ({ params, body, user }) =>
    practiseGaps(db(), app.deps.quizProvider, user.id, params.id, body),
  );

  registerRoute(app, routes.progressRetrieve, async ({ user }) => progress(db(), user.id));
}
