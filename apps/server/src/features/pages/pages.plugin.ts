import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ensureCsrfCookie, isSecure } from '../auth/auth.plugin.js';
import { randomUUID } from 'node:crypto';
import { VARIANT_COOKIE, VISITOR_COOKIE, chooseVariant } from './hero-variant.js';
import { injectPageData, markPayments } from './page-data.js';
import { createCompressedSender } from '../../lib/compressed-text.js';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the web build from the same origin as the API: the prerendered landing page (one file per
 * hero variant, with the server's page data) and /pricing/, the account pages, the study app shell for every
 * /app/ URL, and hashed assets with long-lived caching.
 */
export async function pagesPlugin(app: FastifyInstance): Promise<void> {
  const dist = app.deps.config.WEB_DIST_DIR ? path.resolve(app.deps.config.WEB_DIST_DIR) : defaultDist;
  const built = fs.existsSync(path.join(dist, 'app', 'index.html'));
  // Build output never changes while the process runs, so each file is read once.
  const cache = new Map<string, string | null>();
  const readPage = (relative: string): string | null => {
    if (!cache.has(relative)) {
      const file = path.join(dist, relative);
      cache.set(relative, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return cache.get(relative) ?? null;
  };

  const sendCompressed = createCompressedSender();
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: string | null) => {
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm run build` (npm start does this for you).');
    }
    ensureCsrfCookie(request, reply);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, html);
  };

  const landing = async (
    request: FastifyRequest<{ Querystring: { variant?: string } }>,
    reply: FastifyReply,
  ) => {
    const { config } = app.deps;
    const { variant, assignNew } = chooseVariant({
      forced: typeof request.query.variant === 'string' ? request.query.variant : undefined,
      pinned: config.LANDING_HERO_VARIANT,
      cookie: request.cookies[VARIANT_COOKIE],
    });
    if (assignNew) {
      reply.setCookie(VARIANT_COOKIE, variant, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: isSecure(request),
        maxAge: 180 * 24 * 60 * 60,
      });
    }
    if (!request.cookies[VISITOR_COOKIE]) {
      reply.setCookie(VISITOR_COOKIE, randomUUID(), {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: isSecure(request),
        maxAge: 365 * 24 * 60 * 60,
      });
    }
    const html = readPage(`landing/${variant}.html`);
    const basePath = config.LANDING_BASE_PATH;
    return sendHtml(
      request,
      reply,
      html &&
        markPayments(
          injectPageData(html, {
            basePath,
            signupUrl: config.LANDING_SIGNUP_URL ?? `${basePath}/signup/`,
            heroVariant: variant,
          }),
          Boolean(config.STRIPE_SECRET_KEY),
        ),
    );
  };

  // /pricing/ is prerendered like the landing page (same template and script) but has no hero variant.
  const pricing = (request: FastifyRequest, reply: FastifyReply) => {
    const { config } = app.deps;
    const html = readPage('landing/pricing.html');
    const basePath = config.LANDING_BASE_PATH;
    return sendHtml(
      request,
      reply,
      html &&
        markPayments(
          injectPageData(html, { basePath, signupUrl: config.LANDING_SIGNUP_URL ?? `${basePath}/signup/` }),
          Boolean(config.STRIPE_SECRET_KEY),
        ),
    );
  };

  app.get('/', landing);
  app.get('/teachers/', landing);
  app.get('/teachers', (_request, reply) => reply.redirect('/teachers/', 301));
  app.get('/pricing/', pricing);
  app.get('/pricing', (_request, reply) => reply.redirect('/pricing/', 301));
  for (const page of ['signup', 'login']) {
    app.get(`/${page}/`, (request, reply) => sendHtml(request, reply, readPage(`${page}/index.html`)));
    app.get(`/${page}`, (_request, reply) => reply.redirect(`/${page}/`, 301));
  }
  const appShell = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(request, reply, readPage('app/index.html'));
  app.get('/app', (_request, reply) => reply.redirect('/app/', 301));
  app.get('/app/', appShell);
  app.get('/app/*', appShell);
  // Students take hosted quizzes (/q/<code>/) and join classes (/join/<code>/) without an account.
  const studentPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(request, reply, readPage('q/index.html'));
  app.get('/q/*', studentPage);
  app.get('/join/*', studentPage);

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      // The web build writes .br and .gz beside each asset; clients that accept them get those.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
}
