import {
  RAW_TEXT_SEARCH_DEFAULT_LIMIT,
  SEARCH_RESULT_LIMIT,
  type RawText,
  type RawTextPatchBody,
} from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { isoTime } from '../../lib/iso-time.js';
import { readLimit, type Page, type PageRequest } from '../../lib/pagination.js';
import {
  deleteRawText,
  findRawText,
  insertRawText,
  listRawTexts,
  searchRawTexts,
  updateRawText,
  type RawTextRow,
} from './raw-texts.repository.js';

/** The raw text as the API shows it. */
export function presentRawText(row: RawTextRow): RawText {
  return {
    id: row.id,
    name: row.name,
    user: row.userId,
    content: row.content,
    created_at: isoTime(row.createdAt),
    updated_at: isoTime(row.updatedAt),
  };
}

export async function createRawText(
  db: Db,
  userId: number,
  body: { name: string; content: string },
): Promise<RawText> {
  return presentRawText(await insertRawText(db, { userId, ...body }));
}

/** One page of the caller's texts, newest first, with their total. */
export async function listOwnRawTexts(db: Db, userId: number, page: PageRequest): Promise<Page<RawText>> {
  const { total, rows } = await listRawTexts(db, userId, page);
  return { total, results: rows.map(presentRawText) };
}

export async function getRawText(db: Db, userId: number, id: number): Promise<RawText> {
  const row = await findRawText(db, userId, id);
  if (!row) throw errors.notFound();
  return presentRawText(row);
}

/** PATCH and PUT both land here: the contract already required every field for PUT. */
export async function changeRawText(
  db: Db,
  userId: number,
  id: number,
  body: RawTextPatchBody,
): Promise<RawText> {
  const changes: { name?: string; content?: string } = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.content !== undefined) changes.content = body.content;
  const row = await updateRawText(db, userId, id, changes);
  if (!row) throw errors.notFound();
  return presentRawText(row);
}

export async function removeRawText(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteRawText(db, userId, id))) throw errors.notFound();
}

/** The caller's best matches: RAW_TEXT_SEARCH_DEFAULT_LIMIT of them, or `limit` up to SEARCH_RESULT_LIMIT. */
export async function searchOwnRawTexts(
  db: Db,
  userId: number,
  query: { query: string; limit?: string | undefined },
): Promise<RawText[]> {
  const limit = readLimit(query.limit, RAW_TEXT_SEARCH_DEFAULT_LIMIT, SEARCH_RESULT_LIMIT);
  return (await searchRawTexts(db, userId, query.query, limit)).map(presentRawText);
}
