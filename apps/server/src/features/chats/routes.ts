import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { paged } from '../../lib/pagination.js';
import {
  changeChat,
  chatMessagesPage,
  createChat,
  getChat,
  listOwnChats,
  removeChat,
} from './chats.service.js';
import { startAnswer } from './chat-answer.js';

/** Chats over the caller's material: create, list, read, rename, delete, and messages answered as SSE. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.chatsList, async ({ query, user, request }) =>
    paged(request, query, (page) => listOwnChats(db(), user.id, page)),
  );

  registerRoute(app, routes.chatsCreate, async ({ body, user }) => createChat(db(), user.id, body));

  registerRoute(app, routes.chatsRetrieve, async ({ params, user }) => getChat(db(), user.id, params.id));

  registerRoute(app, routes.chatsPartialUpdate, async ({ params, body, user }) =>
    changeChat(db(), user.id, params.id, body),
  );

  registerRoute(app, routes.chatsDestroy, async ({ params, user }) => removeChat(db(), user.id, params.id));

  registerRoute(app, routes.chatMessagesList, async ({ params, query, user, request }) =>
    paged(request, query, (page) => chatMessagesPage(db(), user.id, params.id, page)),
  );

  registerRoute(app, routes.chatMessagesCreate, async ({ params, body, user, reply }) => {
    const reader = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) reader.abort();
    });
    const { events } = await startAnswer(
      db(),
      app.deps.quizProvider,
      user.id,
      params.id,
      body.content,
      reader.signal,
    );
    return reply
      .code(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(Readable.from(events, { objectMode: false }));
  });
}
