import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.js';

afterEach(cleanup);

const overview = {
  enabled: true,
  plan: 'professional_trial',
  professional: {
    price_cents: 900,
    price: '$9',
    monthly_credits: 500,
    highlights: ['500 AI credits every month', 'Everything in Free', 'Host quizzes for classes'],
  },
  packs: [
    { id: 'pack_100', credits: 100, price_cents: 300, price: '$3' },
    { id: 'pack_300', credits: 300, price_cents: 700, price: '$7' },
    { id: 'pack_1000', credits: 1000, price_cents: 1900, price: '$19' },
  ],
  can_manage: false,
};

describe('Billing', () => {
  it('offers Professional at its price and every pack with its price', async () => {
    renderApp('/app/billing', { 'GET /api/billing/': { status: 200, body: overview } });
    expect(await screen.findByRole('button', { name: 'Upgrade to Professional' })).toBeTruthy();
    expect(screen.getByText('$9')).toBeTruthy();
    const packs = within(screen.getByRole('region', { name: 'Credit packs' })).getAllByRole('listitem');
    expect(packs.map((item) => item.textContent)).toEqual([
      expect.stringContaining('100 credits$3'),
      expect.stringContaining('300 credits$7'),
      expect.stringContaining('1,000 credits$19'),
    ]);
    expect(screen.getByRole('button', { name: 'Buy 1000 credits for $19' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Manage/ })).toBeNull();
  });

  it('offers invoices and card details to a buyer of packs who has no subscription', async () => {
    renderApp('/app/billing', {
      'GET /api/billing/': { status: 200, body: { ...overview, plan: 'free', can_manage: true } },
    });
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Professional' })).toBeTruthy();
  });

  it('sends the browser to the checkout page Stripe made for the chosen pack', async () => {
    const { calls, leave } = renderApp('/app/billing', {
      'GET /api/billing/': { status: 200, body: overview },
      'POST /api/billing/checkout/': { status: 200, body: { url: 'https://checkout.stripe.com/c/pay/cs_1' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 300 credits for $7' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ product: 'pack_300' });
  });

  it('lets a subscriber manage the subscription instead of upgrading', async () => {
    const { leave } = renderApp('/app/billing', {
      'GET /api/billing/': { status: 200, body: { ...overview, plan: 'professional', can_manage: true } },
      'POST /api/billing/portal/': { status: 200, body: { url: 'https://billing.stripe.com/p/session/1' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Manage subscription/ }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1'));
    expect(screen.queryByRole('button', { name: 'Upgrade to Professional' })).toBeNull();
  });

  it('says what went wrong when Stripe cannot be reached, and stays on the page', async () => {
    const { leave } = renderApp('/app/billing', {
      'GET /api/billing/': { status: 200, body: overview },
      'POST /api/billing/checkout/': {
        status: 502,
        body: { detail: 'The payment provider could not be reached. Please try again in a moment.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Professional' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/payment provider could not be reached/);
    expect(leave).not.toHaveBeenCalled();
  });

  it('shows no billing controls when the server takes no payments', async () => {
    renderApp('/app/billing', { 'GET /api/billing/': { status: 404, body: { detail: 'Not found.' } } });
    expect(await screen.findByText(/Payments are not switched on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade to Professional' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Credit packs' })).toBeNull();
  });

  it('thanks the buyer on the way back from Stripe without claiming the credits have arrived', async () => {
    renderApp('/app/billing?checkout=success&product=pack_100', {
      'GET /api/billing/': { status: 200, body: overview },
      '/api/user/credits/': { status: 200, body: { credits: 7 } },
    });
    expect((await screen.findByText(/your payment went through/)).closest('[role="status"]')).toBeTruthy();
  });
});
