import { useState, type FormEvent } from 'react';
import { LoginBody } from '@quizwise/contract';
import type { Api, FieldErrors } from '../lib/api.js';
import { Field, FormAlert } from './field.js';
import { otherErrors, zodFieldErrors } from './form-errors.js';

const FIELDS = ['email', 'password'] as const;

/** The log-in form; shows the API's field errors and its detail for 403/429 answers. */
export function LoginForm({ api, onDone }: { api: Api; onDone: () => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = LoginBody.safeParse({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    const missing: FieldErrors = {};
    if (!parsed.data.email) missing.email = ['This field may not be blank.'];
    if (!parsed.data.password) missing.password = ['This field may not be blank.'];
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await api.login(parsed.data);
    if (result.ok) {
      onDone();
      return;
    }
    setBusy(false);
    setErrors(result.errors);
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field name="email" label="E-mail" type="email" autoComplete="email" required errors={errors.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <FormAlert messages={otherErrors(errors, FIELDS)} />
      <button type="submit" className="button button-primary button-large account-submit" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
