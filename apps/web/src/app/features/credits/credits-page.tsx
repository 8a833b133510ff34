import { useState } from 'react';
import { Link } from 'react-router';
import { Coins, Sparkles } from 'lucide-react';
import { QUESTIONS_PER_CREDIT } from '@quizwise/contract';
import { trialDaysLeft, useMe } from '../../api/get-me.js';
import { PageHeader } from '../../components/page-header.js';
import { Pagination } from '../../components/pagination.js';
import { PanelBoundary } from '../../components/panel-boundary.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { formatDate, formatDateTime, plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useCreditHistory } from './api/get-credit-history.js';
import { useCredits } from './api/get-credits.js';
import { TableScroll } from '../../components/table-scroll.js';
import './credits.css';

const REASONS: Record<string, string> = {
  signup_bonus: 'Welcome credits',
  quiz_generation: 'Quiz generated',
  quiz_generation_refund: 'Refund: quiz generation',
  chat_message: 'Study chat',
  chat_message_refund: 'Refund: study chat',
  topic_notes: 'AI topic notes',
  topic_notes_refund: 'Refund: AI topic notes',
};

/** "quiz_generation" → "Quiz generated"; unknown reasons are made readable. */
export function reasonLabel(reason: string): string {
  const known = REASONS[reason];
  if (known) return known;
  const words = reason.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Change';
}

/** Credits: the balance, what things cost, and every change to it. */
export function CreditsPage() {
  return (
    <div className="page-narrow">
      <PageHeader
        title="Credits"
        description="Credits pay for AI work: generating quizzes, gap practice, chat and topic notes."
      />
      <PanelBoundary>
        <Balance />
      </PanelBoundary>
      <PanelBoundary>
        <History />
      </PanelBoundary>
    </div>
  );
}

function Balance() {
  const credits = useCredits();
  const me = useMe();
  if (credits.isPending) return <LoadingState />;
  if (credits.error) return <ErrorState error={credits.error} onRetry={() => void credits.refetch()} />;
  const days = me.data ? trialDaysLeft(me.data) : null;
  return (
    <div className="balance card card-pad">
      <div className="balance-figure">
        <span className="balance-icon" aria-hidden="true">
          <Coins size={26} />
        </span>
        <div>
          <p className="stat-label">Your balance</p>
          <p className="balance-value">{plural(credits.data.credits, 'credit')}</p>
        </div>
      </div>
      <ul className="balance-facts">
        <li>
          One credit makes up to {QUESTIONS_PER_CREDIT} questions; the cost is shown before anything is spent.
        </li>
        <li>If generation fails, the credits come back automatically.</li>
        {days !== null && me.data?.trial_ends_at ? (
          <li>
            Professional trial: {plural(days, 'day')} left (until {formatDate(me.data.trial_ends_at)}).
          </li>
        ) : null}
      </ul>
      <Link className="btn btn-primary" to={paths.generate.href()}>
        <Sparkles aria-hidden="true" size={16} /> Generate a quiz
      </Link>
    </div>
  );
}

function History() {
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);
  return (
    <section className="card section" aria-labelledby="history-title">
      <h2 id="history-title" className="section-title history-title">
        History
      </h2>
      {history.isPending ? (
        <LoadingState />
      ) : history.error ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.results.length === 0 ? (
        <p className="muted history-empty">No changes yet.</p>
      ) : (
        <>
          <TableScroll label="Credit history">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">What</th>
                  <th scope="col" className="num">
                    Change
                  </th>
                  <th scope="col" className="num">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.results.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.created_at)}</td>
                    <td>{reasonLabel(entry.reason)}</td>
                    <td className={`num ${entry.delta >= 0 ? 'delta-plus' : 'delta-minus'}`}>
                      {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                    </td>
                    <td className="num">{entry.balance_after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(history.data.count / 20))}
            count={history.data.count}
            noun="changes"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
