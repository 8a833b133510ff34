import { useEffect, useRef, useState } from 'react';
import type { StudentAttempt } from '@quizwise/contract';
import type { SaveStatus } from './answer-outbox.js';
import { formulasAsUnicode } from '@quizwise/contract/formula-unicode';
import { hasFormula } from '@quizwise/contract/formulas';
import { AnswerPalette } from '../lib/math/answer-palette.js';
import { FormulaText } from '../lib/math/formula-text.js';

function statusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'All answers saved';
    case 'offline':
      return 'Offline: your answers are kept on this device and will be sent when you reconnect';
    case 'refused':
      return status.detail;
    default:
      return 'Answers save as you go';
  }
}

function useCountdown(deadline: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  if (!deadline) return null;
  const left = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000));
  const minutes = Math.floor(left / 60);
  return `${minutes}:${String(left % 60).padStart(2, '0')}`;
}

/** A typed answer with the maths keys under it. */
function TypedAnswer({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={box}
        className="student-text"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={5000}
      />
      <AnswerPalette target={box} value={value} onChange={onChange} />
    </>
  );
}

/** The questions with their answer controls, the save status, a timer and the two-step submit. */
export function TakingView({
  attempt,
  answers,
  status,
  onChange,
  onSubmit,
  submitting,
  submitError,
}: {
  attempt: StudentAttempt;
  answers: Record<string, string | null>;
  status: SaveStatus;
  onChange: (key: number, response: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  submitError: string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const left = useCountdown(attempt.deadline);
  const answered = attempt.questions.filter((q) => (answers[q.key] ?? '').trim() !== '').length;
  return (
    <section className="student-quiz">
      <div className="student-quiz-head">
        <div>
          <h1>{attempt.title}</h1>
          <p className="student-meta">Answering as {attempt.student_name}</p>
        </div>
        {left && (
          <p className="student-timer" aria-label={`Time left ${left}`}>
            {left}
          </p>
        )}
      </div>
      <p className={`student-save student-save-${status.kind}`} role="status" aria-live="polite">
        {statusText(status)}
      </p>
      <ol className="student-questions">
        {attempt.questions.map((q, index) => (
          <li key={q.key} className="student-card">
            <fieldset>
              <legend>
                <span className="student-qnum">Question {index + 1}</span> <FormulaText text={q.question} />
              </legend>
              {q.options.length > 0 ? (
                <div className="student-options">
                  {q.options.map((option) => (
                    <label key={option} className="student-option">
                      <input
                        type="radio"
                        name={`q-${q.key}`}
                        value={option}
                        aria-label={hasFormula(option) ? formulasAsUnicode(option) : undefined}
                        checked={answers[q.key] === option}
                        onChange={() => onChange(q.key, option)}
                      />
                      <span>
                        <FormulaText text={option} />
                      </span>
                    </label>
                  ))}
                </div>
              ) : (
                <TypedAnswer
                  label={`Answer to question ${index + 1}`}
                  value={answers[q.key] ?? ''}
                  onChange={(value) => onChange(q.key, value)}
                />
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="student-submit">
        {submitError && (
          <p className="student-error" role="alert">
            {submitError}
          </p>
        )}
        {confirming ? (
          <>
            <p>
              You answered {answered} of {attempt.questions.length} questions. Submit now? You cannot change
              answers afterwards.
            </p>
            <div className="student-actions">
              <button className="student-button" type="button" onClick={onSubmit} disabled={submitting}>
                {submitting ? 'Submitting…' : 'Yes, submit'}
              </button>
              <button className="student-button-secondary" type="button" onClick={() => setConfirming(false)}>
                Keep answering
              </button>
            </div>
          </>
        ) : (
          <button className="student-button" type="button" onClick={() => setConfirming(true)}>
            Submit answers
          </button>
        )}
      </div>
    </section>
  );
}
