import type { Question, QuestionSet, QuizDiagram, QuizDocument, QuizWriteOptions } from '../types.js';

export const TYPE_LABELS: Record<Question['questionType'], string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  short_answer: 'Short answer',
  fill_in_the_blank: 'Fill in the blank',
  scenario_based: 'Scenario based',
  diagram_labelling: 'Diagram labelling',
};

export interface PlannedQuestion {
  /** The printed number, e.g. 3. */
  number: number;
  question: Question;
}

export interface PlannedSection {
  /** Printed above the section; null when headings are off and numbering makes parts unambiguous. */
  heading: string | null;
  items: PlannedQuestion[];
}

export interface QuizPlan {
  title: string;
  sections: PlannedSection[];
  /** One human-readable note per question the format cannot hold. */
  skipped: string[];
  count: number;
  /** Diagram images by id, passed through for the writers that print them (PDF, DOCX). */
  diagrams?: Record<number, QuizDiagram> | undefined;
}

/** Returns null when the format can hold the question, or the reason it cannot. */
export type SupportCheck = (question: Question) => string | null;

export const supportsEverything: SupportCheck = () => null;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function optionLetter(index: number): string {
  return LETTERS[index] ?? String(index + 1);
}

/** Index of the option the answer names: the option text itself, or a bare letter "B" / "B." / "B)". */
export function correctOptionIndex(question: Question): number {
  const answer = question.answer.trim();
  const exact = question.options.findIndex((o) => o.trim() === answer);
  if (exact >= 0) return exact;
  const folded = question.options.findIndex((o) => o.trim().toLowerCase() === answer.toLowerCase());
  if (folded >= 0) return folded;
  const letter = /^([A-Za-z])[.)]?$/.exec(answer);
  if (letter?.[1]) {
    const index = LETTERS.indexOf(letter[1].toUpperCase());
    if (index < question.options.length) return index;
  }
  return -1;
}

/** The answer as printed in a key: "B. Paris" for choices, the text otherwise. */
export function displayAnswer(question: Question): string {
  if (question.options.length > 0) {
    const index = correctOptionIndex(question);
    const option = question.options[index];
    if (option !== undefined) return `${optionLetter(index)}. ${option}`;
  }
  return question.answer;
}

export function isOpen(question: Question): boolean {
  return question.options.length === 0;
}

/** A short quote of a question for notes about it. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Lays a quiz out as numbered sections, dropping the questions a format cannot hold (each with a
 * note) so every writer numbers and groups the same way.
 */
export function planQuiz(
  quiz: QuizDocument,
  options: QuizWriteOptions,
  supports: SupportCheck,
  formatName: string,
): QuizPlan {
  const combine = options.combineSets ?? false;
  const headings = options.showHeadings ?? true;
  const sets = quiz.question_sets.filter((s) => s.questions.length > 0);
  const skipped: string[] = [];
  const sections: PlannedSection[] = [];
  let number = 0;
  let count = 0;
  sets.forEach((set: QuestionSet, setIndex) => {
    if (!combine) number = 0;
    const items: PlannedQuestion[] = [];
    for (const question of set.questions) {
      const reason = supports(question);
      if (reason !== null) {
        skipped.push(
          `Skipped a ${TYPE_LABELS[question.questionType].toLowerCase()} question ("${excerpt(question.question)}"): ${formatName} ${reason}.`,
        );
        continue;
      }
      number += 1;
      items.push({ number, question });
    }
    if (items.length === 0) return;
    count += items.length;
    let heading: string | null = null;
    if (headings) heading = TYPE_LABELS[set.question_type];
    else if (!combine && sets.length > 1) heading = `Part ${setIndex + 1}`;
    const previous = sections.at(-1);
    // Two sets of one type printed under one heading when numbering runs on.
    if (previous && combine && previous.heading === heading) previous.items.push(...items);
    else sections.push({ heading, items });
  });
  return { title: quiz.title.trim() || 'Quiz', sections, skipped, count, diagrams: quiz.diagrams };
}
