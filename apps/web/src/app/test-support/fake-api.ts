import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type FakeReply = { status: number; body?: unknown } | 'network-error' | 'pending';
type Handler = FakeReply | ((call: FakeCall) => FakeReply);

/**
 * A stand-in for `fetch` for the study app's tests: answers by `"METHOD /path"` (or just `/path`),
 * with a fixed reply or a function of the call, and records every call.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchApi = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body) as unknown;
    const call = { method, path: url.pathname, search: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`] ?? handlers[url.pathname];
    if (handler === undefined) throw new Error(`fakeApi: no reply for ${method} ${url.pathname}`);
    const reply = typeof handler === 'function' ? handler(call) : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'pending') return new Promise<Response>(() => {});
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchApi, calls };
}

export const testUser = {
  id: 1,
  email: 'ada@school.example',
  name: 'Ada Lovelace',
  credits: 7,
  plan: 'professional_trial',
  trial_ends_at: new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString(),
  date_joined: '2026-11-21T08:00:00Z',
};

/** `GET /api/user/plan/` for `testUser`: the trial, 5 days left, Free's allowance at its end. */
export const testPlan = {
  plan: 'professional',
  name: 'Professional trial',
  is_trial: true,
  trial_ends_at: testUser.trial_ends_at,
  trial_days_left: 5,
  monthly_credits: 30,
  renews_at: testUser.trial_ends_at,
  features: [
    'study_library',
    'ai_with_credits',
    'downloads',
    'hosting',
    'google_integrations',
    'class_insights',
  ],
  notice: null,
};

/** A DRF page of `results`. */
export function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** The due queue of an account with no review cards. */
export const emptyDueQueue = {
  due_count: 0,
  new_count: 0,
  learning_count: 0,
  review_count: 0,
  total_cards: 0,
  next_due: null,
  cards: [],
};
