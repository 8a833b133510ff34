import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { useAssignments } from './api/assignments.js';
import { AssignDialog } from './components/assign-dialog.js';
import { AssignmentList } from './components/assignment-list.js';
import './teaching.css';

/** Every hosted quiz (class assignments and open links), newest first. */
export function AssignmentsPage() {
  const assignments = useAssignments();
  const [assigning, setAssigning] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="page teaching-page">
      <PageHeader
        title="Hosted quizzes"
        description="Quizzes your students take online. Each is graded automatically as they submit."
        back={
          <Link className="back-link" to={paths.classes.href()}>
            Classes
          </Link>
        }
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAssigning(true)}>
            <ClipboardList aria-hidden="true" size={18} /> Host a quiz
          </button>
        }
      />
      {assignments.isPending ? (
        <LoadingState />
      ) : assignments.error ? (
        <ErrorState error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : assignments.data.length === 0 ? (
        <div className="card">
          <EmptyState icon={<ClipboardList aria-hidden="true" />} title="No hosted quizzes yet">
            Host a saved quiz for a class, or as an open link anyone can take with their name.
          </EmptyState>
        </div>
      ) : (
        <div className="card">
          <AssignmentList assignments={assignments.data} />
        </div>
      )}
      {assigning ? (
        <AssignDialog
          open={assigning}
          onOpenChange={setAssigning}
          onCreated={(assignment) => void navigate(paths.assignment.href(assignment.id))}
        />
      ) : null}
    </div>
  );
}
