import type { GenerateQuizBody } from '@quizwise/contract';
import type { Db } from '../../../db/client.js';
import { errors } from '../../../lib/errors.js';
import {
  loadCollectionMembers,
  loadDiagrams,
  loadRawTexts,
  loadStudyNotes,
  type MaterialDiagram,
} from './material.repository.js';

export interface Material {
  text: string;
  diagrams: MaterialDiagram[];
  collectionId: number | null;
}

function uniqueIds(ids: number[] | undefined): number[] {
  return [...new Set(ids ?? [])];
}

/**
 * Gathers the material for generation: pasted text and/or the caller's own raw texts, study notes,
 * diagrams and collection. Any id that is not the caller's is a 404, exactly as if it did not exist.
 */
export async function resolveMaterial(
  db: Db,
  userId: number,
  input: GenerateQuizBody['input_data'],
): Promise<Material> {
  if (typeof input === 'string') return { text: input, diagrams: [], collectionId: null };
  let rawTextIds = uniqueIds(input.raw_text_ids);
  let studyNoteIds = uniqueIds(input.study_note_ids);
  let diagramIds = uniqueIds(input.diagram_ids);
  let collectionId: number | null = null;
  if (input.collection_id !== undefined) {
    const members = await loadCollectionMembers(db, userId, input.collection_id);
    if (!members) throw errors.notFound();
    collectionId = input.collection_id;
    rawTextIds = [...new Set([...rawTextIds, ...members.rawTextIds])];
    studyNoteIds = [...new Set([...studyNoteIds, ...members.studyNoteIds])];
    diagramIds = [...new Set([...diagramIds, ...members.diagramIds])];
  }
  const [raw, notes, diagrams] = await Promise.all([
    loadRawTexts(db, userId, rawTextIds),
    loadStudyNotes(db, userId, studyNoteIds),
    loadDiagrams(db, userId, diagramIds),
  ]);
  if (
    raw.length !== rawTextIds.length ||
    notes.length !== studyNoteIds.length ||
    diagrams.length !== diagramIds.length
  ) {
    throw errors.notFound();
  }
  const text = [input.text ?? '', ...raw.map((doc) => doc.text), ...notes.map((doc) => doc.text)]
    .filter((part) => part.trim().length > 0)
    .join('\n\n');
  return { text, diagrams, collectionId };
}

/**
 * The full text of the caller's collections, newest first, for a follow-up quiz: questions alone can be
 * too thin to generate from. A collection that is gone is skipped.
 */
export async function collectionsText(db: Db, userId: number, collectionIds: number[]): Promise<string> {
  const parts: string[] = [];
  for (const collectionId of [...new Set(collectionIds)]) {
    const material = await resolveMaterial(db, userId, { collection_id: collectionId }).catch(() => null);
    if (material?.text) parts.push(material.text);
  }
  return parts.join('\n\n');
}

/**
 * The material the caller's generated quizzes were made from (kept when their drafts were saved), for a
 * follow-up quiz on their weak skills. A quiz written by hand has none; an item since deleted is skipped.
 */
export async function quizzesMaterialText(
  db: Db,
  userId: number,
  materials: (GenerateQuizBody['input_data'] | null)[],
): Promise<string> {
  const parts: string[] = [];
  for (const input of materials) {
    if (input === null) continue;
    const material = await resolveMaterial(db, userId, input).catch(() => null);
    if (material?.text && !parts.includes(material.text)) parts.push(material.text);
  }
  return parts.join('\n\n');
}
