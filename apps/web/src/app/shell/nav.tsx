import { NavLink } from 'react-router';
import { navGroups } from './nav-items.js';
import { ReviewDueBadge } from './review-due-badge.js';

/** The app navigation: grouped links, the current page marked with aria-current. */
export function Nav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="nav">
      {navGroups.map((group) => (
        <div key={group.label ?? 'top'} className="nav-group">
          {group.label ? <p className="nav-heading">{group.label}</p> : null}
          <ul>
            {group.items.map(({ label, href, icon: Icon, end, badge }) => (
              <li key={href}>
                <NavLink to={href} end={end ?? false} className="nav-link" onClick={onNavigate}>
                  <Icon aria-hidden="true" size={18} />
                  <span>{label}</span>
                  {badge === 'review-due' ? <ReviewDueBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
