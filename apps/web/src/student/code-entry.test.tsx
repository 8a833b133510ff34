import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { HostedQuizInfo } from '@quizwise/contract';
import { StudentApp, routeOf } from './student-app.js';
import type { Result, StudentApi } from './student-api.js';
import { OPEN_QUIZ_INFO } from './test-fixtures.js';

const quiz: HostedQuizInfo = { ...OPEN_QUIZ_INFO, identity: 'student_code' };
const missing = { ok: false as const, status: 404, detail: 'Not found.', fields: {} };

function apiKnowing(codes: { quiz?: string; klass?: string }): StudentApi {
  return {
    info: async (code: string): Promise<Result<HostedQuizInfo>> =>
      code === codes.quiz ? { ok: true, value: { ...quiz, code } } : missing,
    joinInfo: async (code: string): Promise<Result<{ class_name: string }>> =>
      code === codes.klass ? { ok: true, value: { class_name: '9B' } } : missing,
  } as unknown as StudentApi;
}

function typeCode(code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

describe('the join-a-quiz page', () => {
  afterEach(cleanup);

  it('opens the quiz for a quiz code typed in any case, with spaces', async () => {
    const visited: string[] = [];
    render(
      <StudentApp
        api={apiKnowing({ quiz: 'ABCD2345' })}
        basePath=""
        pathname="/join/"
        go={(p) => visited.push(p)}
      />,
    );
    typeCode('abcd 2345');
    await screen.findByText('Looking…');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visited).toEqual(['/q/ABCD2345/']);
  });

  it("opens a class's join page for its join code, and says when no quiz or class has the code", async () => {
    const visited: string[] = [];
    render(
      <StudentApp
        api={apiKnowing({ klass: 'XY7K9PQR' })}
        basePath="/sub"
        pathname="/sub/q/"
        go={(p) => visited.push(p)}
      />,
    );
    typeCode('XY7K9PQR');
    await screen.findByText('Looking…');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visited).toEqual(['/sub/join/XY7K9PQR/']);
    cleanup();
    render(<StudentApp api={apiKnowing({})} basePath="" pathname="/join/" go={(p) => visited.push(p)} />);
    typeCode('WRONG123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No quiz or class has this code. Check it with your teacher.',
    );
  });

  it('opens a live game for a six-digit PIN, without asking the server about quiz codes', async () => {
    const visited: string[] = [];
    render(<StudentApp api={apiKnowing({})} basePath="" pathname="/join/" go={(p) => visited.push(p)} />);
    typeCode(' 482 913 ');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visited).toEqual(['/join/?pin=482913']);
    expect(routeOf('/join/', '', '?pin=482913')).toEqual({ page: 'live', pin: '482913' });
    expect(routeOf('/join/', '', '?pin=12')).toEqual({ page: 'code' });
  });
});
