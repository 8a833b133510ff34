import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  account_role: 'student',
};

function setup(reply: Parameters<typeof fakeFetch>[0][string]) {
  const { fetchApi, calls } = fakeFetch({ [SIGNUP]: reply });
  const onDone = vi.fn();
  render(<SignupForm api={createApi({ fetchApi })} onDone={onDone} />);
  return { calls, onDone };
}

function fill(values: {
  name?: string;
  email: string;
  password: string;
  role?: 'student' | 'teacher' | null;
}) {
  const role = values.role === undefined ? 'student' : values.role;
  if (role)
    fireEvent.click(
      screen.getByRole('radio', { name: role === 'student' ? 'I’m a student' : 'I’m a teacher' }),
    );
  if (values.name) fireEvent.change(screen.getByLabelText('Your name'), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: values.email } });
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
      account_role: 'student',
      utm_source: 'newsletter',
      utm_id: 'nov-26',
    });
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('token-123');
  });

  it('leaves utm fields out when none were saved', async () => {
    const { calls, onDone } = setup({ status: 201, body: user });
    fill({ email: 'ada@school.example', password: 'correct horse' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      email: 'ada@school.example',
      password: 'correct horse',
      account_role: 'student',
    });
  });

  it('shows the API’s field errors next to their fields', async () => {
    const { onDone } = setup({
      status: 400,
      body: { email: ['A user with that email already exists.'], password: ['This password is too common.'] },
    });
    fill({ email: 'ada@school.example', password: 'password1' });
    expect(await screen.findByText('A user with that email already exists.')).toBeTruthy();
    expect(screen.getByText('This password is too common.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toContain('field-email-error');
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

  it('asks student or teacher before sending anything, in an accessible radio group', async () => {
    const { calls } = setup({ status: 201, body: user });
    const group = screen.getByRole('group', { name: 'Who is this account for?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['account_role', 'account_role']);
    fill({ email: 'ada@school.example', password: 'correct horse', role: null });
    expect(await screen.findByText('Choose whether you are a student or a teacher.')).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toBe('field-account_role-error');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'I’m a student' }));
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'I’m a student' }));
    expect(screen.queryByText('Choose whether you are a student or a teacher.')).toBeNull();
  });

  it('fits the copy to the role: only a teacher’s name is shown to students', () => {
    setup({ status: 201, body: user });
    expect(screen.getByText('Optional.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'I’m a student' }));
    expect(screen.getByText('Optional: used to greet you.')).toBeTruthy();
    expect(screen.queryByText(/shown to your students/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'I’m a teacher' }));
    expect(screen.getByText('Optional: shown to your students.')).toBeTruthy();
    expect(screen.queryByText(/school e-mail/i)).toBeNull();
  });

  it('sends the teacher role and hands the new account on', async () => {
    const teacher = { ...user, account_role: 'teacher' };
    const { calls, onDone } = setup({ status: 201, body: teacher });
    fill({ email: 'ada@school.example', password: 'correct horse', role: 'teacher' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(teacher));
    expect(calls[0]?.body).toMatchObject({ account_role: 'teacher' });
  });

  it('says so when the server cannot be reached', async () => {
    setup('network-error');
    fill({ email: 'ada@school.example', password: 'correct horse' });
    expect((await screen.findByRole('alert')).textContent).toContain('could not reach Quizwise');
  });
});
