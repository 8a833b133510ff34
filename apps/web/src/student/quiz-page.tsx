import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NAME_MAX_LENGTH, type HostedQuizInfo, type StudentAttempt } from '@quizwise/contract';
import {
  AnswerOutbox,
  loadLocalAttempt,
  storeLocalAttempt,
  type LocalAttempt,
  type SaveStatus,
} from './answer-outbox.js';
import type { StudentApi } from './student-api.js';
import { TakingView } from './taking-view.js';
import { ResultView } from './result-view.js';

const MAX_TIMER_MS = 2_000_000_000;

type State =
  | { kind: 'loading' }
  | { kind: 'problem'; title: string; detail: string }
  | { kind: 'lobby'; info: HostedQuizInfo }
  | { kind: 'taking'; local: LocalAttempt }
  | { kind: 'done'; attempt: StudentAttempt };

export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function fromServer(token: string, attempt: StudentAttempt, local: LocalAttempt | null): LocalAttempt {
  const answers: Record<string, string | null> = {};
  for (const a of attempt.answers) answers[a.key] = a.response;
  // Answers given on this device but not yet confirmed win over the server's copy.
  for (const key of local?.pending ?? []) answers[key] = local?.answers[key] ?? null;
  return { token, attempt, answers, pending: local?.pending ?? [] };
}

/** `/q/<code>/`: type a student code (class) or a name (open link), answer (autosaved), submit, see the result. */
export function QuizPage({ api, code }: { api: StudentApi; code: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    const local = loadLocalAttempt(code);
    void (async () => {
      if (local && !local.attempt.submitted_at) {
        const resumed = await api.resume(local.attempt.id, local.token);
        if (!live) return;
        if (resumed.ok) {
          if (resumed.value.submitted_at) setState({ kind: 'done', attempt: resumed.value });
          else setState({ kind: 'taking', local: fromServer(local.token, resumed.value, local) });
          return;
        }
        // Offline: carry on from this device's copy; the outbox sends the answers once back online.
        if (resumed.status === 0) {
          setState({ kind: 'taking', local });
          return;
        }
        storeLocalAttempt(code, null);
      }
      const info = await api.info(code);
      if (!live) return;
      if (info.ok) setState({ kind: 'lobby', info: info.value });
      else if (info.status === 404)
        setState({ kind: 'problem', title: 'Quiz not found', detail: info.detail });
      else setState({ kind: 'problem', title: 'We could not load this quiz', detail: info.detail });
    })();
    return () => {
      live = false;
    };
  }, [api, code]);

  if (state.kind === 'loading') return <p aria-live="polite">Loading the quiz…</p>;
  if (state.kind === 'problem')
    return (
      <section className="student-card" role="alert">
        <h1>{state.title}</h1>
        <p>{state.detail}</p>
      </section>
    );
  if (state.kind === 'lobby')
    return (
      <Lobby
        api={api}
        code={code}
        info={state.info}
        onStarted={(local) => {
          storeLocalAttempt(code, local);
          // A submitted attempt comes back when the student has no attempt left: show its result.
          if (local.attempt.submitted_at) setState({ kind: 'done', attempt: local.attempt });
          else setState({ kind: 'taking', local });
        }}
      />
    );
  if (state.kind === 'taking')
    return (
      <Taking
        api={api}
        code={code}
        local={state.local}
        onDone={(attempt) => {
          storeLocalAttempt(code, { ...state.local, attempt, pending: [] });
          setState({ kind: 'done', attempt });
        }}
      />
    );
  return <ResultView attempt={state.attempt} />;
}

function Lobby({
  api,
  code,
  info,
  onStarted,
}: {
  api: StudentApi;
  code: string;
  info: HostedQuizInfo;
  onStarted: (local: LocalAttempt) => void;
}) {
  const [studentCode, setStudentCode] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const closed = info.state === 'closed';
  const closedNote = (
    <p>
      This quiz is closed{info.closes_at ? ` since ${formatWhen(info.closes_at)}` : ''}. Answers are no longer
      accepted.
    </p>
  );
  // An open link has nothing to look up; a class quiz still shows a student their result by code.
  if (closed && info.identity !== 'student_code')
    return (
      <section className="student-card" role="alert">
        <h1>{info.title}</h1>
        {closedNote}
      </section>
    );
  if (info.state === 'scheduled')
    return (
      <section className="student-card" role="status">
        <h1>{info.title}</h1>
        <p>This quiz is not open yet{info.opens_at ? `. It opens on ${formatWhen(info.opens_at)}` : ''}.</p>
      </section>
    );

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const who = info.identity === 'student_code' ? { student_code: studentCode } : { name };
    const result = await api.start(code, who);
    setBusy(false);
    if (!result.ok) {
      setError(result.detail);
      return;
    }
    const { token, ...attempt } = result.value;
    // A student code can carry on an attempt begun on another device: show its saved answers.
    onStarted(fromServer(token, attempt, null));
  };

  return (
    <section className="student-card">
      <h1>{info.title}</h1>
      {closed ? closedNote : null}
      <p className="student-meta">
        {info.total_questions} question{info.total_questions === 1 ? '' : 's'}
        {info.time_limit_minutes ? ` · ${info.time_limit_minutes} minutes` : ''}
        {info.closes_at ? ` · closes ${formatWhen(info.closes_at)}` : ''}
      </p>
      <form className="student-form" onSubmit={(event) => void start(event)}>
        {info.identity === 'student_code' ? (
          <div className="field">
            <label htmlFor="student-code">Your student code</label>
            <input
              id="student-code"
              className="student-code-input"
              value={studentCode}
              onChange={(e) => setStudentCode(e.target.value.toUpperCase())}
              required
              maxLength={16}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="student-code-hint"
            />
            <small id="student-code-hint" className="student-meta">
              {closed
                ? 'Type your code to see your result.'
                : 'Your teacher gave you this code. Used on another phone or computer, it carries on where you left off, or shows your result once you have submitted.'}
            </small>
          </div>
        ) : (
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
        )}
        {error && (
          <p className="student-error" role="alert">
            {error}
          </p>
        )}
        <button className="student-button" type="submit" disabled={busy}>
          {busy ? (closed ? 'Looking…' : 'Starting…') : closed ? 'See my result' : 'Start the quiz'}
        </button>
      </form>
    </section>
  );
}

function Taking({
  api,
  code,
  local,
  onDone,
}: {
  api: StudentApi;
  code: string;
  local: LocalAttempt;
  onDone: (attempt: StudentAttempt) => void;
}) {
  const [status, setStatus] = useState<SaveStatus>({ kind: local.pending.length > 0 ? 'offline' : 'idle' });
  const [answers, setAnswers] = useState(local.answers);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const outbox = useRef<AnswerOutbox | null>(null);
  const submitting = useRef(false);
  const submitLatest = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    const box = new AnswerOutbox(api, code, local, { onStatus: setStatus });
    outbox.current = box;
    const online = () => void box.flushNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      box.stop();
    };
  }, [api, code, local]);

  const change = (key: number, response: string) => {
    outbox.current?.set(key, response);
    setAnswers((current) => ({ ...current, [key]: response }));
  };

  const submit = async () => {
    const box = outbox.current;
    if (!box || submitting.current) return;
    submitting.current = true;
    setSubmitting(true);
    setSubmitError(null);
    const result = await api.submit(local.attempt.id, local.token, box.all());
    submitting.current = false;
    setSubmitting(false);
    if (result.ok) {
      box.stop();
      onDone(result.value);
    } else setSubmitError(result.detail);
  };

  useEffect(() => {
    submitLatest.current = submit;
  });

  // When time runs out, hand in what is on the page rather than wait for a click.
  const deadline = local.attempt.deadline;
  useEffect(() => {
    const left = deadline ? Date.parse(deadline) - Date.now() : Number.POSITIVE_INFINITY;
    // Timers past ~24 days overflow and fire at once; nobody keeps a quiz page open that long.
    if (left > MAX_TIMER_MS) return;
    const id = setTimeout(() => void submitLatest.current(), Math.max(0, left));
    return () => clearTimeout(id);
  }, [deadline]);

  return (
    <TakingView
      attempt={local.attempt}
      answers={answers}
      status={status}
      onChange={change}
      onSubmit={() => void submit()}
      submitting={isSubmitting}
      submitError={submitError}
    />
  );
}
