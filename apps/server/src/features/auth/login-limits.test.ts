import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const csrf = 'csrf-token-for-limit-tests';
const csrfHeaders = { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };

function randomAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** Failures are counted in fixed 15-minute windows: pin the clock mid-window so a test stays in one. */
function pinClockMidWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  const window = 15 * 60_000;
  vi.setSystemTime(Math.floor(Date.now() / window) * window + 2 * window + 60_000);
}

function basicMe(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me/',
    remoteAddress,
    headers: { authorization: basicAuth(email, password) },
  });
}

function formLogin(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress,
    headers: csrfHeaders,
    payload: { email, password },
  });
}

describe('log-in limits shared by the form and HTTP Basic', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  beforeEach(async () => {
    pinClockMidWindow();
    app = await buildTestApp();
    owner = await signUp(app);
  });
  afterEach(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it('answers 429 with Retry-After to Basic guesses past the per-account ceiling, and the form agrees', async () => {
    const attacker = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await basicMe(app, owner.email, `guess-${i}-password`, attacker)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const right = await basicMe(app, owner.email, owner.password, attacker);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await formLogin(app, owner.email, owner.password, attacker)).statusCode).toBe(429);
  });

  it('stops Basic once the log-in form has locked the account from that address', async () => {
    const attacker = randomAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await formLogin(app, owner.email, `guess-${i}-password`, attacker)).statusCode).toBe(400);
    }
    expect((await basicMe(app, owner.email, owner.password, attacker)).statusCode).toBe(429);
  });

  it('does not lock the owner out from another address', async () => {
    const attacker = randomAddress();
    for (let i = 0; i < 11; i += 1) await formLogin(app, owner.email, `guess-${i}-password`, attacker);
    expect((await formLogin(app, owner.email, owner.password, attacker)).statusCode).toBe(429);
    expect((await basicMe(app, owner.email, owner.password, randomAddress())).statusCode).toBe(200);
    expect((await formLogin(app, owner.email, owner.password, randomAddress())).statusCode).toBe(200);
  });

  it('stops guesses spread over many addresses at a higher per-account ceiling', async () => {
    for (let i = 0; i < 100; i += 1) {
      const guess = await basicMe(app, owner.email, `guess-${i}-password`, randomAddress());
      expect(guess.statusCode).toBe(401);
    }
    expect((await basicMe(app, owner.email, owner.password, randomAddress())).statusCode).toBe(429);
  });
});

describe('the per-address budget covers Basic failures', () => {
  it('answers 429 once one address has failed Basic more than AUTH_RATE_LIMIT times a minute', async () => {
    const app = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 120_000 + 5_000);
    try {
      const owner = await signUp(app);
      const address = randomAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const email = `nobody-${i}-${owner.userId}@example.com`;
        statuses.push((await basicMe(app, email, 'some password', address)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      expect((await formLogin(app, owner.email, owner.password, address)).statusCode).toBe(429);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});

describe('sessions at log-in and log-out', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  it('ends the previous session on the server when someone else logs in in the same browser', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: first.headers,
      payload: { email: second.email, password: second.password },
    });
    expect(login.statusCode).toBe(200);
    const stale = await app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { cookie: first.cookie },
    });
    expect(stale.statusCode).toBe(403);
  });

  it('hands out a new CSRF token at log-in and at log-out', async () => {
    const session = await signUp(app);
    const tokenOf = (cookies: { name: string; value: string }[]) =>
      cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: csrfHeaders,
      payload: { email: session.email, password: session.password },
    });
    expect(tokenOf(login.cookies)).toMatch(/^[\w-]{20,}$/);
    expect(tokenOf(login.cookies)).not.toBe(csrf);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: session.headers });
    expect(logout.statusCode).toBe(204);
    expect(tokenOf(logout.cookies)).toMatch(/^[\w-]{20,}$/);
    expect(tokenOf(logout.cookies)).not.toBe(session.csrf);
  });
});
