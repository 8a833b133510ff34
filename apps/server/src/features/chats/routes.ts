import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { errors } from '../../lib/errors.js';
import { paginate } from '../../lib/pagination.js';
import { countChats, deleteChat, listChats } from './chats.repository.js';

/** The chat list and delete; creating chats and messaging come with the AI feature. */
export async function chatListRoutes(app: FastifyInstance): Promise<void> {
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

  registerRoute(app, routes.chatsDestroy, async ({ params, user }) => {
    if (!(await deleteChat(db(), user.id, params.id))) throw errors.notFound();
  });
}
