import type { QuestionType, QuizOption } from '@quizwise/contract';

/**
 * The question options of a follow-up quiz (a student's "practise my gaps", a teacher's quiz for the
 * class's weak skills): the asked-for types, else the types the earlier questions had (diagram labelling
 * needs the diagrams, so it is left out), else multiple choice; `questions` shared out between them,
 * the first type taking the remainder.
 */
export function followUpOptions(
  questions: number,
  requested: QuestionType[] | undefined,
  earlierTypes: QuestionType[],
): QuizOption[] {
  const types = requested ?? [...new Set(earlierTypes)].filter((type) => type !== 'diagram_labelling');
  const usable: QuestionType[] = types.length > 0 ? types : ['multiple_choice'];
  const perType = Math.max(1, Math.floor(questions / usable.length));
  return usable.map((questionType, i) => ({
    questionType,
    higherOrder: false,
    questionsQuantity: 'specified',
    specifiedNumber: i === 0 ? Math.max(1, questions - perType * (usable.length - 1)) : perType,
  }));
}
