import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../lib/api.js';
import { fakeFetch } from '../../test-support/fake-fetch.js';
import { ApiContext } from '../api-context.js';
import { Home } from './home.js';

const user = {
  id: 1,
  email: 'ada@school.example',
  name: 'Ada Lovelace',
  credits: 10,
  plan: 'professional_trial',
  trial_ends_at: '2026-12-05T08:00:00Z',
  date_joined: '2026-11-21T08:00:00Z',
};

function setup(replies: Parameters<typeof fakeFetch>[0]) {
  const { fetchApi, calls } = fakeFetch(replies);
  const navigate = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiContext.Provider value={createApi({ fetchApi })}>
      <QueryClientProvider client={client}>
        <Home basePath="" navigate={navigate} />
      </QueryClientProvider>
    </ApiContext.Provider>,
  );
  return { calls, navigate };
}

afterEach(cleanup);

describe('app home', () => {
  it('says who is signed in', async () => {
    setup({ '/api/auth/me/': { status: 200, body: user } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Signed in as Ada Lovelace');
    expect(screen.getByText(/10 credits/)).toBeTruthy();
  });

  it('sends a signed-out visitor to log in and back', async () => {
    window.history.replaceState(null, '', '/app/quizzes/');
    const { navigate } = setup({
      '/api/auth/me/': { status: 403, body: { detail: 'Authentication credentials were not provided.' } },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login/?next=%2Fapp%2Fquizzes%2F'));
  });

  it('logs out and goes to the log-in page', async () => {
    const { calls, navigate } = setup({
      '/api/auth/me/': { status: 200, body: user },
      '/api/auth/logout/': { status: 204 },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login/'));
    expect(calls.some((call) => call.path === '/api/auth/logout/' && call.method === 'POST')).toBe(true);
  });
});
