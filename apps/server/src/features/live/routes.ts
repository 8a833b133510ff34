import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { LIVE_ANSWER_MAX, routes } from '@quizwise/contract';
import { registerRoute } from '../../lib/route.js';
import { SESSION_COOKIE } from '../auth/auth.plugin.js';
import { localBus, postgresBus, redisBus, type LiveBus } from './bus.js';
import { studentGuard } from '../teaching/submissions/student-limits.js';
import { LiveHub } from './hub.js';
import { createLiveGame, getLiveGame, liveGameQr, sessionUserId } from './live.service.js';

/** The path browsers open the game's WebSocket on. */
export const LIVE_SOCKET_PATH = '/api/live/ws/';

/**
 * Which way game events travel between processes: Redis pub/sub when REDIS_URL is set, PostgreSQL
 * LISTEN/NOTIFY with DATABASE_URL, in memory on the embedded (single-process) database.
 */
async function busFor(app: FastifyInstance): Promise<LiveBus> {
  const { config } = app.deps;
  if (config.REDIS_URL) return redisBus(config.REDIS_URL, config.LIVE_REDIS_PREFIX);
  if (config.DATABASE_URL && app.deps.database.kind === 'postgres') return postgresBus(config.DATABASE_URL);
  return localBus();
}

/**
 * A cross-site page must not open a socket with the teacher's cookies: the session only counts when
 * the browser says the page came from this same host (browsers always send Origin on WebSockets).
 */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

async function socketUser(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100 || !sameOrigin(request)) return null;
  return sessionUserId(app.deps.database.db, token);
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/** Live games (issue 37): starting one over HTTP, then everything else over one WebSocket per screen. */
async function liveRoutesImpl(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const hub = new LiveHub(db(), await busFor(app), app.log, app.deps.config.LIVE_OWNER_LEASE_SECONDS);
  await hub.start();
  app.decorate('liveHub', hub);
  app.addHook('onClose', async () => hub.close());

  await app.register(fastifyWebsocket, {
    // A join with a long nickname, or an answer of LIVE_ANSWER_MAX four-byte characters, fits easily.
    options: { maxPayload: LIVE_ANSWER_MAX * 4 + 1024 },
  });

  registerRoute(app, routes.liveGamesCreate, async ({ body, user }) => {
    const { game, info } = await createLiveGame(db(), user.id, body, {
      processId: hub.processId,
      leaseSeconds: hub.leaseSeconds,
    });
    hub.addGame(info);
    return game;
  });
  registerRoute(app, routes.liveGamesRetrieve, async ({ params, user }) =>
    getLiveGame(db(), user.id, params.id),
  );
  registerRoute(app, routes.liveGamesQr, async ({ params, query, user }) =>
    liveGameQr(db(), user.id, params.id, query.url),
  );

  app.get(LIVE_SOCKET_PATH, { websocket: true }, async (socket, request) => {
    // Messages that arrive while the session is looked up wait in the socket; none is lost.
    socket.pause();
    const userId = await socketUser(app, request).catch(() => null);
    hub.attach(socket, userId, studentGuard(app, request));
    socket.resume();
  });
}

/** Not encapsulated: `app.liveHub` and `app.injectWS` (tests) are reachable from the root instance. */
export const liveRoutes = fp(liveRoutesImpl, { name: 'liveRoutes' });
