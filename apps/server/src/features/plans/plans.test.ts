import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicAuth, buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import { createClass, createQuiz } from '../../../test/teaching/test-support.js';
import { settlePlanClock, setPlan } from './plans.service.js';
import { STANDARD_PLAN_SETTINGS } from './plan-rules.js';

const DAY = 24 * 60 * 60 * 1000;

/** A clock the test moves by hand; the server reads plan dates from it. */
function fakeClock(start = Date.now()) {
  let now = start;
  return {
    read: () => new Date(now),
    advanceDays(days: number) {
      now += days * DAY;
    },
  };
}

type LedgerRow = { delta: number; balance_after: number; reason: string };

describe('plans over time', () => {
  let app: FastifyInstance;
  const clock = fakeClock();

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: clock.read });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, who: TestSession) => app.inject({ method: 'GET', url, headers: who.headers });
  const plan = async (who: TestSession) => (await get('/api/user/plan/', who)).json();
  const ledger = async (who: TestSession): Promise<LedgerRow[]> =>
    (await get('/api/user/credits/history/?page_size=100', who)).json().results;

  it('starts a new account on the 14-day trial, its renewal at the trial’s end', async () => {
    const session = await signUp(app);
    const state = await plan(session);
    expect(state).toMatchObject({
      plan: 'professional',
      name: 'Professional trial',
      is_trial: true,
      trial_days_left: 14,
      monthly_credits: 30,
      notice: null,
    });
    expect(state.renews_at).toBe(state.trial_ends_at);
    expect(state.features).toContain('hosting');
    const me = (await get('/api/auth/me/', session)).json();
    expect(me).toMatchObject({ plan: 'professional_trial', trial_ends_at: state.trial_ends_at });
  });

  it('moves a trial to Free on day 15 with a one-time notice, adding Free’s allowance once', async () => {
    const session = await signUp(app);
    const trialEndsAt = (await plan(session)).trial_ends_at as string;
    clock.advanceDays(14.5);
    try {
      // Several requests arrive at once after the trial ended: one moves it, one allowance is added.
      const answers = await Promise.all([
        get('/api/auth/me/', session),
        get('/api/user/credits/', session),
        get('/api/user/plan/', session),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const state = await plan(session);
      expect(state).toMatchObject({ plan: 'free', name: 'Free', is_trial: false, trial_days_left: 0 });
      expect(state.features).not.toContain('hosting');
      expect(state.notice.kind).toBe('trial_ended');
      expect(state.notice.message).toMatch(
        /^Your Professional trial ended on \d{1,2} \w+ \d{4}; you are on Free: 30 credits a month\. Nothing you made is lost\.$/,
      );
      expect(new Date(state.renews_at).getTime()).toBeGreaterThan(new Date(trialEndsAt).getTime());
      expect((await get('/api/auth/me/', session)).json()).toMatchObject({ plan: 'free', credits: 40 });
      const rows = await ledger(session);
      expect(rows.filter((row) => row.reason === 'allowance_renewal')).toEqual([
        expect.objectContaining({ delta: 30, balance_after: 40 }),
      ]);

      const dismissed = await app.inject({
        method: 'POST',
        url: '/api/user/plan/notice/dismiss/',
        headers: session.headers,
      });
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json().notice).toBeNull();
      expect((await plan(session)).notice).toBeNull();
    } finally {
      clock.advanceDays(-14.5);
    }
  });

  it('adds the monthly allowance exactly once per period, even with concurrent requests', async () => {
    const session = await signUp(app);
    clock.advanceDays(15);
    try {
      await plan(session); // trial → Free, first allowance
      const firstRenewal = new Date((await plan(session)).renews_at);
      clock.advanceDays(31);
      const { db } = await testDatabase();
      await Promise.all([
        get('/api/user/plan/', session),
        get('/api/auth/me/', session),
        settlePlanClock(db, session.userId, clock.read()),
        settlePlanClock(db, session.userId, clock.read()),
      ]);
      const renewals = (await ledger(session)).filter((row) => row.reason === 'allowance_renewal');
      expect(renewals.map((row) => [row.delta, row.balance_after])).toEqual([
        [30, 70],
        [30, 40],
      ]);
      const next = new Date((await plan(session)).renews_at);
      expect(next.getUTCMonth()).toBe((firstRenewal.getUTCMonth() + 1) % 12);
      expect(next.getTime()).toBeGreaterThan(clock.read().getTime());
    } finally {
      clock.advanceDays(-46);
    }
  });

  it('adds one allowance, not three, to an account back after three months', async () => {
    const session = await signUp(app);
    clock.advanceDays(15 + 92);
    try {
      await plan(session);
      const renewals = (await ledger(session)).filter((row) => row.reason === 'allowance_renewal');
      expect(renewals).toHaveLength(1);
      expect(new Date((await plan(session)).renews_at).getTime()).toBeGreaterThan(clock.read().getTime());
    } finally {
      clock.advanceDays(-(15 + 92));
    }
  });

  it('refuses a Free account a new class, hosted quiz or Google export, naming the plan; keeps what it made', async () => {
    const session = await signUp(app);
    const klass = await createClass(app, session, 'Made during the trial');
    const quizId = await createQuiz(app, session);
    clock.advanceDays(15);
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/teaching/classes/',
        headers: session.headers,
        payload: { name: 'After the trial' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: expect.stringContaining('needs the Professional plan; your account is on Free'),
        code: 'plan_required',
        required_plan: 'professional',
      });
      const hosted = await app.inject({
        method: 'POST',
        url: '/api/teaching/assignments/',
        headers: session.headers,
        payload: { quiz_id: quizId, class_id: klass.id },
      });
      expect(hosted.statusCode).toBe(403);
      expect(hosted.json().code).toBe('plan_required');
      const form = await app.inject({
        method: 'POST',
        url: '/api/teaching/google/forms/',
        headers: session.headers,
        payload: { quiz_id: quizId },
      });
      expect(form.statusCode).toBe(403);
      expect(form.json().required_plan).toBe('professional');
      const viaBasic = await app.inject({
        method: 'POST',
        url: '/api/teaching/classes/',
        headers: { authorization: basicAuth(session.email, session.password) },
        payload: { name: 'Over HTTP Basic' },
      });
      expect(viaBasic.statusCode).toBe(403);
      expect(viaBasic.json().code).toBe('plan_required');
      // What it made stays: the class and the quiz open as before.
      expect((await get(`/api/teaching/classes/${klass.id}/`, session)).statusCode).toBe(200);
      expect((await get(`/api/user-quizzes/${quizId}/`, session)).statusCode).toBe(200);
    } finally {
      clock.advanceDays(-15);
    }
  });

  it('setPlan to Professional (operator or Stripe) unlocks hosting and adds its allowance once', async () => {
    const session = await signUp(app);
    const { db } = await testDatabase();
    await setPlan(db, session.userId, 'free', { renewsAt: null, source: 'operator' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/teaching/classes/',
          headers: session.headers,
          payload: { name: 'Refused' },
        })
      ).statusCode,
    ).toBe(403);
    const renewsAt = new Date(Date.now() + 30 * DAY);
    expect(await setPlan(db, session.userId, 'professional', { renewsAt, source: 'stripe' })).toBe(true);
    // A replayed webhook changes nothing more.
    expect(await setPlan(db, session.userId, 'professional', { renewsAt, source: 'stripe' })).toBe(true);
    const state = await plan(session);
    expect(state).toMatchObject({ plan: 'professional', is_trial: false, monthly_credits: 500 });
    expect(state.renews_at).toBe(renewsAt.toISOString());
    const grants = (await ledger(session)).filter((row) => row.reason === 'allowance_renewal');
    expect(grants.map((row) => row.delta)).toEqual([500]);
    await createClass(app, session, 'Unlocked');
    expect(await setPlan(db, 2_147_483_000, 'free', { renewsAt: null, source: 'operator' })).toBe(false);
  });

  it('a renewal webhook that moves the date after it passed still adds the due allowance once', async () => {
    const session = await signUp(app);
    const { db } = await testDatabase();
    const start = clock.read();
    const periodEnd = new Date(start.getTime() + 30 * DAY);
    await setPlan(db, session.userId, 'professional', { renewsAt: periodEnd, source: 'stripe', now: start });
    const later = new Date(periodEnd.getTime() + DAY);
    const nextEnd = new Date(periodEnd.getTime() + 30 * DAY);
    await setPlan(db, session.userId, 'professional', { renewsAt: nextEnd, source: 'stripe', now: later });
    await setPlan(db, session.userId, 'professional', { renewsAt: nextEnd, source: 'stripe', now: later });
    const grants = (await ledger(session)).filter((row) => row.reason === 'allowance_renewal');
    expect(grants.map((row) => row.delta)).toEqual([500, 500]);
    expect((await plan(session)).renews_at).toBe(nextEnd.toISOString());
  });
});

describe('plans on a self-hosted install (DEFAULT_PLAN, DEFAULT_MONTHLY_CREDITS)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ DEFAULT_PLAN: 'professional', DEFAULT_MONTHLY_CREDITS: '200' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('starts new accounts on Professional with the install’s allowance, renewing in a month', async () => {
    const session = await signUp(app);
    const state = (
      await app.inject({ method: 'GET', url: '/api/user/plan/', headers: session.headers })
    ).json();
    expect(state).toMatchObject({
      plan: 'professional',
      is_trial: false,
      monthly_credits: 200,
      notice: null,
    });
    const days = (new Date(state.renews_at).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me/', headers: session.headers })).json();
    expect(me).toMatchObject({ plan: 'professional', credits: 200, trial_ends_at: null });
    expect(STANDARD_PLAN_SETTINGS.defaultPlan).toBe('professional_trial');
  });
});
