import { ApiError } from './api-error.js';

/** How many times a call the server was too busy for is tried again before the error shows. */
export const BUSY_RETRIES = 4;
const MAX_WAIT_MS = 30_000;

/** A 503 with Retry-After: nothing was done or charged, so trying again later is safe. */
export function isBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== null;
}

/** React Query's `retry` and `retryDelay` for calls that may meet a busy AI engine. */
export const busyRetry = {
  retry: (failureCount: number, error: unknown) => isBusy(error) && failureCount < BUSY_RETRIES,
  retryDelay: (_failureCount: number, error: unknown) =>
    Math.min(MAX_WAIT_MS, (isBusy(error) ? (error.retryAfterSeconds ?? 2) : 2) * 1000),
};
