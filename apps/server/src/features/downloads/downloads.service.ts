import type { ImportQuizFormat, QuestionSet, StudyNoteDetail } from '@quizwise/contract';
import { buffer } from 'node:stream/consumers';
import {
  importQuiz,
  writeQuiz,
  writeRawText,
  writeStudyNote,
  type QuizDiagram,
  type QuizFormat,
  type SeparateBy,
  type StudyNoteDocument,
  type TextFormat,
  type WriteResult,
  type WrittenFile,
} from '@quizwise/documents';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import type { BlobStore } from '../diagrams/blob-store.js';
import { findDiagram } from '../diagrams/diagrams.repository.js';
import { getRawText } from '../raw-texts/raw-texts.service.js';
import { noteDetail } from '../study-notes/study-notes.service.js';
import { createQuiz } from '../quizzes/quizzes.service.js';

/** The written file, or a 400 on the format field when the format cannot hold this item. */
function fileOf(result: WriteResult, field = 'file_format'): WrittenFile {
  if (!result.ok) {
    throw errors.field(
      field,
      result.reason === 'no_supported_questions'
        ? 'This format cannot hold any of these question types.'
        : 'This format is not available for this item.',
    );
  }
  return result.value;
}

export async function rawTextFile(
  db: Db,
  userId: number,
  id: number,
  format: TextFormat,
): Promise<WrittenFile> {
  const rawText = await getRawText(db, userId, id);
  return fileOf(await writeRawText({ name: rawText.name, content: rawText.content }, format));
}

/** A study note as a document: catalogue subjects with their chosen topics, then the user's own topics. */
export function studyNoteDocument(note: StudyNoteDetail): StudyNoteDocument {
  const ownBySubject = new Map<string, { name: string; content: string }[]>();
  for (const topic of note.user_generated_topics) {
    const key = topic.subject_info.trim() || 'My topics';
    ownBySubject.set(key, [...(ownBySubject.get(key) ?? []), { name: topic.name, content: topic.content }]);
  }
  return {
    name: note.name,
    subjects: [
      ...note.subjects.map((subject) => ({
        name: subject.system ? `${subject.name} (${subject.system})` : subject.name,
        detail: subject.detail,
        topics: subject.topics.map((topic) => ({ name: topic.name, content: topic.content ?? null })),
      })),
      ...[...ownBySubject].map(([name, topics]) => ({ name, detail: null, topics })),
    ],
  };
}

export async function studyNoteFile(
  db: Db,
  userId: number,
  id: number,
  format: TextFormat,
  separateBy: SeparateBy,
): Promise<WrittenFile> {
  const note = await noteDetail(db, userId, id);
  return fileOf(await writeStudyNote(studyNoteDocument(note), format, { separateBy }));
}

/** Only the PDF and DOCX writers print diagrams; other formats never read the images. */
const FORMATS_WITH_DIAGRAMS: ReadonlySet<QuizFormat> = new Set(['pdf', 'docx']);

/**
 * The caller's diagrams that the questions name (`diagram_id`), with their unlabelled image from the
 * blob store. Someone else's, deleted or imageless diagrams are left out: their questions print
 * without a figure, and nothing tells a stranger's diagram exists.
 */
export async function quizDiagrams(
  deps: { db: Db; blobs: BlobStore },
  userId: number,
  sets: QuestionSet[],
): Promise<Record<number, QuizDiagram>> {
  const ids = new Set(
    sets.flatMap((set) => set.questions.map((q) => q.diagram_id)).filter((id) => id !== undefined),
  );
  const diagrams: Record<number, QuizDiagram> = {};
  for (const id of ids) {
    const row = await findDiagram(deps.db, userId, id);
    const blob = row?.imageKey ? await deps.blobs.get(row.imageKey) : null;
    if (!row || !blob) continue;
    diagrams[id] = { name: row.name, image: await buffer(blob.stream), rectangles: row.rectanglesData };
  }
  return diagrams;
}

/**
 * Where a printed quiz puts its answers: `answers` when given, else the older `separate_q_from_a`
 * (true: key on its own page, false: under each question), else a student copy with none.
 */
export function printedAnswers(body: {
  answers?: 'student' | 'key_page' | 'inline' | undefined;
  separate_q_from_a?: boolean | undefined;
}): 'student' | 'key_page' | 'inline' {
  if (body.answers) return body.answers;
  if (body.separate_q_from_a === undefined) return 'student';
  return body.separate_q_from_a ? 'key_page' : 'inline';
}

/** A quiz as a file; PDF and DOCX carry the diagrams of its diagram-labelling questions. */
export async function quizFile(
  deps: { db: Db; blobs: BlobStore },
  userId: number,
  body: {
    name: string;
    answers?: 'student' | 'key_page' | 'inline' | undefined;
    separate_q_from_a?: boolean | undefined;
    combine_sets: boolean;
    show_headings: boolean;
    quizResults: QuestionSet[];
  },
  format: QuizFormat,
): Promise<WrittenFile> {
  const diagrams = FORMATS_WITH_DIAGRAMS.has(format)
    ? await quizDiagrams(deps, userId, body.quizResults)
    : {};
  return fileOf(
    await writeQuiz({ title: body.name || 'Quiz', question_sets: body.quizResults, diagrams }, format, {
      answers: printedAnswers(body),
      combineSets: body.combine_sets,
      showHeadings: body.show_headings,
    }),
  );
}

/** Reads a GIFT / Moodle XML / Aiken file into a new quiz; a malformed file is a 400 naming the line. */
export async function importQuizFile(
  db: Db,
  userId: number,
  body: { format: ImportQuizFormat; content: string; title?: string | undefined },
) {
  const result = importQuiz(body.content, body.format);
  if (!result.ok) throw errors.field('content', `Line ${result.line}: ${result.message}`);
  const total = result.value.question_sets.reduce((sum, set) => sum + set.questions.length, 0);
  if (total === 0)
    throw errors.validation({
      content: ['The file holds no questions Quizwise can use.', ...result.value.skipped],
    });
  const quiz = await createQuiz(db, userId, {
    title: body.title || result.value.title || 'Imported quiz',
    question_sets: result.value.question_sets,
    quiz_type: body.format,
  });
  return { ...quiz, skipped: result.value.skipped };
}
