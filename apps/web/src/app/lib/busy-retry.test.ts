import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { busyRetry, isBusy } from './busy-retry.js';

const busy = new ApiError('server', 503, 'busy', {}, null, 3);

describe('retrying a busy AI engine', () => {
  it('retries only a 503 that says when to come back, a few times', () => {
    expect(isBusy(busy)).toBe(true);
    expect(isBusy(new ApiError('server', 503, 'down'))).toBe(false);
    expect(isBusy(new ApiError('server', 500, 'broken', {}, null, 3))).toBe(false);
    expect(busyRetry.retry(0, busy)).toBe(true);
    expect(busyRetry.retry(4, busy)).toBe(false);
    expect(busyRetry.retry(0, new ApiError('validation', 400, 'bad'))).toBe(false);
  });

  it('waits as long as Retry-After says, at most 30 seconds', () => {
    expect(busyRetry.retryDelay(1, busy)).toBe(3000);
    expect(busyRetry.retryDelay(1, new ApiError('server', 503, 'busy', {}, null, 600))).toBe(30_000);
  });
});
