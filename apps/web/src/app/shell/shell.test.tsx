import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app.js';

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

  it('explains a 402 with the balance and the cost, and links to credits', async () => {
    renderApp('/app/raw-texts', {
      '/api/user-raw-texts/': {
        status: 402,
        body: { detail: 'Not enough credits.', credits: 0, required: 2 },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(dialog.textContent).toContain('This needs 2 credits and you have 0 credits left.');
    expect(within(dialog).getByRole('link', { name: 'See credits' }).getAttribute('href')).toBe(
      '/app/credits',
    );
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
