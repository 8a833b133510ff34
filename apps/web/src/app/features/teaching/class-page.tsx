import { Archive, ArchiveRestore, ClipboardList, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Dialog } from '../../components/dialog.js';
import { FormAlert, TextField } from '../../components/form.js';
import { PageHeader } from '../../components/page-header.js';
import { PanelBoundary } from '../../components/panel-boundary.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formErrorsFrom, type FieldErrors } from '../../lib/form-errors.js';
import { paths } from '../../paths.js';
import { useAssignments } from './api/assignments.js';
import { useClass, useUpdateClass } from './api/classes.js';
import { AssignDialog } from './components/assign-dialog.js';
import { AssignmentList } from './components/assignment-list.js';
import { InsightsPanel } from './components/insights-panel.js';
import { RosterPanel } from './components/roster-panel.js';
import './teaching.css';

/** One class: join link, roster, its hosted quizzes and its progress insights. */
export function ClassPage() {
  const id = Number(useParams().id);
  const klass = useClass(id);
  const update = useUpdateClass(id);
  const navigate = useNavigate();
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [assigning, setAssigning] = useState(false);

  if (klass.isPending) return <LoadingState label="Loading the class…" />;
  if (klass.error)
    return <ErrorState error={klass.error} what="this class" onRetry={() => void klass.refetch()} />;
  const data = klass.data;
  const joinUrl = `${window.location.origin}/join/${data.join_code}/`;

  return (
    <div className="page teaching-page">
      <PageHeader
        title={data.name}
        description={data.archived ? 'Archived: restore it to assign quizzes again.' : undefined}
        back={
          <Link className="back-link" to={paths.classes.href()}>
            All classes
          </Link>
        }
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" size={18} /> Rename
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() =>
                update.mutate(
                  { archived: !data.archived },
                  { onSuccess: (c) => toast(c.archived ? `${c.name} archived.` : `${c.name} restored.`) },
                )
              }
            >
              {data.archived ? (
                <ArchiveRestore aria-hidden="true" size={18} />
              ) : (
                <Archive aria-hidden="true" size={18} />
              )}{' '}
              {data.archived ? 'Restore' : 'Archive'}
            </button>
            {!data.archived ? (
              <button type="button" className="btn btn-primary" onClick={() => setAssigning(true)}>
                <ClipboardList aria-hidden="true" size={18} /> Assign a quiz
              </button>
            ) : null}
          </>
        }
      />
      <section className="card card-pad section" aria-labelledby="join-title">
        <div className="section-head">
          <h2 id="join-title" className="section-title">
            Join link
          </h2>
          <label className="teaching-toggle">
            <input
              type="checkbox"
              checked={data.join_enabled}
              onChange={(e) => update.mutate({ join_enabled: e.target.checked })}
            />{' '}
            Students can join with the code
          </label>
        </div>
        {data.join_enabled ? (
          <p>
            Code <strong className="teaching-code">{data.join_code}</strong> · link{' '}
            <a href={joinUrl}>{joinUrl}</a>{' '}
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() =>
                void navigator.clipboard?.writeText(joinUrl).then(() => toast('Join link copied.'))
              }
            >
              Copy
            </button>
          </p>
        ) : (
          <p className="muted">Joining is off: only you add students.</p>
        )}
      </section>
      <PanelBoundary>
        <RosterPanel klass={data} />
      </PanelBoundary>
      <PanelBoundary>
        <ClassAssignments classId={id} onAssign={() => setAssigning(true)} archived={data.archived} />
      </PanelBoundary>
      <PanelBoundary>
        <InsightsPanel classId={id} />
      </PanelBoundary>
      <RenameDialog
        open={renaming}
        onOpenChange={setRenaming}
        name={data.name}
        onSave={(name, onError) =>
          update.mutate(
            { name },
            { onSuccess: () => setRenaming(false), onError: (error) => onError(formErrorsFrom(error)) },
          )
        }
      />
      {assigning ? (
        <AssignDialog
          open={assigning}
          onOpenChange={setAssigning}
          classId={id}
          onCreated={(assignment) => void navigate(paths.assignment.href(assignment.id))}
        />
      ) : null}
    </div>
  );
}

function ClassAssignments({
  classId,
  onAssign,
  archived,
}: {
  classId: number;
  onAssign: () => void;
  archived: boolean;
}) {
  const assignments = useAssignments(classId);
  return (
    <section className="card card-pad section" aria-labelledby="class-assignments-title">
      <h2 id="class-assignments-title" className="section-title">
        Hosted quizzes
      </h2>
      {assignments.isPending ? (
        <LoadingState />
      ) : assignments.error ? (
        <ErrorState error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : assignments.data.length === 0 ? (
        <EmptyState
          title="Nothing assigned yet"
          action={
            archived ? undefined : (
              <button type="button" className="btn btn-primary" onClick={onAssign}>
                Assign a quiz
              </button>
            )
          }
        >
          Assign a saved quiz; students open its link, type their student code and answer. It is graded as
          they submit.
        </EmptyState>
      ) : (
        <AssignmentList assignments={assignments.data} showClass={false} />
      )}
    </section>
  );
}

function RenameDialog({
  open,
  onOpenChange,
  name,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onSave: (name: string, onError: (errors: FieldErrors) => void) => void;
}) {
  const [value, setValue] = useState(name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setErrors({ name: ['This field may not be blank.'] });
      return;
    }
    onSave(value.trim(), setErrors);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Rename the class" size="small">
      <form className="teaching-form" onSubmit={submit} noValidate>
        <TextField
          label="Class name"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          errors={errors.name}
        />
        <FormAlert messages={errors.non_field_errors} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
