import { ArrowLeft, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { QuizEditor } from './components/quiz-editor.js';
import { GenerationWarnings, UnsavedPractice } from './components/unsaved-quiz-parts.js';
import { draftFrom, type QuizDraft } from './lib/draft.js';
import './quizzes.css';

/**
 * A quiz that is not saved yet (just generated, or made by "practise my gaps"), handed over in the
 * location state: review and edit it, save it, or practise it straight away.
 */
export function NewQuizPage() {
  const location = useLocation();
  // A new history entry brings a new draft: start afresh for it.
  return <NewQuiz key={location.key} draft={draftFrom(location.state)} />;
}

function NewQuiz({ draft }: { draft: QuizDraft | null }) {
  const navigate = useNavigate();
  const [practising, setPractising] = useState<QuizDraft | null>(null);
  const back = (
    <Link to={paths.generate.href()} className="back-link">
      <ArrowLeft aria-hidden="true" size={16} /> Generator
    </Link>
  );

  if (!draft) {
    return (
      <div className="page">
        <PageHeader title="New quiz" back={back} />
        <EmptyState
          icon={<Sparkles aria-hidden="true" size={28} />}
          title="Nothing to review yet"
          action={
            <Link className="btn btn-primary" to={paths.generate.href()}>
              <Sparkles aria-hidden="true" size={18} /> Generate a quiz
            </Link>
          }
        >
          Generated quizzes open here until you save them.
        </EmptyState>
      </div>
    );
  }

  if (practising)
    return (
      <UnsavedPractice title={practising.title} sets={practising.sets} onBack={() => setPractising(null)} />
    );

  return (
    <div className="page">
      <PageHeader
        title="Review your quiz"
        description="Edit anything, then save it to your quizzes, practise it or download it."
        back={back}
      />
      <GenerationWarnings warnings={draft.warnings} />
      <QuizEditor
        quizId={null}
        initial={{ title: draft.title, category: null, sets: draft.sets }}
        {...(draft.material !== undefined ? { material: draft.material } : {})}
        collection={draft.collection ?? null}
        onSaved={(quiz) => void navigate(paths.quiz.href(quiz.id), { replace: true })}
        onPractise={(sets, title) => setPractising({ title, sets })}
      />
    </div>
  );
}
