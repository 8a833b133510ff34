import { useState, type FormEvent } from 'react';
import { SignupBody } from '@quizwise/contract';
import type { Api, FieldErrors } from '../lib/api.js';
import { readItem, storageKeys } from '../lib/storage.js';
import { Field, FormAlert } from './field.js';
import { otherErrors, zodFieldErrors } from './form-errors.js';

const FIELDS = ['name', 'email', 'password'] as const;

interface SignupFormProps {
  api: Api;
  /** Called with the address to go to once the account exists. */
  onDone: () => void;
}

/** Builds the sign-up body from the form, adding the landing page's saved utm values when present. */
export function signupInput(form: FormData): Record<string, string> {
  const input: Record<string, string> = {
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
  };
  const name = String(form.get('name') ?? '').trim();
  if (name) input.name = name;
  const utmSource = readItem(storageKeys.utmSource);
  const utmId = readItem(storageKeys.utmId);
  if (utmSource) input.utm_source = utmSource;
  if (utmId) input.utm_id = utmId;
  return input;
}

/**
 * The sign-up form: checked with the contract's own schema first, then sent; the API's 400 field
 * errors, 403 and 429 details show next to the fields or above the button.
 */
export function SignupForm({ api, onDone }: SignupFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SignupBody.safeParse(signupInput(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await api.signup(parsed.data);
    if (result.ok) {
      onDone();
      return;
    }
    setBusy(false);
    setErrors(result.errors);
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field
        name="name"
        label="Your name"
        autoComplete="name"
        hint="Optional: shown to your students."
        errors={errors.name}
      />
      <Field
        name="email"
        label="School e-mail"
        type="email"
        autoComplete="email"
        required
        errors={errors.email}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, not only digits, not a common password or your name."
        errors={errors.password}
      />
      <FormAlert messages={otherErrors(errors, FIELDS)} />
      <button type="submit" className="button button-primary button-large account-submit" disabled={busy}>
        {busy ? 'Creating your account…' : 'Start my 14-day free trial'}
      </button>
    </form>
  );
}
