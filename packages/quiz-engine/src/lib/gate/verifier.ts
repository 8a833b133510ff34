import type { Question } from '@quizwise/contract';
import { gradeResponse } from '../grade.js';
import { flatText } from './evidence.js';

const LETTERS = 'ABCDEFGHIJKL';

/** A question as the verifier sees it: the stem and the options, never the key. */
export function withoutKey(q: Question): { question: string; options: string[] } {
  return { question: q.question, options: q.options };
}

/**
 * Whether an independent answer (the verifier's, written from the material without the key) agrees
 * with the question's key: the same option (by its text or its letter), or for an open question an
 * answer the product's own tolerant grader would mark right.
 */
export function verifierAgrees(q: Question, answer: string | null | undefined): boolean {
  const given = (answer ?? '').trim();
  if (!given) return false;
  if (q.options.length > 0) {
    const letter = /^\(?([A-L])[).:]?$/i.exec(given)?.[1]?.toUpperCase();
    const chosen = letter ? q.options[LETTERS.indexOf(letter)] : undefined;
    if (chosen !== undefined) return chosen === q.answer;
    return flatText(given) === flatText(q.answer);
  }
  return gradeResponse(q, given).correct;
}
