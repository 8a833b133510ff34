import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { errors } from '../../../lib/errors.js';
import { registerRoute } from '../../../lib/route.js';
import { deleteAssignment, listAssignments } from './assignments.repository.js';
import {
  changeAssignment,
  createAssignment,
  ownAssignmentOr404,
  presentAssignment,
} from './assignments.service.js';

export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.teachingAssignmentsList, async ({ query, user }) => {
    const now = new Date();
    return (await listAssignments(db(), user.id, query.class_id)).map((row) => presentAssignment(row, now));
  });
  registerRoute(app, routes.teachingAssignmentsCreate, async ({ body, user }) =>
    createAssignment(db(), user.id, body),
  );
  registerRoute(app, routes.teachingAssignmentsRetrieve, async ({ params, user }) =>
    presentAssignment(await ownAssignmentOr404(db(), user.id, params.id)),
  );
  registerRoute(app, routes.teachingAssignmentsUpdate, async ({ params, body, user }) =>
    changeAssignment(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.teachingAssignmentsDestroy, async ({ params, user }) => {
    if (!(await deleteAssignment(db(), user.id, params.id))) throw errors.notFound();
  });
}
