import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.js';

afterEach(cleanup);

const days = Array.from({ length: 14 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 10, 28 + i)).toISOString().slice(0, 10),
  count: i === 0 ? 4 : i === 2 ? 1 : 0,
}));

const stats = {
  total_cards: 6,
  due_now: 3,
  reviewed_cards: 2,
  reviews_today: 2,
  concepts: [
    { concept: 'Igneous rock', cards: 2, retention: 0.62, next_due: '2026-11-28T10:00:00Z' },
    { concept: 'Erosion', cards: 4, retention: null, next_due: '2026-11-28T09:00:00Z' },
  ],
  due_by_day: days,
  forgetting_this_week: [],
};

describe('Memory on Progress', () => {
  it('shows one due-now count, today split into now and later, and never 0 % for cards never reviewed', async () => {
    renderApp('/app/progress', {
      'GET /api/progress/': { status: 200, body: { attempts: 0 } },
      'GET /api/review/stats/': { status: 200, body: stats },
    });
    const forecast = await screen.findByRole('region', { name: 'Reviews due by day, scrollable' });
    const rows = within(forecast).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('Due now3');
    expect(rows[2]!.textContent).toBe('Later today1');
    expect(screen.getByText('Due now', { selector: '.stat-label' }).nextSibling?.textContent).toBe('3');
    const concepts = screen.getByRole('region', { name: 'Retention by concept, scrollable' });
    const erosion = within(concepts).getByRole('row', { name: /Erosion/ });
    expect(erosion.textContent).toContain('Not reviewed');
    expect(erosion.textContent).not.toContain('0%');
  });
});
