import { useQuery } from '@tanstack/react-query';
import { reviewDueCountKey } from '../api/query-roots.js';
import { request } from '../lib/api-error.js';
import { useClient } from '../lib/client-context.js';

/** How many review cards are due now, next to "Review" in the nav; nothing when none are. */
export function ReviewDueBadge() {
  const client = useClient();
  const due = useQuery({
    queryKey: reviewDueCountKey,
    queryFn: () => request(() => client.review.reviewDue({ limit: '1' })),
    staleTime: 60_000,
  });
  const count = due.data?.due_count ?? 0;
  if (count === 0) return null;
  return (
    <span className="badge badge-brand nav-badge">
      {count > 99 ? '99+' : count}
      <span className="nav-badge-text"> due</span>
    </span>
  );
}
