import type { Quiz, QuizAttempt } from '@quizwise/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
          explanation: 'Leaves take in carbon dioxide through their stomata.',
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
        { question: 'What sugar is made?', answer: 'Glucose', options: [], questionType: 'short_answer' },
      ],
    },
  ],
};

const attempt: QuizAttempt = {
  id: 9,
  quiz_id: 5,
  quiz_title: 'Photosynthesis',
  score: 1,
  max_score: 3,
  percentage: 33.3,
  results: [
    {
      set_index: 0,
      question_index: 0,
      question_type: 'multiple_choice',
      skill: 'gas exchange',
      bloom_level: 'remember',
      cognitive_skill: null,
      response: 'Oxygen',
      correct: false,
      confidence: 1,
      reason: 'Oxygen is given out, not taken in.',
      expected: 'Carbon dioxide',
    },
    {
      set_index: 1,
      question_index: 0,
      question_type: 'short_answer',
      skill: 'pigments',
      bloom_level: 'remember',
      cognitive_skill: null,
      response: 'chlorophyll',
      correct: true,
      confidence: 1,
      reason: 'Matches.',
      expected: 'Chlorophyll',
    },
    {
      set_index: 1,
      question_index: 1,
      question_type: 'short_answer',
      skill: 'products',
      bloom_level: 'remember',
      cognitive_skill: null,
      response: null,
      correct: false,
      confidence: 1,
      reason: 'No answer.',
      expected: 'Glucose',
    },
  ],
  by_skill: [
    { skill: 'gas exchange', correct: 0, total: 1, percentage: 0 },
    { skill: 'pigments', correct: 1, total: 1, percentage: 100 },
    { skill: 'products', correct: 0, total: 1, percentage: 0 },
  ],
  by_type: [
    { question_type: 'multiple_choice', correct: 0, total: 1, percentage: 0 },
    { question_type: 'short_answer', correct: 1, total: 2, percentage: 50 },
  ],
  by_bloom: [{ bloom_level: 'remember', correct: 1, total: 3, percentage: 33.3 }],
  by_cognitive_skill: [{ cognitive_skill: 'cause_and_effect', correct: 1, total: 2, percentage: 50 }],
  strengths: ['pigments'],
  gaps: ['gas exchange', 'products'],
  study_next: ['Review gas exchange: re-read "Plants take in carbon dioxide."'],
  summary: 'You know your pigments; gas exchange needs work.',
  created_at: '2026-11-21T09:00:00Z',
};

function open() {
  return renderApp('/app/quizzes/5/practice', {
    'GET /api/user-quizzes/5/': { status: 200, body: quiz },
    'POST /api/process-quiz-results/': { status: 201, body: attempt },
    'GET /api/quiz-attempts/9/': { status: 200, body: attempt },
    'POST /api/quiz-attempts/9/practise-gaps/': {
      status: 200,
      body: {
        title: 'Gaps: gas exchange',
        total_questions: 1,
        credits_used: 1,
        credits_remaining: 6,
        warnings: [],
        question_sets: [quiz.question_sets[0]],
      },
    },
  });
}

const labellingQuiz: Quiz = {
  ...quiz,
  id: 6,
  title: 'The heart',
  total_questions: 1,
  question_sets: [
    {
      question_type: 'diagram_labelling',
      questions: [
        {
          question: 'Which part of "The heart" is in the highlighted box?',
          answer: 'Aorta',
          options: ['Aorta', 'Left atrium', 'Vena cava'],
          questionType: 'diagram_labelling',
          diagram_id: 7,
          rectangle: { x: 40, y: 10, width: 60, height: 20, label: 'Aorta' },
        },
      ],
    },
  ],
};

// Screens load lazily and the machine may be busy: allow more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('practice mode', () => {
  it("shows a labelling question's diagram (the unlabelled image), with the box to name covered", async () => {
    renderApp('/app/quizzes/6/practice', {
      'GET /api/user-quizzes/6/': { status: 200, body: labellingQuiz },
      'GET /api/diagrams/7/': {
        status: 200,
        body: {
          id: 7,
          name: 'The heart',
          image: '/api/diagrams/7/image/',
          labeled_image: '/api/diagrams/7/labeled-image/',
          rectangles_data: [],
          user: 1,
          created_at: '2026-11-21T08:00:00Z',
          updated_at: '2026-11-21T08:00:00Z',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start practising' }));
    const image = await screen.findByRole('img', { name: /The heart, with the part to name covered/ });
    expect(image.getAttribute('src')).toBe('/api/diagrams/7/image/');
    // The box is placed once the image's own size is known, in percentages of it.
    Object.defineProperty(image, 'naturalWidth', { value: 200 });
    Object.defineProperty(image, 'naturalHeight', { value: 100 });
    fireEvent.load(image);
    const box = image.parentElement?.querySelector('.practice-diagram-box') as HTMLElement | null;
    expect(box?.style.left).toBe('20%');
    expect(box?.style.top).toBe('10%');
    expect(box?.style.width).toBe('30%');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
  });

  it('one at a time with instant feedback: checks, moves on, submits and shows the results', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('radio', { name: /One at a time/ }));
    fireEvent.click(screen.getByRole('radio', { name: /After each answer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start practising' }));

    const options = screen.getByRole('radiogroup', { name: 'Which gas do plants take in?' });
    expect(within(options).getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(within(options).getByRole('radio', { name: /Oxygen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByText(/Not quite\. The answer is/).textContent).toContain('Carbon dioxide');
    expect(screen.getByText('Leaves take in carbon dioxide through their stomata.')).toBeTruthy();
    // A checked answer is locked.
    expect(within(options).getByRole<HTMLInputElement>('radio', { name: /Nitrogen/ }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    const answer = screen.getByLabelText('Your answer');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Name the green pigment.'));
    fireEvent.change(answer, { target: { value: 'the chlorophyll' } });
    // Enter checks the answer.
    fireEvent.keyDown(answer, { key: 'Enter' });
    expect(screen.getByText('Correct')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Question 3' }));
    expect(screen.getByText('1 unanswered question counts as wrong.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish and see results' }));

    await screen.findByRole('heading', { level: 1, name: 'A good start' });
    expect(calls.find((call) => call.path === '/api/process-quiz-results/')?.body).toEqual({
      quiz_id: 5,
      responses: [
        { set_index: 0, question_index: 0, response: 'Oxygen' },
        { set_index: 1, question_index: 0, response: 'the chlorophyll' },
        { set_index: 1, question_index: 1, response: null },
      ],
    });
    expect(window.location.pathname).toBe('/app/attempts/9');
    expect(screen.getByText('You know your pigments; gas exchange needs work.')).toBeTruthy();
    const skills = screen.getByRole('list', { name: 'Score by concept' });
    // Weakest skills first.
    expect(within(skills).getAllByRole('listitem')[0]?.textContent).toContain('gas exchange');
    expect(screen.getByRole('list', { name: 'Score by question type' }).textContent).toContain(
      'Short answer',
    );
    expect(screen.getByText(/Review gas exchange/)).toBeTruthy();
  });

  it('checks a typed answer at once with the grader: right but misspelt, or wrong with the answer', async () => {
    const { calls } = renderApp('/app/quizzes/5/practice', {
      'GET /api/user-quizzes/5/': { status: 200, body: quiz },
      'POST /api/check-answer/': {
        status: 200,
        body: { verdict: 'typo', expected: 'Chlorophyll', spelling: 'Chlorophyll', reason: 'small typo' },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /All at once/ }));
    fireEvent.click(screen.getByRole('radio', { name: /After each answer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start practising' }));
    const [first] = screen.getAllByLabelText('Your answer');
    fireEvent.change(first!, { target: { value: 'chlorofill' } });
    fireEvent.keyDown(first!, { key: 'Enter' });
    const verdict = await screen.findByText(/Correct, but check the spelling/);
    expect(verdict.textContent).toContain('Chlorophyll');
    expect(calls.find((call) => call.path === '/api/check-answer/')?.body).toMatchObject({
      response: 'chlorofill',
      question: { answer: 'Chlorophyll' },
    });
    expect((first as HTMLInputElement).readOnly).toBe(true);
  });

  it('shows the expected answer when the grader says a typed answer is wrong', async () => {
    renderApp('/app/quizzes/5/practice', {
      'GET /api/user-quizzes/5/': { status: 200, body: quiz },
      'POST /api/check-answer/': {
        status: 200,
        body: { verdict: 'incorrect', expected: 'Chlorophyll', spelling: null, reason: 'no match' },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /All at once/ }));
    fireEvent.click(screen.getByRole('radio', { name: /After each answer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start practising' }));
    const [first] = screen.getAllByLabelText('Your answer');
    fireEvent.change(first!, { target: { value: 'carotene' } });
    fireEvent.keyDown(first!, { key: 'Enter' });
    expect((await screen.findByText(/Not quite\. The answer is/)).textContent).toContain('Chlorophyll');
  });

  it('all at once with feedback at the end: no checking, one submit', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('radio', { name: /All at once/ }));
    fireEvent.click(screen.getByRole('radio', { name: /At the end/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(screen.getAllByLabelText('Your answer')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Carbon dioxide/ }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Finish and see results' }));
    await screen.findByRole('heading', { level: 1, name: 'A good start' });
    expect(
      (calls.find((call) => call.path === '/api/process-quiz-results/')?.body as { responses: unknown[] })
        .responses,
    ).toHaveLength(3);
  });

  it('"Practise my gaps" opens the follow-up quiz in the editor', async () => {
    const { calls } = renderApp('/app/attempts/9', {
      'GET /api/quiz-attempts/9/': { status: 200, body: attempt },
      'GET /api/user-quizzes/5/': { status: 200, body: quiz },
      'GET /api/categories/': { status: 200, body: [] },
      'POST /api/quiz-attempts/9/practise-gaps/': {
        status: 200,
        body: {
          title: 'Gaps: gas exchange',
          total_questions: 1,
          credits_used: 1,
          credits_remaining: 6,
          warnings: [],
          question_sets: [quiz.question_sets[0]],
        },
      },
    });
    // The saved quiz's text is shown in the review.
    expect(await screen.findByText('Which gas do plants take in?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Practise my gaps · 1 credit' }));
    await screen.findByRole('heading', { level: 1, name: 'Review your quiz' });
    expect(window.location.pathname).toBe('/app/quizzes/new');
    expect(screen.getByLabelText<HTMLInputElement>('Quiz title').value).toBe('Gaps: gas exchange');
    expect(calls.some((call) => call.path === '/api/quiz-attempts/9/practise-gaps/')).toBe(true);
  });
});
