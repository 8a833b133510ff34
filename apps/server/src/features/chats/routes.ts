import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { errors } from '../../lib/errors.js';
import { paginate } from '../../lib/pagination.js';
import {
  countChats,
  countMessages,
  deleteChat,
  findChat,
  listChats,
  listMessages,
} from './chats.repository.js';
import { presentMessage } from './chats.presenter.js';
import { changeChat, createChat, getChat } from './chats.service.js';
import { startAnswer } from './chat-answer.js';

/** Chats over the caller's material: create, list, read, rename, delete, and messages answered as SSE. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  registerRoute(app, routes.chatsList, async ({ query, user, request }) =>
    paginate(
      request,
      query,
      () => countChats(db(), user.id),
      async (limit, offset) =>
        (await listChats(db(), user.id, limit, offset)).map((row) => ({
          id: row.id,
          user: row.userId,
          name: row.name,
        })),
    ),
  );

  registerRoute(app, routes.chatsCreate, async ({ body, user }) => createChat(db(), user.id, body));

  registerRoute(app, routes.chatsRetrieve, async ({ params, user }) => getChat(db(), user.id, params.id));

  registerRoute(app, routes.chatsPartialUpdate, async ({ params, body, user }) =>
    changeChat(db(), user.id, params.id, body),
  );

  registerRoute(app, routes.chatsDestroy, async ({ params, user }) => {
    if (!(await deleteChat(db(), user.id, params.id))) throw errors.notFound();
  });

  registerRoute(app, routes.chatMessagesList, async ({ params, query, user, request }) => {
    const chat = await findChat(db(), user.id, params.id);
    if (!chat) throw errors.notFound();
    return paginate(
      request,
      query,
      () => countMessages(db(), chat.id),
      async (limit, offset) => (await listMessages(db(), chat.id, limit, offset)).map(presentMessage),
    );
  });

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
