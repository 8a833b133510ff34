import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { topicNotesWithCredits } from './topic-notes.service.js';

/** `GET /api/ai-generated-topic/?topic=`: study notes on a topic, 1 credit. */
export async function topicNoteRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.aiGeneratedTopicRetrieve, async ({ query, user }) =>
    topicNotesWithCredits(app.deps.database.db, app.deps.quizProvider, user.id, query.topic),
  );
}
