// An unsaved quiz handed from one screen to another (generator → editor → practice, results →
// "practise my gaps") through the router's location state, so it survives a reload of that entry.
import type { InputData, QuestionSet } from '@quizwise/contract';

export interface QuizDraft {
  title: string;
  sets: QuestionSet[];
  /** The material it was generated from (for "regenerate one question"). */
  material?: InputData;
  collection?: number | null;
  warnings?: string[];
}

/** The draft in a location's state, if it holds one of the right shape. */
export function draftFrom(state: unknown): QuizDraft | null {
  if (!state || typeof state !== 'object') return null;
  const draft = (state as { draft?: unknown }).draft;
  if (!draft || typeof draft !== 'object') return null;
  const { title, sets } = draft as { title?: unknown; sets?: unknown };
  if (typeof title !== 'string' || !Array.isArray(sets)) return null;
  return draft as QuizDraft;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until a stored draft expires, counting a part of a day as a day (0 once it is past). */
export function daysUntil(expiresAt: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

/** "expires today" / "expires in 1 day" / "expires in 12 days". */
export function expiryText(expiresAt: string, now: number = Date.now()): string {
  const days = daysUntil(expiresAt, now);
  if (days <= 0) return 'expires today';
  return `expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}
