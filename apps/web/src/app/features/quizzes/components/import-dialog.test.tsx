import type { Quiz } from '@quizwise/contract';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../../../test-support/fake-api.js';
import { renderApp } from '../../../test-support/render-app.js';

const imported: Quiz & { skipped: string[] } = {
  id: 9,
  user: 1,
  title: 'Primes',
  category: null,
  category_name: '',
  quiz_type: 'gift',
  total_questions: 1,
  collection: null,
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T08:00:00Z',
  question_sets: [
    {
      question_type: 'true_false',
      questions: [
        { question: '2 is prime.', answer: 'True', options: ['True', 'False'], questionType: 'true_false' },
      ],
    },
  ],
  skipped: [
    "Question 2 'Which are primes?': select-all-that-apply questions are not supported yet, so it was left out.",
    "Question 1 '2 is prime.': feedback on individual answers was kept in the explanation.",
  ],
};

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

describe('quiz import dialog', () => {
  it('lists every note of an import that left out or changed questions before opening the quiz', async () => {
    renderApp('/app/quizzes/', {
      'GET /api/user-quizzes/': { status: 200, body: page([]) },
      'POST /api/import-quiz/': { status: 201, body: imported },
      'GET /api/user-quizzes/9/': { status: 200, body: imported },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const file = new File(['2 is prime. {T}\n\nWhich are primes? {~%50%2 ~%50%3}\n'], 'primes.gift');
    fireEvent.change(screen.getByLabelText('Quiz file'), { target: { files: [file] } });
    await screen.findByDisplayValue('primes');
    fireEvent.click(screen.getByRole('button', { name: 'Import quiz' }));

    const dialog = await screen.findByRole('dialog', { name: 'Quiz imported' });
    const notes = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(notes).toEqual(imported.skipped);
    expect(within(dialog).getByText(/Imported 1 question\./)).toBeTruthy();
  });
});
