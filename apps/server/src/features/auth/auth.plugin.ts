import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { closeIfBodyUnread } from '../../lib/body-gate.js';
import { errors } from '../../lib/errors.js';
import type { AuthUser } from './auth-user.js';
import { authLimitsOf, authenticateBasic, toAuthUser } from './auth.service.js';
import { findSessionUser } from './sessions.repository.js';
import { planClockDue, planSettingsOf } from '../plans/plan-rules.js';
import { requirePlanFeature, settlePlanClock } from '../plans/plans.service.js';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function checkCsrf(request: FastifyRequest): void {
  const header = request.headers[CSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!sent) throw errors.csrf('missing');
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || !sameToken(cookie, sent)) throw errors.csrf('incorrect');
}

/** Sets a readable `csrftoken` cookie unless the browser already has one. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[CSRF_COOKIE]) return;
  issueCsrfCookie(request, reply);
}

/** A new CSRF token, as Django rotates it at log-in and log-out, so a token seen before is useless after. */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: isSecure(request),
    maxAge: 365 * 24 * 60 * 60,
  });
}

export function isSecure(request: FastifyRequest): boolean {
  const forced = request.server.deps.config.SECURE_COOKIES;
  return forced ?? request.protocol === 'https';
}

function parseBasic(header: string): { email: string; password: string } | null {
  const encoded = header.slice('basic '.length).trim();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * The caller with its plan brought up to now: an ended trial becomes Free and a due allowance is
 * added (conditional updates, safe with N processes). Most requests only compare two dates.
 */
async function withPlanUpToDate(app: FastifyInstance, user: AuthUser): Promise<AuthUser> {
  const now = app.deps.clock();
  if (!planClockDue(user, now)) return user;
  const row = await settlePlanClock(app.deps.database.db, user.id, now, planSettingsOf(app.deps.config));
  if (!row) return user;
  return {
    ...user,
    plan: row.plan,
    credits: row.credits,
    trialEndsAt: row.trialEndsAt,
    planRenewsAt: row.planRenewsAt,
  };
}

/** Refuses (403 plan_required) a route whose contract names a feature the caller's plan lacks. */
function checkPlanFeature(request: FastifyRequest, reply: FastifyReply): void {
  const feature = request.routeOptions.config.apiRoute?.planFeature;
  if (!feature || !request.authUser) return;
  try {
    requirePlanFeature(request.authUser.plan, feature);
  } catch (error) {
    closeIfBodyUnread(request, reply);
    throw error;
  }
}

/**
 * Works out who is calling, once per request: HTTP Basic (no CSRF) or the session cookie (CSRF on
 * unsafe methods, as Django's SessionAuthentication does). An unknown, expired or forged session is
 * simply anonymous. Sessions live in the database, so any server process can serve any request.
 */
async function authPluginImpl(app: FastifyInstance): Promise<void> {
  app.decorateRequest('authUser', null);

  app.addHook('onRequest', async (request, reply) => {
    const apiRoute = request.routeOptions.config.apiRoute;
    if (!apiRoute) return;
    const { db } = app.deps.database;
    if (request.method === 'GET') ensureCsrfCookie(request, reply);

    const authorization = request.headers.authorization;
    if (authorization && authorization.toLowerCase().startsWith('basic ')) {
      const credentials = parseBasic(authorization);
      if (!credentials) throw errors.badCredentials();
      const user = await authenticateBasic(
        db,
        app.deps.limiter,
        { ...credentials, ip: request.ip },
        authLimitsOf(app.deps.config),
      );
      request.authUser = await withPlanUpToDate(app, toAuthUser(user, 'basic'));
      checkPlanFeature(request, reply);
      return;
    }

    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) {
      const user = await findSessionUser(db, token);
      if (user) request.authUser = await withPlanUpToDate(app, toAuthUser(user, 'session'));
    }
    // Anonymous callers of a user route are refused here, before validation and before the body is read.
    if (apiRoute.access === 'user' && !request.authUser) {
      closeIfBodyUnread(request, reply);
      throw errors.notAuthenticated();
    }
    // Cookie sessions: unsafe methods, and whatever the contract marks `csrf: 'always'`.
    if (apiRoute.csrf === 'always' || (UNSAFE_METHODS.has(request.method) && request.authUser)) {
      checkCsrf(request);
    }
    checkPlanFeature(request, reply);
  });
}

/** Registered without encapsulation so its hooks and decorations apply to every route. */
export const authPlugin = fp(authPluginImpl, { name: 'authPlugin' });
