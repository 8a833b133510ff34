import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../../lib/route.js';
import { studentGuard } from './student-limits.js';
import { hostedInfo, resumeAttempt, saveAnswers, startAttempt, submit } from './submissions.service.js';

/** The student side: anonymous, each attempt reachable only with the token given when it started. */
export async function submissionRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const guard = (request: FastifyRequest) => studentGuard(app, request);

  registerRoute(app, routes.hostedQuizInfo, async ({ params, request }) =>
    hostedInfo(db(), params.code, guard(request)),
  );
  registerRoute(app, routes.hostedQuizStart, async ({ params, body, request }) =>
    startAttempt(db(), params.code, body, guard(request)),
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
