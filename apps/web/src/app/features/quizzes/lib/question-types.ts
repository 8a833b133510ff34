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

/** One line saying what a type asks of the learner (generator cards). */
export const QUESTION_TYPE_HINTS: Record<QuestionType, string> = {
  multiple_choice: 'Pick the right answer from four options.',
  true_false: 'Decide whether a statement from the material holds.',
  short_answer: 'Recall a term or fact in a few words.',
  fill_in_the_blank: 'Complete a key sentence from the material.',
  scenario_based: 'Apply an idea to a new situation.',
  diagram_labelling: 'Name the labelled parts of your diagrams.',
};
