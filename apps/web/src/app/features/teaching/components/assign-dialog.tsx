import { AssignmentBody, SHOW_ANSWERS, type Assignment } from '@quizwise/contract';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog.js';
import { FormAlert, TextField } from '../../../components/form.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../../lib/form-errors.js';
import { useCreateAssignment, useQuizChoices } from '../api/assignments.js';
import { useClasses } from '../api/classes.js';

const FIELDS = [
  'quiz_id',
  'class_id',
  'opens_at',
  'closes_at',
  'attempts_allowed',
  'time_limit_minutes',
] as const;

const SHOW_LABELS: Record<(typeof SHOW_ANSWERS)[number], string> = {
  after_submit: 'Right after they submit',
  after_close: 'After the quiz closes',
  never: 'Never',
};

/** `datetime-local` value → ISO string with the browser's offset, or null when empty. */
function toIso(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}

/**
 * Hosts a saved quiz: for a class (its roster picks their names) or as an open link, with open and
 * close times, attempts, a time limit, shuffling and when students see the answers.
 */
export function AssignDialog({
  open,
  onOpenChange,
  classId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed class (from a class page); otherwise the teacher picks one or an open link. */
  classId?: number;
  onCreated: (assignment: Assignment) => void;
}) {
  const quizzes = useQuizChoices();
  const classes = useClasses(false);
  const create = useCreateAssignment();
  const [quizId, setQuizId] = useState('');
  const [target, setTarget] = useState(classId ? String(classId) : '');
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [attempts, setAttempts] = useState('1');
  const [limit, setLimit] = useState('');
  const [shuffleQuestions, setShuffleQuestions] = useState(true);
  const [shuffleOptions, setShuffleOptions] = useState(true);
  const [showAnswers, setShowAnswers] = useState<(typeof SHOW_ANSWERS)[number]>('after_submit');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(AssignmentBody, {
      quiz_id: quizId ? Number(quizId) : undefined,
      class_id: target ? Number(target) : null,
      opens_at: toIso(opensAt),
      closes_at: toIso(closesAt),
      attempts_allowed: Number(attempts),
      time_limit_minutes: limit ? Number(limit) : null,
      shuffle_questions: shuffleQuestions,
      shuffle_options: shuffleOptions,
      show_answers: showAnswers,
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (assignment) => {
        onOpenChange(false);
        onCreated(assignment);
      },
      onError: (error) => setErrors(formErrorsFrom(error)),
    });
  };

  const quizList = quizzes.data?.results ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Assign a quiz" size="wide">
      <form className="teaching-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="assign-quiz">Quiz</label>
          <select
            id="assign-quiz"
            value={quizId}
            onChange={(e) => setQuizId(e.target.value)}
            aria-invalid={errors.quiz_id ? true : undefined}
          >
            <option value="">{quizzes.isPending ? 'Loading your quizzes…' : 'Choose a saved quiz…'}</option>
            {quizList.map((quiz) => (
              <option key={quiz.id} value={quiz.id}>
                {quiz.title} ({quiz.total_questions} questions)
              </option>
            ))}
          </select>
          {errors.quiz_id ? <p className="field-error">{errors.quiz_id.join(' ')}</p> : null}
        </div>
        {classId === undefined ? (
          <div className="field">
            <label htmlFor="assign-class">Who takes it</label>
            <select id="assign-class" value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">Anyone with the link (they type their name)</option>
              {(classes.data ?? []).map((klass) => (
                <option key={klass.id} value={klass.id}>
                  {klass.name} ({klass.student_count} students)
                </option>
              ))}
            </select>
            {errors.class_id ? <p className="field-error">{errors.class_id.join(' ')}</p> : null}
          </div>
        ) : null}
        <div className="teaching-form-row">
          <TextField
            label="Opens"
            type="datetime-local"
            value={opensAt}
            onChange={(e) => setOpensAt(e.target.value)}
            hint="Empty: open now"
            errors={errors.opens_at}
          />
          <TextField
            label="Closes"
            type="datetime-local"
            value={closesAt}
            onChange={(e) => setClosesAt(e.target.value)}
            hint="Empty: stays open"
            errors={errors.closes_at}
          />
        </div>
        <div className="teaching-form-row">
          <TextField
            label="Attempts allowed"
            type="number"
            min={1}
            max={100}
            value={attempts}
            onChange={(e) => setAttempts(e.target.value)}
            errors={errors.attempts_allowed}
          />
          <TextField
            label="Time limit (minutes)"
            type="number"
            min={1}
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            hint="Empty: no limit"
            errors={errors.time_limit_minutes}
          />
        </div>
        <fieldset className="choice-group">
          <legend>Shuffling</legend>
          <label>
            <input
              type="checkbox"
              checked={shuffleQuestions}
              onChange={(e) => setShuffleQuestions(e.target.checked)}
            />{' '}
            Shuffle the questions
          </label>
          <label>
            <input
              type="checkbox"
              checked={shuffleOptions}
              onChange={(e) => setShuffleOptions(e.target.checked)}
            />{' '}
            Shuffle the options
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="assign-show">Students see the answers</label>
          <select
            id="assign-show"
            value={showAnswers}
            onChange={(e) => setShowAnswers(e.target.value as (typeof SHOW_ANSWERS)[number])}
          >
            {SHOW_ANSWERS.map((value) => (
              <option key={value} value={value}>
                {SHOW_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <FormAlert messages={otherErrors(errors, FIELDS)} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Assigning…' : 'Assign'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
