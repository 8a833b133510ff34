import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  State,
  type Card,
  type Grade,
  type ReviewLog,
} from 'ts-fsrs';
import { REVIEW_CARD_STATES, type ReviewRating } from '@quizwise/contract';

/**
 * The one FSRS scheduler (ts-fsrs, default parameters, 90 % target retention). Fuzz is off so the same
 * history always gives the same due date: tests and the intervals shown on the buttons agree with what
 * grading then stores.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/** The FSRS memory columns of a card row. */
export interface MemoryState {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

const RATINGS: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function toCard(memory: MemoryState): Card {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state as State,
    ...(memory.lastReview ? { last_review: memory.lastReview } : {}),
  };
}

function fromCard(card: Card): MemoryState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** The memory of a card never reviewed: due at once. */
export function newMemory(now: Date): MemoryState {
  return fromCard(createEmptyCard(now));
}

export interface Reviewed {
  memory: MemoryState;
  /** What ts-fsrs logs: the state before the review and the review time. */
  log: ReviewLog;
}

/** Schedules one review of a card at `now` with the given rating. */
export function review(memory: MemoryState, rating: ReviewRating, now: Date): Reviewed {
  const { card, log } = scheduler.next(toCard(memory), now, RATINGS[rating]);
  return { memory: fromCard(card), log };
}

/** When the card would be due after each rating: the labels on the Again / Hard / Good / Easy buttons. */
export function previewDue(memory: MemoryState, now: Date): Record<ReviewRating, Date> {
  const preview = scheduler.repeat(toCard(memory), now);
  return {
    again: preview[Rating.Again].card.due,
    hard: preview[Rating.Hard].card.due,
    good: preview[Rating.Good].card.due,
    easy: preview[Rating.Easy].card.due,
  };
}

/**
 * FSRS retrievability (probability of recall) at `at`, on FSRS's own forgetting curve for the card's
 * stability, with the time since the last review in fractional days: ts-fsrs's `get_retrievability`
 * counts whole calendar days, so every card reviewed today, even one just failed, read 100 %. Null for
 * a card never reviewed.
 */
export function retrievability(memory: MemoryState, at: Date): number | null {
  if (memory.state === State.New || !memory.lastReview) return null;
  if (!(memory.stability > 0)) return 0;
  const days = Math.max(0, (at.getTime() - memory.lastReview.getTime()) / 86_400_000);
  return scheduler.forgetting_curve(days, memory.stability);
}

/**
 * Retention to show for a card: FSRS's retrievability, except that a card whose latest answer was
 * wrong ("again") has not been recalled since and counts as not remembered (0) until it is.
 */
export function retentionNow(memory: MemoryState, at: Date, lastRating: number | undefined): number | null {
  const r = retrievability(memory, at);
  if (r === null) return null;
  return lastRating === Rating.Again ? 0 : r;
}

export function stateName(state: number): (typeof REVIEW_CARD_STATES)[number] {
  return REVIEW_CARD_STATES[state] ?? 'new';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait in short words, as on the rating buttons: "1 min", "10 min", "3 h", "4 days", "2 mo", "1.5 yr". */
export function intervalLabel(from: Date, to: Date): string {
  const ms = Math.max(0, to.getTime() - from.getTime());
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < DAY) return `${Math.round(ms / HOUR)} h`;
  const days = Math.round(ms / DAY);
  if (days < 31) return days === 1 ? '1 day' : `${days} days`;
  if (days < 365) return `${Math.round(days / 30)} mo`;
  return `${Math.round((days / 365) * 10) / 10} yr`;
}
