import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppRoot } from '../app-root.js';
import { emptyDueQueue, fakeApi, testPlan, testUser, type FakeReply, type FakeCall } from './fake-api.js';

/**
 * Renders the whole study app at `url` over a fake API (`/api/auth/me/` answers `testUser` and
 * `/api/user/plan/` `testPlan` unless given); returns the recorded calls and the `leave` spy (full-page navigations).
 */
export function renderApp(
  url: string,
  handlers: Record<string, FakeReply | ((call: FakeCall) => FakeReply)> = {},
) {
  window.history.replaceState(null, '', url);
  const { fetchApi, calls } = fakeApi({
    '/api/auth/me/': { status: 200, body: testUser },
    '/api/user/plan/': { status: 200, body: testPlan },
    // The nav's Review badge asks for the due count on every screen.
    'GET /api/review/due/': { status: 200, body: emptyDueQueue },
    ...handlers,
  });
  const leave = vi.fn();
  const view = render(<AppRoot basePath="" leave={leave} fetchApi={fetchApi} />);
  return { ...view, calls, leave };
}
