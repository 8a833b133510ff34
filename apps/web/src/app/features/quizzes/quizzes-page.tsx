import type { Quiz } from '@quizwise/contract';
import { FileUp, ListChecks, Play, Search, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { formatDate } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteQuiz } from './api/delete-quiz.js';
import { QUIZZES_PAGE_SIZE, useQuizzes } from './api/get-quizzes.js';
import { useSearchQuizzes } from './api/search-quizzes.js';
import { ImportDialog } from './components/import-dialog.js';
import { QuizzesNav } from './components/quizzes-nav.js';
import './quizzes.css';

/** The quiz library: newest first, paged; a search box switches to the search route's best matches. */
export function QuizzesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [query, setQuery] = useState(params.get('q') ?? '');
  const debounced = useDebouncedValue(query.trim(), 300);
  const [importOpen, setImportOpen] = useState(false);
  const navigate = useNavigate();
  const list = useQuizzes(page);
  const search = useSearchQuizzes(debounced);
  const searching = debounced.length > 0;
  const active = searching ? search : list;
  const quizzes: Quiz[] = (searching ? search.data : list.data?.results) ?? [];
  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / QUIZZES_PAGE_SIZE));

  const goToPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
  };

  return (
    <div className="page quizzes-page">
      <PageHeader
        title="Quizzes"
        description="Your saved quizzes. Practise them, edit them or download them for class."
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setImportOpen(true)}>
              <FileUp aria-hidden="true" size={18} /> Import
            </button>
            <Link className="btn btn-primary" to={paths.generate.href()}>
              <Sparkles aria-hidden="true" size={18} /> New quiz
            </Link>
          </>
        }
      />
      <QuizzesNav />
      <div className="toolbar" role="search">
        <label htmlFor="quiz-search" className="visually-hidden">
          Search quizzes
        </label>
        <div className="search">
          <Search aria-hidden="true" size={18} />
          <input
            id="quiz-search"
            type="search"
            placeholder="Search by title or category"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>

      {active.isPending && (!searching || active.fetchStatus !== 'idle') ? (
        <LoadingState label="Loading your quizzes…" />
      ) : active.isError ? (
        <ErrorState error={active.error} onRetry={() => void active.refetch()} what="your quizzes" />
      ) : quizzes.length === 0 ? (
        searching ? (
          <EmptyState title={`No quizzes match “${debounced}”`}>
            Try another word, or clear the search.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<ListChecks aria-hidden="true" size={28} />}
            title="No quizzes yet"
            action={
              <Link className="btn btn-primary" to={paths.generate.href()}>
                <Sparkles aria-hidden="true" size={18} /> Generate your first quiz
              </Link>
            }
          >
            Paste your notes or pick something from your library, and Quizwise writes the questions. You can
            also import a GIFT, Moodle XML or Aiken file.
          </EmptyState>
        )
      ) : (
        <>
          <p className="muted list-count" aria-live="polite">
            {searching
              ? `${quizzes.length} ${quizzes.length === 1 ? 'match' : 'matches'}`
              : `${count} ${count === 1 ? 'quiz' : 'quizzes'}`}
          </p>
          <ul className="quiz-grid">
            {quizzes.map((quiz) => (
              <QuizCard key={quiz.id} quiz={quiz} />
            ))}
          </ul>
          {!searching && pages > 1 ? (
            <nav className="pagination" aria-label="Pages">
              <button
                type="button"
                className="btn btn-ghost"
                disabled={page <= 1}
                onClick={() => goToPage(page - 1)}
              >
                Previous page
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={page >= pages}
                onClick={() => goToPage(page + 1)}
              >
                Next page
              </button>
            </nav>
          ) : null}
        </>
      )}
      <ImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        onImported={(quiz) => void navigate(paths.quiz.href(quiz.id))}
      />
    </div>
  );
}

function QuizCard({ quiz }: { quiz: Quiz }) {
  const remove = useDeleteQuiz();
  const toast = useToast();
  const types = quiz.question_sets.length;
  return (
    <li className="quiz-card">
      <div className="quiz-card-body">
        <h2 className="quiz-card-title">
          <Link to={paths.quiz.href(quiz.id)}>{quiz.title}</Link>
        </h2>
        <p className="quiz-card-meta">
          {quiz.category_name ? <span className="chip">{quiz.category_name}</span> : null}
          <span>
            {quiz.total_questions} {quiz.total_questions === 1 ? 'question' : 'questions'}
            {types > 1 ? ` · ${types} types` : ''}
          </span>
          <span>· {formatDate(quiz.updated_at)}</span>
        </p>
      </div>
      <div className="quiz-card-actions">
        <Link
          className="btn btn-primary btn-small"
          to={paths.quizPractice.href(quiz.id)}
          aria-label={`Practise ${quiz.title}`}
        >
          <Play aria-hidden="true" size={16} /> Practise
        </Link>
        <ConfirmDialog
          trigger={
            <button type="button" className="icon-btn icon-btn-danger" aria-label={`Delete ${quiz.title}`}>
              <Trash2 aria-hidden="true" size={18} />
            </button>
          }
          title="Delete this quiz?"
          description={`“${quiz.title}” and its questions will be deleted. This cannot be undone.`}
          confirmLabel="Delete quiz"
          onConfirm={() =>
            remove.mutate(quiz.id, {
              onSuccess: () => toast('Quiz deleted.'),
              onError: () => toast('The quiz could not be deleted. Please try again.', 'error'),
            })
          }
        />
      </div>
    </li>
  );
}
