import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, ValidationErrorBody } from '../lib/common.js';
import { CONTENT_MAX_LENGTH, NAME_MAX_LENGTH } from '../lib/limits.js';
import { QuestionSet } from './quiz-shapes.js';
import { Quiz } from './quizzes.js';

export const QUIZ_FILE_FORMATS = [
  'pdf',
  'docx',
  'txt',
  'md',
  'csv',
  'gift',
  'moodle_xml',
  'qti',
  'kahoot',
  'quizlet',
  'blooket',
] as const;

export const QUIZ_ANSWERS_LAYOUTS = ['student', 'key_page', 'inline'] as const;

export const QuizDownloadQuery = z.object({ file_format: z.enum(QUIZ_FILE_FORMATS) });

export const QuizDownloadBody = z.object({
  name: z.string().trim().max(NAME_MAX_LENGTH).default('Quiz'),
  /**
   * Where the answers go: `student` (the default: a student copy with none), `key_page` (a student
   * copy, then the answer key on its own page) or `inline` (each answer under its question).
   */
  answers: z.enum(QUIZ_ANSWERS_LAYOUTS).optional(),
  /** Older switch, used only without `answers`: true is `key_page`, false `inline`. */
  separate_q_from_a: z.boolean().optional(),
  combine_sets: z.boolean().default(false),
  show_headings: z.boolean().default(true),
  /** The question sets to print (the spec's name for them). */
  quizResults: z.array(QuestionSet).min(1, 'Add at least one question set.').max(20),
});

export const IMPORT_QUIZ_FORMATS = ['gift', 'moodle_xml', 'aiken'] as const;
export type ImportQuizFormat = (typeof IMPORT_QUIZ_FORMATS)[number];

export const QuizImportBody = z.object({
  format: z.enum(IMPORT_QUIZ_FORMATS),
  content: z.string().min(1, 'This field may not be blank.').max(CONTENT_MAX_LENGTH),
  title: z.string().trim().max(NAME_MAX_LENGTH).optional(),
});

export const QuizImportResponse = Quiz.extend({ skipped: z.array(z.string()) });

const errors = { 400: ValidationErrorBody, 403: ErrorDetail, 404: ErrorDetail } as const;

export const documentRoutes = {
  quizDownload: defineRoute({
    operationId: 'quizDownload',
    method: 'POST',
    path: '/api/download-quiz/',
    tag: 'Documents',
    summary:
      'Download question sets as PDF, DOCX, TXT, MD, CSV, GIFT, Moodle XML, QTI 2.1, or a Kahoot/Quizlet/Blooket sheet',
    access: 'user',
    query: QuizDownloadQuery,
    body: QuizDownloadBody,
    responses: { 200: null, ...errors },
    responseKind: 'blob',
  }),
  quizImport: defineRoute({
    operationId: 'quizImport',
    method: 'POST',
    path: '/api/import-quiz/',
    tag: 'Documents',
    summary: 'Import a GIFT, Moodle XML or Aiken file as a new quiz (400 names the line of a malformed file)',
    access: 'user',
    body: QuizImportBody,
    responses: { 201: QuizImportResponse, ...errors },
  }),
} as const;
