import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, testUser } from '../../test-support/fake-api.js';
import { renderApp } from '../../test-support/render-app.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const quiz = {
  id: 3,
  user: 1,
  title: 'Cells',
  category: null,
  category_name: '',
  quiz_type: '',
  question_sets: [],
  total_questions: 5,
  collection: null,
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T08:00:00Z',
};

function open(
  url: string,
  role: 'student' | 'teacher' | null,
  quizzes: unknown[] = [],
  name: string = testUser.name,
) {
  return renderApp(url, {
    '/api/auth/me/': { status: 200, body: { ...testUser, account_role: role, name } },
    '/api/user-raw-texts/': { status: 200, body: page([]) },
    '/api/user-quizzes/': { status: 200, body: page(quizzes) },
    '/api/quiz-attempts/': { status: 200, body: page([]) },
  });
}

describe('home: a first step for a new student', () => {
  it('shows a student with an empty library one thing to do, and what it costs', async () => {
    open('/app/', 'student');
    const step = await screen.findByRole('region', {
      name: 'Turn a page of your notes into a practice quiz',
    });
    expect(step.textContent).toContain('you have 7');
    expect(screen.getByRole('link', { name: 'Make my first quiz' }).getAttribute('href')).toBe(
      '/app/generate',
    );
  });

  it('shows it after sign-up (?welcome=1) whatever the role, and not to a student with quizzes', async () => {
    open('/app/?welcome=1', null);
    await screen.findByRole('region', { name: 'Turn a page of your notes into a practice quiz' });
    cleanup();
    open('/app/', 'student', [quiz]);
    await screen.findByRole('link', { name: 'Cells' });
    expect(
      screen.queryByRole('region', { name: 'Turn a page of your notes into a practice quiz' }),
    ).toBeNull();
  });
});

describe('home: the greeting', () => {
  it('uses the name as the user gave it, whole, or none', async () => {
    open('/app/', 'teacher', [quiz], 'Ms Patel');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Good (morning|afternoon|evening), Ms Patel$/,
      }),
    ).toBeTruthy();
    cleanup();
    open('/app/', 'teacher', [quiz], '  ');
    await screen.findByRole('link', { name: 'Cells' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^Good (morning|afternoon|evening)$/,
    );
  });
});
