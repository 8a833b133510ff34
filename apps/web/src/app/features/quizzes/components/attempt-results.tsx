import { creditsForQuestions, type CognitiveSkill, type Quiz, type QuizAttempt } from '@quizwise/contract';
import { CircleCheck, CircleX, RotateCcw, Sparkles, Target } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form.js';
import { ApiError } from '../../../lib/api-error.js';
import { paths } from '../../../paths.js';
import { QUESTION_TYPE_LABELS } from '../lib/question-types.js';
import { FormulaText } from '../../../../lib/math/formula-text.js';

/** "Practise my gaps" asks for 10 questions: its price, shown on the button that spends it. */
const GAPS_PRICE = `${creditsForQuestions(10)} credit${creditsForQuestions(10) === 1 ? '' : 's'}`;

interface AttemptResultsProps {
  attempt: QuizAttempt;
  /** The quiz, when it is saved, so the review can show each question's text. */
  quiz: Quiz | undefined;
  onPractiseGaps: () => void;
  practisingGaps: boolean;
  practiseGapsError: unknown;
}

/** A headline for the score band, so the number reads as progress rather than a verdict. */
export function scoreHeadline(percentage: number): string {
  if (percentage >= 90) return 'Outstanding work!';
  if (percentage >= 75) return 'Great work!';
  if (percentage >= 50) return 'Good progress';
  if (percentage > 0) return 'A good start';
  return 'Every expert started here';
}

function ScoreRing({ percentage }: { percentage: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.max(0, Math.min(100, percentage));
  return (
    <svg className="score-ring" viewBox="0 0 120 120" width="132" height="132" aria-hidden="true">
      <circle cx="60" cy="60" r={radius} className="score-ring-track" />
      <circle
        cx="60"
        cy="60"
        r={radius}
        className="score-ring-fill"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - clamped / 100)}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="66" textAnchor="middle" className="score-ring-text">
        {Math.round(clamped)}%
      </text>
    </svg>
  );
}

function Bars({
  rows,
  label,
}: {
  rows: Array<{ name: string; correct: number; total: number; percentage: number }>;
  label: string;
}) {
  return (
    <ul className="bars" aria-label={label}>
      {rows.map((row) => (
        <li key={row.name} className="bar-row">
          <div className="bar-head">
            <span className="bar-name">{row.name}</span>
            <span className="bar-figure">
              {row.correct}/{row.total} · {Math.round(row.percentage)}%
            </span>
          </div>
          <div className="bar" aria-hidden="true">
            <div
              className={`bar-fill${row.percentage < 50 ? ' is-low' : row.percentage < 75 ? ' is-mid' : ''}`}
              style={{ width: `${Math.max(2, row.percentage)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The graded attempt: score, per-skill and per-type breakdowns, the analysis, what to study next. */
const COGNITIVE_SKILL_LABELS: Record<CognitiveSkill, string> = {
  recall: 'Recalling facts',
  vocabulary: 'Key terms',
  cause_and_effect: 'Cause and effect',
  sequence: 'Order of events',
  comparison: 'Comparing',
  application: 'Applying to a case',
  data: 'Numbers and data',
};

export function AttemptResults({
  attempt,
  quiz,
  onPractiseGaps,
  practisingGaps,
  practiseGapsError,
}: AttemptResultsProps) {
  const bySkill = [...attempt.by_skill]
    .sort((a, b) => a.percentage - b.percentage)
    .map((row) => ({ ...row, name: row.skill }));
  const byType = attempt.by_type.map((row) => ({ ...row, name: QUESTION_TYPE_LABELS[row.question_type] }));
  const byThinking = attempt.by_cognitive_skill.map((row) => ({
    ...row,
    name: COGNITIVE_SKILL_LABELS[row.cognitive_skill],
  }));
  const gapsError =
    practiseGapsError instanceof ApiError && practiseGapsError.kind !== 'payment-required'
      ? [practiseGapsError.message]
      : undefined;
  return (
    <div className="results">
      <section className="results-hero card card-pad" aria-labelledby="results-title">
        <ScoreRing percentage={attempt.percentage} />
        <div>
          <p className="results-kicker">{attempt.quiz_title ?? 'Practice quiz'}</p>
          <h1 id="results-title">{scoreHeadline(attempt.percentage)}</h1>
          <p className="results-score">
            You scored <strong>{attempt.score}</strong> out of <strong>{attempt.max_score}</strong> (
            {Math.round(attempt.percentage)}%).
          </p>
          <div className="results-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={onPractiseGaps}
              disabled={practisingGaps}
            >
              <Target aria-hidden="true" size={18} />
              {practisingGaps ? 'Making your quiz…' : `Practise my gaps · ${GAPS_PRICE}`}
            </button>
            {attempt.quiz_id !== null ? (
              <Link className="btn btn-ghost" to={paths.quizPractice.href(attempt.quiz_id)}>
                <RotateCcw aria-hidden="true" size={18} /> Try again
              </Link>
            ) : null}
          </div>
          <p className="muted results-cost">
            “Practise my gaps” makes a new quiz on your weakest skills ({GAPS_PRICE}).
          </p>
          <FormAlert messages={gapsError} />
        </div>
      </section>

      <section className="card card-pad" aria-labelledby="analysis-title">
        <h2 id="analysis-title">
          <Sparkles aria-hidden="true" size={20} /> What this tells you
        </h2>
        <p className="results-summary">{attempt.summary}</p>
        <div className="results-lists">
          {attempt.strengths.length > 0 ? (
            <div>
              <h3>Strengths</h3>
              <ul className="chips">
                {attempt.strengths.map((skill) => (
                  <li key={skill} className="chip chip-good">
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {attempt.gaps.length > 0 ? (
            <div>
              <h3>Gaps</h3>
              <ul className="chips">
                {attempt.gaps.map((skill) => (
                  <li key={skill} className="chip chip-gap">
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>

      <div className="results-grid">
        <section className="card card-pad" aria-labelledby="skills-title">
          <h2 id="skills-title">By concept</h2>
          <Bars rows={bySkill} label="Score by concept" />
        </section>
        {byThinking.length > 0 ? (
          <section className="card card-pad" aria-labelledby="thinking-title">
            <h2 id="thinking-title">By kind of thinking</h2>
            <Bars rows={byThinking} label="Score by kind of thinking" />
          </section>
        ) : null}
        <section className="card card-pad" aria-labelledby="types-title">
          <h2 id="types-title">By question type</h2>
          <Bars rows={byType} label="Score by question type" />
        </section>
      </div>

      {attempt.study_next.length > 0 ? (
        <section className="card card-pad" aria-labelledby="next-title">
          <h2 id="next-title">Study next</h2>
          <ol className="study-next">
            {attempt.study_next.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className="card card-pad" aria-labelledby="review-title">
        <h2 id="review-title">Review your answers</h2>
        <ol className="review">
          {attempt.results.map((result, index) => {
            const question = quiz?.question_sets[result.set_index]?.questions[result.question_index];
            return (
              <li
                key={`${result.set_index}:${result.question_index}`}
                className={`review-item${result.correct ? ' is-correct' : ' is-incorrect'}`}
              >
                <p className="review-head">
                  {result.correct ? (
                    <CircleCheck aria-hidden="true" size={18} />
                  ) : (
                    <CircleX aria-hidden="true" size={18} />
                  )}
                  <span className="visually-hidden">{result.correct ? 'Correct: ' : 'Incorrect: '}</span>
                  <span>
                    <FormulaText text={question?.question ?? `Question ${index + 1} · ${result.skill}`} />
                  </span>
                </p>
                <dl className="review-answers">
                  <div>
                    <dt>Your answer</dt>
                    <dd>
                      {result.response !== null && result.response !== undefined ? (
                        <FormulaText text={result.response} />
                      ) : (
                        <em>No answer</em>
                      )}
                    </dd>
                  </div>
                  {!result.correct ? (
                    <div>
                      <dt>Expected</dt>
                      <dd>
                        <FormulaText text={result.expected} />
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {!result.correct && result.reason ? (
                  <p className="muted review-reason">{result.reason}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
