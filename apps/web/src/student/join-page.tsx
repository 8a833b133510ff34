import { useEffect, useState, type FormEvent } from 'react';
import type { StudentApi } from './student-api.js';
import { NAME_MAX_LENGTH } from '@quizwise/contract';

type State =
  | { kind: 'loading' }
  | { kind: 'unknown'; detail: string }
  | { kind: 'form'; className: string; error: string | null; busy: boolean }
  | { kind: 'joined'; className: string; name: string };

/** `/join/<code>/`: a student adds their name to a class roster. */
export function JoinPage({ api, code }: { api: StudentApi; code: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  useEffect(() => {
    let live = true;
    void api.joinInfo(code).then((result) => {
      if (!live) return;
      if (result.ok) setState({ kind: 'form', className: result.value.class_name, error: null, busy: false });
      else setState({ kind: 'unknown', detail: result.detail });
    });
    return () => {
      live = false;
    };
  }, [api, code]);

  if (state.kind === 'loading') return <p aria-live="polite">Loading…</p>;
  if (state.kind === 'unknown')
    return (
      <section className="student-card" role="alert">
        <h1>We could not find that class</h1>
        <p>{state.detail}</p>
      </section>
    );
  if (state.kind === 'joined')
    return (
      <section className="student-card" role="status">
        <h1>You are on the list</h1>
        <p>
          {state.name} is on the list for {state.className}. Your teacher will share quiz links with you.
        </p>
        <p>Your teacher will also give you your student code: you type it with every quiz of this class.</p>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ ...state, busy: true, error: null });
    const result = await api.join(code, { name, ...(email.trim() ? { email: email.trim() } : {}) });
    if (result.ok)
      setState({
        kind: 'joined',
        className: result.value.class_name,
        name: result.value.student_name,
      });
    else setState({ ...state, busy: false, error: result.detail });
  };

  return (
    <section className="student-card">
      <h1>Join {state.className}</h1>
      <form className="student-form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span>Your name</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
          />
        </label>
        <label className="field">
          <span>E-mail (optional)</span>
          <input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={254}
            autoComplete="email"
          />
        </label>
        {state.error && (
          <p className="student-error" role="alert">
            {state.error}
          </p>
        )}
        <button className="student-button" type="submit" disabled={state.busy}>
          {state.busy ? 'Joining…' : 'Join the class'}
        </button>
      </form>
    </section>
  );
}
