import type { Question, QuestionSet } from '@quizwise/contract';
import { skillLabels } from '@quizwise/quiz-engine';

export interface FlatQuestion {
  /** The question's position in the quiz, counting across sets: the key students answer by. */
  key: number;
  setIndex: number;
  questionIndex: number;
  question: Question;
}

/** Every question of the sets, in quiz order, with its key. */
export function flattenQuestions(questionSets: QuestionSet[]): FlatQuestion[] {
  const out: FlatQuestion[] = [];
  questionSets.forEach((set, setIndex) =>
    set.questions.forEach((question, questionIndex) =>
      out.push({ key: out.length, setIndex, questionIndex, question }),
    ),
  );
  return out;
}

/**
 * Each question's skill by key, as the engine's attempt analysis names it: the question's own, unless
 * that is blank, "General" or the question's answer ("Germany"), then its passage's or the quiz's.
 */
export function skillsByKey(questionSets: QuestionSet[]): string[] {
  return skillLabels(questionSets).flat();
}
