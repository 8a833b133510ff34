import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.js';

afterEach(cleanup);

const klass = {
  id: 3,
  name: '9B Biology',
  archived: false,
  join_code: 'ABCD2345',
  join_enabled: true,
  google_course_id: null,
  student_count: 1,
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:00:00Z',
  students: [{ id: 1, name: 'Ada', email: null, from_google: false, created_at: '2026-11-20T08:00:00Z' }],
};

const emptyInsights = {
  class_id: 3,
  attempts: 0,
  average_percentage: null,
  skills: [],
  students: [],
  over_time: [],
  weakest_skills: [],
  analysis: 'No results yet.',
};

const assignment = {
  id: 9,
  quiz_id: 4,
  class_id: 3,
  class_name: '9B Biology',
  code: 'QQQQ2222',
  url_path: '/q/QQQQ2222/',
  title: 'Cells',
  total_questions: 2,
  opens_at: null,
  closes_at: null,
  attempts_allowed: 1,
  time_limit_minutes: null,
  shuffle_questions: false,
  shuffle_options: false,
  show_answers: 'after_submit',
  state: 'open',
  submitted_count: 1,
  still_to_do: [],
  google_course_work_id: null,
  created_at: '2026-11-20T08:00:00Z',
};

const summary = {
  id: 21,
  assignment_id: 9,
  student_id: 1,
  student_name: 'Ada',
  attempt_number: 1,
  started_at: '2026-11-20T09:00:00Z',
  submitted_at: '2026-11-20T09:05:00Z',
  duration_seconds: 300,
  score: 1,
  max_score: 2,
  percentage: 50,
  answered: 2,
};

const mark = (key: number, correct: boolean, overridden = false) => ({
  key,
  question: key === 0 ? 'What powers a cell?' : 'Where is DNA kept?',
  question_type: 'short_answer',
  skill: 'Cells',
  bloom_level: null,
  response: key === 0 ? 'mitochondria' : 'the nucleous',
  expected: key === 0 ? 'Mitochondria' : 'Nucleus',
  correct,
  auto_correct: key === 0,
  overridden,
  confidence: key === 0 ? 1 : 0.6,
  reason: key === 0 ? 'Matches the answer.' : 'Close, but too different.',
});

describe('teaching screens', () => {
  it('says on the class page who still has to do each hosted quiz', async () => {
    renderApp('/app/classes/3', {
      'GET /api/teaching/classes/3/': { status: 200, body: klass },
      'GET /api/teaching/assignments/': {
        status: 200,
        body: [
          { ...assignment, still_to_do: ['Ben', 'Cleo'] },
          { ...assignment, id: 10, title: 'Organs', still_to_do: [] },
        ],
      },
      'GET /api/teaching/classes/3/insights/': { status: 200, body: emptyInsights },
    });
    // The first screen of a run loads the app cold: give it time on a busy machine.
    expect(await screen.findByText('Still to do (2): Ben, Cleo', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Everyone on the roster has submitted.')).toBeTruthy();
  });

  it('shows the follow-up quiz its size and price before the click, and says when the material is thin', async () => {
    const insights = (fillable: number) => ({
      ...emptyInsights,
      attempts: 2,
      average_percentage: 60,
      skills: [{ skill: 'Evaporation', correct: 1, total: 2, percentage: 50 }],
      weakest_skills: ['Evaporation'],
      analysis: 'Evaporation is the weakest skill.',
      follow_up_questions: fillable,
    });
    const routes = (fillable: number) => ({
      'GET /api/teaching/classes/3/': { status: 200, body: klass },
      'GET /api/teaching/assignments/': { status: 200, body: [] },
      'GET /api/teaching/classes/3/insights/': { status: 200, body: insights(fillable) },
    });
    const { calls } = renderApp('/app/classes/3', {
      ...routes(10),
      'POST /api/teaching/classes/3/follow-up-quiz/': { status: 400, body: { non_field_errors: ['stop'] } },
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Follow-up quiz on Evaporation · 10 questions · 1 credit' },
      { timeout: 30_000 },
    );
    fireEvent.click(button);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ questions: 10 }));
    cleanup();
    renderApp('/app/classes/3', routes(3));
    expect(
      await screen.findByRole('button', { name: 'Follow-up quiz on Evaporation · 3 questions · 1 credit' }),
    ).toBeTruthy();
    expect(screen.getByText(/makes only 3 questions on these skills/)).toBeTruthy();
    cleanup();
    renderApp('/app/classes/3', routes(0));
    const none = await screen.findByRole('button', {
      name: 'Follow-up quiz on Evaporation · not enough material',
    });
    expect((none as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/too thin for a follow-up quiz/)).toBeTruthy();
  }, 60_000);

  it('lists every bad line of a refused CSV roster', async () => {
    const { calls } = renderApp('/app/classes/3', {
      'GET /api/teaching/classes/3/': { status: 200, body: klass },
      'GET /api/teaching/assignments/': { status: 200, body: [] },
      'GET /api/teaching/classes/3/insights/': { status: 200, body: emptyInsights },
      'POST /api/teaching/classes/3/roster-csv/': {
        status: 400,
        body: {
          rows: [
            { line: 3, errors: ['The name is blank.'] },
            { line: 5, errors: ['"x" is not a valid e-mail address.'] },
          ],
        },
      },
    });
    const input = await screen.findByLabelText('CSV roster file');
    fireEvent.change(input, {
      target: { files: [new File(['name,email\nA,\n,\n'], 'roster.csv', { type: 'text/csv' })] },
    });
    const alert = await screen.findByText(/Nothing was added/);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText('Line 3: The name is blank.')).toBeTruthy();
    expect(within(box).getByText('Line 5: "x" is not a valid e-mail address.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ csv: 'name,email\nA,\n,\n' });
  });

  it('adds a pasted list and reports the skipped and unreadable lines', async () => {
    const { calls } = renderApp('/app/classes/3', {
      'GET /api/teaching/classes/3/': { status: 200, body: klass },
      'GET /api/teaching/assignments/': { status: 200, body: [] },
      'GET /api/teaching/classes/3/insights/': { status: 200, body: emptyInsights },
      'POST /api/teaching/classes/3/roster-csv/': {
        status: 201,
        body: {
          added: [
            {
              id: 8,
              name: 'Ada Lovelace',
              email: null,
              from_google: false,
              created_at: '2026-01-01T00:00:00Z',
            },
          ],
          skipped: [{ line: 2, name: 'ada lovelace', reason: 'The same name as line 1.' }],
          rejected: [{ line: 3, errors: ['"x@" is not a valid e-mail address.'] }],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Paste names' }));
    fireEvent.change(screen.getByLabelText('Names, one a line'), {
      target: { value: 'Ada Lovelace\nada lovelace\nBob, x@\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add these students' }));
    const added = await screen.findByText('1 student added.');
    const report = added.closest('[role="status"]') as HTMLElement;
    expect(report.textContent).toContain('1 line skipped.');
    expect(within(report).getByText('Line 2: ada lovelace — The same name as line 1.')).toBeTruthy();
    expect(within(report).getByText('Line 3: "x@" is not a valid e-mail address.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      csv: 'Ada Lovelace\nada lovelace\nBob, x@\n',
    });
  });

  it('shows results with item analysis and lets the teacher override a mark', async () => {
    let overridden = false;
    const { calls } = renderApp('/app/assignments/9', {
      'GET /api/teaching/assignments/9/results/': {
        status: 200,
        body: {
          assignment,
          attempts: [summary],
          not_started: [],
          questions: [
            {
              key: 1,
              question: 'Where is DNA kept?',
              question_type: 'short_answer',
              skill: 'Cells',
              answer: 'Nucleus',
              attempts: 1,
              correct_count: 0,
              percentage: 0,
              responses: [{ response: 'the nucleous', count: 1, correct: false }],
              top_wrong_answer: { response: 'the nucleous', count: 1 },
            },
          ],
          average_percentage: 50,
          average_duration_seconds: 300,
        },
      },
      'GET /api/teaching/google/': { status: 404, body: { detail: 'Not found.' } },
      'GET /api/teaching/attempts/21/': () => ({
        status: 200,
        body: {
          ...summary,
          score: overridden ? 2 : 1,
          marks: [mark(0, true), mark(1, overridden, overridden)],
        },
      }),
      'PATCH /api/teaching/attempts/21/marks/': () => {
        overridden = true;
        return { status: 200, body: { ...summary, score: 2, marks: [mark(0, true), mark(1, true, true)] } };
      },
    });
    expect(await screen.findByText('1 / 2')).toBeTruthy();
    expect(screen.getByText('5 min 0 s')).toBeTruthy();
    expect(screen.getByText('the nucleous (1)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marks of Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada: 1 / 2' });
    expect(within(dialog).getByText(/60% sure/)).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: 'Mark for question 2' });
    fireEvent.click(within(group).getByRole('button', { name: 'Right' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ key: 1, correct: true });
    expect(await screen.findByRole('dialog', { name: 'Ada: 2 / 2' })).toBeTruthy();
  });

  it('gives a rostered student who has not started a row of their own in the results', async () => {
    renderApp('/app/assignments/9', {
      'GET /api/teaching/assignments/9/results/': {
        status: 200,
        body: {
          assignment,
          attempts: [summary],
          not_started: [{ student_id: 2, student_name: 'Ben' }],
          questions: [],
          average_percentage: 50,
          average_duration_seconds: 300,
        },
      },
      'GET /api/teaching/google/': { status: 404, body: { detail: 'Not found.' } },
    });
    const row = (await screen.findByRole('rowheader', { name: 'Ben' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not started')).toBeTruthy();
    expect(screen.getByText('Not started yet: Ben.')).toBeTruthy();
  });

  it('labels typed names on an open link, and names from the roster not at all', async () => {
    renderApp('/app/assignments/9', {
      'GET /api/teaching/assignments/9/results/': {
        status: 200,
        body: {
          assignment: { ...assignment, class_id: null, class_name: null },
          attempts: [{ ...summary, student_id: null, student_name: 'Anon Ymous' }],
          not_started: [],
          questions: [],
          average_percentage: 50,
        },
      },
      'GET /api/teaching/google/': { status: 404, body: { detail: 'Not found.' } },
    });
    const row = (await screen.findByRole('rowheader', { name: /Anon Ymous/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('typed name')).toBeTruthy();
    expect(screen.getByText('Open link: students typed their own names, which nobody checked.')).toBeTruthy();
  });

  it('says how to turn Google on when the server has no Google client, and offers it when it has', async () => {
    const hidden = renderApp('/app/classes', {
      'GET /api/teaching/classes/': { status: 200, body: [] },
      'GET /api/teaching/google/': { status: 404, body: { detail: 'Not found.' } },
    });
    const off = await screen.findByRole('heading', { name: 'Google Classroom and Forms' });
    expect(off.closest('section')?.textContent).toContain('GOOGLE_CLIENT_ID');
    expect(screen.queryByRole('button', { name: 'Connect Google Classroom' })).toBeNull();
    expect(hidden.calls.some((c) => c.path === '/api/teaching/google/')).toBe(true);
    // The empty state promises no Google import that this server cannot do.
    expect(screen.getByText('Create your first class above.')).toBeTruthy();
    cleanup();
    renderApp('/app/classes', {
      'GET /api/teaching/classes/': { status: 200, body: [] },
      'GET /api/teaching/google/': { status: 200, body: { connected: false, email: null } },
    });
    expect(await screen.findByRole('button', { name: 'Connect Google Classroom' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No classes yet' })).toBeTruthy();
    expect(await screen.findByText(/import one from Google Classroom below/)).toBeTruthy();
  });

  it('greets a new teacher (sign-up lands on ?welcome=1) with the first step, and only then', async () => {
    const handlers = {
      'GET /api/teaching/classes/': { status: 200, body: [] },
      'GET /api/teaching/google/': { status: 404, body: { detail: 'Not found.' } },
    };
    renderApp('/app/classes?welcome=1', handlers);
    const welcome = await screen.findByRole('heading', { name: 'Welcome! Your first step: create a class' });
    expect(welcome.closest('section')?.textContent).toContain('generate a quiz');
    cleanup();
    renderApp('/app/classes', handlers);
    await screen.findByRole('heading', { name: 'No classes yet' });
    expect(screen.queryByRole('heading', { name: /Welcome!/ })).toBeNull();
  });
});
