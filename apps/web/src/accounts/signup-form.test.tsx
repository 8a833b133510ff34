import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../lib/api.js';
import { storageKeys } from '../lib/storage.js';
import { fakeFetch } from '../test-support/fake-fetch.js';
import { SignupForm } from './signup-form.js';

const SIGNUP = '/api/auth/signup/';
const user = {
  id: 1,
  email: 'ada@school.example',
  name: 'Ada',
  credits: 10,
  plan: 'professional_trial',
  trial_ends_at: '2026-12-05T08:00:00Z',
  date_joined: '2026-11-21T08:00:00Z',
};

function setup(reply: Parameters<typeof fakeFetch>[0][string]) {
  const { fetchApi, calls } = fakeFetch({ [SIGNUP]: reply });
  const onDone = vi.fn();
  render(<SignupForm api={createApi({ fetchApi })} onDone={onDone} />);
  return { calls, onDone };
}

function fill(values: { name?: string; email: string; password: string }) {
  if (values.name) fireEvent.change(screen.getByLabelText('Your name'), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText('School e-mail'), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  fireEvent.click(screen.getByRole('button', { name: /start my 14-day free trial/i }));
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'csrftoken=token-123; path=/';
});

afterEach(() => {
  cleanup();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('SignupForm', () => {
  it('creates the account with the CSRF header and the saved utm values, then finishes', async () => {
    localStorage.setItem(storageKeys.utmSource, 'newsletter');
    localStorage.setItem(storageKeys.utmId, 'nov-26');
    const { calls, onDone } = setup({ status: 201, body: user });
    fill({ name: 'Ada', email: 'Ada@School.example', password: 'correct horse' });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@school.example',
      password: 'correct horse',
      utm_source: 'newsletter',
      utm_id: 'nov-26',
    });
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('token-123');
  });

  it('leaves utm fields out when none were saved', async () => {
    const { calls, onDone } = setup({ status: 201, body: user });
    fill({ email: 'ada@school.example', password: 'correct horse' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ email: 'ada@school.example', password: 'correct horse' });
  });

  it('shows the API’s field errors next to their fields', async () => {
    const { onDone } = setup({
      status: 400,
      body: { email: ['A user with that email already exists.'], password: ['This password is too common.'] },
    });
    fill({ email: 'ada@school.example', password: 'password1' });
    expect(await screen.findByText('A user with that email already exists.')).toBeTruthy();
    expect(screen.getByText('This password is too common.')).toBeTruthy();
    expect(screen.getByLabelText('School e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('School e-mail').getAttribute('aria-describedby')).toContain(
      'field-email-error',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows non-field errors and rate-limit details in an alert', async () => {
    setup({ status: 429, body: { detail: 'Request was throttled. Expected available in 42 seconds.' } });
    fill({ email: 'ada@school.example', password: 'correct horse' });
    expect((await screen.findByRole('alert')).textContent).toContain('Expected available in 42 seconds.');
  });

  it('checks the form with the contract schema before sending anything', async () => {
    const { calls } = setup({ status: 201, body: user });
    fill({ email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(/at least 8 characters\./)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says so when the server cannot be reached', async () => {
    setup('network-error');
    fill({ email: 'ada@school.example', password: 'correct horse' });
    expect((await screen.findByRole('alert')).textContent).toContain('could not reach Quizwise');
  });
});
