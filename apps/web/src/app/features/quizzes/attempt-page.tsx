import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../components/states.js';
import { paths } from '../../paths.js';
import { useAttempt } from './api/get-attempt.js';
import { useQuiz } from './api/get-quiz.js';
import { usePractiseGaps } from './api/practise-gaps.js';
import { AttemptResults } from './components/attempt-results.js';
import type { QuizDraft } from './lib/draft.js';
import './quizzes.css';

/** The results of one attempt; "Practise my gaps" opens the follow-up quiz in the editor. */
export function AttemptPage() {
  const id = Number(useParams().id);
  const attempt = useAttempt(id);
  const quizId = attempt.data?.quiz_id ?? null;
  const quiz = useQuiz(quizId ?? 0, quizId !== null);
  const gaps = usePractiseGaps();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Results · Quizwise';
  }, []);
  if (attempt.isPending) return <LoadingState label="Loading your results…" />;
  if (attempt.isError)
    return <ErrorState error={attempt.error} onRetry={() => void attempt.refetch()} what="these results" />;
  return (
    <div className="page">
      <Link to={quizId !== null ? paths.quiz.href(quizId) : paths.quizzes.href()} className="back-link">
        <ArrowLeft aria-hidden="true" size={16} /> {quizId !== null ? 'Back to the quiz' : 'Quizzes'}
      </Link>
      <AttemptResults
        attempt={attempt.data}
        quiz={quizId !== null ? quiz.data : undefined}
        practisingGaps={gaps.isPending}
        practiseGapsError={gaps.error}
        onPractiseGaps={() =>
          gaps.mutate(
            { attemptId: id },
            {
              onSuccess: (generated) => {
                // The same gaps asked again give the quiz already saved from them, free.
                if (typeof generated.quiz_id === 'number') {
                  void navigate(paths.quiz.href(generated.quiz_id));
                  return;
                }
                if (typeof generated.draft_id === 'number') {
                  void navigate(paths.quizDraft.href(generated.draft_id));
                  return;
                }
                const draft: QuizDraft = {
                  title: generated.title,
                  sets: generated.question_sets,
                  warnings: generated.warnings,
                };
                void navigate(paths.newQuiz.href(), { state: { draft } });
              },
            },
          )
        }
      />
    </div>
  );
}
