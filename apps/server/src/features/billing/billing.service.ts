import Stripe from 'stripe';
import {
  CREDIT_PACKS,
  PLANS,
  formatPrice,
  type BillingOverview,
  type BillingProduct,
} from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';
import { findCustomerId, replaceCustomerId, saveCustomerId } from './billing.repository.js';
import type { BillingSettings } from './stripe-client.js';

/** Where Stripe's refusals are written for the operator (the request's logger). */
export interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Where Stripe sends the browser back to: the app's billing page, saying how it went. */
export const RETURN_PATH = '/app/billing';

export async function billingOverview(db: Db, user: AuthUser, enabled: boolean): Promise<BillingOverview> {
  const professional = PLANS.professional;
  return {
    enabled,
    plan: user.plan,
    professional: {
      price_cents: professional.monthlyPriceCents,
      price: formatPrice(professional.monthlyPriceCents),
      monthly_credits: professional.monthlyCredits,
      highlights: [...professional.highlights],
    },
    packs: CREDIT_PACKS.map((pack) => ({
      id: pack.id,
      credits: pack.credits,
      price_cents: pack.priceCents,
      price: formatPrice(pack.priceCents),
    })),
    can_manage: enabled && (await findCustomerId(db, user.id)) !== null,
  };
}

/** Stripe errors the user can do nothing about: a 502 saying so, never a 500 with Stripe's words. */
async function callStripe<T>(log: WarningLog, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    // The operator needs Stripe's words (a wrong price id, a revoked key); the user needs none of them.
    log.warn(
      { stripeError: { type: error.type, code: error.code, message: error.message } },
      'Stripe call failed',
    );
    throw errors.badGateway('The payment provider could not be reached. Please try again in a moment.');
  }
}

/** A new Stripe customer for the user, tagged with their id. */
async function createCustomer(stripe: Stripe, user: AuthUser, idempotencyKey: string): Promise<string> {
  const customer = await stripe.customers.create(
    { email: user.email, ...(user.name ? { name: user.name } : {}), metadata: { user_id: String(user.id) } },
    { idempotencyKey },
  );
  return customer.id;
}

/** The user's Stripe customer, made on their first checkout and reused for every later one. */
async function customerFor(db: Db, stripe: Stripe, user: AuthUser, log: WarningLog): Promise<string> {
  const stored = await findCustomerId(db, user.id);
  if (stored) return stored;
  // Two clicks at once make one customer: Stripe answers the same request to the same key. The
  // sign-up time keeps another install's (or a reset database's) user with the same id apart.
  const key = `quizwise-customer-${user.id}-${user.dateJoined.getTime()}`;
  const created = await callStripe(log, () => createCustomer(stripe, user, key));
  return saveCustomerId(db, user.id, created);
}

/** Stripe no longer knows the stored customer (deleted in the Dashboard, or test keys swapped for live). */
function isMissingCustomer(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'customer'
  );
}

/**
 * A Stripe Checkout Session for the Professional subscription or a credit pack, for this user's
 * customer, carrying the user id (client_reference_id and metadata) so the webhook knows whose it is.
 * A stored customer Stripe no longer has is replaced once, so switching to live keys just works.
 */
export async function startCheckout(
  db: Db,
  stripe: Stripe,
  settings: BillingSettings,
  user: AuthUser,
  product: BillingProduct,
  origin: string,
  log: WarningLog,
): Promise<{ url: string }> {
  const metadata = { user_id: String(user.id), product };
  const subscription = product === 'professional';
  const create = (customer: string) =>
    stripe.checkout.sessions.create({
      mode: subscription ? 'subscription' : 'payment',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: settings.prices[product], quantity: 1 }],
      metadata,
      ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      success_url: `${origin}${RETURN_PATH}?checkout=success&product=${product}`,
      cancel_url: `${origin}${RETURN_PATH}?checkout=cancelled`,
    });
  const customer = await customerFor(db, stripe, user, log);
  const session = await callStripe(log, async () => {
    try {
      return await create(customer);
    } catch (error) {
      if (!isMissingCustomer(error)) throw error;
      const replacement = await createCustomer(stripe, user, `quizwise-customer-replaces-${customer}`);
      await replaceCustomerId(db, user.id, customer, replacement);
      return create(replacement);
    }
  });
  if (!session.url) throw errors.badGateway('The payment provider did not return a checkout page.');
  return { url: session.url };
}

/** Stripe's customer portal for the user's customer; a user who never bought anything has none. */
export async function openPortal(
  db: Db,
  stripe: Stripe,
  user: AuthUser,
  origin: string,
  log: WarningLog,
): Promise<{ url: string }> {
  const customer = await findCustomerId(db, user.id);
  if (!customer) throw errors.nonField('There is no subscription or purchase to manage yet.');
  const session = await callStripe(log, () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${origin}${RETURN_PATH}` }),
  );
  return { url: session.url };
}
