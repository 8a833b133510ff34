import { displayFileName, safeFileName } from '../file-name.js';
import type {
  RawTextDocument,
  StudyNoteDocument,
  StudyNoteWriteOptions,
  TextFormat,
  WriteResult,
} from '../types.js';
import { rawTextOutline, studyNoteOutline, type Outline } from './outline.js';
import { outlineToDocx, outlineToMarkdown, outlineToPdf, outlineToText } from './render.js';

const CONTENT_TYPES: Record<TextFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

async function write(outline: Outline, format: TextFormat): Promise<WriteResult> {
  let body: Buffer;
  switch (format) {
    case 'pdf':
      body = await outlineToPdf(outline);
      break;
    case 'docx':
      body = await outlineToDocx(outline);
      break;
    case 'txt':
      body = Buffer.from(outlineToText(outline), 'utf8');
      break;
    case 'md':
      body = Buffer.from(outlineToMarkdown(outline), 'utf8');
      break;
    default:
      return { ok: false, reason: 'unsupported_format' };
  }
  return {
    ok: true,
    value: {
      body,
      contentType: CONTENT_TYPES[format],
      extension: format,
      filename: safeFileName(outline.title, format),
      displayName: displayFileName(outline.title, format),
    },
  };
}

/**
 * Writes a raw text as PDF, DOCX, TXT or MD: the name as title, then the content, read as plain text
 * (every line break kept) unless `contentFormat` is 'markdown'.
 */
export function writeRawText(doc: RawTextDocument, format: TextFormat): Promise<WriteResult> {
  return write(rawTextOutline(doc), format);
}

/**
 * Writes a study note as PDF, DOCX, TXT or MD: subjects as Heading 1, topics as Heading 2, each
 * topic's markdown rendered beneath. `separateBy` 'subject' or 'topic' starts a new page (PDF, DOCX)
 * or a `---` / `* * *` section (MD, TXT) per group.
 */
export function writeStudyNote(
  note: StudyNoteDocument,
  format: TextFormat,
  options: StudyNoteWriteOptions = {},
): Promise<WriteResult> {
  return write(studyNoteOutline(note, options.separateBy ?? 'none'), format);
}
