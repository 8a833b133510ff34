import type { StudentAttempt } from '@quizwise/contract';
import { FormulaText } from '../lib/math/formula-text.js';

/** After submitting: the message, and the score and marks when the teacher lets students see them. */
export function ResultView({ attempt }: { attempt: StudentAttempt }) {
  // Marks come in the quiz's own order; the student saw the questions shuffled. List them as seen,
  // numbered as seen, so "Question 3" here is the question 3 they answered.
  const marksByKey = new Map(attempt.marks?.map((mark) => [mark.key, mark]));
  const seen = attempt.questions.flatMap((q, i) => {
    const mark = marksByKey.get(q.key);
    return mark ? [{ q, n: i + 1, mark }] : [];
  });
  return (
    <section className="student-quiz">
      <div className="student-card" role="status">
        <h1>{attempt.title}</h1>
        <p>{attempt.message}</p>
        {attempt.score !== null && attempt.max_score !== null && (
          <p className="student-score">
            {attempt.student_name}: {attempt.score} / {attempt.max_score}
          </p>
        )}
      </div>
      {attempt.marks && (
        <ol className="student-questions">
          {seen.map(({ q, n, mark }) => {
            const given = attempt.answers.find((a) => a.key === mark.key)?.response ?? '';
            return (
              <li key={mark.key} className={`student-card student-mark-${mark.correct ? 'right' : 'wrong'}`}>
                <p>
                  <span className="student-qnum">Question {n}</span> <FormulaText text={q.question} />
                </p>
                <p>
                  Your answer: {given || '(no answer)'} — {mark.correct ? 'correct' : 'not correct'}
                </p>
                {!mark.correct && mark.expected && (
                  <p>
                    Answer: <FormulaText text={mark.expected} />
                  </p>
                )}
                {mark.explanation && <p className="student-meta">{mark.explanation}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
