import type { Question } from '../types.js';
import { excerpt } from '../quiz/plan.js';
import { makeQuestion } from './collect.js';

/** One answer of an imported question with its credit in percent (Moodle fraction, GIFT weight). */
export interface ScoredAnswer {
  text: string;
  credit: number;
  feedback: string;
}

/** "Question 3 'Which are primes?'": how notes in `skipped` name a question of the file. */
export function questionLabel(position: number, text: string): string {
  return `Question ${position} '${excerpt(text, 60)}'`;
}

const quoted = (answers: readonly ScoredAnswer[]) =>
  answers.map((a) => `"${excerpt(a.text, 40)}" (${a.credit}%)`).join(', ');

/**
 * The one right answer of a choice question, or null (with the reason in `notes`) when Quizwise
 * cannot hold it: several answers earn credit ("select all that apply"), or none does. Partial credit
 * on a single-answer question is dropped and said so.
 */
export function singleRightAnswer(
  label: string,
  answers: readonly ScoredAnswer[],
  notes: string[],
  declaredMultiple = false,
): ScoredAnswer | null {
  const full = answers.filter((a) => a.credit >= 100);
  const partial = answers.filter((a) => a.credit > 0 && a.credit < 100);
  if (declaredMultiple || full.length > 1 || (full.length === 0 && partial.length > 1)) {
    notes.push(`${label}: select-all-that-apply questions are not supported yet, so it was left out.`);
    return null;
  }
  const right = full[0] ?? partial[0];
  if (!right) {
    notes.push(`${label}: no answer earns credit, so it was left out.`);
    return null;
  }
  const dropped = partial.filter((a) => a !== right);
  if (dropped.length > 0)
    notes.push(
      `${label}: imported with one right answer; partial credit for ${quoted(dropped)} was dropped.`,
    );
  return right;
}

/** Full-credit answers of a short-answer question; partial-credit ones are left out, and said so. */
export function fullCreditAnswers(
  label: string,
  answers: readonly ScoredAnswer[],
  notes: string[],
): string[] {
  const partial = answers.filter((a) => a.credit > 0 && a.credit < 100);
  if (partial.length > 0)
    notes.push(
      `${label}: partial credit answers ${quoted(partial)} were left out; only full-credit answers are accepted.`,
    );
  return answers.filter((a) => a.credit >= 100).map((a) => a.text);
}

/**
 * The general feedback plus any per-answer feedback, which Quizwise has no place for: it is kept in
 * the explanation as "Feedback on answers:" lines, and said so.
 */
export function explanationWithFeedback(
  label: string,
  general: string | null,
  answers: readonly ScoredAnswer[],
  notes: string[],
): string | null {
  const withFeedback = answers.filter((a) => a.feedback.trim());
  if (withFeedback.length === 0) return general;
  notes.push(`${label}: feedback on individual answers was kept in the explanation.`);
  const lines = withFeedback.map((a) => `- ${a.text}: ${a.feedback.trim()}`);
  return [general, ['Feedback on answers:', ...lines].join('\n')].filter(Boolean).join('\n\n');
}

/** A numeric answer with a tolerance or range cannot be graded as text: the question is left out. */
export function toleranceNote(label: string, described: string): string {
  return `${label}: numeric answers with a tolerance or range (${described}) are not supported yet, so it was left out.`;
}

/** An essay from another tool becomes an open scenario question graded against its model answer. */
export function essayNote(label: string, modelAnswer: string): string {
  return modelAnswer.trim()
    ? `${label}: an essay question, imported as scenario based with its grader information as the model answer.`
    : `${label}: an essay question, imported as scenario based; it has no model answer, so add one before practising.`;
}

/**
 * An open question (short answer, blank, exact number) graded against its full-credit answers; null,
 * with a note, when none earns full credit.
 */
export function openQuestion(
  base: { question: string; label: string; general: string | null; questionType: Question['questionType'] },
  answers: readonly ScoredAnswer[],
  notes: string[],
): Question | null {
  const [first, ...rest] = fullCreditAnswers(base.label, answers, notes);
  if (first === undefined) {
    notes.push(`${base.label}: no answer earns full credit, so it was left out.`);
    return null;
  }
  return makeQuestion({
    question: base.question,
    answer: first,
    options: [],
    questionType: base.questionType,
    explanation: explanationWithFeedback(base.label, base.general, answers, notes),
    accepted_answers: rest,
  });
}
