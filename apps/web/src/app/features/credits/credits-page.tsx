import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Coins, Sparkles } from 'lucide-react';
import { PAGE_SIZE, PLANS, QUESTIONS_PER_CREDIT, type LedgerReason } from '@quizwise/contract';
import { nextAllowanceSentence, usePlan } from '../../api/get-plan.js';
import { ASK_OPERATOR, BillingActions, useBillingConfigured } from '../../shell/billing-actions.js';
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

/** What each ledger reason is called in the app (the contract names every reason). */
export const REASON_LABELS: Readonly<Record<LedgerReason, string>> = {
  signup_bonus: 'Welcome credits',
  quiz_generation: 'Quiz generated',
  quiz_generation_refund: 'Refund: quiz generation',
  question_regeneration: 'Question regenerated',
  question_regeneration_refund: 'Refund: question regeneration',
  gap_practice: 'Gap practice',
  gap_practice_refund: 'Refund: gap practice',
  topic_notes: 'AI topic notes',
  topic_notes_refund: 'Refund: AI topic notes',
  chat_message: 'Chat answer',
  chat_message_refund: 'Refund: chat answer',
  allowance_renewal: 'Monthly allowance',
  purchase: 'Credits bought',
  operator_grant: 'Added by an administrator',
};

/** "quiz_generation" → "Quiz generated"; a reason this app does not know yet is made readable. */
export function reasonLabel(reason: string): string {
  const known = (REASON_LABELS as Record<string, string>)[reason];
  if (known) return known;
  const words = reason.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Change';
}

/** Credits: the balance, the plan and its allowance, what things cost, and every change to it. */
export function CreditsPage() {
  return (
    <div className="page-narrow">
      <PageHeader
        title="Credits"
        description="Credits pay for AI work: generating quizzes, regenerating questions, gap practice, chat and topic notes."
      />
      <PanelBoundary>
        <Balance />
      </PanelBoundary>
      <PanelBoundary>
        <PlanPanel />
      </PanelBoundary>
      <PanelBoundary>
        <History />
      </PanelBoundary>
    </div>
  );
}

function Balance() {
  const credits = useCredits();
  if (credits.isPending) return <LoadingState />;
  if (credits.error) return <ErrorState error={credits.error} onRetry={() => void credits.refetch()} />;
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
        <li>If generation fails, the credits come back automatically. Unused credits carry over.</li>
      </ul>
      <Link className="btn btn-primary" to={paths.generate.href()}>
        <Sparkles aria-hidden="true" size={16} /> Generate a quiz
      </Link>
    </div>
  );
}

/** The plan: its name, the trial's days left, the monthly allowance and when it next arrives. */
function PlanPanel() {
  const plan = usePlan();
  const billing = useBillingConfigured();
  if (plan.isPending) return <LoadingState />;
  if (plan.error) return <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />;
  const state = plan.data;
  const definition = PLANS[state.plan];
  const next = nextAllowanceSentence(state, formatDate);
  // A trial unlocks what Professional does but not its monthly credits (it ends into Free's), so the
  // credits line is left out of what it includes.
  const highlights = state.is_trial
    ? definition.highlights.filter((line) => !/credits/i.test(line))
    : definition.highlights;
  return (
    <section className="card card-pad section plan-panel" aria-labelledby="plan-title">
      <div className="plan-head">
        <p className="stat-label">Your plan</p>
        <h2 id="plan-title" className="plan-name">
          {state.name}
        </h2>
      </div>
      <dl className="plan-facts">
        {state.is_trial && state.trial_ends_at ? (
          <div>
            <dt>Trial</dt>
            <dd>
              {state.trial_days_left === 0
                ? 'Ends today'
                : `${plural(state.trial_days_left, 'day')} left (until ${formatDate(state.trial_ends_at)})`}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Monthly allowance</dt>
          <dd>
            {state.monthly_credits > 0 ? `${plural(state.monthly_credits, 'credit')} a month` : 'None'}
            {state.is_trial ? ' on Free, after the trial' : ''}
          </dd>
        </div>
        <div>
          <dt>Next renewal</dt>
          <dd>{state.renews_at ? formatDate(state.renews_at) : 'Not scheduled'}</dd>
        </div>
      </dl>
      {next ? <p className="plan-next">{next}</p> : null}
      <ul className="plan-highlights" aria-label={`What ${definition.name} includes`}>
        {highlights.map((line) => (
          <li key={line}>
            <Check aria-hidden="true" size={16} />
            {line}
          </li>
        ))}
      </ul>
      {state.plan === 'free' ? (
        <p className="muted plan-upgrade-note">
          Everything you made stays yours: open, practise, download and see class results. New classes, hosted
          quizzes and Google Classroom need {PLANS.professional.name}.
        </p>
      ) : null}
      {billing ? (
        <BillingActions context="credits-page" />
      ) : (
        <p className="muted plan-upgrade-note">Need more credits? {ASK_OPERATOR}</p>
      )}
    </section>
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
            <table className="table ledger-table">
              <thead>
                <tr>
                  <th scope="col" className="ledger-date">
                    Date
                  </th>
                  <th scope="col" className="ledger-what">
                    What
                  </th>
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
                    <td className="ledger-date">{formatDateTime(entry.created_at)}</td>
                    <td className="ledger-what">
                      {reasonLabel(entry.reason)}
                      {/* On a phone the date column gives way, so amount and balance fit. */}
                      <span className="ledger-date-inline">{formatDateTime(entry.created_at)}</span>
                    </td>
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
            pageCount={Math.max(1, Math.ceil(history.data.count / PAGE_SIZE))}
            count={history.data.count}
            noun="changes"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
