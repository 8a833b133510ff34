import { TeachingClassBody, NAME_MAX_LENGTH } from '@quizwise/contract';
import { Plus, School } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, TextField } from '../../components/form.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formErrorsFrom, otherErrors, parseWith, type FieldErrors } from '../../lib/form-errors.js';
import { formatDate, plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useClasses, useCreateClass } from './api/classes.js';
import { useGoogleStatus } from './api/google.js';
import { GooglePanel } from './components/google-panel.js';
import './teaching.css';

/** Classes: the teacher's classes (active or archived), a new-class form and Google Classroom import. */
export function ClassesPage() {
  const [params, setParams] = useSearchParams();
  const archived = params.get('archived') === '1';
  // The first screen of a new teacher account (sign-up sends `?welcome=1`).
  const welcome = params.get('welcome') === '1';
  const classes = useClasses(archived);
  const create = useCreateClass();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const google = params.get('google');
  const googleOn = useGoogleStatus().data?.configured === true;

  useEffect(() => {
    if (google === 'connected') toast('Google Classroom is connected.');
    if (google === 'cancelled') toast('Google sign-in was cancelled.', 'error');
  }, [google, toast]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(TeachingClassBody, { name });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.data.name, {
      onSuccess: (klass) => void navigate(paths.class.href(klass.id)),
      onError: (error) => setErrors(formErrorsFrom(error)),
    });
  };

  return (
    <div className="page teaching-page">
      <PageHeader
        title="Classes"
        description="Your classes and their students. Assign quizzes, follow results and see each skill improve."
        actions={
          <Link className="btn btn-secondary" to={paths.assignments.href()}>
            Hosted quizzes
          </Link>
        }
      />
      {welcome ? (
        <section className="welcome-note card card-pad section" aria-labelledby="welcome-title">
          <h2 id="welcome-title" className="section-title">
            Welcome! Your first step: create a class
          </h2>
          <p>
            Name a class below and add your students. Then{' '}
            <Link to={paths.generate.href()}>generate a quiz</Link> from your material and host it for the
            class: answers are graded for you.
          </p>
        </section>
      ) : null}
      <section className="card card-pad section" aria-labelledby="new-class-title">
        <h2 id="new-class-title" className="section-title">
          New class
        </h2>
        <form className="teaching-inline-form" onSubmit={submit} noValidate>
          <TextField
            label="Class name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            errors={errors.name}
            maxLength={NAME_MAX_LENGTH}
            placeholder="e.g. Year 9 Biology"
          />
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            <Plus aria-hidden="true" size={18} /> Create class
          </button>
        </form>
        <FormAlert messages={otherErrors(errors, ['name'])} />
      </section>
      <div className="segmented" role="group" aria-label="Which classes">
        <button type="button" aria-pressed={!archived} onClick={() => setParams({})}>
          Active
        </button>
        <button type="button" aria-pressed={archived} onClick={() => setParams({ archived: '1' })}>
          Archived
        </button>
      </div>
      {classes.isPending ? (
        <LoadingState label="Loading your classes…" />
      ) : classes.error ? (
        <ErrorState error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <div className="card">
          <EmptyState
            icon={<School aria-hidden="true" />}
            title={archived ? 'No archived classes' : 'No classes yet'}
          >
            {archived
              ? 'Classes you archive appear here.'
              : googleOn
                ? 'Create your first class above, or import one from Google Classroom below.'
                : 'Create your first class above.'}
          </EmptyState>
        </div>
      ) : (
        <ul className="list card">
          {classes.data.map((klass) => (
            <li key={klass.id} className="list-item">
              <div className="list-main">
                <Link className="list-title" to={paths.class.href(klass.id)}>
                  {klass.name}
                </Link>
                <span className="list-meta">
                  {plural(klass.student_count, 'student')} · join code {klass.join_code} · created{' '}
                  {formatDate(klass.created_at)}
                  {klass.google_course_id ? ' · Google Classroom' : ''}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <GooglePanel />
    </div>
  );
}
