import { useEffect, useState } from 'react';

const STAGES = [
  'Reading your material…',
  'Finding the key ideas…',
  'Writing questions…',
  'Checking every answer against your material…',
];

/**
 * What the student sees while the quiz is made: an indeterminate progress bar (generation is one
 * request, so there is no honest percentage) and a status line that moves through the stages.
 */
export function GenerationProgress({
  questions,
  retrying = false,
}: {
  questions: number;
  retrying?: boolean;
}) {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStage((current) => Math.min(current + 1, STAGES.length - 1)), 1500);
    return () => clearInterval(timer);
  }, []);
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
      <p role="status" className="gen-progress-stage">
        {retrying ? 'Many quizzes are being made right now. Busy, retrying in a moment…' : STAGES[stage]}
      </p>
      <ol className="gen-progress-steps" aria-hidden="true">
        {STAGES.map((label, index) => (
          <li key={label} className={index < stage ? 'is-done' : index === stage ? 'is-current' : undefined}>
            {label.replace('…', '')}
          </li>
        ))}
      </ol>
    </section>
  );
}
