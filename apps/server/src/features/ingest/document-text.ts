import path from 'node:path';
import { docxEquationsAsLatex } from '@quizwise/documents';
import mammoth from 'mammoth';
import { documentHtmlToMarkdown } from './html-to-markdown.js';
import { removeSoftHyphens } from './hyphenation.js';
import { fail, ok, type Result } from './result.js';
import { checkZipSizes } from './zip-guard.js';

export const DOCUMENT_FAILURE_REASONS = [
  'unsupported_type',
  'document_invalid',
  'document_too_large',
  'document_empty',
] as const;
export type DocumentFailureReason = (typeof DOCUMENT_FAILURE_REASONS)[number];

export type DocumentText = { name: string; pages: 1; text: string };

/** Inflated DOCX contents allowed (text, styles, embedded media); generous for any real document. */
const DOCX_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAMMOTH_OPTIONS = {
  // Images are not text; mammoth would otherwise inline each one as a base64 data URL.
  convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
};
// Symbol and Wingdings bullets typed or pasted as text land in the Private Use Area (U+F0B7 is Symbol's •);
// without the font they show as empty boxes. One opening a paragraph is a hand-made list item's bullet.
const PRIVATE_USE_BULLET_OPENING = /^[ \t]*[\ue000-\uf8ff][ \t]+/gm;
// Elsewhere only the usual bullet shapes go: other codes of these fonts are letters (Symbol's Greek).
const PRIVATE_USE_BULLET = /[ \t]?[\uf0a7\uf0a8\uf0b7\uf0d8\uf0fc]/g;

/**
 * Extracts the text of an uploaded .docx (as markdown through mammoth's HTML: paragraphs separated by blank
 * lines, headings, numbered and bulleted lists, tables), .txt or .md (UTF-8). The extension picks the
 * reader, the content must agree: a .docx must be a zip that is not a zip bomb, text files must be valid
 * UTF-8 without binary control bytes. `name` is the file name without its extension, to title the raw
 * text.
 */
export async function extractDocumentText(
  buffer: Buffer,
  filename: string,
): Promise<Result<DocumentText, DocumentFailureReason>> {
  const extension = path.extname(filename).toLowerCase();
  const name = path.basename(filename, path.extname(filename)).trim() || 'Untitled';
  let text: string;
  switch (extension) {
    case '.docx': {
      if (!buffer.subarray(0, 4).equals(ZIP_MAGIC)) return invalidDocx();
      const sizes = checkZipSizes(buffer, DOCX_MAX_UNCOMPRESSED_BYTES);
      if (sizes === 'invalid') return invalidDocx();
      if (sizes === 'too_large') {
        return fail(
          'document_too_large',
          'This document is too large to read once unpacked. Split it into smaller files.',
        );
      }
      let html: string;
      try {
        // mammoth skips Word equations: they go in as LaTeX text first (`$…$`, `$$…$$`).
        const withFormulas = await docxEquationsAsLatex(buffer);
        html = (await mammoth.convertToHtml({ buffer: withFormulas }, MAMMOTH_OPTIONS)).value;
      } catch {
        // mammoth throws for zips that are not Word documents (no word/document.xml) and for broken XML.
        return invalidDocx();
      }
      text = docxText(html);
      break;
    }
    case '.txt':
    case '.md': {
      const decoded = decodeUtf8Text(buffer);
      if (decoded === undefined) {
        return fail(
          'document_invalid',
          'This file is not plain UTF-8 text. Save it as UTF-8 text and upload it again.',
        );
      }
      text = decoded;
      break;
    }
    default:
      return fail(
        'unsupported_type',
        'This kind of file is not supported. Upload a .docx, .txt or .md file (or a PDF).',
      );
  }
  text = normaliseText(text);
  if (text === '') return fail('document_empty', 'This document has no text to read.');
  return ok({ name, pages: 1, text });
}

/** A Word document's text as markdown, symbol-font bullets made list markers or dropped, soft hyphens dropped. */
function docxText(html: string): string {
  return removeSoftHyphens(documentHtmlToMarkdown(html))
    .replace(PRIVATE_USE_BULLET_OPENING, '- ')
    .replace(PRIVATE_USE_BULLET, '');
}

function invalidDocx() {
  return fail(
    'document_invalid' as const,
    'This file is not a readable Word (.docx) document. It may be damaged or another kind of file.',
  );
}

const FATAL_DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeUtf8Text(buffer: Buffer): string | undefined {
  let text: string;
  try {
    text = FATAL_DECODER.decode(buffer);
  } catch {
    return undefined;
  }
  // NUL and other C0 controls (but tab, newlines, form feed) do not occur in text files; they mean binary.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return /[\u0000-\u0008\u000b\u000e-\u001f]/.test(text) ? undefined : text;
}

function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
