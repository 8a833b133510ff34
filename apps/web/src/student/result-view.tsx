import type { StudentAttempt } from '@quizwise/contract';

/** After submitting: the message, and the score and marks when the teacher lets students see them. */
export function ResultView({ attempt }: { attempt: StudentAttempt }) {
  const byKey = new Map(attempt.questions.map((q, i) => [q.key, { q, n: i + 1 }]));
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
          {attempt.marks.map((mark) => {
            const entry = byKey.get(mark.key);
            const given = attempt.answers.find((a) => a.key === mark.key)?.response ?? '';
            return (
              <li key={mark.key} className={`student-card student-mark-${mark.correct ? 'right' : 'wrong'}`}>
                <p>
                  <span className="student-qnum">Question {entry?.n}</span> {entry?.q.question}
                </p>
                <p>
                  Your answer: {given || '(no answer)'} — {mark.correct ? 'correct' : 'not correct'}
                </p>
                {!mark.correct && mark.expected && <p>Answer: {mark.expected}</p>}
                {mark.explanation && <p className="student-meta">{mark.explanation}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
