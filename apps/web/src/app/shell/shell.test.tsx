import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app.js';
import { testPlan } from '../test-support/fake-api.js';

afterEach(cleanup);

describe('app shell', () => {
  it('shows the credits balance, the trial days left and the navigation', async () => {
    renderApp('/app/');
    expect(await screen.findByRole('link', { name: '7 credits left. See credits' })).toBeTruthy();
    expect(screen.getByText(/5 days left/)).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    for (const name of [
      'Raw texts',
      'Study notes',
      'Diagrams',
      'Quizzes',
      'Collections',
      'Chat',
      'Progress',
      'Credits',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('sends a signed-out visitor to log in and back to the same address', async () => {
    const { leave } = renderApp('/app/raw-texts?x=1', {
      '/api/auth/me/': { status: 403, body: { detail: 'Authentication credentials were not provided.' } },
      '/api/user-raw-texts/': {
        status: 403,
        body: { detail: 'Authentication credentials were not provided.' },
      },
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login/?next=%2Fapp%2Fraw-texts%3Fx%3D1'));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('explains a 402 with the balance and the cost, what to do next, and links to credits', async () => {
    renderApp('/app/raw-texts', {
      '/api/user-raw-texts/': {
        status: 402,
        body: { detail: 'Not enough credits.', credits: 0, required: 2 },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(dialog.textContent).toContain('This needs 2 credits and you have 0 credits left.');
    const next = within(dialog).getByRole('region', { name: 'What you can do' });
    // When the next credits arrive (the trial's end brings Free's allowance), asking for less, and who
    // can add credits while this install has no billing.
    await waitFor(() =>
      expect(next.textContent).toMatch(/On .+ your trial ends and Free’s 30 monthly credits begin\./),
    );
    expect(next.textContent).toContain('Ask for fewer questions: one credit makes up to 20.');
    expect(next.textContent).toContain('Ask whoever runs this Quizwise to add credits.');
    expect(within(dialog).getByRole('link', { name: 'See credits and plan' }).getAttribute('href')).toBe(
      '/app/credits',
    );
  });

  it('tells a Free account out of credits the date and amount of its next allowance', async () => {
    renderApp('/app/raw-texts', {
      '/api/user-raw-texts/': {
        status: 402,
        body: { detail: 'Not enough credits.', credits: 0, required: 1 },
      },
      '/api/user/plan/': {
        status: 200,
        body: {
          ...testPlan,
          plan: 'free',
          name: 'Free',
          is_trial: false,
          trial_ends_at: null,
          trial_days_left: 0,
          renews_at: '2026-12-24T09:00:00Z',
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' });
    await waitFor(() => expect(dialog.textContent).toMatch(/Your Free plan adds 30 credits on .*2026\./));
  });

  it('logs out from the account menu and leaves for the log-in page', async () => {
    const { leave, calls } = renderApp('/app/', { 'POST /api/auth/logout/': { status: 204 } });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login/'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout/')).toBe(true);
  });

  it('answers an unknown address with a way back to the dashboard', async () => {
    renderApp('/app/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });
});
