import type { QuestionType } from '@quizwise/contract';

/** What each question type is called, and one line on what it asks of the learner. */
export const TYPE_TEXT: Record<QuestionType, { label: string; hint: string }> = {
  multiple_choice: { label: 'Multiple choice', hint: 'Pick the right answer from three or four options.' },
  true_false: { label: 'True or false', hint: 'Decide whether a statement from the material holds.' },
  short_answer: { label: 'Short answer', hint: 'Recall a term or fact in a few words.' },
  fill_in_the_blank: { label: 'Fill in the blank', hint: 'Complete a key sentence from the material.' },
  scenario_based: { label: 'Scenario', hint: 'Apply an idea to a new situation.' },
  diagram_labelling: { label: 'Diagram labelling', hint: 'Name the labelled parts of your diagrams.' },
};
