import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { useQuiz } from './api/get-quiz.js';
import { QuizEditor } from './components/quiz-editor.js';

/** Edit a saved quiz; saving sends a PATCH and returns to the quiz. */
export function QuizEditPage() {
  const id = Number(useParams().id);
  const quiz = useQuiz(id);
  const navigate = useNavigate();
  if (quiz.isPending) return <LoadingState label="Loading the quiz…" />;
  if (quiz.isError)
    return <ErrorState error={quiz.error} onRetry={() => void quiz.refetch()} what="this quiz" />;
  return (
    <div className="page">
      <PageHeader
        title="Edit quiz"
        back={
          <Link to={paths.quiz.href(id)} className="back-link">
            <ArrowLeft aria-hidden="true" size={16} /> {quiz.data.title}
          </Link>
        }
      />
      <QuizEditor
        // A fresh editor when the quiz behind it changes (another id).
        key={quiz.data.id}
        quizId={quiz.data.id}
        initial={{ title: quiz.data.title, category: quiz.data.category, sets: quiz.data.question_sets }}
        onSaved={(saved) => void navigate(paths.quiz.href(saved.id))}
        onPractise={(sets, title) =>
          void navigate(paths.quizPractice.href(id), { state: { draft: { title, sets } } })
        }
      />
    </div>
  );
}
