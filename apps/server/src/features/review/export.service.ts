import { writeReviewDeck, type ReviewDeckFormat, type WrittenFile } from '@quizwise/documents';
import type { Db } from '../../db/client.js';
import { findCollection } from '../collections/collections.repository.js';
import { errors } from '../../lib/errors.js';
import { cardsInScope, sourceNames } from './review.repository.js';

/** The cards of the library or one collection (suspended ones too) as an Anki package or CSV. */
export async function exportCards(
  db: Db,
  userId: number,
  collectionId: number | undefined,
  format: ReviewDeckFormat,
): Promise<WrittenFile> {
  let name = 'Quizwise review';
  if (collectionId !== undefined) {
    const collection = await findCollection(db, userId, collectionId);
    if (!collection) throw errors.notFound();
    name = collection.name;
  }
  const rows = await cardsInScope(db, userId, collectionId);
  const names = await sourceNames(db, userId, rows);
  return writeReviewDeck(
    {
      name,
      cards: rows.map((row) => ({
        id: row.id,
        front: row.front,
        back: row.back,
        concept: row.concept,
        source: row.sourceId === null ? '' : (names.get(`${row.sourceKind}:${row.sourceId}`) ?? ''),
      })),
    },
    format,
  );
}
