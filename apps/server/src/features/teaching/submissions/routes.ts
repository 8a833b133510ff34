import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../../lib/route.js';
import { hostedInfo, resumeAttempt, saveAnswers, startAttempt, submit } from './submissions.service.js';

/** The student side: anonymous, each attempt reachable only with the token given when it started. */
export async function submissionRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.hostedQuizInfo, async ({ params }) => hostedInfo(db(), params.code));
  registerRoute(app, routes.hostedQuizStart, async ({ params, body }) =>
    startAttempt(db(), params.code, body),
  );
  registerRoute(app, routes.hostedAttemptRetrieve, async ({ params, body }) =>
    resumeAttempt(db(), params.id, body.token),
  );
  registerRoute(app, routes.hostedAttemptSaveAnswers, async ({ params, body }) =>
    saveAnswers(db(), params.id, body.token, body.answers),
  );
  registerRoute(app, routes.hostedAttemptSubmit, async ({ params, body }) =>
    submit(db(), params.id, body.token, body.answers),
  );
}
