import type { LiveClientMessage, LiveServerMessage } from '@quizwise/contract';
import { useRef, useState, type FormEvent } from 'react';
import { answerMark, useCountdown, useLiveSocket } from '../lib/live-socket.js';
import '../lib/live-marks.css';

const tokenKey = (pin: string) => `quizwise-live:${pin}`;

function storedToken(pin: string): string | null {
  try {
    return window.localStorage.getItem(tokenKey(pin));
  } catch {
    return null;
  }
}

function storeToken(pin: string, token: string | null): void {
  try {
    if (token) window.localStorage.setItem(tokenKey(pin), token);
    else window.localStorage.removeItem(tokenKey(pin));
  } catch {
    // Private mode without storage: a reload then asks for the code again; nothing else changes.
  }
}

/**
 * The phone's side of a live game at `/join/?pin=…`: join with a student code or a nickname (the game
 * says which it wants), then answer each question with big buttons (colour, shape and text). A reload
 * or a dropped connection rejoins with the token kept on the phone, into the current question.
 */
export function LivePlayer({ pin, basePath }: { pin: string; basePath: string }) {
  const [needs, setNeeds] = useState<'student_code' | 'nickname' | null>(null);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [removed, setRemoved] = useState(false);
  const [sent, setSent] = useState<{ question: number; response: string } | null>(null);
  const joined = useRef(false);

  const onMessage = (message: LiveServerMessage, send: (message: LiveClientMessage) => void) => {
    if (message.type === 'joined') {
      joined.current = true;
      storeToken(pin, message.token);
      setNeeds(null);
    } else if (message.type === 'answer_ack')
      setSent({ question: message.question, response: message.response });
    else if (message.type === 'removed') {
      storeToken(pin, null);
      setRemoved(true);
    } else if (message.type === 'error' && !joined.current) {
      if (message.field === 'student_code' || message.field === 'nickname') setNeeds(message.field);
      else if (message.code === 'not_found' && storedToken(pin)) {
        // The saved token is from an older game with this PIN: join afresh.
        storeToken(pin, null);
        send({ type: 'join', pin });
      }
    }
  };
  const socket = useLiveSocket(
    (send) => {
      const token = storedToken(pin);
      if (token) send({ type: 'rejoin', pin, token });
      else send({ type: 'join', pin });
    },
    onMessage,
    basePath,
  );
  const { state, status, error } = socket;
  const left = useCountdown(socket.deadline);

  const join = (event: FormEvent) => {
    event.preventDefault();
    if (!needs) return;
    socket.send(
      needs === 'student_code'
        ? { type: 'join', pin, student_code: typed.trim().toUpperCase() }
        : { type: 'join', pin, nickname: typed.trim() },
    );
  };
  const answer = (response: string) => {
    if (!state?.question) return;
    socket.send({ type: 'answer', question: state.question.index, response });
  };

  if (removed)
    return (
      <section className="student-card" role="alert">
        <h1>You were removed from this game</h1>
        <p>Ask your teacher if this was a mistake.</p>
      </section>
    );

  const me = state?.me ?? null;
  const q = state?.question ?? null;
  const myAnswer = me?.answer ?? (sent && q && sent.question === q.index ? sent.response : null);
  const fieldError =
    error && (error.field === 'student_code' || error.field === 'nickname') ? error.detail : null;

  return (
    <div className="live-player">
      {status !== 'open' ? (
        <p className="live-player-status" role="status">
          {status === 'connecting' ? 'Connecting…' : 'Connection lost. Reconnecting… your answers are kept.'}
        </p>
      ) : null}
      {error && !fieldError && error.code !== 'closed' ? (
        <p className="student-error" role="alert">
          {error.detail}
        </p>
      ) : null}
      <div aria-live="polite">
        {!me && needs ? (
          <section className="student-card">
            <h1>Join game {pin}</h1>
            <form className="student-form" onSubmit={join} noValidate>
              <div className="field">
                <label htmlFor="live-identity">
                  {needs === 'student_code' ? 'Your student code' : 'Your nickname'}
                </label>
                <input
                  id="live-identity"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  maxLength={needs === 'student_code' ? 32 : 40}
                  autoComplete="off"
                  autoCapitalize={needs === 'student_code' ? 'characters' : 'words'}
                  spellCheck={false}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? 'live-identity-error' : undefined}
                />
                {fieldError ? (
                  <p id="live-identity-error" className="student-error" role="alert">
                    {fieldError}
                  </p>
                ) : null}
              </div>
              <button className="student-button" type="submit">
                Join
              </button>
            </form>
          </section>
        ) : null}
        {!me && !needs ? <p className="student-meta">Finding game {pin}…</p> : null}
        {me && state?.phase === 'lobby' ? (
          <section className="student-card">
            <h1>You’re in, {me.name}!</h1>
            <p>Look at the big screen. The game starts soon.</p>
          </section>
        ) : null}
        {me && q && state?.phase === 'question' ? (
          <section className="live-player-question">
            <p className="student-meta">
              Question {q.index + 1} of {q.total}
              {left !== null ? <span className="live-player-timer"> · {left} s left</span> : null}
            </p>
            <h1 className="live-player-text">{q.question}</h1>
            {myAnswer !== null ? (
              <p className="live-player-sent" role="status">
                Answer sent: <strong>{myAnswer}</strong>. Waiting for the others…
              </p>
            ) : q.options.length > 0 ? (
              <div className="live-player-options" role="group" aria-label="Answers">
                {q.options.map((option, i) => {
                  const mark = answerMark(i);
                  return (
                    <button
                      key={option}
                      type="button"
                      className={`live-player-option tone-${mark.tone}`}
                      onClick={() => answer(option)}
                    >
                      <span className="live-player-shape" aria-hidden="true">
                        {mark.shape}
                      </span>
                      <span>{option}</span>
                    </button>
                  );
                })}
              </div>
            ) : (
              <form
                className="student-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (text.trim()) answer(text.trim());
                }}
              >
                <div className="field">
                  <label htmlFor="live-typed">Your answer</label>
                  <input
                    id="live-typed"
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    maxLength={500}
                    autoComplete="off"
                  />
                </div>
                <button className="student-button" type="submit">
                  Send
                </button>
              </form>
            )}
          </section>
        ) : null}
        {me && (state?.phase === 'reveal' || state?.phase === 'leaderboard') ? (
          <section className={`student-card live-player-result ${me.correct ? 'is-right' : 'is-wrong'}`}>
            <h1>{me.correct ? '✓ Correct!' : me.answer ? '✗ Not this time' : 'No answer'}</h1>
            {state.reveal ? (
              <p>
                The answer: <strong>{state.reveal.answer}</strong>
              </p>
            ) : null}
            {!state.no_scores ? (
              <p>
                {me.points ? `+${me.points} points · ` : ''}
                {me.score.toLocaleString()} in all
                {me.rank ? ` · you are number ${me.rank} of ${state.players}` : ''}
              </p>
            ) : null}
          </section>
        ) : null}
        {me && state?.phase === 'finished' ? (
          <section className="student-card">
            <h1>Game over</h1>
            {!state.no_scores && me.rank ? (
              <p>
                You finished number <strong>{me.rank}</strong> of {state.players} with{' '}
                {me.score.toLocaleString()} points.
              </p>
            ) : (
              <p>Thanks for playing, {me.name}!</p>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
