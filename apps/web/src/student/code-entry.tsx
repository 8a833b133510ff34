import { useState, type FormEvent } from 'react';
import type { StudentApi } from './student-api.js';

/**
 * `/join/` and `/q/` without a code: one big field for the code on the board. A quiz code opens the quiz,
 * a class's join code its join page; anything else says so.
 */
export function CodeEntry({
  api,
  basePath,
  go,
}: {
  api: StudentApi;
  basePath: string;
  go: (path: string) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '').toUpperCase();
    if (!typed) {
      setError('Type the code your teacher shows you.');
      return;
    }
    // Six digits are a live game's PIN.
    if (/^\d{6}$/.test(typed)) return go(`${basePath}/join/?pin=${typed}`);
    setBusy(true);
    setError(null);
    const quiz = await api.info(typed);
    if (quiz.ok) return go(`${basePath}/q/${encodeURIComponent(quiz.value.code)}/`);
    if (quiz.status === 404) {
      const klass = await api.joinInfo(typed);
      if (klass.ok) return go(`${basePath}/join/${encodeURIComponent(typed)}/`);
    }
    setBusy(false);
    setError(
      quiz.status === 404 ? 'No quiz or class has this code. Check it with your teacher.' : quiz.detail,
    );
  };

  return (
    <section className="student-card student-code-entry">
      <h1>Join a quiz</h1>
      <form className="student-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor="code-entry">Code</label>
          <input
            id="code-entry"
            className="student-code-input"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            aria-describedby="code-entry-hint"
            aria-invalid={error ? true : undefined}
          />
          <small id="code-entry-hint" className="student-meta">
            The quiz or class code your teacher shows you, such as K7M2QPXE, or a live game’s six-digit PIN.
          </small>
        </div>
        {error && (
          <p className="student-error" role="alert">
            {error}
          </p>
        )}
        <button className="student-button" type="submit" disabled={busy}>
          {busy ? 'Looking…' : 'Go'}
        </button>
      </form>
    </section>
  );
}
