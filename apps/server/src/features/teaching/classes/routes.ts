import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../../lib/route.js';
import { listClasses } from './classes.repository.js';
import {
  addStudent,
  changeClass,
  classDetail,
  createClass,
  importRoster,
  joinClass,
  joinInfo,
  ownClassOr404,
  presentClass,
  removeStudent,
} from './classes.service.js';

export async function classRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.teachingClassesList, async ({ query, user }) =>
    (await listClasses(db(), user.id, query.archived === 'true')).map((row) =>
      presentClass(row, row.studentCount),
    ),
  );
  registerRoute(app, routes.teachingClassesCreate, async ({ body, user }) =>
    classDetail(db(), await createClass(db(), user.id, body.name)),
  );
  registerRoute(app, routes.teachingClassesRetrieve, async ({ params, user }) =>
    classDetail(db(), await ownClassOr404(db(), user.id, params.id)),
  );
  registerRoute(app, routes.teachingClassesUpdate, async ({ params, body, user }) =>
    changeClass(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.teachingStudentsCreate, async ({ params, body, user }) => {
    const row = await ownClassOr404(db(), user.id, params.id);
    return addStudent(db(), row.id, body);
  });
  registerRoute(app, routes.teachingStudentsDestroy, async ({ params, user }) => {
    const row = await ownClassOr404(db(), user.id, params.id);
    await removeStudent(db(), row.id, params.student_id);
  });
  registerRoute(app, routes.teachingRosterImport, async ({ params, body, user }) => {
    const row = await ownClassOr404(db(), user.id, params.id);
    return importRoster(db(), row.id, body.csv);
  });
  registerRoute(app, routes.teachingJoinInfo, async ({ params }) => joinInfo(db(), params.code));
  registerRoute(app, routes.teachingJoin, async ({ params, body }) => joinClass(db(), params.code, body));
}
