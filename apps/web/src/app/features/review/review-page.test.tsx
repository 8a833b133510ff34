import type { ReviewGradeResult, ReviewQueueCard } from '@quizwise/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../../test-support/fake-api.js';
import { renderApp } from '../../test-support/render-app.js';

afterEach(cleanup);

const interval = (label: string) => ({ due: '2026-11-27T09:00:00Z', label });

function queueCard(id: number, front: string, back: string): ReviewQueueCard {
  return {
    id,
    front,
    back,
    kind: 'term_definition',
    concept: 'Rocks',
    source: { kind: 'raw_text', id: 3, name: 'Rocks', passage: `${front} ${back}` },
    collection: null,
    suspended: false,
    user_created: false,
    edited: false,
    state: 'new',
    due: '2026-11-26T09:00:00Z',
    reps: 0,
    lapses: 0,
    stability: 0,
    difficulty: 0,
    last_review: null,
    retention: null,
    created_at: '2026-11-26T09:00:00Z',
    intervals: {
      again: interval('1 min'),
      hard: interval('6 min'),
      good: interval('10 min'),
      easy: interval('8 days'),
    },
  };
}

const cards = [
  queueCard(1, 'What is magma?', 'Molten rock beneath the surface'),
  queueCard(2, 'Which rock forms when magma cools?', 'Igneous rock'),
];
const dueQueue = {
  due_count: 2,
  new_count: 2,
  learning_count: 0,
  review_count: 0,
  total_cards: 2,
  next_due: null,
  cards,
};

function graded(card: ReviewQueueCard, extra: Partial<ReviewGradeResult>): ReviewGradeResult {
  const { intervals: _intervals, ...plain } = card;
  return {
    card: plain,
    rating: 'good',
    verdict: null,
    expected: card.back,
    reason: null,
    next_due: '2026-11-26T09:10:00Z',
    interval: '10 min',
    ...extra,
  };
}

const handlers = {
  'GET /api/review/due/': { status: 200, body: dueQueue },
  'GET /api/collections/': {
    status: 200,
    body: page([{ id: 4, name: 'Geology', quiz_count: 0, created_at: '2026-11-20T08:00:00Z' }]),
  },
};

describe('review screen', () => {
  it('shows the counts, reveals with Space, rates with the number keys and ends on the done screen', async () => {
    const { calls } = renderApp('/app/review', {
      ...handlers,
      'POST /api/review/cards/1/grade/': {
        status: 200,
        body: graded(cards[0]!, { rating: 'again', interval: '1 min' }),
      },
      'POST /api/review/cards/2/grade/': { status: 200, body: graded(cards[1]!, {}) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review' })).toBeTruthy();
    const start = await screen.findByRole('button', { name: 'Start review (2 cards)' });
    fireEvent.click(start);

    expect(await screen.findByText('Card 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What is magma?' })).toBeTruthy();
    fireEvent.keyDown(window, { key: ' ' });
    const ratings = await screen.findByRole('group', { name: 'How well did you remember it?' });
    expect(within(ratings).getByRole('button', { name: /Easy.*8 days/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: '1' });

    expect(await screen.findByText('Card 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Show answer/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Good.*10 min/ }));

    expect(await screen.findByRole('heading', { name: 'Session done' })).toBeTruthy();
    expect(screen.getByText(/You reviewed 2 cards; 1 card will come back soon/)).toBeTruthy();
    const grades = calls.filter((call) => call.method === 'POST');
    expect(grades.map((call) => [call.path, call.body])).toEqual([
      ['/api/review/cards/1/grade/', { rating: 'again' }],
      ['/api/review/cards/2/grade/', { rating: 'good' }],
    ]);
  });

  it('checks a typed answer and shows the spelling after a typo', async () => {
    const { calls } = renderApp('/app/review', {
      ...handlers,
      'POST /api/review/cards/1/grade/': {
        status: 200,
        body: graded(cards[0]!, {
          verdict: 'typo',
          rating: 'hard',
          interval: '6 min',
          reason: 'Accepted with a small typo.',
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start review (2 cards)' }));
    fireEvent.change(await screen.findByLabelText('Your answer'), {
      target: { value: 'moltn rock beneath the surface' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Accepted, with a typo')).toBeTruthy();
    expect(screen.getByText('Molten rock beneath the surface')).toBeTruthy();
    expect(screen.getByText('Back in 6 min.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answer: 'moltn rock beneath the surface',
    });
    fireEvent.click(screen.getByRole('button', { name: /Next card/ }));
    expect(await screen.findByText('Card 2 of 2')).toBeTruthy();
  });

  it('offers to make cards when there are none, for the chosen collection', async () => {
    const { calls } = renderApp('/app/review?collection=4', {
      ...handlers,
      'GET /api/review/due/': {
        status: 200,
        body: { ...dueQueue, due_count: 0, new_count: 0, total_cards: 0, cards: [] },
      },
      'POST /api/review/cards/build/': {
        status: 200,
        body: { created: 7, updated: 0, unchanged: 0, kept: 0, total_cards: 7 },
      },
    });
    expect(await screen.findByRole('heading', { name: 'No cards yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make cards from my material' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/review/cards/build/')).toBe(true));
    expect(calls.find((call) => call.path === '/api/review/cards/build/')?.body).toEqual({ collection: 4 });
    expect(await screen.findByText('7 new cards made from your material.')).toBeTruthy();
    expect(
      calls
        .find((call) => call.path === '/api/review/due/' && call.search.get('limit') === '50')
        ?.search.get('collection'),
    ).toBe('4');
  });

  it('shows the due count next to Review in the navigation', async () => {
    renderApp('/app/review', handlers);
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(await within(nav).findByRole('link', { name: 'Review 2 due' })).toBeTruthy();
  });
});
