import { REVIEW_FORECAST_DAYS, type ReviewStats } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { checkCollection } from './cards.service.js';
import { memoryOf } from './present.js';
import { cardsInScope, latestRatings, queueCounts, reviewsSince } from './review.repository.js';
import { retentionNow, retrievability } from './scheduler.js';

const DAY = 86_400_000;
/** Below this recall probability a week from now, a card counts as "will be forgotten this week". */
export const FORGETTING_THRESHOLD = 0.8;
const FORGETTING_LIST_MAX = 20;
const CONCEPTS_MAX = 100;

const round = (value: number) => Math.round(value * 1000) / 1000;

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * Progress that looks forward: per concept the mean FSRS retrievability now (a card last answered
 * wrong counts as not remembered) and the next due date; `due_now` is the review queue's own count;
 * reviews due per day for the next 14 days (today includes everything overdue); and the reviewed cards
 * whose recall would fall below 80 % within a week without a review, least likely remembered first.
 */
export async function reviewStats(
  db: Db,
  userId: number,
  collectionId: number | undefined,
  now: Date,
): Promise<ReviewStats> {
  await checkCollection(db, userId, collectionId);
  const today = startOfUtcDay(now);
  const [rows, reviewsToday, ratings, counts] = await Promise.all([
    cardsInScope(db, userId, collectionId),
    reviewsSince(db, userId, today),
    latestRatings(db, userId),
    // The due count the review screen and the sidebar show: one source for the number.
    queueCounts(db, userId, collectionId, now),
  ]);
  const active = rows.filter((row) => !row.suspended);
  const inWeek = new Date(now.getTime() + 7 * DAY);

  const concepts = new Map<string, { cards: number; sum: number; reviewed: number; next: Date | null }>();
  const dueByDay = Array.from({ length: REVIEW_FORECAST_DAYS }, () => 0);
  const forgetting: ReviewStats['forgetting_this_week'] = [];
  let reviewed = 0;
  for (const row of active) {
    const memory = memoryOf(row);
    const lastRating = ratings.get(row.id);
    const retention = retentionNow(memory, now, lastRating);
    const day = Math.max(0, Math.floor((row.due.getTime() - today.getTime()) / DAY));
    if (day < REVIEW_FORECAST_DAYS) dueByDay[day] = (dueByDay[day] ?? 0) + 1;
    const name = row.concept || 'Other';
    const entry = concepts.get(name) ?? { cards: 0, sum: 0, reviewed: 0, next: null };
    entry.cards += 1;
    if (!entry.next || row.due < entry.next) entry.next = row.due;
    if (retention !== null) {
      reviewed += 1;
      entry.sum += retention;
      entry.reviewed += 1;
      // A card last answered wrong (Rating.Again) stays forgotten until it is recalled.
      const later = lastRating === 1 ? 0 : (retrievability(memory, inWeek) ?? 0);
      if (later < FORGETTING_THRESHOLD)
        forgetting.push({
          card: row.id,
          front: row.front,
          concept: row.concept,
          retention: round(retention),
          retention_in_week: round(later),
          due: row.due.toISOString(),
        });
    }
    concepts.set(name, entry);
  }
  const conceptList = [...concepts.entries()]
    .map(([concept, e]) => ({
      concept,
      cards: e.cards,
      retention: e.reviewed > 0 ? round(e.sum / e.reviewed) : null,
      next_due: e.next?.toISOString() ?? null,
    }))
    // Weakest remembered first; concepts never reviewed after them.
    .sort((a, b) => (a.retention ?? 2) - (b.retention ?? 2) || a.concept.localeCompare(b.concept))
    .slice(0, CONCEPTS_MAX);
  forgetting.sort((a, b) => a.retention_in_week - b.retention_in_week || a.card - b.card);
  return {
    total_cards: active.length,
    due_now: counts.due,
    reviewed_cards: reviewed,
    reviews_today: reviewsToday,
    concepts: conceptList,
    due_by_day: dueByDay.map((count, i) => ({
      date: new Date(today.getTime() + i * DAY).toISOString().slice(0, 10),
      count,
    })),
    forgetting_this_week: forgetting.slice(0, FORGETTING_LIST_MAX),
  };
}
