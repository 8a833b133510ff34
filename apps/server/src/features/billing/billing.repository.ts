import { and, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  billingCustomers,
  billingEvents,
  billingPurchases,
  billingSubscriptions,
  users,
} from '../../db/schema/index.js';

export async function findCustomerId(db: Db, userId: number): Promise<string | null> {
  const rows = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<number | null> {
  const rows = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/**
 * Stores the user's Stripe customer unless one is stored already (two checkouts started at once);
 * answers the one that is stored, which the caller then uses.
 */
export async function saveCustomerId(db: Db, userId: number, customerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId)) ?? customerId;
}

/** Points the user at a new Stripe customer, unless another request replaced `previous` already. */
export async function replaceCustomerId(
  db: Db,
  userId: number,
  previous: string,
  replacement: string,
): Promise<void> {
  await db
    .update(billingCustomers)
    .set({ stripeCustomerId: replacement, createdAt: sql`now()` })
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.stripeCustomerId, previous)));
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** Claims an event id; false when it was handled before (the caller then changes nothing). */
export async function claimEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  return rows.length > 0;
}

/** Records a paid pack once per Checkout Session; false when it was recorded (and granted) before. */
export async function claimPurchase(
  db: Db,
  purchase: { checkoutSessionId: string; userId: number; product: string; credits: number },
): Promise<boolean> {
  const rows = await db
    .insert(billingPurchases)
    .values(purchase)
    .onConflictDoNothing()
    .returning({ id: billingPurchases.checkoutSessionId });
  return rows.length > 0;
}

/** States a subscription never leaves: nothing Stripe sends after them can bring it back. */
const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Stores a subscription's state as of a Stripe event, unless what is stored is newer (a later event)
 * or final (canceled): one conditional upsert, so concurrent deliveries cannot interleave. Returns
 * false when the event was older than what we know and was ignored.
 */
export async function saveSubscriptionState(
  db: Db,
  state: {
    subscriptionId: string;
    userId: number;
    status: string;
    currentPeriodEnd: Date | null;
    eventCreatedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(billingSubscriptions)
    .values({
      stripeSubscriptionId: state.subscriptionId,
      userId: state.userId,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      eventCreatedAt: state.eventCreatedAt,
    })
    .onConflictDoUpdate({
      target: billingSubscriptions.stripeSubscriptionId,
      set: {
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        eventCreatedAt: state.eventCreatedAt,
        updatedAt: sql`now()`,
      },
      setWhere: and(
        lte(billingSubscriptions.eventCreatedAt, state.eventCreatedAt),
        notInArray(billingSubscriptions.status, FINAL_STATUSES),
      ),
    })
    .returning({ id: billingSubscriptions.stripeSubscriptionId });
  return rows.length > 0;
}

export interface StoredSubscription {
  status: string;
  currentPeriodEnd: Date | null;
}

export async function listUserSubscriptions(db: Db, userId: number): Promise<StoredSubscription[]> {
  return db
    .select({ status: billingSubscriptions.status, currentPeriodEnd: billingSubscriptions.currentPeriodEnd })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
}
