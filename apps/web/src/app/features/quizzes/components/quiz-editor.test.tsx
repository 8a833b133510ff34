import type { Quiz } from '@quizwise/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeCall } from '../../../test-support/fake-api.js';
import { renderApp } from '../../../test-support/render-app.js';

const quiz: Quiz = {
  id: 5,
  user: 1,
  title: 'Photosynthesis',
  category: null,
  category_name: '',
  quiz_type: 'generated',
  total_questions: 3,
  collection: null,
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T08:00:00Z',
  question_sets: [
    {
      question_type: 'multiple_choice',
      questions: [
        {
          question: 'Which gas do plants take in?',
          answer: 'Carbon dioxide',
          options: ['Oxygen', 'Carbon dioxide', 'Nitrogen'],
          questionType: 'multiple_choice',
          source: 'Plants take in carbon dioxide through their leaves.',
        },
        {
          question: 'Where does photosynthesis happen?',
          answer: 'Chloroplasts',
          options: ['Chloroplasts', 'Nucleus'],
          questionType: 'multiple_choice',
          source: 'Photosynthesis happens in the chloroplasts.',
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

const categories = [{ id: 1, name: 'Biology', user: null, built_in: true }];

function question(number: number): HTMLElement {
  return screen.getByRole('article', { name: `Question ${number}` });
}

function open(handlers: Parameters<typeof renderApp>[1] = {}) {
  return renderApp('/app/quizzes/5/edit', {
    'GET /api/user-quizzes/5/': { status: 200, body: quiz },
    'GET /api/categories/': { status: 200, body: categories },
    'GET /api/quiz-attempts/': { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
    'PATCH /api/user-quizzes/5/update/': (call: FakeCall) => ({
      status: 200,
      body: { ...quiz, ...(call.body as object) },
    }),
    ...handlers,
  });
}

// Screens load lazily and the machine may be busy: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('quiz editor', () => {
  it('edits a question, its options and answer, reorders and deletes, then saves with PATCH', async () => {
    const { calls } = open();
    await screen.findByRole('article', { name: 'Question 1' });

    fireEvent.change(within(question(1)).getByLabelText('Question'), {
      target: { value: 'Which gas do green plants absorb?' },
    });
    fireEvent.change(within(question(1)).getByLabelText('Option 2'), { target: { value: 'CO2' } });
    fireEvent.click(within(question(2)).getByLabelText('Option 1 is the answer'));

    // Move question 2 above question 1: its "up" button is now disabled, so focus lands on "down".
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(within(question(1)).getByLabelText<HTMLTextAreaElement>('Question').value).toBe(
      'Where does photosynthesis happen?',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 1 down' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete question 3' }));
    expect(screen.queryByRole('article', { name: 'Question 3' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      title: 'Photosynthesis',
      category: 1,
      question_sets: [
        {
          question_type: 'multiple_choice',
          questions: [
            expect.objectContaining({
              question: 'Where does photosynthesis happen?',
              answer: 'Chloroplasts',
            }),
            expect.objectContaining({
              question: 'Which gas do green plants absorb?',
              options: ['Oxygen', 'CO2', 'Nitrogen'],
              answer: 'CO2',
            }),
          ],
        },
      ],
    });
    // Saved: the editor goes back to the quiz.
    await waitFor(() => expect(window.location.pathname).toBe('/app/quizzes/5'));
  });

  it('does not save a quiz the API would refuse, and says which question needs attention', async () => {
    const { calls } = open();
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.change(within(question(2)).getByLabelText('Option 2'), { target: { value: 'chloroplasts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      (await screen.findByText('1 question needs attention before saving.')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(within(question(2)).getByText('Options must be distinct.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('adds a question of the chosen type and changes a type consistently', async () => {
    open();
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.change(screen.getByLabelText('Add a question'), { target: { value: 'true_false' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const added = question(4);
    expect(within(added).getByRole('radio', { name: 'True' })).toHaveProperty('checked', true);
    await waitFor(() => expect(document.activeElement).toBe(within(added).getByLabelText('Question')));

    fireEvent.change(within(question(3)).getByLabelText('Type of question 3'), {
      target: { value: 'multiple_choice' },
    });
    // Now the third multiple-choice question, with its old answer as the first option.
    const converted = question(3);
    expect(within(converted).getByLabelText<HTMLInputElement>('Option 1').value).toBe('Chlorophyll');
    expect(within(converted).getByLabelText<HTMLInputElement>('Option 1 is the answer').checked).toBe(true);
  });

  it("offers a question added by hand the concepts of the quiz's material as its skill, never General", async () => {
    const { calls } = open({
      'POST /api/generate-quiz/skills/': {
        status: 200,
        body: { skills: ['Light reactions', 'Chlorophyll'] },
      },
    });
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const skill = within(question(3)).getByLabelText<HTMLInputElement>('Skill it tests');
    const list = document.getElementById(skill.getAttribute('list') ?? '');
    await waitFor(() =>
      expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
        'Light reactions',
        'Chlorophyll',
      ]),
    );
    const asked = calls.find((call) => call.path === '/api/generate-quiz/skills/');
    expect(asked?.body).toEqual({ quiz_id: 5 });
  });

  it('regenerates one question from its material for one credit', async () => {
    const { calls } = open({
      'POST /api/generate-quiz/': {
        status: 200,
        body: {
          title: 'Photosynthesis',
          total_questions: 2,
          credits_used: 1,
          credits_remaining: 6,
          warnings: [],
          question_sets: [
            {
              question_type: 'multiple_choice',
              questions: [
                quiz.question_sets[0]!.questions[1],
                {
                  question: 'What do leaves take in?',
                  answer: 'Carbon dioxide',
                  options: ['Carbon dioxide', 'Helium'],
                  questionType: 'multiple_choice',
                  source: 'Plants take in carbon dioxide through their leaves.',
                },
              ],
            },
          ],
        },
      },
    });
    await screen.findByRole('article', { name: 'Question 1' });
    // The price is on the button for everyone to see, not only in its accessible name.
    expect(screen.getByRole('button', { name: 'Regenerate question 1 (1 credit)' }).textContent).toContain(
      '1 credit',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate question 1 (1 credit)' }));
    await waitFor(() =>
      expect(within(question(1)).getByLabelText<HTMLTextAreaElement>('Question').value).toBe(
        'What do leaves take in?',
      ),
    );
    const generate = calls.find((call) => call.path === '/api/generate-quiz/');
    expect(generate?.body).toMatchObject({
      quiz_options: [{ questionType: 'multiple_choice', questionsQuantity: 'specified' }],
    });
    expect(String((generate?.body as { input_data: string }).input_data)).toContain(
      'Plants take in carbon dioxide through their leaves.',
    );
    expect(screen.getByText('Question replaced.')).toBeTruthy();
  });

  it('asks before leaving a saved quiz with unsaved edits, and leaves when told to', async () => {
    open();
    await screen.findByRole('article', { name: 'Question 1' });
    fireEvent.change(screen.getByLabelText('Quiz title'), { target: { value: 'Plants' } });
    fireEvent.click(document.querySelector<HTMLElement>('a.back-link')!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('not saved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/quizzes/5'));
  });

  it('shows the engine\'s "check this one" mark first, and Keep clears it in what is saved', async () => {
    const marked: Quiz = {
      ...quiz,
      question_sets: quiz.question_sets.map((set, i) =>
        i === 0
          ? {
              ...set,
              questions: set.questions.map((q, j) =>
                j === 0 ? { ...q, check_reason: 'the key is the longest option, which can give it away' } : q,
              ),
            }
          : set,
      ),
    };
    const { calls } = open({ 'GET /api/user-quizzes/5/': { status: 200, body: marked } });
    await screen.findByRole('article', { name: 'Question 1' });
    expect(within(question(1)).getByText(/Check this one:/).parentElement?.textContent).toBe(
      'Check this one: the key is the longest option, which can give it away',
    );
    expect(within(question(2)).queryByText(/Check this one:/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep question 1 as it is' }));
    expect(within(question(1)).queryByText(/Check this one:/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const sent = (calls.find((call) => call.method === 'PATCH')?.body as Quiz).question_sets[0]?.questions[0];
    expect(sent?.check_reason).toBeNull();
  });
});
