import type { ReviewCard, ReviewCardKind, ReviewQueueCard } from '@quizwise/contract';
import type { CardRow, SourceKind } from './review.repository.js';
import { intervalLabel, previewDue, retrievability, stateName, type MemoryState } from './scheduler.js';

export function memoryOf(row: CardRow): MemoryState {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview,
  };
}

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

/** A card as it leaves the server; `names` holds the source names (`kind:id`) still present. */
export function presentCard(row: CardRow, names: Map<string, string>, now: Date): ReviewCard {
  const retention = retrievability(memoryOf(row), now);
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    kind: row.kind as ReviewCardKind,
    concept: row.concept,
    source: {
      kind: row.sourceKind as SourceKind,
      id: row.sourceId,
      name: row.sourceId === null ? null : (names.get(`${row.sourceKind}:${row.sourceId}`) ?? null),
      passage: row.passage,
    },
    collection: row.collectionId,
    suspended: row.suspended,
    user_created: row.userCreated,
    edited: row.edited,
    state: stateName(row.state),
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    stability: round(row.stability),
    difficulty: round(row.difficulty),
    last_review: row.lastReview?.toISOString() ?? null,
    retention: retention === null ? null : round(retention),
    created_at: row.createdAt.toISOString(),
  };
}

/** A due card with, for each rating, when it would come back: the labels of the rating buttons. */
export function presentQueueCard(row: CardRow, names: Map<string, string>, now: Date): ReviewQueueCard {
  const next = previewDue(memoryOf(row), now);
  const interval = (due: Date) => ({ due: due.toISOString(), label: intervalLabel(now, due) });
  return {
    ...presentCard(row, names, now),
    intervals: {
      again: interval(next.again),
      hard: interval(next.hard),
      good: interval(next.good),
      easy: interval(next.easy),
    },
  };
}
