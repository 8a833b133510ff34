import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../../test-support/fake-api.js';
import { renderApp } from '../../test-support/render-app.js';

const material =
  'Photosynthesis is the process by which green plants use sunlight, water and carbon dioxide to make glucose and oxygen. It happens in the chloroplasts, which contain the green pigment chlorophyll. The glucose is used for respiration.';

const generated = {
  title: 'Photosynthesis',
  total_questions: 1,
  credits_used: 1,
  credits_remaining: 6,
  warnings: ['Only 1 of 10 multiple-choice questions could be made from this material without repeating.'],
  question_sets: [
    {
      question_type: 'multiple_choice',
      questions: [
        {
          question: 'Which pigment do chloroplasts contain?',
          answer: 'Chlorophyll',
          options: ['Chlorophyll', 'Keratin', 'Melanin'],
          questionType: 'multiple_choice',
          source: 'It happens in the chloroplasts, which contain the green pigment chlorophyll.',
        },
      ],
    },
  ],
};

function open(generate: FakeReply) {
  return renderApp('/app/generate', {
    'POST /api/generate-quiz/': generate,
    // A language model: no counts known before the click, so the form is as it always was.
    'POST /api/generate-quiz/capacity/': {
      status: 200,
      body: { engine: 'model', word_count: 30, types: [], needs_model: [] },
    },
    'GET /api/categories/': { status: 200, body: [] },
  });
}

// Screens load lazily and the machine may be busy: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('quiz generator', () => {
  it('shows the cost before spending, sends the options and opens the result in the editor', async () => {
    const { calls } = open({ status: 200, body: generated });
    const summary = await screen.findByRole('complementary', { name: /Generate/ });
    // Multiple choice and true/false, "some" each: up to 20 questions for 1 credit; the balance is 7.
    expect(summary.textContent).toContain('up to 20');
    expect(within(summary).getByRole('button', { name: 'Generate quiz · 1 credit' })).toBeTruthy();
    await waitFor(() => expect(summary.textContent).toContain('Your balance7 credits'));

    fireEvent.change(screen.getByLabelText('How many true or false'), { target: { value: 'specified' } });
    fireEvent.change(screen.getByLabelText('Number of true or false'), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('switch', { name: /Higher order for multiple choice/ }));
    expect(within(summary).getByRole('button', { name: 'Generate quiz · 3 credits' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Generate quiz/ }));
    // Nothing is sent without material; the box says why.
    expect(screen.getByText('Paste some text, or choose material from your library.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/generate-quiz/')).toBe(false);

    fireEvent.change(screen.getByLabelText('Your material'), { target: { value: material } });
    fireEvent.click(screen.getByRole('button', { name: /Generate quiz/ }));

    await screen.findByRole('heading', { level: 1, name: 'Review your quiz' });
    expect(calls.find((call) => call.path === '/api/generate-quiz/')?.body).toEqual({
      input_data: material,
      progress_key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
      quiz_options: [
        { questionType: 'multiple_choice', higherOrder: true, questionsQuantity: 'some' },
        {
          questionType: 'true_false',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 41,
        },
      ],
    });
    expect(screen.getByText(/Only 1 of 10 multiple-choice questions/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Quiz title').value).toBe('Photosynthesis');
    expect(screen.getByRole('article', { name: 'Question 1' })).toBeTruthy();
  });

  it('shows a progress indicator while the quiz is made', async () => {
    open('pending');
    fireEvent.change(await screen.findByLabelText('Your material'), { target: { value: material } });
    fireEvent.click(screen.getByRole('button', { name: /Generate quiz/ }));
    expect(await screen.findByRole('progressbar', { name: 'Making your quiz' })).toBeTruthy();
    expect(screen.getByText('Reading your material…')).toBeTruthy();
  });

  it('says which model is writing, then how many questions are checked, as the server reports it', async () => {
    const key = '0b5c2c4e-8f3a-4d7b-9a61-2e4f6a8c0d1e';
    const randomUUID = vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    let polls = 0;
    renderApp('/app/generate', {
      'POST /api/generate-quiz/': 'pending',
      'POST /api/generate-quiz/capacity/': {
        status: 200,
        body: { engine: 'model', word_count: 30, types: [], needs_model: [] },
      },
      'GET /api/categories/': { status: 200, body: [] },
      [`GET /api/generate-quiz/progress/${key}/`]: () => {
        polls += 1;
        return {
          status: 200,
          body:
            polls === 1
              ? { engine: 'Claude (claude-haiku-4-5)', stage: 'writing', done: 0, total: 20 }
              : { engine: 'Claude (claude-haiku-4-5)', stage: 'checking', done: 12, total: 20 },
        };
      },
    });
    try {
      fireEvent.change(await screen.findByLabelText('Your material'), { target: { value: material } });
      fireEvent.click(screen.getByRole('button', { name: /Generate quiz/ }));
      const status = await screen.findByText('Writing questions with Claude (claude-haiku-4-5)…');
      expect(status.getAttribute('aria-live')).toBe('polite');
      expect(status.getAttribute('role')).toBe('status');
      await screen.findByText('12 of 20 questions checked');
    } finally {
      randomUUID.mockRestore();
    }
  });

  it('explains a 402 plainly: the credits dialog opens and the form says what happened', async () => {
    open({ status: 402, body: { detail: 'Not enough credits.', credits: 0, required: 1 } });
    fireEvent.change(await screen.findByLabelText('Your material'), { target: { value: material } });
    fireEvent.click(screen.getByRole('button', { name: /Generate quiz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(dialog.textContent).toContain('This needs 1 credit and you have 0 credits left.');
    await waitFor(() =>
      expect(screen.getByText(/Not enough credits: this quiz needs 1 credit/)).toBeTruthy(),
    );
    // The pasted text is still there.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your material').value).toBe(material);
  });

  it('starts from a collection given in the address', async () => {
    renderApp('/app/generate?collection=3', {
      'GET /api/user-raw-texts/': {
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      },
      'GET /api/user-study-notes/': {
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      },
      'GET /api/diagrams/': { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
      'GET /api/collections/': {
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 3, name: 'Biology', quiz_count: 0, created_at: '2026-11-21T08:00:00Z' }],
        },
      },
    });
    const select = await screen.findByLabelText<HTMLSelectElement>('Collection');
    await waitFor(() => expect(select.value).toBe('3'));
    expect(screen.getByRole('radio', { name: 'My library' })).toHaveProperty('checked', true);
  });
});
