import type { Quiz } from '@quizwise/contract';
import { ArrowLeft, Download, Pencil, Play, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { PageHeader } from '../../components/page-header.js';
import { PanelBoundary } from '../../components/panel-boundary.js';
import { ErrorState, LoadingState } from '../../components/states.js';
import { useToast } from '../../components/toast.js';
import { formatDate } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteQuiz } from './api/delete-quiz.js';
import { useQuizAttempts } from './api/get-attempts.js';
import { useQuiz } from './api/get-quiz.js';
import { DownloadDialog } from './components/download-dialog.js';
import { setOffsets } from './components/quiz-editor.js';
import { QUESTION_TYPE_LABELS } from './lib/question-types.js';
import './quizzes.css';
import { FormulaText } from '../../../lib/math/formula-text.js';

/** One saved quiz: practise, edit, download or delete it, its recent results and its questions. */
export function QuizPage() {
  const id = Number(useParams().id);
  const quiz = useQuiz(id);
  if (quiz.isPending) return <LoadingState label="Loading the quiz…" />;
  if (quiz.isError)
    return <ErrorState error={quiz.error} onRetry={() => void quiz.refetch()} what="this quiz" />;
  return <QuizView quiz={quiz.data} />;
}

function QuizView({ quiz }: { quiz: Quiz }) {
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [showAnswers, setShowAnswers] = useState(false);
  const remove = useDeleteQuiz();
  const navigate = useNavigate();
  const toast = useToast();
  const switchId = useId();
  const offsets = setOffsets(quiz.question_sets);
  return (
    <div className="page quiz-page">
      <PageHeader
        title={quiz.title}
        back={
          <Link to={paths.quizzes.href()} className="back-link">
            <ArrowLeft aria-hidden="true" size={16} /> Quizzes
          </Link>
        }
        description={
          <>
            {quiz.category_name ? `${quiz.category_name} · ` : ''}
            {quiz.total_questions} {quiz.total_questions === 1 ? 'question' : 'questions'} · updated{' '}
            {formatDate(quiz.updated_at)}
          </>
        }
        actions={
          <>
            <Link className="btn btn-primary" to={paths.quizPractice.href(quiz.id)}>
              <Play aria-hidden="true" size={18} /> Practise
            </Link>
            <Link className="btn btn-ghost" to={paths.quizEdit.href(quiz.id)}>
              <Pencil aria-hidden="true" size={18} /> Edit
            </Link>
            <button type="button" className="btn btn-ghost" onClick={() => setDownloadOpen(true)}>
              <Download aria-hidden="true" size={18} /> Download
            </button>
            <ConfirmDialog
              trigger={
                <button type="button" className="btn btn-ghost btn-danger-ghost">
                  <Trash2 aria-hidden="true" size={18} /> Delete
                </button>
              }
              title="Delete this quiz?"
              description={`“${quiz.title}” and its questions will be deleted. This cannot be undone.`}
              confirmLabel="Delete quiz"
              onConfirm={() =>
                remove.mutate(quiz.id, {
                  onSuccess: () => {
                    toast('Quiz deleted.');
                    void navigate(paths.quizzes.href());
                  },
                  onError: () => toast('The quiz could not be deleted. Please try again.', 'error'),
                })
              }
            />
          </>
        }
      />
      <PanelBoundary what="your recent results">
        <RecentAttempts quizId={quiz.id} />
      </PanelBoundary>
      <section className="card card-pad" aria-labelledby="questions-title">
        <div className="panel-head">
          <h2 id="questions-title">Questions</h2>
          <label className="switch" htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              checked={showAnswers}
              onChange={(event) => setShowAnswers(event.target.checked)}
            />
            Show answers
          </label>
        </div>
        {quiz.question_sets.map((set, setIndex) => (
          <div key={setIndex} className="view-set">
            <h3 className="q-set-title">{QUESTION_TYPE_LABELS[set.question_type]}</h3>
            <ol className="view-list">
              {set.questions.map((question, index) => {
                const number = (offsets[setIndex] ?? 0) + index + 1;
                return (
                  <li key={index} value={number} className="view-question">
                    <p>
                      <FormulaText text={question.question} />
                    </p>
                    {question.options.length > 0 && question.questionType !== 'true_false' ? (
                      <ul className="view-options">
                        {question.options.map((option) => (
                          <li
                            key={option}
                            className={showAnswers && option === question.answer ? 'is-answer' : undefined}
                          >
                            <FormulaText text={option} />
                            {showAnswers && option === question.answer ? (
                              <span className="visually-hidden"> (answer)</span>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {showAnswers ? (
                      <p className="view-answer">
                        Answer:{' '}
                        <strong>
                          <FormulaText text={question.answer} />
                        </strong>
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </section>
      <DownloadDialog
        open={downloadOpen}
        onOpenChange={setDownloadOpen}
        name={quiz.title}
        questionSets={quiz.question_sets}
      />
    </div>
  );
}

function RecentAttempts({ quizId }: { quizId: number }) {
  const attempts = useQuizAttempts(quizId);
  if (attempts.isPending || attempts.isError || attempts.data.results.length === 0) return null;
  return (
    <section className="card card-pad" aria-labelledby="attempts-title">
      <h2 id="attempts-title">Your recent results</h2>
      <ul className="attempt-list">
        {attempts.data.results.map((attempt) => (
          <li key={attempt.id}>
            <Link to={paths.attempt.href(attempt.id)} className="attempt-link">
              <span className="attempt-score">{Math.round(attempt.percentage)}%</span>
              <span>
                {attempt.score}/{attempt.max_score} correct
              </span>
              <span className="muted">{formatDate(attempt.created_at)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
