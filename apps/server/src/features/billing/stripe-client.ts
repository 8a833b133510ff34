import Stripe from 'stripe';
import type { CreditPack } from '@quizwise/contract';
import type { AppConfig } from '../../config/env.js';

export interface BillingSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { professional: string } & Record<CreditPack['id'], string>;
  /** Another API root (tests, stripe-mock); api.stripe.com when unset. */
  apiBaseUrl: string | undefined;
}

/** The Stripe settings, or null when this server takes no payments (billing is then hidden). */
export function billingSettings(config: AppConfig): BillingSettings | null {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PROFESSIONAL: professional,
    STRIPE_PRICE_PACK_100: pack100,
    STRIPE_PRICE_PACK_300: pack300,
    STRIPE_PRICE_PACK_1000: pack1000,
  } = config;
  // loadConfig refuses a key without the rest, so a partial set only happens in hand-built configs.
  if (!secretKey || !webhookSecret || !professional || !pack100 || !pack300 || !pack1000) return null;
  return {
    secretKey,
    webhookSecret,
    prices: { professional, pack_100: pack100, pack_300: pack300, pack_1000: pack1000 },
    apiBaseUrl: config.STRIPE_API_BASE_URL,
  };
}

/** The official Stripe client, made once per app (it keeps its connections alive between calls). */
export function createStripeClient(settings: BillingSettings): Stripe {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : null;
  return new Stripe(settings.secretKey, {
    appInfo: { name: 'Quizwise' },
    // A checkout click waits for this; Stripe answers in well under a second when it is up.
    timeout: 20_000,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}
