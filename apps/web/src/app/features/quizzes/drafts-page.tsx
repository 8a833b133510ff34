import type { QuizDraftListItem } from '@quizwise/contract';
import { FilePenLine, Sparkles, Trash2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { PageHeader } from '../../components/page-header.js';
import { Pagination } from '../../components/pagination.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formatDateTime } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDiscardDraft } from './api/discard-draft.js';
import { DRAFTS_PAGE_SIZE, useDrafts } from './api/get-drafts.js';
import { QuizzesNav } from './components/quizzes-nav.js';
import { expiryText } from './lib/draft.js';
import './quizzes.css';

/**
 * Generated quizzes that were paid for but not saved yet, newest first: open one to carry on editing,
 * or discard it. Each is kept 30 days.
 */
export function DraftsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const drafts = useDrafts(page);
  const count = drafts.data?.count ?? 0;

  return (
    <div className="page quizzes-page">
      <PageHeader
        title="Drafts"
        description="Every quiz you generate is kept here until you save it, for 30 days, so closing the tab never loses it."
        actions={
          <Link className="btn btn-primary" to={paths.generate.href()}>
            <Sparkles aria-hidden="true" size={18} /> New quiz
          </Link>
        }
      />
      <QuizzesNav />
      {drafts.isPending ? (
        <LoadingState label="Loading your drafts…" />
      ) : drafts.isError ? (
        <ErrorState error={drafts.error} onRetry={() => void drafts.refetch()} what="your drafts" />
      ) : drafts.data.results.length === 0 ? (
        <EmptyState icon={<FilePenLine aria-hidden="true" size={28} />} title="No drafts">
          Generated quizzes you have not saved yet appear here.
        </EmptyState>
      ) : (
        <>
          <ul className="draft-list">
            {drafts.data.results.map((draft) => (
              <DraftRow key={draft.id} draft={draft} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(count / DRAFTS_PAGE_SIZE))}
            count={count}
            noun={count === 1 ? 'draft' : 'drafts'}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </div>
  );
}

function DraftRow({ draft }: { draft: QuizDraftListItem }) {
  const discard = useDiscardDraft();
  const toast = useToast();
  const title = draft.title || 'Untitled quiz';
  return (
    <li className="draft-row">
      <div className="draft-row-body">
        <h2 className="quiz-card-title">
          <Link to={paths.quizDraft.href(draft.id)}>{title}</Link>
        </h2>
        <p className="quiz-card-meta">
          <span>
            {draft.total_questions} {draft.total_questions === 1 ? 'question' : 'questions'}
          </span>
          <span>· made {formatDateTime(draft.created_at)}</span>
        </p>
        <p className="draft-expiry">Not saved yet: {expiryText(draft.expires_at)}</p>
      </div>
      <div className="quiz-card-actions">
        <Link
          className="btn btn-primary btn-small"
          to={paths.quizDraft.href(draft.id)}
          aria-label={`Open ${title}`}
        >
          <FilePenLine aria-hidden="true" size={16} /> Open
        </Link>
        <ConfirmDialog
          trigger={
            <button type="button" className="btn btn-ghost btn-small" aria-label={`Discard ${title}`}>
              <Trash2 aria-hidden="true" size={16} /> Discard
            </button>
          }
          title="Discard this draft?"
          description={`“${title}” and its ${draft.total_questions} questions will be deleted. The credits spent on it are not refunded.`}
          confirmLabel="Discard draft"
          onConfirm={() =>
            discard.mutate(draft.id, {
              onSuccess: () => toast('Draft discarded.'),
              onError: () => toast('The draft could not be discarded. Please try again.', 'error'),
            })
          }
        />
      </div>
    </li>
  );
}
