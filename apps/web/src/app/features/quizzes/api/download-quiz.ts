import type { QUIZ_ANSWERS_LAYOUTS, QUIZ_FILE_FORMATS, QuestionSet } from '@quizwise/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { fileNameFor, saveBlob } from '../../../lib/download.js';

export type QuizFileFormat = (typeof QUIZ_FILE_FORMATS)[number];
export type QuizAnswersLayout = (typeof QUIZ_ANSWERS_LAYOUTS)[number];

export interface DownloadOptions {
  format: QuizFileFormat;
  name: string;
  /** `student` (no answers), `key_page` (answer key on its own page) or `inline` (teacher's copy). */
  answers: QuizAnswersLayout;
  combineSets: boolean;
  showHeadings: boolean;
  questionSets: QuestionSet[];
}

/** Extensions for when the answer names no file (it always should). */
const FALLBACK_EXTENSIONS: Record<QuizFileFormat, string> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  md: 'md',
  csv: 'csv',
  gift: 'gift.txt',
  moodle_xml: 'xml',
  qti: 'zip',
  kahoot: 'xlsx',
  quizlet: 'txt',
  blooket: 'csv',
};

/** The file name from `Content-Disposition` (the UTF-8 form first), else `fallback`. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** Asks `POST /api/download-quiz/` for a file and saves it; resolves with the file name used. */
export function useDownloadQuiz() {
  const client = useClient();
  return useMutation({
    mutationFn: async (options: DownloadOptions) => {
      const response = await request(() =>
        client.documents.quizDownloadRaw({
          fileFormat: options.format,
          body: {
            name: options.name,
            answers: options.answers,
            combine_sets: options.combineSets,
            show_headings: options.showHeadings,
            quizResults: options.questionSets,
          },
        }),
      );
      const fileName = fileNameFrom(
        response.raw.headers.get('content-disposition'),
        fileNameFor(options.name, FALLBACK_EXTENSIONS[options.format]),
      );
      saveBlob(await response.value(), fileName);
      return fileName;
    },
  });
}
