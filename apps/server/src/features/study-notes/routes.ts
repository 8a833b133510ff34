import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { paged } from '../../lib/pagination.js';
import {
  createNote,
  listOwnNotes,
  noteDetail,
  removeNote,
  searchOwnNotes,
  updateNote,
} from './study-notes.service.js';

/** Study notes: the caller's own, built from catalogue subjects/topics and their own topics. */
export async function studyNoteRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.studyNotesCreate, async ({ user, body }) => createNote(db(), user.id, body));

  registerRoute(app, routes.studyNotesList, async ({ user, query, request }) =>
    paged(request, query, (page) => listOwnNotes(db(), user.id, page)),
  );

  registerRoute(app, routes.studyNotesSearch, async ({ user, query }) =>
    searchOwnNotes(db(), user.id, query.query),
  );

  registerRoute(app, routes.studyNotesRetrieve, async ({ user, params }) =>
    noteDetail(db(), user.id, params.id),
  );

  registerRoute(app, routes.studyNotesUpdate, async ({ user, params, body }) =>
    updateNote(db(), user.id, params.id, body),
  );

  registerRoute(app, routes.studyNotesPartialUpdate, async ({ user, params, body }) =>
    updateNote(db(), user.id, params.id, body),
  );

  registerRoute(app, routes.studyNotesDestroy, async ({ user, params }) =>
    removeNote(db(), user.id, params.id),
  );
}
