import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../test/test-app.js';
import { InFlightHandlers } from './in-flight.js';

describe('in-flight handlers', () => {
  it('resolves drained() when the last handler leaves, and at once when none runs', async () => {
    const inFlight = new InFlightHandlers();
    await inFlight.drained(10_000);
    inFlight.enter();
    inFlight.enter();
    let drained = false;
    const waiting = inFlight.drained(10_000).then(() => {
      drained = true;
    });
    inFlight.leave();
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    inFlight.leave();
    await waiting;
    expect(drained).toBe(true);
    expect(inFlight.running).toBe(0);
  });

  it('is quiet only with no handler running and none finished within the window', () => {
    const handlers = new InFlightHandlers();
    expect(handlers.quietFor(2_000)).toBe(true);
    handlers.enter();
    expect(handlers.quietFor(0)).toBe(false);
    handlers.leave();
    const left = Date.now();
    expect(handlers.quietFor(2_000, left + 1_000)).toBe(false);
    expect(handlers.quietFor(2_000, left + 2_500)).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    const inFlight = new InFlightHandlers();
    inFlight.enter();
    const started = Date.now();
    await inFlight.drained(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(inFlight.running).toBe(1);
  });

  describe('around route handlers', () => {
    let app: FastifyInstance;
    let session: TestSession;
    beforeAll(async () => {
      app = await buildTestApp();
      session = await signUp(app);
    });
    afterAll(async () => {
      await app.close();
    });

    it('counts a running handler from its start until its reply is ready', async () => {
      const { inFlight } = app.deps;
      const events: string[] = [];
      const enter = inFlight.enter.bind(inFlight);
      const leave = inFlight.leave.bind(inFlight);
      inFlight.enter = () => {
        enter();
        events.push(`enter ${inFlight.running}`);
      };
      inFlight.leave = () => {
        leave();
        events.push(`leave ${inFlight.running}`);
      };
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/create-raw-text/',
          headers: session.headers,
          payload: { name: 'Shutdown', content: 'Written while the server stops.' },
        });
        events.push(`answered ${response.statusCode}`);
      } finally {
        inFlight.enter = enter;
        inFlight.leave = leave;
      }
      expect(events).toEqual(['enter 1', 'leave 0', 'answered 201']);
      await inFlight.drained(10_000);
    });
  });
});
