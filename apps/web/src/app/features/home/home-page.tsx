import { Link, useSearchParams } from 'react-router';
import { ChartLine, FilePlus2, FileText, ImagePlus, ListChecks, Sparkles, Upload } from 'lucide-react';
import { useMe } from '../../api/get-me.js';
import { PageHeader } from '../../components/page-header.js';
import { PanelBoundary } from '../../components/panel-boundary.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { formatDate, plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useRecent } from './api/get-recent.js';
import { FirstStep } from './components/first-step.js';
import './home.css';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const ACTIONS = [
  {
    title: 'Paste your notes',
    text: 'Save a lecture, article or chapter as a raw text.',
    href: paths.newRawText.href(),
    icon: FilePlus2,
  },
  {
    title: 'Import a file',
    text: 'PDF, Word, a photo of a page, or a web link.',
    href: `${paths.newRawText.href()}?import=1`,
    icon: Upload,
  },
  {
    title: 'Generate a quiz',
    text: 'Six question types from any of your material.',
    href: paths.generate.href(),
    icon: Sparkles,
  },
  {
    title: 'Label a diagram',
    text: 'Upload a diagram; we find the labels to quiz you on.',
    href: paths.newDiagram.href(),
    icon: ImagePlus,
  },
];

/** The dashboard: a greeting, the next things to do, and recent work. */
export function HomePage() {
  const me = useMe();
  const recent = useRecent();
  const [params] = useSearchParams();
  // The name as the user gave it ("Ms Patel", not "Ms"), or none.
  const name = me.data?.name.trim() ?? '';
  // Straight after sign-up (`?welcome=1`), and for a student until their library has anything in it.
  const emptyLibrary =
    recent.data !== undefined && recent.data.rawTexts.count === 0 && recent.data.quizzes.count === 0;
  const showFirstStep =
    params.get('welcome') === '1' || (me.data?.account_role === 'student' && emptyLibrary);
  return (
    <div className="page">
      <PageHeader
        title={`${greeting(new Date().getHours())}${name ? `, ${name}` : ''}`}
        description="Turn what you are studying into practice, then see where to focus."
      />
      {showFirstStep ? <FirstStep credits={me.data?.credits} /> : null}
      <ul className="action-grid" aria-label="Start something">
        {ACTIONS.map(({ title, text, href, icon: Icon }) => (
          <li key={title}>
            <Link className="action-card card" to={href}>
              <span className="action-icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <span className="action-title">{title}</span>
              <span className="action-text">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <PanelBoundary>
        <Recent />
      </PanelBoundary>
    </div>
  );
}

function Recent() {
  const recent = useRecent();
  if (recent.isPending) return <LoadingState label="Loading your recent work…" />;
  if (recent.error) return <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />;
  const { rawTexts, quizzes, attempts } = recent.data;
  return (
    <div className="recent-grid section">
      <section className="card" aria-labelledby="recent-texts">
        <div className="section-head recent-head">
          <h2 id="recent-texts" className="section-title">
            Recent raw texts
          </h2>
          <Link to={paths.rawTexts.href()}>All {rawTexts.count > 0 ? rawTexts.count : ''}</Link>
        </div>
        {rawTexts.results.length === 0 ? (
          <p className="muted recent-empty">
            Nothing yet. <Link to={paths.newRawText.href()}>Paste your first notes</Link>.
          </p>
        ) : (
          <ul className="list">
            {rawTexts.results.map((text) => (
              <li key={text.id} className="list-item">
                <FileText aria-hidden="true" size={18} className="member-icon" />
                <div className="list-main">
                  <Link className="list-title" to={paths.rawText.href(text.id)}>
                    {text.name}
                  </Link>
                  <p className="list-meta">{formatDate(text.updated_at)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="recent-quizzes">
        <div className="section-head recent-head">
          <h2 id="recent-quizzes" className="section-title">
            Recent quizzes
          </h2>
          <Link to={paths.quizzes.href()}>All {quizzes.count > 0 ? quizzes.count : ''}</Link>
        </div>
        {quizzes.results.length === 0 ? (
          <p className="muted recent-empty">
            No quizzes yet. <Link to={paths.generate.href()}>Generate one</Link> from your notes.
          </p>
        ) : (
          <ul className="list">
            {quizzes.results.map((quiz) => (
              <li key={quiz.id} className="list-item">
                <ListChecks aria-hidden="true" size={18} className="member-icon" />
                <div className="list-main">
                  <Link className="list-title" to={paths.quiz.href(quiz.id)}>
                    {quiz.title}
                  </Link>
                  <p className="list-meta">{plural(quiz.total_questions, 'question')}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="recent-results">
        <div className="section-head recent-head">
          <h2 id="recent-results" className="section-title">
            Latest results
          </h2>
          <Link to={paths.progress.href()}>Progress</Link>
        </div>
        {attempts.results.length === 0 ? (
          <p className="muted recent-empty">
            <ChartLine aria-hidden="true" size={16} className="inline-icon" /> Practise a quiz to see your
            results per skill.
          </p>
        ) : (
          <ul className="list">
            {attempts.results.map((attempt) => (
              <li key={attempt.id} className="list-item">
                <span className="mini-score" aria-hidden="true">
                  {Math.round(attempt.percentage)}%
                </span>
                <div className="list-main">
                  <Link className="list-title" to={paths.attempt.href(attempt.id)}>
                    {attempt.quiz_title ?? 'Practice quiz'}
                  </Link>
                  <p className="list-meta">
                    {attempt.score} of {attempt.max_score} · {formatDate(attempt.created_at)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
