import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../../lib/route.js';
import {
  changeAssignment,
  createAssignment,
  getAssignment,
  listOwnAssignments,
  removeAssignment,
} from './assignments.service.js';

export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.teachingAssignmentsList, async ({ query, user }) =>
    listOwnAssignments(db(), user.id, query.class_id),
  );
  registerRoute(app, routes.teachingAssignmentsCreate, async ({ body, user }) =>
    createAssignment(db(), user.id, body),
  );
  registerRoute(app, routes.teachingAssignmentsRetrieve, async ({ params, user }) =>
    getAssignment(db(), user.id, params.id),
  );
  registerRoute(app, routes.teachingAssignmentsUpdate, async ({ params, body, user }) =>
    changeAssignment(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.teachingAssignmentsDestroy, async ({ params, user }) =>
    removeAssignment(db(), user.id, params.id),
  );
}
