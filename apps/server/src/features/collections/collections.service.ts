import {
  SEARCH_RESULT_LIMIT,
  type Collection,
  type CollectionListItem,
  type CollectionPatchBody,
} from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors, type FieldErrors } from '../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import {
  MEMBER_KINDS,
  collectionMembers,
  countCollections,
  deleteCollection,
  findCollection,
  foreignMemberIds,
  insertCollection,
  listCollections,
  quizCount,
  searchCollections,
  updateCollection,
  type CollectionListRow,
  type CollectionRow,
  type MemberIds,
} from './collections.repository.js';

export function presentCollectionListItem(row: CollectionListRow): CollectionListItem {
  return { id: row.id, name: row.name, quiz_count: row.quizCount, created_at: row.createdAt.toISOString() };
}

async function presentCollection(db: Db, row: CollectionRow): Promise<Collection> {
  const [members, quizzes] = await Promise.all([collectionMembers(db, row.id), quizCount(db, row.id)]);
  return {
    id: row.id,
    name: row.name,
    user: row.userId,
    raw_texts: members.raw_texts.map((member) => member.id),
    study_notes: members.study_notes.map((member) => member.id),
    diagrams: members.diagrams.map((member) => member.id),
    members,
    quiz_count: quizzes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The member lists of a body, de-duplicated, after checking every id is the caller's own item of
 * that kind: any other id (another user's or nonexistent) is a 400 naming the field, DRF style.
 */
async function checkedMembers(db: Db, userId: number, body: CollectionPatchBody): Promise<MemberIds> {
  const members: MemberIds = {};
  const problems: FieldErrors = {};
  for (const kind of MEMBER_KINDS) {
    const ids = body[kind];
    if (ids === undefined) continue;
    const unique = [...new Set(ids)];
    const foreign = await foreignMemberIds(db, userId, kind, unique);
    if (foreign.length > 0)
      problems[kind] = foreign.map((id) => `Invalid pk "${id}" - object does not exist.`);
    members[kind] = unique;
  }
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
  return members;
}

export async function createCollection(
  db: Db,
  userId: number,
  body: CollectionPatchBody & { name: string },
): Promise<Collection> {
  const members = await checkedMembers(db, userId, body);
  return presentCollection(db, await insertCollection(db, userId, body.name, members));
}

export async function listOwnCollections(
  db: Db,
  userId: number,
  page: PageRequest,
): Promise<Page<CollectionListItem>> {
  return countedPage(
    page,
    () => countCollections(db, userId),
    async (limit, offset) =>
      (await listCollections(db, userId, limit, offset)).map(presentCollectionListItem),
  );
}

export async function getCollection(db: Db, userId: number, id: number): Promise<Collection> {
  const row = await findCollection(db, userId, id);
  if (!row) throw errors.notFound();
  return presentCollection(db, row);
}

/** PATCH and PUT: member lists that are sent replace the old ones; the others stay. */
export async function changeCollection(
  db: Db,
  userId: number,
  id: number,
  body: CollectionPatchBody,
): Promise<Collection> {
  if (!(await findCollection(db, userId, id))) throw errors.notFound();
  const members = await checkedMembers(db, userId, body);
  const row = await updateCollection(db, userId, id, { name: body.name }, members);
  if (!row) throw errors.notFound();
  return presentCollection(db, row);
}

export async function removeCollection(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteCollection(db, userId, id))) throw errors.notFound();
}

export async function searchOwnCollections(
  db: Db,
  userId: number,
  text: string,
): Promise<CollectionListItem[]> {
  return (await searchCollections(db, userId, text, SEARCH_RESULT_LIMIT)).map(presentCollectionListItem);
}
