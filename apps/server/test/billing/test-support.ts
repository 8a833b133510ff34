import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { billingCustomers, users } from '../../src/db/schema/index.js';
import { startFakeStripe, type FakeStripe, type WebhookInjector } from '../../src/test/stripe-fake.js';
import { testDatabase } from '../../src/test/test-app.js';

export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_quizwise0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_quizwise0123456789',
  STRIPE_PRICE_PROFESSIONAL: 'price_professional_monthly',
  STRIPE_PRICE_PACK_100: 'price_pack_100',
  STRIPE_PRICE_PACK_300: 'price_pack_300',
  STRIPE_PRICE_PACK_1000: 'price_pack_1000',
} as const;

/** The fake Stripe with the prices created as the README says: one recurring, three one-time. */
export function startStripeForTests(): Promise<FakeStripe> {
  return startFakeStripe({
    secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    prices: [
      { id: STRIPE_ENV.STRIPE_PRICE_PROFESSIONAL, type: 'recurring', unitAmount: 900 },
      { id: STRIPE_ENV.STRIPE_PRICE_PACK_100, type: 'one_time', unitAmount: 300 },
      { id: STRIPE_ENV.STRIPE_PRICE_PACK_300, type: 'one_time', unitAmount: 700 },
      { id: STRIPE_ENV.STRIPE_PRICE_PACK_1000, type: 'one_time', unitAmount: 1900 },
    ],
  });
}

/** Delivers webhooks to the app in-process, as Stripe would over HTTP. */
export function injectTarget(app: FastifyInstance): WebhookInjector {
  return async (payload, headers) => {
    const response = await app.inject({ method: 'POST', url: '/api/billing/webhook/', payload, headers });
    return { statusCode: response.statusCode, body: response.body };
  };
}

export async function accountOf(userId: number) {
  const { db } = await testDatabase();
  const rows = await db
    .select({ plan: users.plan, credits: users.credits, renewsAt: users.planRenewsAt })
    .from(users)
    .where(eq(users.id, userId));
  const row = rows[0];
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export async function storedCustomerOf(userId: number): Promise<string | null> {
  const { db } = await testDatabase();
  const rows = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return rows[0]?.id ?? null;
}
