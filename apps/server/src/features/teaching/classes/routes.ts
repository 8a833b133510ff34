import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../../lib/route.js';
import {
  addStudent,
  changeClass,
  importRoster,
  joinClass,
  joinInfo,
  listOwnClasses,
  newClass,
  ownClassDetail,
  removeStudent,
  renewCode,
} from './classes.service.js';
import { studentGuard } from '../submissions/student-limits.js';

export async function classRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.teachingClassesList, async ({ query, user }) =>
    listOwnClasses(db(), user.id, query.archived === 'true'),
  );
  registerRoute(app, routes.teachingClassesCreate, async ({ body, user }) =>
    newClass(db(), user.id, body.name),
  );
  registerRoute(app, routes.teachingClassesRetrieve, async ({ params, user }) =>
    ownClassDetail(db(), user.id, params.id),
  );
  registerRoute(app, routes.teachingClassesUpdate, async ({ params, body, user }) =>
    changeClass(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.teachingStudentsCreate, async ({ params, body, user }) =>
    addStudent(db(), user.id, params.id, body),
  );
  registerRoute(app, routes.teachingStudentsDestroy, async ({ params, user }) =>
    removeStudent(db(), user.id, params.id, params.student_id),
  );
  registerRoute(app, routes.teachingStudentCodeRenew, async ({ params, user }) =>
    renewCode(db(), user.id, params.id, params.student_id),
  );
  registerRoute(app, routes.teachingRosterImport, async ({ params, body, user }) =>
    importRoster(db(), user.id, params.id, body.csv),
  );
  registerRoute(app, routes.teachingJoinInfo, async ({ params, request }) =>
    joinInfo(db(), params.code, studentGuard(app, request)),
  );
  registerRoute(app, routes.teachingJoin, async ({ params, body, request }) =>
    joinClass(db(), params.code, body, studentGuard(app, request)),
  );
}
