import {
  DOCUMENT_FORMATS,
  QUIZ_FILE_FORMATS,
  type Question,
  type QuestionSet,
  type Rectangle,
} from '@quizwise/contract';
import type { Readable } from 'node:stream';

export type { Question, QuestionSet };

/** Quiz formats the writers produce: the contract's download formats. */
export const QUIZ_FORMATS = QUIZ_FILE_FORMATS;
export type QuizFormat = (typeof QUIZ_FORMATS)[number];

/** Formats for raw texts and study notes: the contract's document formats. */
export const TEXT_FORMATS = DOCUMENT_FORMATS;
export type TextFormat = (typeof TEXT_FORMATS)[number];

export const SEPARATE_BY = ['none', 'subject', 'topic'] as const;
export type SeparateBy = (typeof SEPARATE_BY)[number];

/** Why a writer produced no file. */
export const WRITE_FAILURES = ['no_supported_questions', 'unsupported_format'] as const;
export type WriteFailure = (typeof WRITE_FAILURES)[number];

/** Why an import failed. */
export const IMPORT_FAILURES = ['malformed'] as const;
export type ImportFailure = (typeof IMPORT_FAILURES)[number];

/** The picture a diagram-labelling question is about, for the formats that print it (PDF, DOCX). */
export interface QuizDiagram {
  name: string;
  /** The unlabelled image as stored: PNG, JPEG or WebP (EXIF rotation is applied before drawing). */
  image: Buffer;
  /**
   * The diagram's boxes in image pixels, in their stored order. The labelled ones are numbered 1, 2, …
   * in that order — the "box N" the questions name — and drawn as numbered boxes covering the label.
   */
  rectangles: Rectangle[];
}

export interface QuizDocument {
  title: string;
  question_sets: QuestionSet[];
  /** Images for diagram-labelling questions, by their `diagram_id`; a missing one prints no figure. */
  diagrams?: Record<number, QuizDiagram>;
}

/**
 * Where a printed quiz shows its answers: `student` (a student copy: none at all, answer lines to
 * write on), `key_page` (a student copy, then the answer key on its own page) or `inline` (the
 * teacher's copy: each answer under its question).
 */
export type QuizAnswersLayout = 'student' | 'key_page' | 'inline';

export interface QuizWriteOptions {
  /** Where the answers go; wins over `separateQuestionsFromAnswers`. */
  answers?: QuizAnswersLayout;
  /** Older switch: true is `key_page`, false (the default) `inline`. */
  separateQuestionsFromAnswers?: boolean;
  /**
   * Print all sets as one list: sets of one type share a heading, and with headings off no "Part n"
   * separates them. Question numbers run on across the whole quiz either way.
   */
  combineSets?: boolean;
  /** Print a heading per question type. */
  showHeadings?: boolean;
}

export interface RawTextDocument {
  name: string;
  content: string;
  /** How to read `content`: 'plain' (default) keeps every line break; 'markdown' renders it. */
  contentFormat?: 'plain' | 'markdown';
}

export interface StudyNoteTopic {
  name: string;
  /** Markdown. */
  content?: string | null;
}

export interface StudyNoteSubject {
  name: string;
  /** Optional one-line description printed under the subject heading. */
  detail?: string | null;
  topics: StudyNoteTopic[];
}

export interface StudyNoteDocument {
  name: string;
  subjects: StudyNoteSubject[];
}

export interface StudyNoteWriteOptions {
  /** A new page (PDF, DOCX) or section (TXT, MD) per subject or per topic. */
  separateBy?: SeparateBy;
}

export interface WrittenFile {
  body: Buffer | Readable;
  contentType: string;
  extension: string;
  /** A safe ASCII slug of the name plus the extension: Content-Disposition's `filename=` fallback. */
  filename: string;
  /** The name in the user's own letters plus the extension, for `filename*=UTF-8''…` (RFC 6266). */
  displayName?: string;
}

export type Result<T, R extends string> = { ok: true; value: T } | { ok: false; reason: R };

export type WriteResult = Result<WrittenFile, WriteFailure>;

export interface ImportedQuiz extends QuizDocument {
  /** Questions the source held that Quizwise has no type for (e.g. GIFT matching), one note each. */
  skipped: string[];
}

export type ImportResult =
  { ok: true; value: ImportedQuiz } | { ok: false; reason: ImportFailure; line: number; message: string };
