import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { createCompressedSender } from '../../lib/compressed-text.js';

/**
 * OpenAPI 3.1 generated from the contract's zod schemas (every registered route), served as JSON at
 * /api/schema/ and as interactive docs at /api/docs/ (all assets served locally).
 */
async function openApiPluginImpl(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quizwise API',
        version: '1.0.0',
        description:
          'Study-aid and AI quiz API. Errors follow Django REST Framework shapes; see api-conventions.md.',
      },
      components: {
        securitySchemes: {
          sessionAuth: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          basicAuth: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // The document never changes while the process runs: written once, sent compressed when accepted.
  const sendCompressed = createCompressedSender(1);
  let document: string | undefined;
  app.get('/api/schema/', { schema: { hide: true } }, (request, reply) => {
    document ??= JSON.stringify(app.swagger());
    reply.type('application/json; charset=utf-8');
    return sendCompressed(request, reply, document);
  });
}

/** Registered without encapsulation so its hooks and decorations apply to every route. */
export const openApiPlugin = fp(openApiPluginImpl, { name: 'openApiPlugin' });
