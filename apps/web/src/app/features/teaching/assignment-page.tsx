import { ClampedText } from '../../components/clamped-text.js';
import type { AssignmentResults } from '@quizwise/contract';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { PageHeader } from '../../components/page-header.js';
import { PanelBoundary } from '../../components/panel-boundary.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formErrorsFrom } from '../../lib/form-errors.js';
import { formatDateTime } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteAssignment, useUpdateAssignment } from './api/assignments.js';
import { useCreateCourseWork, useExportForm, useGoogleStatus, usePushGrades } from './api/google.js';
import { useDownloadResults, useResults } from './api/results.js';
import { AttemptDialog } from './components/attempt-dialog.js';
import './teaching.css';
import { TableScroll } from '../../components/table-scroll.js';

const pct = (value: number | null) => (value === null ? '—' : `${Math.round(value)}%`);

function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const m = Math.floor(seconds / 60);
  return m > 0 ? `${m} min ${seconds % 60} s` : `${seconds} s`;
}

const SHOW: Record<string, string> = {
  after_submit: 'after submitting',
  after_close: 'after it closes',
  never: 'never',
};

/** A hosted quiz: its link and settings, per-student and per-question results, downloads and Google sync. */
export function AssignmentPage() {
  const id = Number(useParams().id);
  const results = useResults(id);
  if (results.isPending) return <LoadingState label="Loading the results…" />;
  if (results.error)
    return <ErrorState error={results.error} what="this quiz" onRetry={() => void results.refetch()} />;
  return <Results id={id} data={results.data} />;
}

function Results({ id, data }: { id: number; data: AssignmentResults }) {
  const { assignment } = data;
  const update = useUpdateAssignment(id);
  const remove = useDeleteAssignment();
  const download = useDownloadResults(id, assignment.title);
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState<number | null>(null);
  const link = `${window.location.origin}${assignment.url_path}`;

  return (
    <div className="page teaching-page">
      <PageHeader
        title={assignment.title}
        description={`${assignment.class_name ?? 'Open link'} · ${assignment.state} · answers shown ${SHOW[assignment.show_answers] ?? ''}`}
        back={
          <Link
            className="back-link"
            to={assignment.class_id ? paths.class.href(assignment.class_id) : paths.assignments.href()}
          >
            {assignment.class_name ?? 'Hosted quizzes'}
          </Link>
        }
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => download.mutate('csv')}>
              <Download aria-hidden="true" size={18} /> CSV
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => download.mutate('xlsx')}>
              <Download aria-hidden="true" size={18} /> Excel (XLSX)
            </button>
            <ConfirmDialog
              trigger={
                <button type="button" className="btn btn-danger-ghost">
                  <Trash2 aria-hidden="true" size={18} /> Delete
                </button>
              }
              title="Delete this hosted quiz?"
              description="Its link stops working and every student's answers and marks are deleted."
              confirmLabel="Delete"
              destructive
              onConfirm={() =>
                remove.mutate(id, {
                  onSuccess: () =>
                    void navigate(
                      assignment.class_id ? paths.class.href(assignment.class_id) : paths.assignments.href(),
                    ),
                })
              }
            />
          </>
        }
      />
      <section className="card card-pad section" aria-labelledby="share-title">
        <h2 id="share-title" className="section-title">
          Student link
        </h2>
        <p>
          <a href={link}>{link}</a>{' '}
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => void navigator.clipboard?.writeText(link).then(() => toast('Link copied.'))}
          >
            Copy
          </button>
        </p>
        <p className="muted">
          {assignment.total_questions} questions · {assignment.attempts_allowed} attempt
          {assignment.attempts_allowed === 1 ? '' : 's'} each
          {assignment.time_limit_minutes ? ` · ${assignment.time_limit_minutes} minutes` : ''}
          {assignment.opens_at ? ` · opens ${formatDateTime(assignment.opens_at)}` : ''}
          {assignment.closes_at ? ` · closes ${formatDateTime(assignment.closes_at)}` : ''}
        </p>
        <div className="teaching-actions">
          {assignment.state !== 'closed' ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() =>
                update.mutate({ closes_at: new Date().toISOString() }, { onSuccess: () => toast('Closed.') })
              }
            >
              Close now
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => update.mutate({ closes_at: null }, { onSuccess: () => toast('Open again.') })}
            >
              Reopen
            </button>
          )}
          <GoogleActions
            id={id}
            quizId={assignment.quiz_id}
            posted={assignment.google_course_work_id !== null}
          />
        </div>
      </section>
      <PanelBoundary>
        <StudentsTable data={data} onOpen={setOpen} />
      </PanelBoundary>
      <PanelBoundary>
        <QuestionsTable data={data} />
      </PanelBoundary>
      {open !== null ? (
        <AttemptDialog assignmentId={id} attemptId={open} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

function GoogleActions({ id, quizId, posted }: { id: number; quizId: number | null; posted: boolean }) {
  const status = useGoogleStatus();
  const courseWork = useCreateCourseWork(id);
  const grades = usePushGrades(id);
  const form = useExportForm();
  const toast = useToast();
  if (!status.data?.configured || !status.data.connected) return null;
  const fail = (error: unknown) =>
    toast(Object.values(formErrorsFrom(error)).flat().join(' ') || 'Google failed.', 'error');
  return (
    <>
      {!posted ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={courseWork.isPending}
          onClick={() =>
            courseWork.mutate(undefined, {
              onSuccess: () => toast('Posted to Google Classroom.'),
              onError: fail,
            })
          }
        >
          Post to Google Classroom
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={grades.isPending}
          onClick={() =>
            grades.mutate(undefined, {
              onSuccess: (r) =>
                toast(`${r.pushed} grades sent${r.skipped.length ? `, ${r.skipped.length} skipped` : ''}.`),
              onError: fail,
            })
          }
        >
          Send grades to Classroom
        </button>
      )}
      {quizId !== null ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={form.isPending}
          onClick={() =>
            form.mutate(quizId, {
              onSuccess: (f) => {
                toast('Google Form created.');
                window.open(f.edit_uri, '_blank', 'noopener');
              },
              onError: fail,
            })
          }
        >
          Export to Google Forms
        </button>
      ) : null}
    </>
  );
}

function StudentsTable({ data, onOpen }: { data: AssignmentResults; onOpen: (id: number) => void }) {
  const nobody = data.attempts.length === 0 && data.not_started.length === 0;
  return (
    <section className="card card-pad section" aria-labelledby="students-title">
      <h2 id="students-title" className="section-title table-title">
        Students{data.average_percentage !== null ? ` · average ${pct(data.average_percentage)}` : ''}
      </h2>
      {data.assignment.class_id === null && data.attempts.length > 0 ? (
        <p className="muted teaching-hint">
          Open link: students typed their own names, which nobody checked.
        </p>
      ) : null}
      {data.not_started.length > 0 ? (
        <p className="teaching-hint" data-testid="not-started-summary">
          Not started yet: {data.not_started.map((s) => s.student_name).join(', ')}.
        </p>
      ) : null}
      {nobody ? (
        <p className="muted table-empty">Nobody has started yet. Share the link above.</p>
      ) : (
        <TableScroll label="Students' results">
          <table className="table table-cards">
            <thead>
              <tr>
                <th scope="col">Student</th>
                <th scope="col" className="num">
                  Attempt
                </th>
                <th scope="col" className="num">
                  Score
                </th>
                <th scope="col" className="num">
                  Accuracy
                </th>
                <th scope="col" className="num">
                  Time taken
                </th>
                <th scope="col">Submitted</th>
                <th scope="col">
                  <span className="visually-hidden">Marks</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.attempts.map((a) => (
                <tr key={a.id}>
                  <th scope="row">
                    {a.student_name}
                    {a.student_id === null ? <span className="badge teaching-typed">typed name</span> : null}
                  </th>
                  <td className="num" data-label="Attempt">
                    {a.attempt_number}
                  </td>
                  <td className="num" data-label="Score">
                    {a.score !== null ? `${a.score} / ${a.max_score}` : '—'}
                  </td>
                  <td className="num" data-label="Accuracy">
                    {pct(a.percentage)}
                  </td>
                  <td className="num" data-label="Time taken">
                    {duration(a.duration_seconds)}
                  </td>
                  <td data-label="Submitted">
                    {a.submitted_at ? formatDateTime(a.submitted_at) : `In progress (${a.answered} answered)`}
                  </td>
                  <td className="num table-cards-action">
                    <button type="button" className="btn btn-small btn-ghost" onClick={() => onOpen(a.id)}>
                      Marks<span className="visually-hidden"> of {a.student_name}</span>
                    </button>
                  </td>
                </tr>
              ))}
              {data.not_started.map((s) => (
                <tr key={`not-started-${s.student_id}`} className="teaching-not-started">
                  <th scope="row">{s.student_name}</th>
                  <td className="num table-cards-hide">—</td>
                  <td className="num table-cards-hide">—</td>
                  <td className="num table-cards-hide">—</td>
                  <td className="num table-cards-hide">—</td>
                  <td data-label="Status">
                    <span className="badge">Not started</span>
                  </td>
                  <td className="table-cards-hide" />
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function QuestionsTable({ data }: { data: AssignmentResults }) {
  return (
    <section className="card card-pad section" aria-labelledby="questions-title">
      <h2 id="questions-title" className="section-title table-title">
        Questions
      </h2>
      <TableScroll label="Questions">
        <table className="table table-cards">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Question</th>
              <th scope="col">Skill</th>
              <th scope="col" className="num">
                Right
              </th>
              <th scope="col">Most common wrong answer</th>
            </tr>
          </thead>
          <tbody>
            {data.questions.map((q) => (
              <tr key={q.key}>
                <td data-label="Question">{q.key + 1}</td>
                <th scope="row">
                  <ClampedText text={q.question} />
                </th>
                <td data-label="Skill">{q.skill}</td>
                <td className="num" data-label="Right">
                  {q.correct_count} / {q.attempts} ({pct(q.attempts ? q.percentage : null)})
                </td>
                <td data-label="Most common wrong answer">
                  {q.top_wrong_answer ? (
                    <>
                      <ClampedText text={q.top_wrong_answer.response} limit={80} /> (
                      {q.top_wrong_answer.count})
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
