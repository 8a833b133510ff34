import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { sendAttachment } from '../../lib/attachment.js';
import { importQuizFile, quizFile, rawTextFile, studyNoteFile } from './downloads.service.js';

export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.rawTextsDownload, async ({ params, query, user, reply }) =>
    sendAttachment(reply, await rawTextFile(db(), user.id, params.id, query.file_format)),
  );

  registerRoute(app, routes.studyNotesDownload, async ({ params, query, user, reply }) =>
    sendAttachment(
      reply,
      await studyNoteFile(db(), user.id, params.id, query.file_format, query.separate_by),
    ),
  );

  registerRoute(app, routes.quizDownload, async ({ query, body, reply }) =>
    sendAttachment(reply, await quizFile(body, query.file_format)),
  );

  registerRoute(app, routes.quizImport, async ({ body, user }) => importQuizFile(db(), user.id, body));
}
