import type { Question, QuestionSet } from '@quizwise/contract';

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
