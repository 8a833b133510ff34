import type { QuestionSet, QuizDraft } from '@quizwise/contract';
import { ArrowLeft, Archive } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { useAutosaveDraft } from './api/autosave-draft.js';
import { useDraft } from './api/get-drafts.js';
import { quizKeys } from './api/keys.js';
import { QuizEditor } from './components/quiz-editor.js';
import { GenerationWarnings, UnsavedPractice } from './components/unsaved-quiz-parts.js';
import { expiryText } from './lib/draft.js';
import './quizzes.css';

/**
 * A generated quiz kept as a draft (`/app/quizzes/drafts/:id`): the editor restored as it was left,
 * its edits autosaved into the draft; saving makes it a quiz. Works in a new tab, by URL.
 */
export function DraftPage() {
  const id = Number(useParams().id);
  const draft = useDraft(id);
  const queryClient = useQueryClient();
  const saved = useRef(false);
  // Once saved as a quiz the draft no longer exists: forget it when the page closes, so coming back
  // to its URL asks the server (a 404) instead of showing a draft that is gone.
  useEffect(
    () => () => {
      if (saved.current) queryClient.removeQueries({ queryKey: quizKeys.draft(id) });
    },
    [id, queryClient],
  );
  if (draft.isPending) return <LoadingState label="Loading the draft…" />;
  if (draft.isError)
    return <ErrorState error={draft.error} onRetry={() => void draft.refetch()} what="this draft" />;
  return (
    <DraftEditor
      key={draft.data.id}
      draft={draft.data}
      onSaved={() => {
        saved.current = true;
      }}
    />
  );
}

function DraftEditor({ draft, onSaved }: { draft: QuizDraft; onSaved: () => void }) {
  const navigate = useNavigate();
  const autosave = useAutosaveDraft();
  // What the editor held when practice started: the editor comes back with it.
  const [latest, setLatest] = useState<{ title: string; sets: QuestionSet[] } | null>(null);
  const [practising, setPractising] = useState(false);
  const back = (
    <Link to={paths.quizDrafts.href()} className="back-link">
      <ArrowLeft aria-hidden="true" size={16} /> Drafts
    </Link>
  );

  if (practising && latest)
    return <UnsavedPractice title={latest.title} sets={latest.sets} onBack={() => setPractising(false)} />;

  return (
    <div className="page">
      <PageHeader
        title="Review your quiz"
        description="Edit anything, then save it to your quizzes, practise it or download it."
        back={back}
      />
      <div className="notice notice-info draft-notice" role="status">
        <Archive aria-hidden="true" size={20} />
        <p>
          This quiz is kept in your <Link to={paths.quizDrafts.href()}>Drafts</Link> until you save it (
          {expiryText(draft.expires_at)}). Your edits are kept as you type, so you can close this tab and come
          back.
        </p>
      </div>
      <GenerationWarnings warnings={draft.warnings} />
      <QuizEditor
        quizId={null}
        draftId={draft.id}
        initial={{
          title: latest?.title ?? draft.title,
          category: draft.category,
          sets: latest?.sets ?? draft.question_sets,
        }}
        {...(draft.material !== null ? { material: draft.material } : {})}
        collection={draft.collection}
        onSaved={(quiz) => {
          onSaved();
          void navigate(paths.quiz.href(quiz.id), { replace: true });
        }}
        onPractise={(sets, title) => {
          // The editor closes for practice: keep what it holds in the draft now, not after a pause.
          autosave.mutate({ id: draft.id, body: { title, question_sets: sets } });
          setLatest({ title, sets });
          setPractising(true);
        }}
      />
    </div>
  );
}
