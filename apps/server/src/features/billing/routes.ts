import type Stripe from 'stripe';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@quizwise/contract';
import { ApiError, errors } from '../../lib/errors.js';
import { registerRoute } from '../../lib/route.js';
import { closeIfBodyUnread } from '../../lib/body-gate.js';
import { billingOverview, openPortal, startCheckout } from './billing.service.js';
import { billingSettings, createStripeClient } from './stripe-client.js';
import { handleStripeEvent } from './webhook.service.js';

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const badSignature = () => new ApiError(400, { detail: 'Webhook signature verification failed.' });

/**
 * Payments through Stripe. Without STRIPE_SECRET_KEY (and the rest) every route is a 404, as if
 * billing did not exist. Registered in its own context so the webhook's raw-body parser applies to
 * nothing else.
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const settings = billingSettings(app.deps.config);
  const stripe = settings ? createStripeClient(settings) : null;
  const db = () => app.deps.database.db;
  const enabled = () => {
    if (!settings || !stripe) throw errors.notFound();
    return { settings, stripe };
  };

  // Before the body is read or validated: with billing off, even a malformed call is a plain 404 —
  // except the overview, which says "no billing here" so the app can ask without a 404 in the console.
  if (!settings) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' && request.routeOptions.url === routes.billingRetrieve.path) return;
      closeIfBodyUnread(request, reply);
      throw errors.notFound();
    });
  }

  registerRoute(app, routes.billingRetrieve, async ({ user }) =>
    billingOverview(db(), user, settings !== null),
  );

  registerRoute(app, routes.billingCheckout, async ({ body, user, request }) => {
    const found = enabled();
    return startCheckout(
      db(),
      found.stripe,
      found.settings,
      user,
      body.product,
      origin(request),
      request.log,
    );
  });

  registerRoute(app, routes.billingPortal, async ({ user, request }) => {
    const found = enabled();
    return openPortal(db(), found.stripe, user, origin(request), request.log);
  });

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Stripe sent, so the body must reach the handler unparsed.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    registerRoute(webhook, routes.billingWebhook, async ({ request }) => {
      const found = enabled();
      const signature = request.headers['stripe-signature'];
      const payload = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(payload)) throw badSignature();
      let event: Stripe.Event;
      try {
        event = found.stripe.webhooks.constructEvent(payload, signature, found.settings.webhookSecret);
      } catch {
        // Only the request can make this fail (the secret is set at boot): a wrong or malformed
        // signature, an old timestamp, or signed bytes that are not JSON. None is ever a 500.
        throw badSignature();
      }
      const outcome = await handleStripeEvent(db(), event);
      request.log.info({ stripeEvent: { id: event.id, type: event.type, outcome } }, 'Stripe event');
      return { received: true };
    });
  });
}
