import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { IMAGE_UPLOAD_MAX_BYTES, JSON_BODY_LIMIT_BYTES, PDF_UPLOAD_MAX_BYTES } from '@quizwise/contract';
import type { QuizProvider } from '@quizwise/quiz-engine';
import { createConfiguredProvider } from './features/ai/select-provider.js';
import type { AppConfig, TrustProxy } from './config/env.js';
import type { Database } from './db/client.js';
import type { AppDeps } from './lib/deps.js';
import { AccessLog, loggerOptions } from './lib/access-log.js';
import { contractSerializerCompiler } from './lib/response-serializer.js';
import { InFlightHandlers } from './lib/in-flight.js';
import { createDbRateLimiter, createRedisRateLimiter } from './lib/rate-limiter.js';
import { zodValidatorCompiler } from './lib/request-validation.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { securityHeaders } from './plugins/security-headers.js';
import { bodyGate } from './lib/body-gate.js';
import { authPlugin } from './features/auth/auth.plugin.js';
import { authRoutes } from './features/auth/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { ingestRoutes } from './features/ingest/routes.js';
import { subjectRoutes } from './features/subjects/routes.js';
import { studyNoteRoutes } from './features/study-notes/routes.js';
import { diagramRoutes } from './features/diagrams/routes.js';
import { rawTextRoutes } from './features/raw-texts/routes.js';
import { quizRoutes } from './features/quizzes/routes.js';
import { collectionRoutes } from './features/collections/routes.js';
import { chatRoutes } from './features/chats/routes.js';
import { topicNoteRoutes } from './features/topic-notes/routes.js';
import { creditRoutes } from './features/credits/routes.js';
import { planRoutes } from './features/plans/routes.js';
import { openApiPlugin } from './features/openapi/openapi.plugin.js';
import { pagesPlugin } from './features/pages/pages.plugin.js';
import { quizAiRoutes } from './features/quiz-ai/routes.js';
import { quizDraftRoutes } from './features/quiz-drafts/routes.js';
import { downloadRoutes } from './features/downloads/routes.js';
import { teachingRoutes } from './features/teaching/routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { reviewRoutes } from './features/review/routes.js';
import { liveRoutes } from './features/live/routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Replaces the configured AI provider (tests). */
  quizProvider?: QuizProvider;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** The time now (plan dates, spaced-review scheduling); tests pass a fake clock. */
  clock?: () => Date;
}

const SECOND = 1000;

/**
 * Fastify ignores a bare hop count (it cannot tell a proxy from a client that connects directly), so
 * a count becomes a function trusting that many hops from the socket, Express-style; a list of the
 * proxies' addresses is the stricter choice and goes through as it is.
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Timeouts that cut off slow or stalled clients. Node checks request deadlines on an interval
 * (30 s by default), so the interval follows the request timeout to cut a stalled body in time.
 */
function serverTimeouts(config: AppConfig) {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * SECOND;
  return {
    requestTimeout,
    connectionTimeout: config.IDLE_TIMEOUT_SECONDS * SECOND,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * SECOND,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_SECONDS * SECOND, requestTimeout),
      connectionsCheckingInterval: Math.max(100, Math.min(5 * SECOND, requestTimeout / 4)),
    },
  };
}

/**
 * Builds the whole server: external plugins, then our own (deps, auth), then every feature's routes,
 * then the web pages. No state that another process would need lives in memory.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    logController: new AccessLog(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...serverTimeouts(config),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler({ crossCheck: config.NODE_ENV === 'test' }));
  registerErrorHandler(app);

  const limiter = config.REDIS_URL
    ? createRedisRateLimiter(config.REDIS_URL)
    : createDbRateLimiter(database.db, { onlyProcess: database.kind === 'pglite' });
  const deps: AppDeps = {
    config,
    database,
    limiter,
    quizProvider: options.quizProvider ?? createConfiguredProvider(config),
    inFlight: new InFlightHandlers(),
    clock: options.clock ?? (() => new Date()),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await limiter.close();
    // Only the provider built here is ours to close; one handed in (tests) belongs to the caller.
    if (!options.quizProvider) await deps.quizProvider.close?.();
  });
  // Set when the request arrives, so every answer carries it (errors and 404s too), without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(fastifyCookie);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(PDF_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES),
      files: 2,
      fields: 10,
      parts: 12,
    },
  });
  await app.register(openApiPlugin);
  await app.register(authPlugin);
  await app.register(bodyGate);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(analyticsRoutes);
  await app.register(ingestRoutes);
  await app.register(subjectRoutes);
  await app.register(studyNoteRoutes);
  await app.register(diagramRoutes);
  await app.register(rawTextRoutes);
  await app.register(quizRoutes);
  await app.register(collectionRoutes);
  await app.register(chatRoutes);
  await app.register(topicNoteRoutes);
  await app.register(creditRoutes);
  await app.register(planRoutes);

  await app.register(quizAiRoutes);
  await app.register(quizDraftRoutes);
  await app.register(downloadRoutes);
  await app.register(teachingRoutes);
  await app.register(billingRoutes);
  await app.register(reviewRoutes);
  await app.register(liveRoutes);

  await app.register(pagesPlugin);
  return app;
}
