import type { Quiz, QuizDraft } from '@quizwise/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, type FakeCall } from '../../test-support/fake-api.js';
import { renderApp } from '../../test-support/render-app.js';

const DAY_MS = 86_400_000;

const draft: QuizDraft = {
  id: 7,
  title: 'Photosynthesis',
  total_questions: 2,
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T08:00:00Z',
  // Twelve days and a bit from now: "expires in 13 days".
  expires_at: new Date(Date.now() + 12 * DAY_MS + 3_600_000).toISOString(),
  category: null,
  material: 'Plants take in carbon dioxide through their leaves.',
  collection: null,
  warnings: [],
  question_sets: [
    {
      question_type: 'multiple_choice',
      questions: [
        {
          question: 'Which gas do plants take in?',
          answer: 'Carbon dioxide',
          options: ['Oxygen', 'Carbon dioxide'],
          questionType: 'multiple_choice',
        },
      ],
    },
    {
      question_type: 'short_answer',
      questions: [
        {
          question: 'Name the green pigment.',
          answer: 'Chlorophyll',
          options: [],
          questionType: 'short_answer',
        },
      ],
    },
  ],
};

const savedQuiz: Quiz = {
  id: 42,
  user: 1,
  title: 'Plants',
  category: null,
  category_name: '',
  quiz_type: '',
  question_sets: draft.question_sets,
  total_questions: 2,
  collection: null,
  created_at: '2026-11-21T09:00:00Z',
  updated_at: '2026-11-21T09:00:00Z',
};

const listItem = {
  id: draft.id,
  title: draft.title,
  total_questions: draft.total_questions,
  created_at: draft.created_at,
  updated_at: draft.updated_at,
  expires_at: draft.expires_at,
};

/** The header's "← Drafts" link (the notice links to Drafts too). */
function backLink(): HTMLElement {
  const link = document.querySelector<HTMLElement>('a.back-link');
  if (!link) throw new Error('no back link');
  return link;
}

function openDraft(handlers: Parameters<typeof renderApp>[1] = {}) {
  return renderApp('/app/quizzes/drafts/7', {
    'GET /api/quiz-drafts/7/': { status: 200, body: draft },
    'GET /api/quiz-drafts/': { status: 200, body: page([listItem]) },
    'PATCH /api/quiz-drafts/7/': (call: FakeCall) => ({
      status: 200,
      body: { ...draft, ...(call.body as object) },
    }),
    'GET /api/categories/': { status: 200, body: [] },
    ...handlers,
  });
}

// Screens load lazily and the machine may be busy: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('drafts list', () => {
  it('lists each draft with its question count and days left, opens it and discards after asking', async () => {
    let deleted = false;
    const { calls } = renderApp('/app/quizzes/drafts', {
      'GET /api/quiz-drafts/': () => ({ status: 200, body: page(deleted ? [] : [listItem]) }),
      'DELETE /api/quiz-drafts/7/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const row = (await screen.findByRole('link', { name: 'Photosynthesis' })).closest('li');
    expect(row).toBeTruthy();
    const item = within(row!);
    expect(row!.textContent).toContain('2 questions');
    expect(row!.textContent).toContain('expires in 13 days');
    expect(item.getByRole('link', { name: 'Open Photosynthesis' }).getAttribute('href')).toBe(
      '/app/quizzes/drafts/7',
    );
    expect(screen.getByRole('link', { name: /Drafts/ }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(item.getByRole('button', { name: 'Discard Photosynthesis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this draft?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await screen.findByText('No drafts');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/quiz-drafts/7/',
    ]);
  });
});

describe('a draft in the editor', () => {
  it('restores the questions, says it is kept, and autosaves edits into the draft', async () => {
    const { calls } = openDraft();
    await screen.findByRole('article', { name: 'Question 2' });
    expect(screen.getByLabelText<HTMLInputElement>('Quiz title').value).toBe('Photosynthesis');
    expect(screen.getByText(/kept in your/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Quiz title'), { target: { value: 'Plants' } });
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/quiz-drafts/7/');
    expect(patch?.body).toMatchObject({ title: 'Plants', question_sets: draft.question_sets });
    await screen.findByText(/kept in Drafts, not saved as a quiz yet/);
  });

  it('asks before leaving with edits the draft does not hold yet; "Stay" keeps the edits', async () => {
    openDraft({ 'PATCH /api/quiz-drafts/7/': 'pending' });
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.change(screen.getByLabelText('Quiz title'), { target: { value: 'Plants' } });
    fireEvent.click(backLink());

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('not kept in the draft yet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.pathname).toBe('/app/quizzes/drafts/7');
    expect(screen.getByLabelText<HTMLInputElement>('Quiz title').value).toBe('Plants');

    fireEvent.click(backLink());
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await screen.findByRole('heading', { level: 1, name: 'Drafts' });
    expect(window.location.pathname).toBe('/app/quizzes/drafts');
  });

  it('saves the draft as a quiz and opens it, without asking', async () => {
    const { calls } = openDraft({
      'POST /api/quiz-drafts/7/save/': { status: 201, body: savedQuiz },
      'GET /api/user-quizzes/42/': { status: 200, body: savedQuiz },
      'GET /api/quiz-attempts/': { status: 200, body: page([]) },
    });
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.change(screen.getByLabelText('Quiz title'), { target: { value: 'Plants' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/quizzes/42'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const save = calls.find((call) => call.path === '/api/quiz-drafts/7/save/');
    expect(save?.body).toMatchObject({ title: 'Plants', question_sets: draft.question_sets });
    expect(calls.some((call) => call.path === '/api/create-quiz/')).toBe(false);
    // The draft is gone on the server: nothing asks for it again (that would be a 404).
    const saveIndex = calls.findIndex((call) => call.path === '/api/quiz-drafts/7/save/');
    expect(calls.slice(saveIndex + 1).some((call) => call.path === '/api/quiz-drafts/7/')).toBe(false);
  });
});
