import { Brain } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { reviewDueCountKey } from '../../../api/query-roots.js';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.js';
import { TableScroll } from '../../../components/table-scroll.js';
import { formatDate, percent } from '../../../lib/format.js';
import { paths } from '../../../paths.js';
import { useReviewStats } from '../api/get-review-stats.js';

const ReviewForecastChart = lazy(() => import('./review-forecast-chart.js'));

const dayName = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The forecast table's rows. Today's bucket holds everything overdue plus what falls due later today,
 * so it is split: "Due now" is the same number as the stat above and the sidebar (the queue's count),
 * "Later today" the rest; then one row per day.
 */
function forecastRows(dueNow: number, days: Array<{ date: string; count: number }>) {
  const [today, ...rest] = days;
  const later = Math.max(0, (today?.count ?? 0) - dueNow);
  return [
    { key: 'now', label: 'Due now', count: dueNow },
    { key: 'later', label: 'Later today', count: later },
    ...rest.map((d) => ({
      key: d.date,
      label: dayName.format(new Date(`${d.date}T00:00:00Z`)),
      count: d.count,
    })),
  ];
}

/** Progress that looks forward: retention per concept, what will be forgotten this week, reviews due. */
export function ReviewProgress() {
  const stats = useReviewStats();
  const queryClient = useQueryClient();
  // "Due now" here and the sidebar's badge are the server's one count: fetched together, they agree.
  useEffect(() => {
    if (stats.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: reviewDueCountKey });
  }, [stats.dataUpdatedAt, queryClient]);
  if (stats.isPending) return <LoadingState label="Loading your review forecast…" />;
  if (stats.error) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  if (data.total_cards === 0) {
    return (
      <section className="card section" aria-labelledby="memory-title">
        <h2 id="memory-title" className="section-title table-title">
          Memory
        </h2>
        <EmptyState
          icon={<Brain aria-hidden="true" />}
          title="No review cards yet"
          action={
            <Link className="btn btn-primary" to={paths.review.href()}>
              Start reviewing
            </Link>
          }
        >
          Make cards from your material and review them: what you are about to forget shows up here.
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="review-progress-section" aria-labelledby="memory-title">
      <h2 id="memory-title" className="section-title">
        Memory
      </h2>
      <div className="stat-row">
        <div className="stat card">
          <span className="stat-label">Due now</span>
          <span className="stat-value">{data.due_now}</span>
        </div>
        <div className="stat card">
          <span className="stat-label">Reviewed today</span>
          <span className="stat-value">{data.reviews_today}</span>
        </div>
        <div className="stat card">
          <span className="stat-label">Cards in total</span>
          <span className="stat-value">{data.total_cards}</span>
        </div>
      </div>
      <div className="card section">
        <h3 className="section-title table-title">Will be forgotten this week</h3>
        {data.forgetting_this_week.length === 0 ? (
          <p className="muted table-empty">Nothing: everything you have reviewed should hold for a week.</p>
        ) : (
          <ul className="list">
            {data.forgetting_this_week.map((item) => (
              <li key={item.card} className="list-item">
                <div className="list-main">
                  <p className="list-title">{item.front}</p>
                  <p className="list-meta">
                    {item.concept ? `${item.concept} · ` : ''}recall {percent(item.retention * 100)} now,{' '}
                    {percent(item.retention_in_week * 100)} in a week · due {formatDate(item.due)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="table-empty">
          <Link className="btn btn-primary btn-small" to={paths.review.href()}>
            Review now
          </Link>
        </p>
      </div>
      <div className="charts">
        <Suspense fallback={<LoadingState label="Drawing the chart…" />}>
          <ReviewForecastChart days={data.due_by_day} />
        </Suspense>
        <div className="card section">
          <h3 id="forecast-table-title" className="section-title table-title">
            Reviews due by day
          </h3>
          <TableScroll label="Reviews due by day">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className="num">
                    Cards due
                  </th>
                </tr>
              </thead>
              <tbody>
                {forecastRows(data.due_now, data.due_by_day).map((row) => (
                  <tr key={row.key}>
                    <td>{row.label}</td>
                    <td className="num">{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      </div>
      <div className="card section">
        <h3 id="concepts-table-title" className="section-title table-title">
          Retention by concept
        </h3>
        <TableScroll label="Retention by concept">
          <table className="table table-cards">
            <thead>
              <tr>
                <th scope="col">Concept</th>
                <th scope="col" className="num">
                  Cards
                </th>
                <th scope="col" className="num">
                  Retention now
                </th>
                <th scope="col">Next due</th>
              </tr>
            </thead>
            <tbody>
              {data.concepts.map((concept) => (
                <tr key={concept.concept}>
                  <th scope="row">{concept.concept}</th>
                  <td className="num" data-label="Cards">
                    {concept.cards}
                  </td>
                  <td className="num" data-label="Retention now">
                    {concept.retention === null ? 'Not reviewed' : percent(concept.retention * 100)}
                  </td>
                  <td data-label="Next due">{concept.next_due ? formatDate(concept.next_due) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}
