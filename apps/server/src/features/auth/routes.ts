import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { planSettingsOf } from '../plans/plan-rules.js';
import { authLimitsOf, checkAddressLimit, logIn, presentUser, signUp } from './auth.service.js';
import { endSession, replaceSession } from './sessions.service.js';
import { SESSION_COOKIE, isSecure, issueCsrfCookie } from './auth.plugin.js';

/** Ends this browser's session on the server (not only its cookie) and hands it a new CSRF token. */
async function endBrowserSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endSession(request.server.deps.database.db, request.cookies[SESSION_COOKIE]);
  issueCsrfCookie(request, reply);
}

/** Logging in, even as someone else in the same browser, replaces whatever session it had. */
async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number },
): Promise<void> {
  const { config, database } = request.server.deps;
  const session = await replaceSession(database.db, request.cookies[SESSION_COOKIE], user.id, {
    days: config.SESSION_DAYS,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  issueCsrfCookie(request, reply);
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires: session.expiresAt,
  });
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const limits = () => authLimitsOf(app.deps.config);

  registerRoute(app, routes.authSignup, async ({ body, request, reply }) => {
    await checkAddressLimit(app.deps.limiter, request.ip, limits());
    const user = await signUp(app.deps.database.db, body, {
      now: app.deps.clock(),
      settings: planSettingsOf(app.deps.config),
    });
    await startSession(request, reply, user);
    return presentUser(user);
  });

  registerRoute(app, routes.authLogin, async ({ body, request, reply }) => {
    const attempt = { email: body.email, password: body.password, ip: request.ip };
    const user = await logIn(app.deps.database.db, app.deps.limiter, attempt, limits());
    await startSession(request, reply, user);
    return presentUser(user);
  });

  registerRoute(app, routes.authLogout, async ({ request, reply }) => {
    await endBrowserSession(request, reply);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  registerRoute(app, routes.authMe, async ({ user }) => presentUser(user));
}
