import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { successStatus, type RouteDef } from '@quizwise/contract';
import type { AuthUser } from '../features/auth/auth-user.js';
import { errors } from './errors.js';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

type SuccessCodes = 200 | 201 | 202 | 204;
type SuccessSchema<R extends RouteDef> = {
  [K in keyof R['responses']]: K extends SuccessCodes ? R['responses'][K] : never;
}[keyof R['responses']];

/** What a handler returns: the success body (sent with the route's 2xx status), or the reply it sent itself. */
export type HandlerResult<R extends RouteDef> =
  (SuccessSchema<R> extends z.ZodType ? z.input<SuccessSchema<R>> : void) | FastifyReply;

export interface RouteContext<R extends RouteDef> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: R['multipart'] extends true ? undefined : Out<R['body']>;
  /** The caller; routes with access 'user' never run without one. */
  user: R['access'] extends 'user' ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (ctx: RouteContext<R>) => Promise<HandlerResult<R>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract route this Fastify route serves (absent for non-API routes such as pages). */
    apiRoute?: RouteDef;
  }
}

export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers one contract route: its schemas validate the request and document it in OpenAPI, its
 * access rule is enforced before the handler, and the handler's return value is sent with the
 * route's success status.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
): void {
  const responses: Record<number, z.ZodType> = {};
  for (const [code, schema] of Object.entries(route.responses)) {
    if (schema && (route.responseKind ?? 'json') === 'json') responses[Number(code)] = schema;
  }
  const status = successStatus(route);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: toFastifyPath(route.path),
    config: { apiRoute: route },
    ...(route.maxBodyBytes ? { bodyLimit: route.maxBodyBytes } : {}),
    schema: {
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      ...(route.planFeature
        ? {
            description: `Needs a plan that unlocks \`${route.planFeature}\` (Professional or its trial); otherwise 403 with \`code: plan_required\`.`,
          }
        : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && !route.multipart ? { body: route.body } : {}),
      ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(route.access === 'user'
        ? { security: [{ sessionAuth: [] }, { basicAuth: [] }] }
        : { security: [] }),
      response: responses,
    },
    handler: async (request, reply) => {
      const user = request.authUser;
      if (route.access === 'user' && !user) throw errors.notAuthenticated();
      const { inFlight } = app.deps;
      inFlight.enter();
      let result: HandlerResult<R>;
      try {
        result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user,
          request,
          reply,
        } as RouteContext<R>);
      } finally {
        inFlight.leave();
      }
      if (result === reply || reply.sent) return reply;
      if (status === 204) return reply.code(204).send();
      return reply.code(status).send(result);
    },
  });
}
