import type { GenerationProgress as Progress } from '@quizwise/contract';
import { useEffect, useState } from 'react';

const STAGES = [
  'Reading your material…',
  'Finding the key ideas…',
  'Writing questions…',
  'Checking every answer against your material…',
];

/** The server's own word on how far it has got: who writes, then how many questions are checked. */
export function progressLine(live: Progress): string {
  if (live.stage === 'writing') return `Writing questions with ${live.engine}…`;
  if (live.done > 0) return `${live.done} of ${live.total} questions checked`;
  return `Checking the questions ${live.engine} wrote…`;
}

/**
 * What the student sees while the quiz is made: an indeterminate progress bar and a status line
 * (aria-live polite) that says what the server reports (`live`: the model writing, "12 of 20 questions
 * checked"), or, before it has said anything, moves through the stages.
 */
export function GenerationProgress({
  questions,
  retrying = false,
  live,
}: {
  questions: number;
  retrying?: boolean;
  live?: Progress | undefined;
}) {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStage((current) => Math.min(current + 1, STAGES.length - 1)), 1500);
    return () => clearInterval(timer);
  }, []);
  // The server's stage, once it has said one, marks the step list too: writing, then checking.
  const current = live && live.stage !== 'done' ? (live.stage === 'writing' ? 2 : 3) : stage;
  return (
    <section className="card card-pad gen-progress" aria-labelledby="gen-progress-title">
      <h2 id="gen-progress-title">Making your quiz</h2>
      <p className="muted">Up to {questions} questions. This usually takes a few seconds.</p>
      <div
        className="progress progress-indeterminate"
        role="progressbar"
        aria-labelledby="gen-progress-title"
        aria-busy="true"
      >
        <div className="progress-fill" />
      </div>
      <p role="status" aria-live="polite" className="gen-progress-stage">
        {retrying
          ? 'Many quizzes are being made right now. Busy, retrying in a moment…'
          : live && live.stage !== 'done'
            ? progressLine(live)
            : STAGES[stage]}
      </p>
      <ol className="gen-progress-steps" aria-hidden="true">
        {STAGES.map((label, index) => (
          <li
            key={label}
            className={index < current ? 'is-done' : index === current ? 'is-current' : undefined}
          >
            {label.replace('…', '')}
          </li>
        ))}
      </ol>
    </section>
  );
}
