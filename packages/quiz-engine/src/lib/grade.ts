import type { Question } from '@quizwise/contract';
import { distance } from 'fastest-levenshtein';
import { normalizeAnswer, numbersIn } from './normalize.js';
import { compareQuantities, parseQuantity } from './quantity.js';

export interface Grade {
  correct: boolean;
  /** How sure the grader is of its decision, 0..1. */
  confidence: number;
  /** The decision in plain words, shown to the learner. */
  reason: string;
  normalized_response: string;
  normalized_answer: string;
  /** Set when a typed answer was accepted despite typos: the spelling it was taken for. */
  spelling?: string;
}

const NEGATIONS = /\b(not|no|never|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|n't)\b/i;
const OPEN_TYPES = new Set(['short_answer', 'fill_in_the_blank']);

/** Typos forgiven for an answer of this many letters: none for short words, where one letter is another word. */
export function allowedTypos(length: number): number {
  if (length < 5) return 0;
  if (length < 9) return 1;
  if (length < 15) return 2;
  return 3;
}

function squash(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
}

function chosenOption(question: Question, response: string): string | null {
  const trimmed = response.trim();
  const letter = /^\(?([a-l])[).:]?$/i.exec(trimmed);
  if (letter?.[1]) {
    const index = letter[1].toLowerCase().charCodeAt(0) - 97;
    const option = question.options[index];
    if (option !== undefined) return option;
  }
  const wanted = squash(trimmed);
  return question.options.find((o) => squash(o) === wanted) ?? null;
}

function gradeChoice(question: Question, response: string): Grade {
  let picked = chosenOption(question, response);
  if (question.questionType === 'true_false' && picked === null) {
    const r = squash(response);
    if (['t', 'yes', 'y', 'correct', 'right'].includes(r)) picked = 'True';
    if (['f', 'no', 'n', 'incorrect', 'wrong'].includes(r)) picked = 'False';
  }
  const base = {
    normalized_response: picked ?? squash(response),
    normalized_answer: squash(question.answer),
  };
  if (picked === null)
    return {
      ...base,
      correct: false,
      confidence: 1,
      reason: `"${response.trim()}" is not one of the options; the answer is "${question.answer}".`,
    };
  if (squash(picked) === squash(question.answer))
    return { ...base, correct: true, confidence: 1, reason: `"${picked}" is the correct option.` };
  return {
    ...base,
    correct: false,
    confidence: 1,
    reason: `"${picked}" is not right; the answer is "${question.answer}".`,
  };
}

/**
 * A key that is a number or quantity (`½`, `0.5`, `9.8 ± 0.1 m/s^2`, `5 N`) against a typed number or
 * quantity: compared by value (see `quantity.ts`). Null when either side is not a quantity, so words such as
 * "twenty-five centimetres" go on to the text rules.
 */
function gradeQuantity(
  question: Question,
  candidates: string[],
  response: string,
): Pick<Grade, 'correct' | 'confidence' | 'reason'> | null {
  const given = parseQuantity(response);
  if (!given) return null;
  let miss: string | null = null;
  for (const [i, candidate] of candidates.entries()) {
    const key = parseQuantity(candidate);
    if (!key) continue;
    const match = compareQuantities(key, given);
    const label = i === 0 ? 'the answer' : `the accepted answer "${candidate}"`;
    if (match.correct)
      return {
        correct: true,
        confidence: i === 0 ? 0.98 : 0.95,
        reason: `${match.reason.replace(/\.$/, '')} as ${label}.`,
      };
    miss ??= match.reason;
  }
  if (miss === null) return null;
  return { correct: false, confidence: 0.95, reason: `${miss} The answer is "${question.answer}".` };
}

function gradeText(question: Question, response: string): Grade {
  const normalizedResponse = normalizeAnswer(response);
  const candidates = [question.answer, ...(question.accepted_answers ?? [])].filter((c) => c.trim());
  const normalizedAnswer = normalizeAnswer(question.answer);
  const base = { normalized_response: normalizedResponse, normalized_answer: normalizedAnswer };
  if (!normalizedResponse)
    return {
      ...base,
      correct: false,
      confidence: 1,
      reason: `No answer was given; the answer is "${question.answer}".`,
    };
  const numeric = gradeQuantity(question, candidates, response);
  if (numeric) return { ...base, ...numeric };
  let nearest = Number.POSITIVE_INFINITY;
  let numberMismatch: string | null = null;
  for (const [i, candidate] of candidates.entries()) {
    const expected = normalizeAnswer(candidate);
    if (!expected) continue;
    const label = i === 0 ? 'the answer' : `the accepted answer "${candidate}"`;
    if (expected === normalizedResponse)
      return {
        ...base,
        correct: true,
        confidence: i === 0 ? 1 : 0.97,
        reason:
          squash(candidate) === squash(response)
            ? `Matches ${label}.`
            : `Matches ${label} once case, punctuation, articles, plurals and number forms are ignored.`,
      };
    const expectedNumbers = numbersIn(expected);
    const givenNumbers = numbersIn(normalizedResponse);
    if (expectedNumbers.length > 0 && expectedNumbers.join(' ') !== givenNumbers.join(' ')) {
      numberMismatch ??= `The number is wrong: expected ${expectedNumbers.join(', ')}, got ${givenNumbers.join(', ') || 'none'}.`;
      continue;
    }
    const gap = distance(expected, normalizedResponse);
    nearest = Math.min(nearest, gap);
    const allowed = allowedTypos(expected.replace(/[\d ]/g, '').length);
    if (gap <= allowed)
      return {
        ...base,
        correct: true,
        confidence: Math.max(0.6, 0.92 - 0.1 * (gap - 1)),
        reason: `Accepted as ${label} with ${gap === 1 ? 'a small typo' : `${gap} small typos`}.`,
        spelling: candidate,
      };
    const given = new Set(normalizedResponse.split(' '));
    const needed = expected.split(' ');
    const extra = normalizedResponse.split(' ').length - needed.length;
    if (needed.every((w) => given.has(w)) && extra <= 3 && !NEGATIONS.test(response))
      return {
        ...base,
        correct: true,
        confidence: 0.75,
        reason: `Contains ${label}, with a few extra words.`,
      };
  }
  if (numberMismatch && nearest === Number.POSITIVE_INFINITY)
    return {
      ...base,
      correct: false,
      confidence: 0.95,
      reason: `${numberMismatch} The answer is "${question.answer}".`,
    };
  const close = nearest <= allowedTypos(normalizedAnswer.length) + 2;
  return {
    ...base,
    correct: false,
    confidence: close ? 0.6 : 0.95,
    reason: close
      ? `Close, but too different from "${question.answer}" to count: small changes in a word can change its meaning.`
      : `Does not match the answer "${question.answer}".`,
  };
}

/**
 * Grades one response. Options-based types (multiple choice, true/false, diagram labels, scenarios with
 * options) need the exact option, case-insensitive, or its letter ("B"). Short answers and blanks are
 * tolerant of case, punctuation, articles, plurals, number words, spacing before units, accepted
 * alternatives and small typos scaled to the answer's length. Every decision carries its reason.
 */
export function gradeResponse(question: Question, response: string | null | undefined): Grade {
  const text = response ?? '';
  if (!text.trim())
    return {
      correct: false,
      confidence: 1,
      reason: `No answer was given; the answer is "${question.answer}".`,
      normalized_response: '',
      normalized_answer: squash(question.answer),
    };
  if (OPEN_TYPES.has(question.questionType) || question.options.length === 0)
    return gradeText(question, text);
  return gradeChoice(question, text);
}
