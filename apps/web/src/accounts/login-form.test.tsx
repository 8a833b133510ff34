import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../lib/api.js';
import { fakeFetch } from '../test-support/fake-fetch.js';
import { LoginForm } from './login-form.js';

const LOGIN = '/api/auth/login/';

function setup(reply: Parameters<typeof fakeFetch>[0][string]) {
  const { fetchApi, calls } = fakeFetch({ [LOGIN]: reply });
  const onDone = vi.fn();
  render(<LoginForm api={createApi({ fetchApi })} onDone={onDone} />);
  return { calls, onDone };
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(cleanup);

describe('LoginForm', () => {
  it('logs in and finishes', async () => {
    const { calls, onDone } = setup({ status: 200, body: { id: 1 } });
    submit('ada@school.example', 'correct horse');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({ email: 'ada@school.example', password: 'correct horse' });
  });

  it('shows non_field_errors from a 400 answer', async () => {
    const { onDone } = setup({
      status: 400,
      body: { non_field_errors: ['Unable to log in with provided credentials.'] },
    });
    submit('ada@school.example', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to log in with provided credentials.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for both fields before sending', async () => {
    const { calls } = setup({ status: 200, body: {} });
    submit('', '');
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });
});
