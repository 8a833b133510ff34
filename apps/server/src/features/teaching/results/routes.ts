import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { sendAttachment } from '../../../lib/attachment.js';
import { registerRoute } from '../../../lib/route.js';
import { classFollowUpQuiz, ownClassInsights } from './follow-up.service.js';
import {
  assignmentResults,
  assignmentResultsFile,
  attemptDetail,
  overrideAttemptMark,
} from './results.service.js';

export async function resultRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.teachingAssignmentResults, async ({ params, user }) =>
    assignmentResults(db(), user.id, params.id),
  );

  registerRoute(app, routes.teachingAssignmentResultsExport, async ({ params, query, user, reply }) =>
    sendAttachment(reply, await assignmentResultsFile(db(), user.id, params.id, query.file_format)),
  );

  registerRoute(app, routes.teachingAttemptsRetrieve, async ({ params, user }) =>
    attemptDetail(db(), user.id, params.id),
  );
  registerRoute(app, routes.teachingAttemptMarkOverride, async ({ params, body, user }) =>
    overrideAttemptMark(db(), user.id, params.id, body.key, body.correct),
  );

  registerRoute(app, routes.teachingClassInsights, async ({ params, user }) =>
    ownClassInsights(db(), app.deps.quizProvider, user.id, params.id),
  );

  registerRoute(app, routes.teachingFollowUpQuiz, async ({ params, body, user }) =>
    classFollowUpQuiz(db(), app.deps.quizProvider, user.id, params.id, body),
  );
}
