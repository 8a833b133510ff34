import type { Assignment } from '@quizwise/contract';
import { Link } from 'react-router';
import { formatDateTime, plural } from '../../../lib/format.js';
import { paths } from '../../../paths.js';

const STATE_LABEL: Record<Assignment['state'], string> = {
  open: 'Open',
  scheduled: 'Scheduled',
  closed: 'Closed',
};

/** Hosted quizzes as a list: title, who takes it, state, submissions. */
export function AssignmentList({
  assignments,
  showClass = true,
}: {
  assignments: Assignment[];
  showClass?: boolean;
}) {
  return (
    <ul className="list">
      {assignments.map((a) => (
        <li key={a.id} className="list-item">
          <div className="list-main">
            <Link className="list-title" to={paths.assignment.href(a.id)}>
              {a.title}
            </Link>
            <span className="list-meta">
              {showClass ? `${a.class_name ?? 'Open link'} · ` : ''}
              {plural(a.submitted_count, 'submission')}
              {a.closes_at ? ` · closes ${formatDateTime(a.closes_at)}` : ''}
            </span>
            {a.class_id !== null ? (
              <span className="list-meta teaching-still-to-do">
                {a.still_to_do.length === 0
                  ? 'Everyone on the roster has submitted.'
                  : `Still to do (${a.still_to_do.length}): ${a.still_to_do.join(', ')}`}
              </span>
            ) : null}
          </div>
          <span className={`badge${a.state === 'open' ? ' badge-brand' : ''}`}>{STATE_LABEL[a.state]}</span>
        </li>
      ))}
    </ul>
  );
}
