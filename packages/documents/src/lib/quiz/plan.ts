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
  /** The printed number: the question's position in the whole quiz, e.g. 3 (formats that leave
   * questions out show gaps, which their notes explain). */
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
  /** One human-readable note per question the format cannot hold, naming its number. */
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

/**
 * The accepted answers beyond `answer`, trimmed, without blanks and without repeats (compared
 * case-insensitively, so "Soil" after "soil" goes): the first spelling is kept. Exports would otherwise
 * list `=soil` twice in GIFT, two Moodle answers and repeated QTI `mapEntry`s.
 */
export function distinctAcceptedAnswers(answer: string, accepted: readonly string[] = []): string[] {
  const seen = new Set([answer.trim().toLowerCase()]);
  const distinct: string[] = [];
  for (const candidate of accepted) {
    const spelling = candidate.trim();
    const key = spelling.toLowerCase();
    if (!spelling || seen.has(key)) continue;
    seen.add(key);
    distinct.push(spelling);
  }
  return distinct;
}

/** The question with its accepted answers made distinct (the property left out when none remain). */
function withDistinctAnswers(question: Question): Question {
  if (question.accepted_answers === undefined) return question;
  const { accepted_answers: accepted, ...rest } = question;
  const distinct = distinctAcceptedAnswers(question.answer, accepted);
  return distinct.length > 0 ? { ...rest, accepted_answers: distinct } : rest;
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
  // One number per question across the whole quiz ("question 7" means one question), combined or not.
  sets.forEach((set: QuestionSet, setIndex) => {
    const items: PlannedQuestion[] = [];
    for (const question of set.questions) {
      // A question keeps its number in the quiz even when this format leaves it out, so notes and the
      // printed numbers name the same question as Quizwise does.
      number += 1;
      const reason = supports(question);
      if (reason !== null) {
        skipped.push(
          `Skipped question ${number}, a ${TYPE_LABELS[question.questionType].toLowerCase()} question ("${excerpt(question.question)}"): ${formatName} ${reason}.`,
        );
        continue;
      }
      items.push({ number, question: withDistinctAnswers(question) });
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
