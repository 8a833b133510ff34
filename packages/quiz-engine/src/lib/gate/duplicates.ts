import type { Question } from '@quizwise/contract';
import { contentWordsOf, flatText } from './evidence.js';

/** Share of content words two stems must share (of both together) to be the same question. */
const NEAR_SAME_STEM = 0.7;

function stemWords(q: Question): Set<string> {
  const stem =
    q.questionType === 'true_false' ? q.question.replace(/^\s*true or false\s*[:?-]?/i, '') : q.question;
  return new Set(contentWordsOf(stem));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * The questions already in one quiz, across all its sets: a new question is a duplicate when it asks
 * from the same evidence for the same key, or when its stem is nearly the same as another's.
 */
export class QuizLedger {
  private readonly keyed = new Set<string>();
  private readonly stems = new Map<string, Set<string>>();

  /** Whether the question repeats one already in the quiz. */
  repeats(q: Question): boolean {
    if (this.keyed.has(this.keyOf(q))) return true;
    const words = stemWords(q);
    return [...this.stems.values()].some((other) => jaccard(words, other) >= NEAR_SAME_STEM);
  }

  /** Adds the question unless it repeats one; says whether it was added. */
  add(q: Question): boolean {
    if (this.repeats(q)) return false;
    this.keyed.add(this.keyOf(q));
    this.stems.set(this.keyOf(q), stemWords(q));
    return true;
  }

  /** Takes a question out again (it is being rewritten or was dropped). */
  forget(q: Question): void {
    this.keyed.delete(this.keyOf(q));
    this.stems.delete(this.keyOf(q));
  }

  private keyOf(q: Question): string {
    // A true/false key is only "True"/"False": the statement is what it asks.
    const key = q.questionType === 'true_false' ? flatText(q.question) : flatText(q.answer);
    return `${flatText(q.source ?? '')}\u0000${key}`;
  }
}
