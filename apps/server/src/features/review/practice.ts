import type { QuestionSet } from '@quizwise/contract';
import { questionCardKey, reviewCardsFromQuestions } from '@quizwise/quiz-engine';
import type { Db } from '../../db/client.js';
import { logEntry } from './queue.service.js';
import { cardsOfSources, insertCards, saveReview, type CardRow } from './review.repository.js';
import { memoryOf } from './present.js';
import { newMemory, review } from './scheduler.js';

/**
 * Quiz answers feed the same memory as the review screen: each practised question of a saved quiz gives
 * its card an FSRS review (right → good, wrong → again). A missed question without a card yet gets one,
 * so it comes back in review; a card the learner deleted stays deleted.
 */
export async function recordPracticeAnswers(
  db: Db,
  userId: number,
  quizId: number,
  sets: QuestionSet[],
  results: readonly { set_index: number; question_index: number; correct: boolean }[],
  now: Date,
): Promise<void> {
  const drafts = new Map(reviewCardsFromQuestions(sets).map((draft) => [draft.key, draft]));
  const byKey = async () =>
    new Map((await cardsOfSources(db, userId, 'quiz', [quizId])).map((row) => [row.sourceKey, row]));
  let cards = await byKey();
  const missing = results
    .filter((r) => !r.correct && !cards.has(questionCardKey(r.set_index, r.question_index)))
    .map((r) => drafts.get(questionCardKey(r.set_index, r.question_index)))
    .filter((draft) => draft !== undefined);
  if (missing.length > 0) {
    const memory = newMemory(now);
    await insertCards(
      db,
      missing.map((draft) => ({
        userId,
        sourceKind: 'quiz',
        sourceId: quizId,
        sourceKey: draft.key,
        kind: draft.kind,
        front: draft.front,
        back: draft.back,
        concept: draft.concept.slice(0, 200),
        passage: draft.passage,
        ...memory,
        createdAt: now,
        updatedAt: now,
      })),
    );
    cards = await byKey();
  }
  for (const result of results) {
    const card: CardRow | undefined = cards.get(questionCardKey(result.set_index, result.question_index));
    if (!card || card.deletedAt) continue;
    const reviewed = review(memoryOf(card), result.correct ? 'good' : 'again', now);
    await saveReview(db, userId, card.id, reviewed.memory, logEntry(reviewed), 'practice');
  }
}
