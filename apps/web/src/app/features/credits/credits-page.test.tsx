import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from '@quizwise/contract';
import { renderApp } from '../../test-support/render-app.js';
import { page, testPlan } from '../../test-support/fake-api.js';
import { REASON_LABELS, reasonLabel } from './credits-page.js';

afterEach(cleanup);

const ledger = [
  { id: 5, delta: 500, balance_after: 512, reason: 'allowance_renewal', created_at: '2026-11-25T09:00:00Z' },
  { id: 4, delta: 1, balance_after: 12, reason: 'gap_practice_refund', created_at: '2026-11-24T09:00:00Z' },
  {
    id: 3,
    delta: -1,
    balance_after: 11,
    reason: 'question_regeneration',
    created_at: '2026-11-23T09:00:00Z',
  },
  { id: 2, delta: 2, balance_after: 12, reason: 'operator_grant', created_at: '2026-11-22T09:00:00Z' },
  { id: 1, delta: 10, balance_after: 10, reason: 'signup_bonus', created_at: '2026-11-21T09:00:00Z' },
];

function renderCredits(plan: object = testPlan) {
  return renderApp('/app/credits', {
    '/api/user/credits/': { status: 200, body: { credits: 512 } },
    '/api/user/credits/history/': { status: 200, body: page(ledger) },
    '/api/user/plan/': { status: 200, body: plan },
  });
}

describe('credits page', () => {
  it('shows the plan, trial days left, the allowance and the next renewal', async () => {
    renderCredits();
    const panel = await screen.findByRole('region', { name: 'Professional trial' });
    expect(within(panel).getByText('Trial').nextSibling?.textContent).toMatch(/^5 days left \(until .+\)$/);
    expect(within(panel).getByText('Monthly allowance').nextSibling?.textContent).toBe(
      '30 credits a month on Free, after the trial',
    );
    expect(within(panel).getByText('Next renewal').nextSibling?.textContent).not.toBe('Not scheduled');
    expect(panel.textContent).toMatch(/On .+ your trial ends and Free’s 30 monthly credits begin\./);
    expect(panel.textContent).toContain('Ask whoever runs this Quizwise to add credits.');
    expect(within(panel).getByRole('list', { name: 'What Professional includes' })).toBeTruthy();
  });

  it('on Free, says what stays and what Professional unlocks, and when the allowance renews', async () => {
    renderCredits({
      ...testPlan,
      plan: 'free',
      name: 'Free',
      is_trial: false,
      trial_ends_at: null,
      trial_days_left: 0,
      renews_at: '2026-12-24T09:00:00Z',
      features: ['study_library', 'ai_with_credits', 'downloads'],
    });
    const panel = await screen.findByRole('region', { name: 'Free' });
    expect(within(panel).queryByText('Trial')).toBeNull();
    expect(within(panel).getByText('Monthly allowance').nextSibling?.textContent).toBe('30 credits a month');
    expect(panel.textContent).toMatch(/Your Free plan adds 30 credits on .*2026\./);
    expect(panel.textContent).toContain('Everything you made stays yours');
    expect(panel.textContent).toContain('need Professional');
  });

  it('labels every ledger entry with what it was for, its amount and the balance after', async () => {
    renderCredits();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.firstChild?.textContent),
      );
    expect(rows).toEqual([
      ['Monthly allowance', '+500', '512'],
      ['Refund: gap practice', '+1', '12'],
      ['Question regenerated', '-1', '11'],
      ['Added by an administrator', '+2', '12'],
      ['Welcome credits', '+10', '10'],
    ]);
  });

  it('has a label for every reason the contract names', () => {
    for (const reason of LEDGER_REASONS) {
      expect(REASON_LABELS[reason]).toMatch(/^[A-Z]/);
      expect(reasonLabel(reason)).toBe(REASON_LABELS[reason]);
    }
    expect(new Set(Object.values(REASON_LABELS)).size).toBe(LEDGER_REASONS.length);
    expect(reasonLabel('future_reason')).toBe('Future reason');
  });
});

describe('trial-ended notice', () => {
  it('shows the one-time message until dismissed, and dismisses it on the server', async () => {
    const message =
      'Your Professional trial ended on 5 December 2026; you are on Free: 30 credits a month. Nothing you made is lost.';
    const free = { ...testPlan, plan: 'free', name: 'Free', is_trial: false, trial_days_left: 0 };
    const { calls } = renderApp('/app/', {
      '/api/user/plan/': { status: 200, body: { ...free, notice: { kind: 'trial_ended', message } } },
      'POST /api/user/plan/notice/dismiss/': {
        status: 200,
        body: { ...free, trial_ends_at: null, notice: null },
      },
    });
    const notice = await screen.findByText(message);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/user/plan/notice/dismiss/'),
    ).toBe(true);
  });
});
