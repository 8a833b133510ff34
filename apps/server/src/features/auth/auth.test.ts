import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, buildTestApp, signUp, uniqueEmail } from '../../test/test-app.js';

const csrf = 'csrf-token-for-tests-1234';
const csrfHeaders = { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };

describe('accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 201 with the user, 10 credits and a 14-day trial on sign-up', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: csrfHeaders,
      payload: { email: email.toUpperCase(), password: 'a good password', name: 'Ada' },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email, name: 'Ada', credits: 10, plan: 'professional_trial' });
    expect(Object.keys(user).sort()).toEqual([
      'account_role',
      'credits',
      'date_joined',
      'email',
      'id',
      'name',
      'plan',
      'trial_ends_at',
    ]);
    const trialDays = (Date.parse(user.trial_ends_at) - Date.parse(user.date_joined)) / 86_400_000;
    expect(trialDays).toBeCloseTo(14, 1);
    const session = response.cookies.find((c) => c.name === 'sessionid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('answers 400 naming the field for a duplicate e-mail, a weak password and a bad address', async () => {
    const first = await signUp(app);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: csrfHeaders,
      payload: { email: first.email, password: 'another good one' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ email: ['A user with that email already exists.'] });

    const numeric = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: csrfHeaders,
      payload: { email: uniqueEmail(), password: '1234567890' },
    });
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json().password).toContain('This password is entirely numeric.');

    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: csrfHeaders,
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      email: ['Enter a valid email address.'],
      password: ['This password is too short. It must contain at least 8 characters.'],
    });

    const sameAsEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: csrfHeaders,
      payload: { email: 'marguerite@example.com', password: 'marguerite@example.com' },
    });
    expect(sameAsEmail.json().password).toContain('The password is too similar to the email.');
  });

  it('stores "I am a student / a teacher" from sign-up and shows it on the user', async () => {
    const signup = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/auth/signup/', headers: csrfHeaders, payload });
    const teacher = await signup({
      email: uniqueEmail(),
      password: 'a good password',
      account_role: 'teacher',
    });
    expect(teacher.statusCode).toBe(201);
    expect(teacher.json().account_role).toBe('teacher');
    const cookie = teacher.cookies.find((c) => c.name === 'sessionid')?.value;
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { cookie: `sessionid=${cookie}` },
    });
    expect(me.json().account_role).toBe('teacher');

    const student = await signup({
      email: uniqueEmail(),
      password: 'a good password',
      account_role: 'student',
    });
    expect(student.json().account_role).toBe('student');
    // API clients that do not ask (the spec's body) still make an account, without a role.
    const unsaid = await signup({ email: uniqueEmail(), password: 'a good password' });
    expect(unsaid.statusCode).toBe(201);
    expect(unsaid.json().account_role).toBeNull();

    const wrong = await signup({ email: uniqueEmail(), password: 'a good password', account_role: 'parent' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('account_role');
  });

  it('answers 400 "This field is required." for a missing field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: csrfHeaders,
      payload: { email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['This field is required.'] });
  });

  it('signs up, reads me, logs out and then is anonymous', async () => {
    const session = await signUp(app);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me/', headers: { cookie: session.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(session.email);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: session.headers });
    expect(logout.statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { cookie: session.cookie },
    });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('logs in with the right password and answers 400 non_field_errors for a wrong one', async () => {
    const session = await signUp(app);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: csrfHeaders,
      payload: { email: session.email, password: session.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.some((c) => c.name === 'sessionid')).toBe(true);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: csrfHeaders,
      payload: { email: session.email, password: 'wrong password!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('answers 403 anonymous for every user route without credentials', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me/' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('treats a forged or expired session cookie as anonymous', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { cookie: 'sessionid=forged-token-value' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('CSRF', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sets a readable csrftoken cookie on GET /api/ responses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('answers 403 "CSRF token missing." for a sign-up without the header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: { cookie: `csrftoken=${csrf}` },
      payload: { email: uniqueEmail(), password: 'a good password' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
  });

  it('answers 403 "CSRF token incorrect." when header and cookie differ', async () => {
    const session = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { cookie: session.cookie, 'x-csrftoken': 'something-else-entirely' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });
  });

  it('needs no CSRF header with HTTP Basic auth', async () => {
    const session = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: basicAuth(session.email, session.password) },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('HTTP Basic', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('authenticates every /api/ route with the right credentials', async () => {
    const session = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { authorization: basicAuth(session.email, session.password) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(session.email);
  });

  it('answers 401 with WWW-Authenticate for wrong credentials or a malformed header', async () => {
    const session = await signUp(app);
    for (const authorization of [
      basicAuth(session.email, 'wrong password'),
      'Basic !!!not-base64',
      'Basic ',
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Basic realm="api"');
      expect(response.json()).toEqual({ detail: 'Invalid username/password.' });
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past AUTH_RATE_LIMIT sign-ups and log-ins a minute per address', async () => {
    const app = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    // Counting windows are fixed minutes: pin the clock mid-window so the five requests share one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 120_000 + 5_000);
    try {
      const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i += 1) {
        last = await app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          remoteAddress: address,
          headers: csrfHeaders,
          payload: { email: uniqueEmail(), password: 'whatever password' },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json().detail).toMatch(/throttled/);
    } finally {
      await app.close();
    }
  });

  it('locks an account for the window after 10 failed log-ins, even with the right password', async () => {
    const app = await buildTestApp();
    try {
      const session = await signUp(app);
      for (let i = 0; i < 10; i += 1) {
        const wrong = await app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          headers: csrfHeaders,
          payload: { email: session.email, password: `wrong-${i}-password` },
        });
        expect(wrong.statusCode).toBe(400);
      }
      const right = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: csrfHeaders,
        payload: { email: session.email, password: session.password },
      });
      expect(right.statusCode).toBe(429);
      expect(right.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
