import type { RateLimiter } from '../../../lib/rate-limiter.js';
import { errors } from '../../../lib/errors.js';

const WINDOW_SECONDS = 600;

/** Limits on the anonymous student routes, per client address, counted outside the process. */
export interface StudentLimits {
  /** Unknown codes tried per window before every code lookup answers 429. */
  codeMisses: number;
  /** Attempts started on one quiz per window. */
  startsPerQuiz: number;
}

export interface StudentGuard {
  limiter: RateLimiter;
  ip: string;
  limits: StudentLimits;
}

/**
 * Looks a quiz code up unless the address has already tried too many unknown ones: once over the
 * limit, known codes are refused too, so a guesser learns nothing from the answers. The check runs
 * next to the lookup, so a student waits for one round trip, not two.
 */
export async function lookUpCode<T>(
  guard: StudentGuard,
  lookup: () => Promise<T | undefined>,
  unknown: () => Error,
): Promise<T> {
  const missKey = `q:miss:ip:${guard.ip}`;
  const [misses, found] = await Promise.all([guard.limiter.peek(missKey, WINDOW_SECONDS), lookup()]);
  if (misses.count >= guard.limits.codeMisses) throw errors.throttled(misses.retryAfter);
  if (found === undefined) {
    await guard.limiter.hit(missKey, WINDOW_SECONDS);
    throw unknown();
  }
  return found;
}

/** Counts one started attempt on the quiz from this address; 429 beyond the limit. */
export async function countStart(guard: StudentGuard, assignmentId: number): Promise<void> {
  const state = await guard.limiter.hit(`q:start:${assignmentId}:ip:${guard.ip}`, WINDOW_SECONDS);
  if (state.count > guard.limits.startsPerQuiz) throw errors.throttled(state.retryAfter);
}
