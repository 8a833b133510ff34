import type { ReviewCard, ReviewCardCreateBody, ReviewCardPatchBody } from '@quizwise/contract';
import { findCollection } from '../collections/collections.repository.js';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import { presentCard } from './present.js';
import {
  countCards,
  deleteCard,
  findCard,
  insertCard,
  listCards,
  sourceNames,
  updateCard,
  type CardFilter,
  type CardRow,
} from './review.repository.js';
import { newMemory } from './scheduler.js';

async function presentOne(db: Db, userId: number, row: CardRow, now: Date): Promise<ReviewCard> {
  return presentCard(row, await sourceNames(db, userId, [row]), now);
}

/** A collection named in a query: another user's (or none) is a 404, as for any object not theirs. */
export async function checkCollection(
  db: Db,
  userId: number,
  collectionId: number | undefined,
): Promise<void> {
  if (collectionId !== undefined && !(await findCollection(db, userId, collectionId)))
    throw errors.notFound();
}

/** The caller's cards, newest first, filtered by collection, source or suspension. */
export async function listOwnCards(
  db: Db,
  userId: number,
  filter: CardFilter,
  page: PageRequest,
  now: Date,
): Promise<Page<ReviewCard>> {
  await checkCollection(db, userId, filter.collectionId);
  return countedPage(
    page,
    () => countCards(db, userId, filter),
    async (limit, offset) => {
      const rows = await listCards(db, userId, filter, limit, offset);
      const names = await sourceNames(db, userId, rows);
      return rows.map((row) => presentCard(row, names, now));
    },
  );
}

export async function getCard(db: Db, userId: number, id: number, now: Date): Promise<ReviewCard> {
  const row = await findCard(db, userId, id);
  if (!row) throw errors.notFound();
  return presentOne(db, userId, row, now);
}

/** A card the user writes: due at once; filed under one of their collections if they name it. */
export async function createOwnCard(
  db: Db,
  userId: number,
  body: ReviewCardCreateBody,
  now: Date,
): Promise<ReviewCard> {
  if (body.collection !== undefined && !(await findCollection(db, userId, body.collection)))
    throw errors.field('collection', `Invalid pk "${body.collection}" - object does not exist.`);
  const row = await insertCard(db, {
    userId,
    sourceKind: 'own',
    sourceId: null,
    sourceKey: null,
    collectionId: body.collection ?? null,
    kind: 'own',
    front: body.front,
    back: body.back,
    concept: body.concept ?? '',
    passage: '',
    userCreated: true,
    ...newMemory(now),
    createdAt: now,
    updatedAt: now,
  });
  return presentOne(db, userId, row, now);
}

/**
 * Edits and/or suspends a card. Changing its text marks it edited, so a rebuild never overwrites it;
 * suspending alone does not.
 */
export async function changeCard(
  db: Db,
  userId: number,
  id: number,
  body: ReviewCardPatchBody,
  now: Date,
): Promise<ReviewCard> {
  const current = await findCard(db, userId, id);
  if (!current) throw errors.notFound();
  const textChanged =
    (body.front !== undefined && body.front !== current.front) ||
    (body.back !== undefined && body.back !== current.back) ||
    (body.concept !== undefined && body.concept !== current.concept);
  const row = await updateCard(
    db,
    userId,
    id,
    {
      ...(body.front !== undefined ? { front: body.front } : {}),
      ...(body.back !== undefined ? { back: body.back } : {}),
      ...(body.concept !== undefined ? { concept: body.concept } : {}),
      ...(body.suspended !== undefined ? { suspended: body.suspended } : {}),
      ...(textChanged ? { edited: true } : {}),
    },
    now,
  );
  if (!row) throw errors.notFound();
  return presentOne(db, userId, row, now);
}

export async function removeCard(db: Db, userId: number, id: number, now: Date): Promise<void> {
  if (!(await deleteCard(db, userId, id, now))) throw errors.notFound();
}
