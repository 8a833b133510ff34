import { NavLink } from 'react-router';
import { paths } from '../../../paths.js';
import { useDrafts } from '../api/get-drafts.js';

/** "Saved quizzes | Drafts (n)": the two lists under Quizzes. */
export function QuizzesNav() {
  const drafts = useDrafts(1);
  const count = drafts.data?.count ?? 0;
  return (
    <nav className="quizzes-nav" aria-label="Quiz lists">
      <NavLink end to={paths.quizzes.href()} className="quizzes-nav-link">
        Saved quizzes
      </NavLink>
      <NavLink end to={paths.quizDrafts.href()} className="quizzes-nav-link">
        Drafts
        {count > 0 ? (
          <span className="quizzes-nav-count" aria-label={`${count} unsaved`}>
            {count}
          </span>
        ) : null}
      </NavLink>
    </nav>
  );
}
