// What the jsonb columns hold, typed once: rows read from them need no casts.
import type { AttemptResponseItem as AttemptResponse, ChatCitation, QuestionSet } from '@quizwise/contract';
import type { AttemptAnalysis } from '@quizwise/quiz-engine';

export type { AttemptAnalysis, AttemptResponse, ChatCitation, QuestionSet };

/** One graded question as stored on a hosted attempt; `override` is the teacher's mark, null when none. */
export interface StoredMark {
  key: number;
  response: string | null;
  auto_correct: boolean;
  override: boolean | null;
  confidence: number;
  reason: string;
}

/** One question as laid out for a student: its key and its options in the order they see them. */
export interface LayoutItem {
  key: number;
  options: string[];
}
