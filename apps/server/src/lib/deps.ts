import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { InFlightHandlers } from './in-flight.js';
import type { RateLimiter } from './rate-limiter.js';
import type { QuizProvider } from '@quizwise/quiz-engine';

/**
 * What the app's features share, built once at boot and reached as `app.deps` / `request.server.deps`.
 * Features may add their own long-lived services here (e.g. the OCR engine).
 */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  limiter: RateLimiter;
  /** The AI behind generation, topic notes and chat: the embedded engine unless configured otherwise. */
  quizProvider: QuizProvider;
  /** Route handlers still running; shutdown waits for them before closing the database. */
  inFlight: InFlightHandlers;
  /** The time now (plan dates, spaced-review scheduling): the wall clock, or a fake one in tests. */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
