// The credit cost the generator shows before spending: the contract's rule, the server's too.
import { creditsForQuestions, questionsRequested, type QuizOption } from '@quizwise/contract';

/** Questions a quiz option asks for (an upper bound: the engine may make fewer from short material). */
export function requestedQuestions(option: QuizOption): number {
  return questionsRequested(option) ?? option.specifiedNumber ?? 1;
}

/** Questions and credits for a set of options: one credit per 20 questions, never less than 1. */
export function costPreview(options: QuizOption[]): { questions: number; credits: number } {
  const questions = options.reduce((total, option) => total + requestedQuestions(option), 0);
  return { questions, credits: creditsForQuestions(questions) };
}
