import { Dialog } from '../../../components/dialog.js';
import { ErrorState, LoadingState } from '../../../components/states.js';
import { useAttempt, useOverrideMark } from '../api/results.js';

/** One student's marks with the grader's reason and confidence; the teacher can override any mark. */
export function AttemptDialog({
  assignmentId,
  attemptId,
  onClose,
}: {
  assignmentId: number;
  attemptId: number;
  onClose: () => void;
}) {
  const attempt = useAttempt(attemptId);
  const override = useOverrideMark(assignmentId, attemptId);
  const data = attempt.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? `${data.student_name}: ${data.score ?? '–'} / ${data.max_score ?? '–'}` : 'Marks'}
      size="wide"
    >
      {attempt.isPending ? (
        <LoadingState />
      ) : attempt.error ? (
        <ErrorState error={attempt.error} onRetry={() => void attempt.refetch()} />
      ) : !attempt.data.marks ? (
        <p className="muted">Not submitted yet: {attempt.data.answered} answers saved so far.</p>
      ) : (
        <ol className="teaching-marks">
          {attempt.data.marks.map((mark) => (
            <li key={mark.key} className={`teaching-mark ${mark.correct ? 'is-right' : 'is-wrong'}`}>
              <p className="teaching-mark-question">{mark.question}</p>
              <p>
                Answer given: <strong>{mark.response?.trim() ? mark.response : '(no answer)'}</strong> ·
                expected: {mark.expected}
              </p>
              <p className="muted">
                {mark.overridden ? 'Marked by you. ' : ''}Automatic grade:{' '}
                {mark.auto_correct ? 'right' : 'wrong'} ({Math.round(mark.confidence * 100)}% sure) —{' '}
                {mark.reason}
              </p>
              <div
                className="teaching-mark-actions"
                role="group"
                aria-label={`Mark for question ${mark.key + 1}`}
              >
                <button
                  type="button"
                  className="btn btn-small btn-secondary"
                  aria-pressed={mark.correct}
                  disabled={override.isPending}
                  onClick={() => override.mutate({ key: mark.key, correct: true })}
                >
                  Right
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-secondary"
                  aria-pressed={!mark.correct}
                  disabled={override.isPending}
                  onClick={() => override.mutate({ key: mark.key, correct: false })}
                >
                  Wrong
                </button>
                {mark.overridden ? (
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    disabled={override.isPending}
                    onClick={() => override.mutate({ key: mark.key, correct: null })}
                  >
                    Use the automatic grade
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
