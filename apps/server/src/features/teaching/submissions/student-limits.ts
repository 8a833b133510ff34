import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../../lib/rate-limiter.js';
import { errors } from '../../../lib/errors.js';

const WINDOW_SECONDS = 600;

/** How long a lookup waits once its address is past the misses limit: a right code still gets through. */
export const SLOW_LOOKUP_MS = 1000;

/** Past this many times the misses limit, every lookup in that scope is refused. */
const REFUSE_ALL_FACTOR = 4;

/** Limits on the anonymous student routes, per client address, counted outside the process. */
export interface StudentLimits {
  /** Wrong codes tried per window (and per scope) before lookups are slowed and wrong codes answer 429. */
  codeMisses: number;
  /** Attempts started on one quiz per window. */
  startsPerQuiz: number;
}

export interface StudentGuard {
  limiter: RateLimiter;
  ip: string;
  limits: StudentLimits;
}

/** The guard for one anonymous request (quiz, join and student codes). */
export function studentGuard(app: FastifyInstance, request: FastifyRequest): StudentGuard {
  return {
    limiter: app.deps.limiter,
    ip: request.ip,
    limits: {
      codeMisses: app.deps.config.HOSTED_CODE_MISSES_LIMIT,
      startsPerQuiz: app.deps.config.HOSTED_STARTS_LIMIT,
    },
  };
}

/**
 * Where wrong codes are counted: quiz and join codes per address; a class's student codes per address
 * and class, so a guesser in one class never slows another class, or the quiz codes, on the same network.
 */
export type CodeScope = { kind: 'quiz' } | { kind: 'student'; classId: number };

function missKey(guard: StudentGuard, scope: CodeScope): string {
  return scope.kind === 'quiz' ? `q:miss:ip:${guard.ip}` : `q:miss:class:${scope.classId}:ip:${guard.ip}`;
}

/**
 * Looks a code up, counting wrong ones per address and scope. Under the limit a wrong code is answered
 * at once (404/400). Past it, every lookup waits {@link SLOW_LOOKUP_MS} first: a right code is then
 * answered as usual (a school behind one address with many typos is slowed, not stopped) and a wrong
 * one is 429. Past four times the limit, every lookup in the scope is 429, so guessing stays bounded.
 * The counter is read next to the lookup, so a student waits for one round trip, not two.
 */
export async function lookUpCode<T>(
  guard: StudentGuard,
  lookup: () => Promise<T | undefined>,
  unknown: () => Error,
  scope: CodeScope = { kind: 'quiz' },
): Promise<T> {
  const key = missKey(guard, scope);
  const [misses, found] = await Promise.all([guard.limiter.peek(key, WINDOW_SECONDS), lookup()]);
  const limit = guard.limits.codeMisses;
  if (misses.count >= limit * REFUSE_ALL_FACTOR) throw errors.throttled(misses.retryAfter);
  const throttled = misses.count >= limit;
  if (throttled) await sleep(SLOW_LOOKUP_MS);
  if (found !== undefined) return found;
  const counted = await guard.limiter.hit(key, WINDOW_SECONDS);
  if (throttled) throw errors.throttled(counted.retryAfter);
  throw unknown();
}

/** Counts one started attempt on the quiz from this address; 429 beyond the limit. */
export async function countStart(guard: StudentGuard, assignmentId: number): Promise<void> {
  const state = await guard.limiter.hit(`q:start:${assignmentId}:ip:${guard.ip}`, WINDOW_SECONDS);
  if (state.count > guard.limits.startsPerQuiz) throw errors.throttled(state.retryAfter);
}
