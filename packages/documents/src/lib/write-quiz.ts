import { displayFileName, safeFileName } from './file-name.js';
import { quizToCsv } from './quiz/csv.js';
import { quizToDocx } from './quiz/docx.js';
import {
  blooketSupports,
  kahootSupports,
  quizToBlooket,
  quizToKahoot,
  quizToQuizlet,
  quizletSupports,
} from './quiz/game-imports.js';
import { giftSupports, quizToGift } from './quiz/gift.js';
import { quizToMoodleXml } from './quiz/moodle-xml.js';
import { quizToPdf } from './quiz/pdf.js';
import { planQuiz, supportsEverything, type QuizPlan, type SupportCheck } from './quiz/plan.js';
import { qtiSupports, quizToQti } from './quiz/qti.js';
import { quizToMarkdown, quizToText } from './quiz/text.js';
import type { QuizAnswersLayout, QuizDocument, QuizFormat, QuizWriteOptions, WriteResult } from './types.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface QuizWriter {
  label: string;
  extension: string;
  /** Suffix before the extension, so a Kahoot sheet and a Quizlet sheet of one quiz differ. */
  suffix?: string;
  contentType: string;
  supports: SupportCheck;
  write: (plan: QuizPlan, options: Required<QuizWriteOptions>) => Promise<Buffer> | Buffer | string;
}

const WRITERS: Record<QuizFormat, QuizWriter> = {
  pdf: {
    label: 'PDF',
    extension: 'pdf',
    contentType: 'application/pdf',
    supports: supportsEverything,
    write: (p, o) => quizToPdf(p, o.answers !== 'inline', o.answers === 'key_page'),
  },
  docx: {
    label: 'DOCX',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    supports: supportsEverything,
    write: (p, o) => quizToDocx(p, o.answers !== 'inline', o.answers === 'key_page'),
  },
  txt: {
    label: 'Text',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    supports: supportsEverything,
    write: (p, o) => quizToText(p, o.answers !== 'inline', o.answers === 'key_page'),
  },
  md: {
    label: 'Markdown',
    extension: 'md',
    contentType: 'text/markdown; charset=utf-8',
    supports: supportsEverything,
    write: (p, o) => quizToMarkdown(p, o.answers !== 'inline', o.answers === 'key_page'),
  },
  csv: {
    label: 'CSV',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    supports: supportsEverything,
    write: (p) => quizToCsv(p),
  },
  gift: {
    label: 'GIFT',
    extension: 'txt',
    suffix: 'gift',
    contentType: 'text/plain; charset=utf-8',
    supports: giftSupports,
    write: (p) => quizToGift(p),
  },
  moodle_xml: {
    label: 'Moodle XML',
    extension: 'xml',
    contentType: 'application/xml; charset=utf-8',
    supports: giftSupports,
    write: (p) => quizToMoodleXml(p),
  },
  qti: {
    label: 'QTI',
    extension: 'zip',
    suffix: 'qti',
    contentType: 'application/zip',
    supports: qtiSupports,
    write: (p) => quizToQti(p),
  },
  kahoot: {
    label: 'Kahoot',
    extension: 'xlsx',
    suffix: 'kahoot',
    contentType: XLSX,
    supports: kahootSupports,
    write: (p) => quizToKahoot(p),
  },
  quizlet: {
    label: 'Quizlet',
    extension: 'xlsx',
    suffix: 'quizlet',
    contentType: XLSX,
    supports: quizletSupports,
    write: (p) => quizToQuizlet(p),
  },
  blooket: {
    label: 'Blooket',
    extension: 'csv',
    suffix: 'blooket',
    contentType: 'text/csv; charset=utf-8',
    supports: blooketSupports,
    write: (p) => quizToBlooket(p),
  },
};

/**
 * Writes a quiz in one of `QUIZ_FORMATS`. Questions the format cannot hold are left out with a note
 * in the file itself; when none fits, answers `{ok: false, reason: 'no_supported_questions'}`.
 * Options: `answers` (`student`: no answers; `key_page`: the key after all questions; `inline`, the
 * library's default: each answer under its question), `combineSets` (sets
 * printed as one list; numbers always run on across the quiz), `showHeadings` (a heading per question type, on by default).
 */
export async function writeQuiz(
  quiz: QuizDocument,
  format: QuizFormat,
  options: QuizWriteOptions = {},
): Promise<WriteResult> {
  const writer = WRITERS[format];
  if (!writer) return { ok: false, reason: 'unsupported_format' };
  const answers: QuizAnswersLayout =
    options.answers ?? (options.separateQuestionsFromAnswers ? 'key_page' : 'inline');
  const full: Required<QuizWriteOptions> = {
    answers,
    separateQuestionsFromAnswers: answers !== 'inline',
    combineSets: options.combineSets ?? false,
    showHeadings: options.showHeadings ?? true,
  };
  const plan = planQuiz(quiz, full, writer.supports, writer.label);
  if (plan.count === 0) return { ok: false, reason: 'no_supported_questions' };
  const written = await writer.write(plan, full);
  const body = typeof written === 'string' ? Buffer.from(written, 'utf8') : written;
  const extension = writer.extension;
  const base = writer.suffix ? `${plan.title} ${writer.suffix}` : plan.title;
  return {
    ok: true,
    value: {
      body,
      contentType: writer.contentType,
      extension,
      filename: safeFileName(base, extension),
      displayName: displayFileName(base, extension),
    },
  };
}
