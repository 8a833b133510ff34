import type {
  NewUserGeneratedTopic,
  StudyNote,
  StudyNoteCreateBody,
  StudyNoteDetail,
  StudyNotePatchBody,
} from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import {
  countNotes,
  deleteNote,
  existingSubjectIds,
  findNote,
  insertNote,
  insertUserTopics,
  listNotes,
  ownUserTopicIds,
  refsOfNotes,
  replaceLinks,
  searchNotes,
  subjectsByIds,
  topicSubjects,
  topicsByIds,
  touchNote,
  userTopicsByIds,
  type NoteRefs,
  type StudyNoteRow,
} from './study-notes.repository.js';

const unique = (ids: number[]) => [...new Set(ids)];

function missing(field: string, id: number) {
  return errors.field(field, `Invalid pk "${id}" - object does not exist.`);
}

/** Summary shape (ids only), as lists, search, create and update answer. */
export function presentNote(row: StudyNoteRow, refs: NoteRefs | undefined): StudyNote {
  return {
    id: row.id,
    name: row.name,
    user: row.userId,
    subjects: refs?.subjects ?? [],
    topics: refs?.topics ?? [],
    user_generated_topics: refs?.userTopics ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Summaries for a page of notes, with their ids fetched in one query per kind. */
export async function presentNotes(db: Db, rows: StudyNoteRow[]): Promise<StudyNote[]> {
  const refs = await refsOfNotes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentNote(row, refs.get(row.id)));
}

interface WantedRefs {
  subjects: number[];
  topics: number[];
  userTopics: number[];
}

/**
 * Checks the references a note is to hold: subjects exist, each topic belongs to one of the chosen
 * subjects, each user topic is the caller's own. Throws a 400 naming the first bad field.
 */
async function checkRefs(db: Db, userId: number, wanted: WantedRefs): Promise<void> {
  const subjectIds = await existingSubjectIds(db, wanted.subjects);
  const badSubject = wanted.subjects.find((id) => !subjectIds.has(id));
  if (badSubject !== undefined) throw missing('subjects', badSubject);
  const topicSubject = await topicSubjects(db, wanted.topics);
  const unknownTopic = wanted.topics.find((id) => !topicSubject.has(id));
  if (unknownTopic !== undefined) throw missing('topics', unknownTopic);
  const chosen = new Set(wanted.subjects);
  const strayTopic = wanted.topics.find((id) => !chosen.has(topicSubject.get(id) ?? -1));
  if (strayTopic !== undefined) {
    throw errors.field('topics', `Topic ${strayTopic} does not belong to any of the chosen subjects.`);
  }
  const own = await ownUserTopicIds(db, userId, wanted.userTopics);
  const foreign = wanted.userTopics.find((id) => !own.has(id));
  if (foreign !== undefined) throw missing('user_generated_topics', foreign);
}

/** Creates a note and its new user topics, and links everything, in one transaction. */
export async function createNote(db: Db, userId: number, body: StudyNoteCreateBody): Promise<StudyNote> {
  return db.transaction(async (tx) => {
    const wanted = {
      subjects: unique(body.subjects),
      topics: unique(body.topics),
      userTopics: unique(body.user_generated_topics),
    };
    await checkRefs(tx, userId, wanted);
    const note = await insertNote(tx, userId, body.name);
    const created = await insertUserTopics(tx, userId, body.new_user_generated_topics);
    const refs = { ...wanted, userTopics: [...wanted.userTopics, ...created] };
    await replaceLinks(tx, note.id, refs);
    return presentNote(note, sortRefs(refs));
  });
}

function sortRefs(refs: NoteRefs): NoteRefs {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  return {
    subjects: sorted(refs.subjects),
    topics: sorted(refs.topics),
    userTopics: sorted(refs.userTopics),
  };
}

/**
 * Updates a note in one transaction. PUT bodies arrive with every list present (omitted ones as
 * `[]`, by the contract's defaults), so they replace everything; PATCH leaves omitted fields alone. `user_generated_topics` lists the user topics to keep: the
 * others are detached (not deleted: they stay in the user's library); `new_user_generated_topics`
 * are created and attached. When PATCH changes `subjects` alone, topics of dropped subjects are
 * detached rather than refused.
 */
export async function updateNote(
  db: Db,
  userId: number,
  id: number,
  body: StudyNotePatchBody,
): Promise<StudyNote> {
  return db.transaction(async (tx) => {
    // Taking the row lock first serialises concurrent updates of one note.
    const note = await touchNote(tx, userId, id, body.name);
    if (!note) throw errors.notFound();
    const current = (await refsOfNotes(tx, [id])).get(id) ?? { subjects: [], topics: [], userTopics: [] };
    const subjects = body.subjects ? unique(body.subjects) : current.subjects;
    let topics: number[];
    if (body.topics) {
      topics = unique(body.topics);
    } else {
      const owner = await topicSubjects(tx, current.topics);
      const kept = new Set(subjects);
      topics = current.topics.filter((topicId) => kept.has(owner.get(topicId) ?? -1));
    }
    const userTopics = body.user_generated_topics ? unique(body.user_generated_topics) : current.userTopics;
    await checkRefs(tx, userId, { subjects, topics, userTopics });
    const newTopics: NewUserGeneratedTopic[] = body.new_user_generated_topics ?? [];
    const created = await insertUserTopics(tx, userId, newTopics);
    const refs = { subjects, topics, userTopics: [...userTopics, ...created] };
    await replaceLinks(tx, id, refs);
    return presentNote(note, sortRefs(refs));
  });
}

/** The detailed note: subjects with the topics chosen in this note, and the user topics in full. */
export async function noteDetail(db: Db, userId: number, id: number): Promise<StudyNoteDetail> {
  const note = await findNote(db, userId, id);
  if (!note) throw errors.notFound();
  const refs = (await refsOfNotes(db, [id])).get(id) ?? { subjects: [], topics: [], userTopics: [] };
  const [subjectRows, topicRows, userTopicRows] = await Promise.all([
    subjectsByIds(db, refs.subjects),
    topicsByIds(db, refs.topics),
    userTopicsByIds(db, refs.userTopics),
  ]);
  return {
    id: note.id,
    name: note.name,
    user: note.userId,
    subjects: subjectRows.map((s) => ({
      id: s.id,
      name: s.name,
      grade_level: s.gradeLevel,
      system: s.system,
      detail: s.detail,
      topics: topicRows
        .filter((t) => t.subjectId === s.id)
        .map((t) => ({ id: t.id, name: t.name, content: t.content })),
    })),
    user_generated_topics: userTopicRows.map((t) => ({
      id: t.id,
      name: t.name,
      subject_info: t.subjectInfo,
      content: t.content,
      topic_user: t.userId,
    })),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}

/** One page of the caller's notes, newest first. */
export async function listOwnNotes(db: Db, userId: number, page: PageRequest): Promise<Page<StudyNote>> {
  return countedPage(
    page,
    () => countNotes(db, userId),
    async (limit, offset) => presentNotes(db, await listNotes(db, userId, limit, offset)),
  );
}

export async function searchOwnNotes(db: Db, userId: number, query: string): Promise<StudyNote[]> {
  return presentNotes(db, await searchNotes(db, userId, query));
}

export async function removeNote(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteNote(db, userId, id))) throw errors.notFound();
}
