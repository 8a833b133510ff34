import {
  REVIEW_QUEUE_DEFAULT,
  REVIEW_QUEUE_MAX,
  type ReviewDue,
  type ReviewGradeBody,
  type ReviewGradeResult,
  type ReviewRating,
} from '@quizwise/contract';
import { gradeResponse } from '@quizwise/quiz-engine';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { readLimit } from '../../lib/pagination.js';
import { checkCollection } from './cards.service.js';
import { memoryOf, presentCard, presentQueueCard } from './present.js';
import {
  dueCards,
  findCard,
  queueCounts,
  saveReview,
  sourceNames,
  type CardRow,
} from './review.repository.js';
import { intervalLabel, review, type Reviewed } from './scheduler.js';

/** The due queue of the library or one collection, oldest due first, with its counts. */
export async function dueQueue(
  db: Db,
  userId: number,
  query: { collection?: number | undefined; limit?: string | undefined },
  now: Date,
): Promise<ReviewDue> {
  await checkCollection(db, userId, query.collection);
  const limit = readLimit(query.limit, REVIEW_QUEUE_DEFAULT, REVIEW_QUEUE_MAX);
  const [counts, rows] = await Promise.all([
    queueCounts(db, userId, query.collection, now),
    dueCards(db, userId, query.collection, now, limit),
  ]);
  const names = await sourceNames(db, userId, rows);
  return {
    due_count: counts.due,
    new_count: counts.fresh,
    learning_count: counts.learning,
    review_count: counts.review,
    total_cards: counts.total,
    next_due: counts.nextDue?.toISOString() ?? null,
    cards: rows.map((row) => presentQueueCard(row, names, now)),
  };
}

/** ts-fsrs's review log as a row of `review_logs`. */
export function logEntry(reviewed: Reviewed) {
  const log = reviewed.log;
  return {
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review,
  };
}

type Verdict = 'right' | 'typo' | 'wrong';
const RATING_OF_VERDICT: Record<Verdict, ReviewRating> = { right: 'good', typo: 'hard', wrong: 'again' };

/** A typed answer checked with the engine's tolerant grader against the card's back. */
function gradeTyped(card: CardRow, answer: string): { verdict: Verdict; reason: string } {
  const grade = gradeResponse(
    { question: card.front, answer: card.back, options: [], questionType: 'short_answer' },
    answer,
  );
  if (!grade.correct) return { verdict: 'wrong', reason: grade.reason };
  return { verdict: grade.spelling ? 'typo' : 'right', reason: grade.reason };
}

/**
 * Grades one card and schedules it with FSRS: the learner's own rating, or a typed answer (right → good,
 * accepted with a typo → hard, wrong → again). Answers what was expected and when the card comes back.
 */
export async function gradeCard(
  db: Db,
  userId: number,
  id: number,
  body: ReviewGradeBody,
  now: Date,
): Promise<ReviewGradeResult> {
  const card = await findCard(db, userId, id);
  if (!card) throw errors.notFound();
  const typed = 'answer' in body ? gradeTyped(card, body.answer) : null;
  const rating = typed ? RATING_OF_VERDICT[typed.verdict] : (body as { rating: ReviewRating }).rating;
  const reviewed = review(memoryOf(card), rating, now);
  const saved = await saveReview(db, userId, card.id, reviewed.memory, logEntry(reviewed), 'review');
  if (!saved) throw errors.notFound();
  return {
    card: presentCard(saved, await sourceNames(db, userId, [saved]), now),
    rating,
    verdict: typed?.verdict ?? null,
    expected: card.back,
    reason: typed?.reason ?? null,
    next_due: saved.due.toISOString(),
    interval: intervalLabel(now, saved.due),
  };
}
