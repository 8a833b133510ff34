import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ChartLine, Sparkles } from 'lucide-react';
import { PAGE_SIZE } from '@quizwise/contract';
import { PageHeader } from '../../components/page-header.js';
import { Pagination } from '../../components/pagination.js';
import { PanelBoundary } from '../../components/panel-boundary.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { SkillTable } from '../../components/skill-table.js';
import { formatDateTime, percent } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useAttempts } from './api/get-attempts.js';
import { useProgress } from './api/get-progress.js';
import { ReviewProgress } from './components/review-progress.js';
import './progress.css';

// The chart library is large; it loads only when there is something to chart.
const SkillCharts = lazy(() => import('./components/skill-charts.js'));

/** Progress: per-skill results over time (charts and a table), and recent attempts. */
export function ProgressPage() {
  return (
    <div className="page">
      <PageHeader title="Progress" description="How each skill is going, attempt by attempt." />
      <PanelBoundary>
        <SkillsPanel />
      </PanelBoundary>
      <PanelBoundary>
        <ReviewProgress />
      </PanelBoundary>
      <PanelBoundary>
        <AttemptsPanel />
      </PanelBoundary>
    </div>
  );
}

function SkillsPanel() {
  const progress = useProgress();
  if (progress.isPending) return <LoadingState label="Loading your progress…" />;
  if (progress.error) return <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />;
  const data = progress.data;
  if (data.attempts === 0) {
    return (
      <div className="card">
        <EmptyState
          icon={<ChartLine aria-hidden="true" />}
          title="No results yet"
          action={
            <Link className="btn btn-primary" to={paths.quizzes.href()}>
              Practise a quiz
            </Link>
          }
        >
          Practise a quiz and your results per skill appear here, with your weakest skills to work on.
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <div className="stat-row">
        <div className="stat card">
          <span className="stat-label">Attempts</span>
          <span className="stat-value">{data.attempts}</span>
        </div>
        <div className="stat card">
          <span className="stat-label">Average score</span>
          <span className="stat-value">{percent(data.average_percentage)}</span>
        </div>
        <div className="stat card stat-wide">
          <span className="stat-label">Work on next</span>
          <span className="stat-skills">
            {data.weakest_skills.length > 0
              ? data.weakest_skills.map((skill) => (
                  <span key={skill} className="badge badge-brand">
                    {skill}
                  </span>
                ))
              : 'Nothing stands out — well done.'}
          </span>
        </div>
      </div>
      <Suspense fallback={<LoadingState label="Drawing charts…" />}>
        <SkillCharts skills={data.skills} />
      </Suspense>
      <section className="card section" aria-labelledby="skills-table-title">
        <h2 id="skills-table-title" className="section-title table-title">
          Results by skill
        </h2>
        <SkillTable
          label="Results by skill"
          rows={data.skills.map((skill) => ({
            ...skill,
            trend: skill.points.map((point) => point.percentage),
          }))}
        />
      </section>
    </>
  );
}

function AttemptsPanel() {
  const [page, setPage] = useState(1);
  const attempts = useAttempts(page);
  return (
    <section className="card section" aria-labelledby="attempts-title">
      <h2 id="attempts-title" className="section-title table-title">
        Recent attempts
      </h2>
      {attempts.isPending ? (
        <LoadingState />
      ) : attempts.error ? (
        <ErrorState error={attempts.error} onRetry={() => void attempts.refetch()} />
      ) : attempts.data.results.length === 0 ? (
        <p className="muted table-empty">
          No attempts yet. <Link to={paths.generate.href()}>Generate a quiz</Link> and practise it.
        </p>
      ) : (
        <>
          <ul className="list">
            {attempts.data.results.map((attempt) => (
              <li key={attempt.id} className="list-item">
                <span
                  className={`score-ring${attempt.percentage >= 70 ? ' is-good' : ''}`}
                  aria-hidden="true"
                >
                  {percent(attempt.percentage)}
                </span>
                <div className="list-main">
                  <Link className="list-title" to={paths.attempt.href(attempt.id)}>
                    {attempt.quiz_title ?? 'Practice quiz'}
                  </Link>
                  <p className="list-meta">
                    {attempt.score} of {attempt.max_score} correct ({percent(attempt.percentage)}) ·{' '}
                    {formatDateTime(attempt.created_at)}
                  </p>
                </div>
                {attempt.quiz_id ? (
                  <Link className="btn btn-ghost btn-small" to={paths.quizPractice.href(attempt.quiz_id)}>
                    <Sparkles aria-hidden="true" size={15} /> Practise again
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(attempts.data.count / PAGE_SIZE))}
            count={attempts.data.count}
            noun="attempts"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
