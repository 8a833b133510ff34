import { useState, type FormEvent } from 'react';
import { SignupBody, type AccountRole, type User } from '@quizwise/contract';
import type { Api, FieldErrors } from '../lib/api.js';
import { readItem, storageKeys } from '../lib/storage.js';
import { Field, FormAlert } from './field.js';
import { otherErrors, zodFieldErrors } from './form-errors.js';
import { RoleChoice } from './role-choice.js';

const FIELDS = ['account_role', 'name', 'email', 'password'] as const;
const ROLE_REQUIRED = 'Choose whether you are a student or a teacher.';

/** The name field's hint: only a teacher's name is shown to anyone else. */
const NAME_HINT: Record<AccountRole | 'none', string> = {
  teacher: 'Optional: shown to your students.',
  student: 'Optional: used to greet you.',
  none: 'Optional.',
};

interface SignupFormProps {
  api: Api;
  /** Called with the new account once it exists (its role decides the first screen). */
  onDone: (user: User) => void;
}

/** Builds the sign-up body from the form, adding the landing page's saved utm values when present. */
export function signupInput(form: FormData): Record<string, string> {
  const input: Record<string, string> = {
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
  };
  const name = String(form.get('name') ?? '').trim();
  if (name) input.name = name;
  const role = form.get('account_role');
  if (typeof role === 'string' && role) input.account_role = role;
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
  const [role, setRole] = useState<AccountRole | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SignupBody.safeParse(signupInput(new FormData(event.currentTarget)));
    // The API accepts an account without a role (older clients); this page always asks.
    const roleErrors: FieldErrors = role ? {} : { account_role: [ROLE_REQUIRED] };
    if (!parsed.success || !role) {
      setErrors({ ...roleErrors, ...(parsed.success ? {} : zodFieldErrors(parsed.error)) });
      if (!role) event.currentTarget.querySelector<HTMLInputElement>('input[name="account_role"]')?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await api.signup(parsed.data);
    if (result.ok) {
      onDone(result.value);
      return;
    }
    setBusy(false);
    setErrors(result.errors);
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <RoleChoice
        value={role}
        onChange={(chosen) => {
          setRole(chosen);
          setErrors(({ account_role: _answered, ...rest }) => rest);
        }}
        errors={errors.account_role}
      />
      <Field
        name="name"
        label="Your name"
        autoComplete="name"
        hint={NAME_HINT[role ?? 'none']}
        errors={errors.name}
      />
      <Field name="email" label="E-mail" type="email" autoComplete="email" required errors={errors.email} />
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
