import type { FastifyInstance } from 'fastify';
import { assignmentRoutes } from './assignments/routes.js';
import { classRoutes } from './classes/routes.js';
import { googleRoutes } from './google/routes.js';
import { resultRoutes } from './results/routes.js';
import { submissionRoutes } from './submissions/routes.js';

/** The teachers' platform: classes, hosted quizzes, the student side, results, insights and Google. */
export async function teachingRoutes(app: FastifyInstance): Promise<void> {
  await classRoutes(app);
  await assignmentRoutes(app);
  await submissionRoutes(app);
  await resultRoutes(app);
  await googleRoutes(app);
}
