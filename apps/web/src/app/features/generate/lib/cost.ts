// The credit cost the generator shows before spending, by the API's rule: ceil(questions / 20), at least 1.
import type { QuizOption } from '@quizwise/contract';

/**
 * How many questions each quantity asks for. The engine may make fewer when the material is short,
 * so the figure is an upper bound and the cost is at most what is shown.
 */
export const QUANTITY_QUESTIONS = { few: 5, some: 10, many: 20 } as const;

/** Questions a quiz option asks for. */
export function requestedQuestions(option: QuizOption): number {
  if (option.questionsQuantity === 'specified') return option.specifiedNumber ?? 1;
  return QUANTITY_QUESTIONS[option.questionsQuantity];
}

/** Questions and credits for a set of options: ceil(total / 20), never less than 1. */
export function costPreview(options: QuizOption[]): { questions: number; credits: number } {
  const questions = options.reduce((total, option) => total + requestedQuestions(option), 0);
  return { questions, credits: Math.max(1, Math.ceil(questions / 20)) };
}
