import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, ValidationErrorBody, userErrors } from '../lib/common.js';
import type { CreditPack } from '../lib/plans.js';

/** Every credit pack id of plans.ts (the `satisfies` keeps this list to ids plans.ts knows). */
const PACK_IDS = ['pack_100', 'pack_300', 'pack_1000'] as const satisfies readonly CreditPack['id'][];

/** What can be bought: the Professional subscription or one of the credit packs. */
export const BillingProduct = z.enum(['professional', ...PACK_IDS]);
export type BillingProduct = z.infer<typeof BillingProduct>;

export const BillingPack = z.object({
  id: z.enum(PACK_IDS),
  credits: z.number().int(),
  price_cents: z.number().int(),
  /** Display price, e.g. "$7". */
  price: z.string(),
});
export type BillingPack = z.infer<typeof BillingPack>;

/** Billing as the caller sees it; `enabled: false` (nothing to buy) while the server has no Stripe key. */
export const BillingOverview = z.object({
  enabled: z.boolean(),
  plan: z.enum(['professional_trial', 'free', 'professional']),
  professional: z.object({
    price_cents: z.number().int(),
    price: z.string(),
    monthly_credits: z.number().int(),
    /** What the plan gives, as pricing cards say it (plans.ts). */
    highlights: z.array(z.string()),
  }),
  packs: z.array(BillingPack),
  /** The caller has a Stripe customer, so the customer portal (subscription, invoices, card) can open. */
  can_manage: z.boolean(),
});
export type BillingOverview = z.infer<typeof BillingOverview>;

export const BillingCheckoutBody = z.object({ product: BillingProduct });
export type BillingCheckoutBody = z.infer<typeof BillingCheckoutBody>;

/** A Stripe-hosted page to send the browser to. */
export const BillingRedirect = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof BillingRedirect>;

export const BillingWebhookReceived = z.object({ received: z.boolean() });

const tag = 'Billing';
const unavailable = { 502: ErrorDetail } as const;

export const billingRoutes = {
  billingRetrieve: defineRoute({
    operationId: 'billingRetrieve',
    method: 'GET',
    path: '/api/billing/',
    tag,
    summary:
      "Payments: the caller's plan, the Professional price and the credit packs (enabled false when the server takes no payments)",
    access: 'user',
    responses: { 200: BillingOverview, ...userErrors },
  }),
  billingCheckout: defineRoute({
    operationId: 'billingCheckout',
    method: 'POST',
    path: '/api/billing/checkout/',
    tag,
    summary: 'Start a Stripe Checkout for the Professional subscription or a credit pack; answers its URL',
    access: 'user',
    body: BillingCheckoutBody,
    responses: { 200: BillingRedirect, ...userErrors, ...unavailable },
  }),
  billingPortal: defineRoute({
    operationId: 'billingPortal',
    method: 'POST',
    path: '/api/billing/portal/',
    tag,
    summary: "Open Stripe's customer portal (subscription, card, invoices); 400 before any purchase",
    access: 'user',
    responses: { 200: BillingRedirect, ...userErrors, ...unavailable },
  }),
  billingWebhook: defineRoute({
    operationId: 'billingWebhook',
    method: 'POST',
    path: '/api/billing/webhook/',
    tag,
    summary:
      'Stripe webhook endpoint: the raw event body signed in the Stripe-Signature header (no session, no CSRF)',
    access: 'anonymous',
    responses: { 200: BillingWebhookReceived, 400: ValidationErrorBody, 404: ErrorDetail },
  }),
} as const;
