import { PLANS } from '@quizwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { billingEvents, creditLedger } from '../../db/schema/index.js';
import { buildTestApp, signUp, testDatabase, type TestSession } from '../../test/test-app.js';
import type { FakeStripe, WebhookInjector } from '../../test/stripe-fake.js';
import {
  STRIPE_ENV,
  accountOf,
  injectTarget,
  startStripeForTests,
  storedCustomerOf,
} from '../../../test/billing/test-support.js';

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('billing webhooks: only Stripe changes plans and credits', () => {
  let stripe: FakeStripe;
  let app: FastifyInstance;
  let toApp: WebhookInjector;

  beforeAll(async () => {
    stripe = await startStripeForTests();
    app = await buildTestApp({ ...STRIPE_ENV, STRIPE_API_BASE_URL: stripe.url });
    toApp = injectTarget(app);
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  /** A user who started a checkout for `product`: their customer exists, the session is open. */
  async function checkout(
    product: string,
  ): Promise<{ user: TestSession; sessionId: string; customer: string }> {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      headers: user.headers,
      payload: { product },
    });
    expect(response.statusCode).toBe(200);
    const sessionId = new URL((response.json() as { url: string }).url).pathname.split('/').at(-1) ?? '';
    const customer = await storedCustomerOf(user.userId);
    if (!customer) throw new Error('no customer stored');
    return { user, sessionId, customer };
  }

  async function purchasesOf(userId: number) {
    const { db } = await testDatabase();
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    return rows.filter((row) => row.reason === 'purchase');
  }

  it('grants a paid pack its credits once, as a purchase in the ledger', async () => {
    const { user, sessionId } = await checkout('pack_300');
    const before = await accountOf(user.userId);
    const paid = stripe.completeSession(sessionId);
    const response = await stripe.deliver(stripe.event('checkout.session.completed', paid), toApp);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ received: true });

    const after = await accountOf(user.userId);
    expect(after.credits).toBe(before.credits + 300);
    const purchases = await purchasesOf(user.userId);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ delta: 300, balanceAfter: after.credits });
    expect(purchases[0]?.details).toMatchObject({ pack: 'pack_300', checkout_session: sessionId });
  });

  it('changes nothing when the same event is delivered again, and answers 200 so Stripe stops', async () => {
    const { user, sessionId } = await checkout('pack_100');
    const event = stripe.event('checkout.session.completed', stripe.completeSession(sessionId));
    expect((await stripe.deliver(event, toApp)).statusCode).toBe(200);
    const once = await accountOf(user.userId);

    const replayed = await stripe.deliver(event, toApp);
    expect(replayed.statusCode).toBe(200);
    expect(await accountOf(user.userId)).toEqual(once);
    expect(await purchasesOf(user.userId)).toHaveLength(1);
    const { db } = await testDatabase();
    const claimed = await db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id));
    expect(claimed).toEqual([expect.objectContaining({ type: 'checkout.session.completed' })]);
  });

  it('grants once per session even when Stripe sends two different "paid" events for it', async () => {
    const { user, sessionId } = await checkout('pack_100');
    const paid = stripe.completeSession(sessionId);
    await stripe.deliver(stripe.event('checkout.session.completed', paid), toApp);
    await stripe.deliver(stripe.event('checkout.session.async_payment_succeeded', paid), toApp);
    expect(await purchasesOf(user.userId)).toHaveLength(1);
  });

  it('grants nothing for a session that is not paid yet (a delayed payment method)', async () => {
    const { user, sessionId } = await checkout('pack_1000');
    const before = await accountOf(user.userId);
    const pending = { ...stripe.completeSession(sessionId), payment_status: 'unpaid' as const };
    expect(
      (await stripe.deliver(stripe.event('checkout.session.completed', pending), toApp)).statusCode,
    ).toBe(200);
    expect(await accountOf(user.userId)).toEqual(before);
  });

  it('refuses a forged, unsigned or tampered event with 400 and changes nothing', async () => {
    const { user, sessionId } = await checkout('pack_1000');
    const before = await accountOf(user.userId);
    const event = stripe.event('checkout.session.completed', stripe.completeSession(sessionId));

    const forged = await stripe.deliver(event, toApp, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ detail: 'Webhook signature verification failed.' });
    expect((await stripe.deliver(event, toApp, { signature: null })).statusCode).toBe(400);
    expect((await stripe.deliver(event, toApp, { signature: 'garbage' })).statusCode).toBe(400);

    // A real signature over different bytes: the body was changed on the way.
    const signedOriginal = await toApp('{}', {});
    expect(signedOriginal.statusCode).toBe(400);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    });
    const tampered = JSON.stringify({ ...event, id: 'evt_tampered' });
    const response = await toApp(tampered, {
      'content-type': 'application/json',
      'stripe-signature': header,
    });
    expect(response.statusCode).toBe(400);

    expect(await accountOf(user.userId)).toEqual(before);
    const { db } = await testDatabase();
    expect(await db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id))).toEqual([]);
    // The genuine delivery still works afterwards: nothing was claimed by the forgeries.
    expect((await stripe.deliver(event, toApp)).statusCode).toBe(200);
    expect((await accountOf(user.userId)).credits).toBe(before.credits + 1000);
  });

  it('answers 400, never a 500, to bodies of any kind that are not a signed event', async () => {
    for (const [payload, headers] of [
      ['', {}],
      ['not json', { 'content-type': 'text/plain' }],
      ['--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }],
      ['{"id":"evt_1"}', { 'content-type': 'application/json', 'stripe-signature': 't=abc,v1=' }],
      ['{"id":', { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/billing/webhook/', payload, headers });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('moves a subscriber to Professional until the period end, and to Free when the subscription ends', async () => {
    const { user, sessionId, customer } = await checkout('professional');
    expect((await accountOf(user.userId)).plan).toBe('professional_trial');
    // Completing the checkout alone changes no plan: the subscription events do.
    const paid = stripe.completeSession(sessionId);
    await stripe.deliver(stripe.event('checkout.session.completed', paid), toApp);
    expect((await accountOf(user.userId)).plan).toBe('professional_trial');

    const periodEnd = nowSeconds() + 30 * DAY;
    const active = stripe.subscription({ customer, status: 'active', periodEnd });
    await stripe.deliver(stripe.event('customer.subscription.created', active), toApp);
    const upgraded = await accountOf(user.userId);
    expect(upgraded.plan).toBe('professional');
    expect(upgraded.renewsAt?.getTime()).toBe(periodEnd * 1000);

    const ended = stripe.subscription({ customer, status: 'canceled', periodEnd, id: active.id });
    await stripe.deliver(stripe.event('customer.subscription.deleted', ended), toApp);
    expect((await accountOf(user.userId)).plan).toBe('free');
  });

  it('keeps Professional while Stripe retries a failed renewal (past_due) and ends it when unpaid', async () => {
    const { user, customer } = await checkout('professional');
    const periodEnd = nowSeconds() + 30 * DAY;
    const created = nowSeconds() - 100;
    const active = stripe.subscription({ customer, status: 'active', periodEnd });
    await stripe.deliver(stripe.event('customer.subscription.created', active, { created }), toApp);
    const pastDue = stripe.subscription({ customer, status: 'past_due', periodEnd, id: active.id });
    await stripe.deliver(
      stripe.event('customer.subscription.updated', pastDue, { created: created + 10 }),
      toApp,
    );
    expect((await accountOf(user.userId)).plan).toBe('professional');
    const unpaid = stripe.subscription({ customer, status: 'unpaid', periodEnd, id: active.id });
    await stripe.deliver(
      stripe.event('customer.subscription.updated', unpaid, { created: created + 20 }),
      toApp,
    );
    expect((await accountOf(user.userId)).plan).toBe('free');
  });

  it('ignores an older event that arrives late: deleted, then a late "updated active" stays Free', async () => {
    const { user, customer } = await checkout('professional');
    const periodEnd = nowSeconds() + 30 * DAY;
    const t0 = nowSeconds() - 1000;
    const active = stripe.subscription({ customer, status: 'active', periodEnd });
    await stripe.deliver(stripe.event('customer.subscription.created', active, { created: t0 }), toApp);
    const canceled = stripe.subscription({ customer, status: 'canceled', periodEnd, id: active.id });
    await stripe.deliver(
      stripe.event('customer.subscription.deleted', canceled, { created: t0 + 300 }),
      toApp,
    );
    expect((await accountOf(user.userId)).plan).toBe('free');

    const lateUpdate = stripe.subscription({
      customer,
      status: 'active',
      periodEnd: periodEnd + DAY,
      id: active.id,
    });
    const late = await stripe.deliver(
      stripe.event('customer.subscription.updated', lateUpdate, { created: t0 + 100 }),
      toApp,
    );
    expect(late.statusCode).toBe(200);
    expect((await accountOf(user.userId)).plan).toBe('free');
    // Even one stamped later cannot bring a canceled subscription back: Stripe never does.
    await stripe.deliver(
      stripe.event('customer.subscription.updated', lateUpdate, { created: t0 + 400 }),
      toApp,
    );
    expect((await accountOf(user.userId)).plan).toBe('free');
  });

  it('ignores a late "created" after a newer "updated" (the renewal date stays the newer one)', async () => {
    const { user, customer } = await checkout('professional');
    const t0 = nowSeconds() - 1000;
    const firstEnd = nowSeconds() + 10 * DAY;
    const renewedEnd = nowSeconds() + 40 * DAY;
    const created = stripe.subscription({ customer, status: 'active', periodEnd: firstEnd });
    const renewed = stripe.subscription({
      customer,
      status: 'active',
      periodEnd: renewedEnd,
      id: created.id,
    });
    await stripe.deliver(stripe.event('customer.subscription.updated', renewed, { created: t0 + 50 }), toApp);
    await stripe.deliver(stripe.event('customer.subscription.created', created, { created: t0 }), toApp);
    expect((await accountOf(user.userId)).renewsAt?.getTime()).toBe(renewedEnd * 1000);
  });

  it("never touches another user's plan or credits", async () => {
    const buyer = await checkout('pack_100');
    const subscriber = await checkout('professional');
    const bystander = await signUp(app);
    const bystanderBefore = await accountOf(bystander.userId);
    const subscriberBefore = await accountOf(subscriber.user.userId);

    await stripe.deliver(
      stripe.event('checkout.session.completed', stripe.completeSession(buyer.sessionId)),
      toApp,
    );
    expect(await accountOf(subscriber.user.userId)).toEqual(subscriberBefore);
    const sub = stripe.subscription({
      customer: subscriber.customer,
      status: 'active',
      periodEnd: nowSeconds() + 30 * DAY,
    });
    await stripe.deliver(stripe.event('customer.subscription.created', sub), toApp);

    expect(await accountOf(bystander.userId)).toEqual(bystanderBefore);
    expect((await accountOf(buyer.user.userId)).plan).toBe('professional_trial');
    // The subscriber alone gets Professional's allowance at once (the plan's rule for an upgrade).
    expect((await accountOf(subscriber.user.userId)).credits).toBe(
      subscriberBefore.credits + PLANS.professional.monthlyCredits,
    );
  });

  it('answers 200 and changes nothing for events it does not handle or customers it does not know', async () => {
    const stranger = stripe.subscription({
      customer: 'cus_notours',
      status: 'active',
      periodEnd: nowSeconds() + DAY,
    });
    const response = await stripe.deliver(stripe.event('customer.subscription.created', stranger), toApp);
    expect(response.statusCode).toBe(200);
    const { user, sessionId } = await checkout('pack_100');
    const before = await accountOf(user.userId);
    const other = await stripe.deliver(
      stripe.event('checkout.session.expired', stripe.sessions.get(sessionId)!),
      toApp,
    );
    expect(other.statusCode).toBe(200);
    expect(await accountOf(user.userId)).toEqual(before);
  });

  it('takes events over real HTTP without a session or CSRF token', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { user, sessionId } = await checkout('pack_100');
    const before = await accountOf(user.userId);
    const event = stripe.event('checkout.session.completed', stripe.completeSession(sessionId));
    const response = await stripe.deliver(event, `http://127.0.0.1:${port}/api/billing/webhook/`);
    expect(response.statusCode).toBe(200);
    expect((await accountOf(user.userId)).credits).toBe(before.credits + 100);
  });
});
