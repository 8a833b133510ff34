import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { sendAttachment } from '../../lib/attachment.js';
import type { BlobStore } from '../diagrams/blob-store.js';
import { createLocalBlobStore } from '../diagrams/local-blob-store.js';
import { importQuizFile, quizFile, rawTextFile, studyNoteFile } from './downloads.service.js';

/**
 * Downloads of raw texts, study notes and quizzes, and quiz imports. Quiz PDFs and DOCX read diagram
 * images from the same blob store as the diagrams routes (pass the same `blobs` when replacing it).
 */
export async function downloadRoutes(
  app: FastifyInstance,
  options: { blobs?: BlobStore } = {},
): Promise<void> {
  const db = () => app.deps.database.db;
  const blobs = options.blobs ?? createLocalBlobStore(path.join(app.deps.config.dataDir, 'blobs'));

  registerRoute(app, routes.rawTextsDownload, async ({ params, query, user, reply }) =>
    sendAttachment(reply, await rawTextFile(db(), user.id, params.id, query.file_format)),
  );

  registerRoute(app, routes.studyNotesDownload, async ({ params, query, user, reply }) =>
    sendAttachment(
      reply,
      await studyNoteFile(db(), user.id, params.id, query.file_format, query.separate_by),
    ),
  );

  registerRoute(app, routes.quizDownload, async ({ query, body, user, reply }) =>
    sendAttachment(reply, await quizFile({ db: db(), blobs }, user.id, body, query.file_format)),
  );

  registerRoute(app, routes.quizImport, async ({ body, user }) => importQuizFile(db(), user.id, body));
}
