import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { errors } from '../../lib/errors.js';
import { findSubject, searchSubjects, topicsOfSubject } from './subjects.repository.js';

/** The read-only subject catalogue: search and details. */
export async function subjectRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.subjectsSearch, async ({ query }) => {
    const rows = await searchSubjects(db(), query.query);
    return rows.map((s) => ({
      subject_id: s.id,
      id: s.id,
      name: s.name,
      system: s.system,
      grade_level: s.gradeLevel,
    }));
  });

  registerRoute(app, routes.subjectsDetails, async ({ params }) => {
    const subject = await findSubject(db(), params.id);
    if (!subject) throw errors.notFound();
    const topicRows = await topicsOfSubject(db(), subject.id);
    return {
      id: subject.id,
      name: subject.name,
      grade_level: subject.gradeLevel,
      system: subject.system,
      detail: subject.detail,
      topics: topicRows.map((t) => ({ id: t.id, name: t.name, content: t.content })),
    };
  });
}
