import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.js';

afterEach(cleanup);

const aiNotes = {
  subject_info: 'Biology — GCSE',
  topic_name: 'Osmosis',
  study_notes: '## Osmosis\n\nWater moves across a **partially permeable** membrane.',
};

describe('study notes: AI topic notes', () => {
  it('fills the own-topic form with the AI draft and refreshes the balance', async () => {
    const { calls } = renderApp('/app/study-notes/new', {
      'GET /api/ai-generated-topic/': { status: 200, body: aiNotes },
    });
    fireEvent.change(await screen.findByLabelText('Draft notes with AI'), { target: { value: 'osmosis' } });
    const meCallsBefore = calls.filter((call) => call.path === '/api/auth/me/').length;
    fireEvent.click(screen.getByRole('button', { name: 'Draft notes · 1 credit' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Topic name') as HTMLInputElement).value).toBe('Osmosis'),
    );
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toContain('partially permeable');
    expect(calls.find((call) => call.path === '/api/ai-generated-topic/')?.search.get('topic')).toBe(
      'osmosis',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/auth/me/').length).toBeGreaterThan(meCallsBefore),
    );
  });

  it('explains a 402 in the credits dialog instead of an error in the form', async () => {
    renderApp('/app/study-notes/new', {
      'GET /api/ai-generated-topic/': {
        status: 402,
        body: { detail: 'Not enough credits.', credits: 0, required: 1 },
      },
    });
    fireEvent.change(await screen.findByLabelText('Draft notes with AI'), { target: { value: 'osmosis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draft notes · 1 credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(dialog.textContent).toContain('This needs 1 credit and you have 0 credits left.');
    expect(within(dialog).getByRole('link', { name: 'See credits and plan' })).toBeTruthy();
    expect(screen.queryByText('Not enough credits.')).toBeNull();
  });
});
