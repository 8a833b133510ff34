import { LiveGameBody } from '@quizwise/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { FormAlert } from '../../components/form.js';
import { request } from '../../lib/api-error.js';
import { useClient } from '../../lib/client-context.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../lib/form-errors.js';
import { paths } from '../../paths.js';
import './live.css';

const FIELDS = ['quiz_id', 'class_id', 'timer_seconds', 'no_scores'] as const;
const TIMERS = [10, 20, 30, 60, 90, 120];

/** Start a live game: a saved quiz, for a class (student codes) or open (nicknames), a timer, scores or not. */
export function LiveStartPage() {
  const client = useClient();
  const navigate = useNavigate();
  const quizzes = useQuery({
    queryKey: ['live', 'quizzes'],
    queryFn: () => request(() => client.quizzes.quizzesList({ page: '1', pageSize: '100' })),
  });
  const classes = useQuery({
    queryKey: ['live', 'classes'],
    queryFn: () => request(() => client.teaching.teachingClassesList({ archived: 'false' })),
  });
  const start = useMutation({
    mutationFn: (body: LiveGameBody) => request(() => client.live.liveGamesCreate({ body })),
  });
  const [quizId, setQuizId] = useState('');
  const [classId, setClassId] = useState('');
  const [timer, setTimer] = useState('20');
  const [noScores, setNoScores] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(LiveGameBody, {
      quiz_id: quizId ? Number(quizId) : undefined,
      class_id: classId ? Number(classId) : null,
      timer_seconds: timer ? Number(timer) : null,
      no_scores: noScores,
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    start.mutate(parsed.data, {
      onSuccess: (game) => void navigate(paths.liveGame.href(game.id)),
      onError: (error) => setErrors(formErrorsFrom(error)),
    });
  };

  return (
    <div className="page live-page">
      <PageHeader
        title="Live game"
        description="Play a saved quiz live: the class answers on their phones, question by question, and the results land with your hosted quizzes."
      />
      <form className="card live-start-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="live-quiz">Quiz</label>
          <select
            id="live-quiz"
            value={quizId}
            onChange={(e) => setQuizId(e.target.value)}
            aria-invalid={errors.quiz_id ? true : undefined}
          >
            <option value="">Choose a saved quiz…</option>
            {(quizzes.data?.results ?? []).map((quiz) => (
              <option key={quiz.id} value={quiz.id}>
                {quiz.title}
              </option>
            ))}
          </select>
          {errors.quiz_id ? <p className="field-error">{errors.quiz_id.join(' ')}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="live-class">Who plays</label>
          <select id="live-class" value={classId} onChange={(e) => setClassId(e.target.value)}>
            <option value="">Anyone with the PIN, with a nickname</option>
            {(classes.data ?? []).map((klass) => (
              <option key={klass.id} value={klass.id}>
                {klass.name} (student codes)
              </option>
            ))}
          </select>
          {errors.class_id ? <p className="field-error">{errors.class_id.join(' ')}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="live-timer">Time per question</label>
          <select id="live-timer" value={timer} onChange={(e) => setTimer(e.target.value)}>
            {TIMERS.map((s) => (
              <option key={s} value={s}>
                {s} seconds
              </option>
            ))}
            <option value="">No timer (I reveal each answer)</option>
          </select>
        </div>
        <label className="live-check">
          <input type="checkbox" checked={noScores} onChange={(e) => setNoScores(e.target.checked)} /> No
          scores: low-stakes practice without points or a leaderboard
        </label>
        <FormAlert messages={otherErrors(errors, FIELDS)} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={start.isPending}>
            <Radio aria-hidden="true" size={18} /> {start.isPending ? 'Starting…' : 'Start live game'}
          </button>
        </div>
      </form>
    </div>
  );
}
