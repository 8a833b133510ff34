import type Stripe from 'stripe';
import { CREDIT_PACKS } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { grantCredits } from '../credits/charges.js';
import { setPlan } from '../plans/plans.service.js';
import {
  claimEvent,
  claimPurchase,
  findUserIdByCustomer,
  listUserSubscriptions,
  saveSubscriptionState,
  userExists,
} from './billing.repository.js';

/** What handling an event did, for the log and the tests. */
export type EventOutcome = 'applied' | 'replayed' | 'stale' | 'ignored';

/** Subscription states that pay for Professional (past_due: Stripe is still retrying the card). */
const ENTITLED = new Set<string>(['active', 'trialing', 'past_due']);
/** States after which the account goes back to Free. `incomplete` (first payment pending) is neither. */
const ENDED = new Set<string>(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

function idOf(value: string | { id: string } | null): string | null {
  return value === null ? null : typeof value === 'string' ? value : value.id;
}

/**
 * Whose payment this is: the account whose Stripe customer it is (we made every customer, so this
 * is authoritative), else the user id we put in the session or subscription metadata.
 */
async function ownerOf(
  db: Db,
  customer: string | null,
  claimedUserId: string | null | undefined,
): Promise<number | null> {
  if (customer) {
    const owner = await findUserIdByCustomer(db, customer);
    if (owner !== null) return owner;
  }
  if (!claimedUserId || !/^[1-9][0-9]{0,9}$/.test(claimedUserId)) return null;
  const userId = Number(claimedUserId);
  return (await userExists(db, userId)) ? userId : null;
}

/** A paid Checkout Session for a credit pack: the pack's credits, once per session. */
async function applyPaidSession(
  db: Db,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return 'ignored';
  const pack = CREDIT_PACKS.find((candidate) => candidate.id === session.metadata?.product);
  if (!pack) return 'ignored';
  const userId = await ownerOf(
    db,
    idOf(session.customer),
    session.client_reference_id ?? session.metadata?.user_id,
  );
  if (userId === null) return 'ignored';
  const first = await claimPurchase(db, {
    checkoutSessionId: session.id,
    userId,
    product: pack.id,
    credits: pack.credits,
  });
  // `completed` and `async_payment_succeeded` can both say "paid" for one session: grant once.
  if (!first) return 'replayed';
  await grantCredits(db, userId, pack.credits, 'purchase', {
    pack: pack.id,
    checkout_session: session.id,
    stripe_event: event.id,
  });
  return 'applied';
}

/**
 * A subscription changed: store its state unless we know a newer one, then set the plan from every
 * subscription of the account (Professional while one is paid for, Free once the last has ended).
 */
async function applySubscription(
  db: Db,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
): Promise<EventOutcome> {
  const userId = await ownerOf(db, idOf(subscription.customer), subscription.metadata.user_id);
  if (userId === null) return 'ignored';
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  const saved = await saveSubscriptionState(db, {
    subscriptionId: subscription.id,
    userId,
    status: subscription.status,
    currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null,
    eventCreatedAt: new Date(event.created * 1000),
  });
  if (!saved) return 'stale';

  const stored = await listUserSubscriptions(db, userId);
  const paid = stored.filter((sub) => ENTITLED.has(sub.status));
  if (paid.length > 0) {
    const renewsAt = Math.max(...paid.map((sub) => sub.currentPeriodEnd?.getTime() ?? 0));
    await setPlan(db, userId, 'professional', {
      renewsAt: renewsAt > 0 ? new Date(renewsAt) : null,
      source: 'stripe',
    });
  } else if (ENDED.has(subscription.status)) {
    // Free's own allowance starts a month after the paid plan ends.
    await setPlan(db, userId, 'free', { renewsAt: new Date(Date.now() + MONTH_MS), source: 'stripe' });
  }
  return 'applied';
}

/**
 * Handles one verified Stripe event in one transaction: the event id is claimed first, so a
 * redelivered event (Stripe retries until it gets a 2xx) finds it claimed and changes nothing, and a
 * failure rolls back the claim with the effects, so Stripe's retry can apply it.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) return 'replayed';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return applyPaidSession(tx, event, event.data.object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(tx, event, event.data.object);
      default:
        return 'ignored';
    }
  });
}
