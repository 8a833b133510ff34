import type { QuestionSet } from '@quizwise/contract';
import { analyseAttempt } from '@quizwise/quiz-engine';
import { flattenQuestions } from './questions.js';

export type { StoredMark } from '../../../db/schema/stored-shapes.js';
import type { StoredMark } from '../../../db/schema/stored-shapes.js';

export function effective(mark: StoredMark): boolean {
  return mark.override ?? mark.auto_correct;
}

export function scoreOf(marks: StoredMark[]): number {
  return marks.filter(effective).length;
}

/**
 * Grades every question with the engine's tolerant grader (unanswered questions are wrong), keeping
 * each decision's confidence and reason so the teacher can see which marks to check.
 */
export function gradeAnswers(questionSets: QuestionSet[], answers: Map<number, string | null>): StoredMark[] {
  const flat = flattenQuestions(questionSets);
  const analysis = analyseAttempt(
    questionSets,
    flat.map((q) => ({
      set_index: q.setIndex,
      question_index: q.questionIndex,
      response: answers.get(q.key) ?? null,
    })),
  );
  return analysis.results.map((result, i) => ({
    key: flat[i]?.key ?? i,
    response: result.response,
    auto_correct: result.correct,
    override: null,
    confidence: result.confidence,
    reason: result.reason,
  }));
}
