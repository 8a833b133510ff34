import type { QuestionType } from '@quizwise/contract';

/** What each question type is called on screen. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  short_answer: 'Short answer',
  fill_in_the_blank: 'Fill in the blank',
  scenario_based: 'Scenario',
  diagram_labelling: 'Diagram labelling',
};
