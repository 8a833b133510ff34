import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useEffect } from 'react';
import { ErrorState, LoadingState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { useQuiz } from './api/get-quiz.js';
import { Practice } from './components/practice.js';
import { draftFrom } from './lib/draft.js';

/**
 * Practise a saved quiz. When the editor sent its unsaved questions along (location state), those
 * are practised and graded as sent instead.
 */
export function QuizPracticePage() {
  const id = Number(useParams().id);
  const draft = draftFrom(useLocation().state);
  const quiz = useQuiz(id);
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Practice · Quizwise';
  }, []);
  const back = (
    <Link to={paths.quiz.href(id)} className="back-link">
      <ArrowLeft aria-hidden="true" size={16} /> Back to the quiz
    </Link>
  );
  if (draft) {
    return (
      <div className="page page-narrow">
        {back}
        <Practice
          title={draft.title}
          sets={draft.sets}
          quizId={null}
          onGraded={(attempt) => void navigate(paths.attempt.href(attempt.id))}
        />
      </div>
    );
  }
  if (quiz.isPending) return <LoadingState label="Loading the quiz…" />;
  if (quiz.isError)
    return <ErrorState error={quiz.error} onRetry={() => void quiz.refetch()} what="this quiz" />;
  return (
    <div className="page page-narrow">
      {back}
      <Practice
        title={quiz.data.title}
        sets={quiz.data.question_sets}
        quizId={quiz.data.id}
        onGraded={(attempt) => void navigate(paths.attempt.href(attempt.id))}
      />
    </div>
  );
}
