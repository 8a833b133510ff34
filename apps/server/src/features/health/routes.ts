import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.health, async ({ reply }) => {
    const problem = await app.deps.database.ping();
    if (problem) return reply.code(503).send({ status: 'unavailable', reason: problem });
    return { status: 'ok' as const };
  });
}
