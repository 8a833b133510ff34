import type { ReviewCard } from '@quizwise/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../../test-support/fake-api.js';
import { renderApp } from '../../test-support/render-app.js';

afterEach(cleanup);

const card: ReviewCard = {
  id: 9,
  front: 'What is magma?',
  back: 'Molten rock beneath the surface',
  kind: 'term_definition',
  concept: 'Magma',
  source: { kind: 'raw_text', id: 3, name: 'Rocks', passage: 'Magma is molten rock beneath the surface.' },
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
};

const handlers = {
  'GET /api/review/cards/': { status: 200, body: page([card]) },
  'GET /api/collections/': { status: 200, body: page([]) },
};

describe('review cards page', () => {
  it('lists cards with their source, and suspends and edits one', async () => {
    const { calls } = renderApp('/app/review/cards', {
      ...handlers,
      'PATCH /api/review/cards/9/': ({ body }) => ({ status: 200, body: { ...card, ...(body as object) } }),
    });
    expect(await screen.findByText('What is magma?')).toBeTruthy();
    expect(screen.getByText(/From raw text “Rocks”/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend card: What is magma?' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ suspended: true });

    fireEvent.click(screen.getByRole('button', { name: 'Edit card: What is magma?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    fireEvent.change(within(dialog).getByLabelText('Back (the answer)'), {
      target: { value: 'Molten rock' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH')[1]?.body).toMatchObject({ back: 'Molten rock' });
  });

  it('adds a card of your own, refusing a blank front before sending', async () => {
    const { calls } = renderApp('/app/review/cards', {
      ...handlers,
      'POST /api/review/cards/': { status: 201, body: { ...card, id: 10, kind: 'own', user_created: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    fireEvent.change(within(dialog).getByLabelText('Back (the answer)'), {
      target: { value: 'Igneous rock' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByText('This field may not be blank.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Front (the prompt)'), {
      target: { value: 'Which rock forms when magma cools?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      front: 'Which rock forms when magma cools?',
      back: 'Igneous rock',
      concept: '',
    });
  });
});
