import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CREDIT_PACKS, PLANS } from '@quizwise/contract';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';
import type { FakeStripe } from '../../test/stripe-fake.js';
import { STRIPE_ENV, startStripeForTests, storedCustomerOf } from '../../../test/billing/test-support.js';

describe('billing: checkout and the customer portal', () => {
  let stripe: FakeStripe;
  let app: FastifyInstance;

  beforeAll(async () => {
    stripe = await startStripeForTests();
    app = await buildTestApp({ ...STRIPE_ENV, STRIPE_API_BASE_URL: stripe.url });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const call = (who: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  /** The Checkout Session requests the fake received for one customer. */
  const sessionRequestsFor = (customer: string) =>
    stripe.requests.filter(
      (request) => request.path === '/v1/checkout/sessions' && request.body.customer === customer,
    );

  it('shows the plan, the Professional price and every pack with its price from the plan data', async () => {
    const user = await signUp(app);
    const response = await call(user, 'GET', '/api/billing/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: true,
      plan: 'professional_trial',
      professional: {
        price_cents: PLANS.professional.monthlyPriceCents,
        price: '$9',
        monthly_credits: PLANS.professional.monthlyCredits,
        highlights: PLANS.professional.highlights,
      },
      packs: CREDIT_PACKS.map((pack) => ({
        id: pack.id,
        credits: pack.credits,
        price_cents: pack.priceCents,
        price: expect.stringMatching(/^\$\d/),
      })),
      can_manage: false,
    });
  });

  it('starts a subscription checkout for Professional with the user on the customer and metadata', async () => {
    const user = await signUp(app, { name: 'Sam Subscriber' });
    const response = await call(user, 'POST', '/api/billing/checkout/', { product: 'professional' });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);

    const customer = await storedCustomerOf(user.userId);
    expect(customer).toMatch(/^cus_/);
    const created = stripe.customers.get(customer ?? '');
    expect(created?.email).toBe(user.email);
    expect(created?.name).toBe('Sam Subscriber');
    expect(created?.metadata).toEqual({ user_id: String(user.userId) });

    const [request] = sessionRequestsFor(customer ?? '');
    expect(request?.headers.authorization).toBe(`Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}`);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.body).toMatchObject({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.userId),
      line_items: [{ price: STRIPE_ENV.STRIPE_PRICE_PROFESSIONAL, quantity: '1' }],
      metadata: { user_id: String(user.userId), product: 'professional' },
      subscription_data: { metadata: { user_id: String(user.userId), product: 'professional' } },
    });
    expect(request?.body.success_url).toMatch(/^http:\/\/[^/]+\/app\/billing\?checkout=success/);
    expect(request?.body.cancel_url).toMatch(/^http:\/\/[^/]+\/app\/billing\?checkout=cancelled$/);
  });

  it('starts a one-off payment checkout for a credit pack, reusing the customer made before', async () => {
    const user = await signUp(app);
    await call(user, 'POST', '/api/billing/checkout/', { product: 'professional' });
    const customer = await storedCustomerOf(user.userId);

    const response = await call(user, 'POST', '/api/billing/checkout/', { product: 'pack_300' });
    expect(response.statusCode).toBe(200);
    expect(await storedCustomerOf(user.userId)).toBe(customer);
    const customersForUser = [...stripe.customers.values()].filter(
      (c) => c.metadata.user_id === String(user.userId),
    );
    expect(customersForUser).toHaveLength(1);

    const requests = sessionRequestsFor(customer ?? '');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({
      mode: 'payment',
      line_items: [{ price: STRIPE_ENV.STRIPE_PRICE_PACK_300, quantity: '1' }],
      metadata: { user_id: String(user.userId), product: 'pack_300' },
      payment_intent_data: { metadata: { user_id: String(user.userId), product: 'pack_300' } },
    });
    expect(requests[1]?.body).not.toHaveProperty('subscription_data');
  });

  it('replaces a stored customer Stripe no longer has (test keys swapped for live) and carries on', async () => {
    const user = await signUp(app);
    await call(user, 'POST', '/api/billing/checkout/', { product: 'pack_100' });
    const gone = await storedCustomerOf(user.userId);
    stripe.customers.delete(gone ?? '');

    const response = await call(user, 'POST', '/api/billing/checkout/', { product: 'pack_100' });
    expect(response.statusCode).toBe(200);
    const replacement = await storedCustomerOf(user.userId);
    expect(replacement).toMatch(/^cus_/);
    expect(replacement).not.toBe(gone);
    expect(stripe.customers.get(replacement ?? '')?.metadata).toEqual({ user_id: String(user.userId) });
  });

  it('refuses an unknown product naming the field, and reaches Stripe for nothing', async () => {
    const user = await signUp(app);
    const before = stripe.requests.length;
    for (const payload of [{ product: 'pack_5' }, {}, { product: 3 }]) {
      const response = await call(user, 'POST', '/api/billing/checkout/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('product');
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('answers 400 for the portal before any purchase, and opens it for the customer after one', async () => {
    const user = await signUp(app);
    const before = await call(user, 'POST', '/api/billing/portal/');
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ non_field_errors: [expect.any(String)] });

    await call(user, 'POST', '/api/billing/checkout/', { product: 'pack_100' });
    const customer = await storedCustomerOf(user.userId);
    expect((await call(user, 'GET', '/api/billing/')).json()).toMatchObject({ can_manage: true });
    const response = await call(user, 'POST', '/api/billing/portal/');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { url: string }).url.startsWith(`${stripe.url}/p/session/`)).toBe(true);
    const portal = stripe.requests.filter(
      (request) => request.path === '/v1/billing_portal/sessions' && request.body.customer === customer,
    );
    expect(portal).toHaveLength(1);
    expect(portal[0]?.body.return_url).toMatch(/\/app\/billing$/);
  });

  it('needs a signed-in user and the CSRF header, like every other unsafe call', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      payload: { product: 'pack_100' },
    });
    expect(anonymous.statusCode).toBe(403);
    const user = await signUp(app);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      headers: { cookie: user.cookie },
      payload: { product: 'pack_100' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await storedCustomerOf(user.userId)).toBeNull();
  });

  it('answers 502 without Stripe details when Stripe refuses the call (a wrong key)', async () => {
    const misconfigured = await buildTestApp({
      ...STRIPE_ENV,
      STRIPE_SECRET_KEY: 'sk_test_not_the_right_key',
      STRIPE_API_BASE_URL: stripe.url,
    });
    const user = await signUp(misconfigured);
    const response = await misconfigured.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      headers: user.headers,
      payload: { product: 'professional' },
    });
    await misconfigured.close();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: expect.not.stringContaining('API Key') });
    expect(stripe.requests.at(-1)?.headers.authorization).toBe('Bearer sk_test_not_the_right_key');
  });
});

describe('billing while no Stripe key is configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('says billing is off, and hides every other billing route behind a 404', async () => {
    const user = await signUp(app);
    const overview = await app.inject({ method: 'GET', url: '/api/billing/', headers: user.headers });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ enabled: false, can_manage: false });
    for (const [method, url, payload] of [
      ['POST', '/api/billing/checkout/', { product: 'professional' }],
      ['POST', '/api/billing/checkout/', { product: 'not-a-product' }],
      ['POST', '/api/billing/portal/', undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: user.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1","object":"event"}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
