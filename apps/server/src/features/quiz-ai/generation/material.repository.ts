import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  collectionDiagrams,
  collectionRawTexts,
  collectionStudyNotes,
  collections,
  diagrams,
  rawTexts,
  studyNoteTopics,
  studyNoteUserTopics,
  studyNotes,
  topics,
  userGeneratedTopics,
} from '../../../db/schema/index.js';
import type { StoredRectangle } from '../../../db/schema/diagrams.js';

export interface MaterialDocument {
  kind: 'raw_text' | 'study_note';
  id: number;
  title: string;
  text: string;
}

export interface MaterialDiagram {
  id: number;
  name: string;
  rectangles: StoredRectangle[];
}

/** The caller's raw texts among `ids` (others' and missing ids are simply absent). */
export async function loadRawTexts(db: Db, userId: number, ids: number[]): Promise<MaterialDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: rawTexts.id, name: rawTexts.name, content: rawTexts.content })
    .from(rawTexts)
    .where(and(eq(rawTexts.userId, userId), inArray(rawTexts.id, ids)));
  return rows.map((row) => ({ kind: 'raw_text', id: row.id, title: row.name, text: row.content }));
}

/** The caller's study notes among `ids`, each as markdown of its catalogue and own topics. */
export async function loadStudyNotes(db: Db, userId: number, ids: number[]): Promise<MaterialDocument[]> {
  if (ids.length === 0) return [];
  const notes = await db
    .select({ id: studyNotes.id, name: studyNotes.name })
    .from(studyNotes)
    .where(and(eq(studyNotes.userId, userId), inArray(studyNotes.id, ids)));
  if (notes.length === 0) return [];
  const noteIds = notes.map((note) => note.id);
  const [catalogueTopics, ownTopics] = await Promise.all([
    db
      .select({ noteId: studyNoteTopics.studyNoteId, name: topics.name, content: topics.content })
      .from(studyNoteTopics)
      .innerJoin(topics, eq(topics.id, studyNoteTopics.topicId))
      .where(inArray(studyNoteTopics.studyNoteId, noteIds)),
    db
      .select({
        noteId: studyNoteUserTopics.studyNoteId,
        name: userGeneratedTopics.name,
        content: userGeneratedTopics.content,
      })
      .from(studyNoteUserTopics)
      .innerJoin(userGeneratedTopics, eq(userGeneratedTopics.id, studyNoteUserTopics.userGeneratedTopicId))
      .where(inArray(studyNoteUserTopics.studyNoteId, noteIds)),
  ]);
  return notes.map((note) => {
    const sections = [...catalogueTopics, ...ownTopics]
      .filter((topic) => topic.noteId === note.id && topic.content)
      .map((topic) => `## ${topic.name}\n\n${topic.content}`);
    return { kind: 'study_note', id: note.id, title: note.name, text: sections.join('\n\n') };
  });
}

export async function loadDiagrams(db: Db, userId: number, ids: number[]): Promise<MaterialDiagram[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: diagrams.id, name: diagrams.name, rectangles: diagrams.rectanglesData })
    .from(diagrams)
    .where(and(eq(diagrams.userId, userId), inArray(diagrams.id, ids)));
  return rows;
}

/** Member ids of the caller's collection, or null when it is not theirs. */
export async function loadCollectionMembers(
  db: Db,
  userId: number,
  collectionId: number,
): Promise<{ rawTextIds: number[]; studyNoteIds: number[]; diagramIds: number[] } | null> {
  const owned = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.userId, userId)))
    .limit(1);
  if (!owned[0]) return null;
  const [raw, notes, diagramRows] = await Promise.all([
    db
      .select({ id: collectionRawTexts.rawTextId })
      .from(collectionRawTexts)
      .where(eq(collectionRawTexts.collectionId, collectionId)),
    db
      .select({ id: collectionStudyNotes.studyNoteId })
      .from(collectionStudyNotes)
      .where(eq(collectionStudyNotes.collectionId, collectionId)),
    db
      .select({ id: collectionDiagrams.diagramId })
      .from(collectionDiagrams)
      .where(eq(collectionDiagrams.collectionId, collectionId)),
  ]);
  return {
    rawTextIds: raw.map((r) => r.id),
    studyNoteIds: notes.map((r) => r.id),
    diagramIds: diagramRows.map((r) => r.id),
  };
}
