import type { AnswerCheck, Question } from '@quizwise/contract';
import { gradeResponse } from '@quizwise/quiz-engine';

/**
 * Instant feedback on one typed or picked answer, with the same tolerant grader the attempt is marked
 * by, so the verdict a learner sees while practising is the one their result will show.
 */
export function checkAnswer(question: Question, response: string): AnswerCheck {
  const grade = gradeResponse(question, response);
  const verdict = !grade.correct ? 'incorrect' : grade.spelling ? 'typo' : 'correct';
  return {
    verdict,
    expected: question.answer,
    spelling: verdict === 'typo' ? (grade.spelling ?? question.answer) : null,
    reason: grade.reason,
  };
}
