import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A loopback stand-in for the parts of Stripe's API we call (customers, Checkout Sessions, customer
 * portal sessions), plus a sender of signed webhook events.
 *
 * It speaks Stripe's real protocol: form-encoded request bodies with `qs`-style brackets
 * (`line_items[0][price]`, `metadata[user_id]`), `Authorization: Bearer <secret key>` (401 without),
 * JSON answers typed with the SDK's own types (`satisfies Stripe.Customer`, `Stripe.Checkout.Session`,
 * …, so a misspelt or missing field fails the type check) and Stripe's error envelope
 * `{"error": {type, code, message, param}}`. It enforces the rules Stripe enforces for these calls:
 * known prices, a recurring price only in subscription mode and a one-time price only in payment
 * mode, success/cancel URLs, an existing customer. Every request is recorded for the tests.
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form body decoded into nested objects and arrays, as Stripe reads it. */
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export interface FakePrice {
  id: string;
  /** Recurring (subscription) or one-time (payment) price. */
  type: 'recurring' | 'one_time';
  unitAmount: number;
}

/** Delivers a webhook in-process (e.g. through Fastify's inject). */
export type WebhookInjector = (
  payload: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>;

/** How a webhook reaches the server under test: an HTTP URL, or a function. */
export type WebhookTarget = string | WebhookInjector;

export interface FakeStripe {
  /** Base URL for STRIPE_API_BASE_URL. */
  url: string;
  requests: FakeStripeRequest[];
  customers: Map<string, Stripe.Customer>;
  sessions: Map<string, Stripe.Checkout.Session>;
  subscriptions: Map<string, Stripe.Subscription>;
  /** A subscription as Stripe would send it in an event (stored, so later events can change it). */
  subscription(options: {
    customer: string;
    status: Stripe.Subscription.Status;
    periodEnd: number;
    id?: string;
    metadata?: Record<string, string>;
  }): Stripe.Subscription;
  /** The customer paid on Stripe's page: the session as Stripe marks it complete (and its subscription). */
  completeSession(sessionId: string): Stripe.Checkout.Session;
  /** An event wrapping `object`, as Stripe builds it. */
  event<T extends Stripe.Event['type']>(
    type: T,
    object: Stripe.Subscription | Stripe.Checkout.Session,
    options?: { id?: string; created?: number },
  ): Stripe.Event;
  /** Signs the event with the webhook secret (`Stripe-Signature`) and posts it to `target`. */
  deliver(
    event: Stripe.Event,
    target: WebhookTarget,
    options?: { secret?: string; signature?: string | null },
  ): Promise<{ statusCode: number; body: string }>;
  close(): Promise<void>;
}

/** Stripe's form encoding read back: `a[b][0][c]=v` → `{a: {b: [{c: 'v'}]}}`. */
export function decodeStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split('[').map((part, index) => (index === 0 ? part : part.replace(/\]$/, '')));
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const slot = part === '' && Array.isArray(node) ? String(node.length) : part;
      const container = node as Record<string, unknown>;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(parts[index + 1] ?? '');
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': id('req'),
    'stripe-version': Stripe.API_VERSION,
  });
  res.end(JSON.stringify(body));
}

/** Stripe's error envelope (https://docs.stripe.com/api/errors). */
function stripeError(
  res: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
): void {
  send(res, status, { error });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : {};

export async function startFakeStripe(options: {
  secretKey: string;
  webhookSecret: string;
  prices: FakePrice[];
}): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Stripe.Customer>();
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const prices = new Map(options.prices.map((price) => [price.id, price]));
  let baseUrl = '';

  function createCustomer(body: Record<string, unknown>): Stripe.Customer {
    const customer = {
      id: id('cus'),
      object: 'customer',
      balance: 0,
      created: now(),
      default_source: null,
      description: typeof body.description === 'string' ? body.description : null,
      email: typeof body.email === 'string' ? body.email : null,
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: record(body.metadata),
      name: typeof body.name === 'string' ? body.name : null,
      shipping: null,
    } satisfies Stripe.Customer;
    customers.set(customer.id, customer);
    return customer;
  }

  function createSession(
    body: Record<string, unknown>,
    mode: Stripe.Checkout.Session.Mode,
    price: FakePrice,
    quantity: number,
  ): Stripe.Checkout.Session {
    const sessionId = id('cs_test');
    const session = {
      id: sessionId,
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: null,
      amount_subtotal: price.unitAmount * quantity,
      amount_total: price.unitAmount * quantity,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created: now(),
      currency: 'usd',
      currency_conversion: null,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: typeof body.customer === 'string' ? body.customer : null,
      customer_account: null,
      customer_creation: null,
      customer_details: null,
      customer_email: null,
      discounts: [],
      expires_at: now() + 24 * 60 * 60,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: null,
      managed_payments: null,
      metadata: record(body.metadata),
      mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: mode === 'subscription' ? 'always' : null,
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: typeof body.success_url === 'string' ? body.success_url : null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${baseUrl}/c/pay/${sessionId}`,
      wallet_options: null,
    } satisfies Stripe.Checkout.Session;
    sessions.set(sessionId, session);
    return session;
  }

  function portalSession(customer: string, returnUrl: string | null): Stripe.BillingPortal.Session {
    const sessionId = id('bps');
    return {
      id: sessionId,
      object: 'billing_portal.session',
      configuration: id('bpc'),
      created: now(),
      customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: returnUrl,
      url: `${baseUrl}/p/session/${sessionId}`,
    } satisfies Stripe.BillingPortal.Session;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = await readBody(req);
      const body = decodeStripeForm(raw);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body, headers: req.headers });

      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer)
        return stripeError(res, 401, {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        });
      if (bearer !== options.secretKey)
        return stripeError(res, 401, {
          type: 'invalid_request_error',
          code: 'api_key_invalid',
          message: `Invalid API Key provided: ${bearer.slice(0, 8)}${'*'.repeat(8)}${bearer.slice(-4)}`,
        });

      if (req.method === 'POST' && url.pathname === '/v1/customers')
        return send(res, 200, createCustomer(body));

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const mode = body.mode;
        if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup')
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            message: 'Missing required param: mode.',
            param: 'mode',
          });
        if (typeof body.success_url !== 'string')
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            message: 'Missing required param: success_url.',
            param: 'success_url',
          });
        if (typeof body.customer === 'string' && !customers.has(body.customer))
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such customer: '${body.customer}'`,
            param: 'customer',
          });
        const items = Array.isArray(body.line_items) ? (body.line_items as Record<string, unknown>[]) : [];
        const first = items[0];
        if (!first || typeof first.price !== 'string')
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            message: 'Missing required param: line_items[0][price].',
            param: 'line_items[0][price]',
          });
        const price = prices.get(first.price);
        if (!price)
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such price: '${first.price}'`,
            param: 'line_items[0][price]',
          });
        if ((price.type === 'recurring') !== (mode === 'subscription'))
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            message:
              mode === 'subscription'
                ? 'You must provide at least one recurring price in `subscription` mode when using prices.'
                : 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
            param: 'line_items[0][price]',
          });
        return send(res, 200, createSession(body, mode, price, Number(first.quantity ?? 1)));
      }

      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const customer = body.customer;
        if (typeof customer !== 'string')
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            message: 'Missing required param: customer.',
            param: 'customer',
          });
        if (!customers.has(customer))
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such customer: '${customer}'`,
            param: 'customer',
          });
        const returnUrl = typeof body.return_url === 'string' ? body.return_url : null;
        return send(res, 200, portalSession(customer, returnUrl));
      }

      return stripeError(res, 404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      });
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function subscription(input: {
    customer: string;
    status: Stripe.Subscription.Status;
    periodEnd: number;
    id?: string;
    metadata?: Record<string, string>;
  }): Stripe.Subscription {
    const subscriptionId = input.id ?? id('sub');
    const started = input.periodEnd - 30 * 24 * 60 * 60;
    const price = options.prices.find((p) => p.type === 'recurring');
    const ended = input.status === 'canceled' || input.status === 'incomplete_expired';
    const item = {
      id: id('si'),
      object: 'subscription_item',
      billing_thresholds: null,
      created: started,
      current_period_end: input.periodEnd,
      current_period_start: started,
      discounts: [],
      metadata: {},
      price: {
        id: price?.id ?? 'price_unknown',
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: started,
        currency: 'usd',
        custom_unit_amount: null,
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: null,
        product: id('prod'),
        recurring: {
          interval: 'month',
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        },
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: 'recurring',
        unit_amount: price?.unitAmount ?? 0,
        unit_amount_decimal: Stripe.Decimal.from(price?.unitAmount ?? 0),
      },
      // The legacy Plan view of the same recurring price, which Stripe still sends on every item.
      plan: {
        id: price?.id ?? 'price_unknown',
        object: 'plan',
        active: true,
        amount: price?.unitAmount ?? 0,
        amount_decimal: Stripe.Decimal.from(price?.unitAmount ?? 0),
        billing_scheme: 'per_unit',
        created: started,
        currency: 'usd',
        interval: 'month',
        interval_count: 1,
        livemode: false,
        metadata: {},
        meter: null,
        nickname: null,
        product: null,
        tiers_mode: null,
        transform_usage: null,
        trial_period_days: null,
        usage_type: 'licensed',
      },
      current_trial: null,
      quantity: 1,
      subscription: subscriptionId,
      tax_rates: [],
    } satisfies Stripe.SubscriptionItem;
    const created = {
      id: subscriptionId,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: started,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: null, type: 'classic' },
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: ended ? now() : null,
      cancellation_details: ended
        ? { comment: null, feedback: null, feedback_option: null, reason: 'cancellation_requested' }
        : null,
      collection_method: 'charge_automatically',
      created: started,
      currency: 'usd',
      customer: input.customer,
      customer_account: null,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      description: null,
      discounts: [],
      ended_at: ended ? now() : null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      items: {
        object: 'list',
        data: [item],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: null,
      livemode: false,
      managed_payments: null,
      metadata: input.metadata ?? {},
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: null,
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: started,
      status: input.status,
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: null,
      trial_start: null,
    } satisfies Stripe.Subscription;
    subscriptions.set(subscriptionId, created);
    return created;
  }

  return {
    url: baseUrl,
    requests,
    customers,
    sessions,
    subscriptions,
    subscription,
    completeSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no such session: ${sessionId}`);
      const customer = typeof session.customer === 'string' ? session.customer : id('cus');
      const subscriptionId =
        session.mode === 'subscription'
          ? subscription({
              customer,
              status: 'active',
              periodEnd: now() + 30 * 24 * 60 * 60,
              metadata: session.metadata ?? {},
            }).id
          : null;
      const completed: Stripe.Checkout.Session = {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        subscription: subscriptionId,
        payment_intent: session.mode === 'payment' ? id('pi') : null,
      };
      sessions.set(sessionId, completed);
      return completed;
    },
    event(type, object, eventOptions = {}) {
      // Stripe types each event with its own object; the fake builds them all the same way.
      return {
        id: eventOptions.id ?? id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: eventOptions.created ?? now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      } as Stripe.Event;
    },
    async deliver(event, target, deliverOptions = {}) {
      const payload = JSON.stringify(event, null, 2);
      const signature =
        deliverOptions.signature === undefined
          ? Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: deliverOptions.secret ?? options.webhookSecret,
            })
          : deliverOptions.signature;
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      };
      if (typeof target !== 'string') return target(payload, headers);
      const response = await fetch(target, { method: 'POST', headers, body: payload });
      return { statusCode: response.status, body: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
