import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@quizwise/contract';
import { ApiError, errors } from '../../../lib/errors.js';
import { registerRoute } from '../../../lib/route.js';
import { isSecure } from '../../auth/auth.plugin.js';
import { googleSettings, type GoogleSettings } from './google-client.js';
import {
  completeConnection,
  connectionStatus,
  consentUrl,
  createCourseWork,
  disconnect,
  exportForm,
  importCourse,
  listCourses,
  pushGrades,
} from './google.service.js';

const STATE_COOKIE = 'google_oauth_state';
const CALLBACK_PATH = '/api/teaching/google/callback/';

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Google Classroom and Forms. Every route is a 404 while this server has no Google OAuth client. */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const settings = (): GoogleSettings => {
    const found = googleSettings(app.deps.config);
    if (!found) throw errors.notFound();
    return found;
  };

  registerRoute(app, routes.googleStatus, async ({ user }) => {
    settings();
    return connectionStatus(db(), user.id);
  });

  registerRoute(app, routes.googleConnect, async ({ request, reply }) => {
    const state = randomBytes(24).toString('base64url');
    reply.setCookie(STATE_COOKIE, state, {
      path: CALLBACK_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request),
      maxAge: 15 * 60,
    });
    return { authorization_url: consentUrl(settings(), origin(request) + CALLBACK_PATH, state) };
  });

  registerRoute(app, routes.googleCallback, async ({ query, user, request, reply }) => {
    const found = settings();
    const expected = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH });
    if (!query.state || !expected || !sameState(query.state, expected))
      throw new ApiError(400, {
        detail: 'This Google sign-in link has expired or was not started here. Try connecting again.',
      });
    if (query.error || !query.code) return reply.redirect('/app/classes?google=cancelled');
    await completeConnection(db(), found, user.id, origin(request) + CALLBACK_PATH, query.code);
    return reply.redirect('/app/classes?google=connected');
  });

  registerRoute(app, routes.googleDisconnect, async ({ user }) => {
    settings();
    await disconnect(db(), user.id);
  });

  registerRoute(app, routes.googleCoursesList, async ({ user }) => listCourses(db(), settings(), user.id));
  registerRoute(app, routes.googleCourseImport, async ({ params, user }) =>
    importCourse(db(), settings(), user.id, params.course_id),
  );
  registerRoute(app, routes.googleCourseWorkCreate, async ({ params, user, request }) =>
    createCourseWork(db(), settings(), user.id, params.id, origin(request)),
  );
  registerRoute(app, routes.googleGradesPush, async ({ params, user }) =>
    pushGrades(db(), settings(), user.id, params.id),
  );
  registerRoute(app, routes.googleFormExport, async ({ body, user }) =>
    exportForm(db(), settings(), user.id, body.quiz_id),
  );
}
