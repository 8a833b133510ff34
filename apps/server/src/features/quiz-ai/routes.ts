import type { FastifyInstance } from 'fastify';
import { questionsRequested, routes } from '@quizwise/contract';
import { paged } from '../../lib/pagination.js';
import { registerRoute } from '../../lib/route.js';
import { checkAnswer } from './attempts/check-answer.js';
import { getAttempt, listOwnAttempts, processResults, progress } from './attempts/attempts.service.js';
import { quizCapacity } from './generation/capacity.js';
import { generateQuiz } from './generation/generate.js';
import { skillSuggestions } from './generation/skills.js';
import { engineLabel, ProgressBoard } from './generation/progress.js';
import { practiseGaps } from './generation/practise-gaps.js';

/** Generation (charged) and attempts (graded, stored, summed up as progress). */
export async function quizAiRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  const board = new ProgressBoard();
  registerRoute(app, routes.quizGenerate, async ({ body, user }) => {
    if (!body.progress_key) return generateQuiz(db(), app.deps.quizProvider, user.id, body);
    const total = body.quiz_options.reduce((n, option) => n + (questionsRequested(option) ?? 0), 0);
    const tracked = board.track(user.id, body.progress_key, engineLabel(app.deps.quizProvider), total);
    try {
      return await generateQuiz(db(), app.deps.quizProvider, user.id, body, {
        onProgress: tracked.onProgress,
      });
    } finally {
      tracked.finish();
    }
  });

  registerRoute(app, routes.quizGenerateProgress, async ({ params, user }) => {
    // A key not (yet) known to this caller: the first poll can arrive before the generate request that
    // names the key, or at another process. It answers "writing, nothing checked yet", the same whether
    // the key is new or another account's, so it tells nobody about anyone else's generation.
    return (
      board.read(user.id, params.key) ?? {
        engine: engineLabel(app.deps.quizProvider),
        stage: 'writing' as const,
        done: 0,
        total: 0,
      }
    );
  });

  registerRoute(app, routes.quizCapacity, async ({ body, user }) =>
    quizCapacity(db(), app.deps.quizProvider, user.id, body),
  );

  registerRoute(app, routes.quizSkillSuggestions, async ({ body, user }) =>
    skillSuggestions(db(), app.deps.quizProvider, user.id, body),
  );

  registerRoute(app, routes.quizProcessResults, async ({ body, user }) =>
    processResults(db(), user.id, body, app.deps.clock()),
  );

  registerRoute(app, routes.quizCheckAnswer, async ({ body }) => checkAnswer(body.question, body.response));

  registerRoute(app, routes.quizAttemptsList, async ({ query, user, request }) =>
    paged(request, query, (page) => listOwnAttempts(db(), user.id, page, query.quiz_id)),
  );

  registerRoute(app, routes.quizAttemptsRetrieve, async ({ params, user }) =>
    getAttempt(db(), user.id, params.id),
  );

  registerRoute(app, routes.quizPractiseGaps, async ({ params, body, user }) =>
    practiseGaps(db(), app.deps.quizProvider, user.id, params.id, body),
  );

  registerRoute(app, routes.progressRetrieve, async ({ user }) => progress(db(), user.id));
}
