import { unicodeMathToLatex } from '@quizwise/contract';
import { getResolvedPDFJS } from 'unpdf';
import { PDF_MAX_PAGES } from '@quizwise/contract';
import { fail, ok, TIMED_OUT, withTimeout, type Result } from './result.js';
import { joinHyphenatedLines } from './hyphenation.js';
import { textItemsToPageText, type PositionedText } from './pdf-reading-order.js';

export const PDF_FAILURE_REASONS = [
  'pdf_invalid',
  'pdf_encrypted',
  'pdf_no_text',
  'pdf_too_many_pages',
  'timeout',
] as const;
export type PdfFailureReason = (typeof PDF_FAILURE_REASONS)[number];

export type PdfText = { pages: number; text: string };

export type ExtractPdfOptions = {
  /** More pages than this is refused before any text is read. */
  maxPages?: number;
  /** Whole-document budget; parsing stops and the document is destroyed when it runs out. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 30_000;
// The PDF header may legally sit anywhere in the first 1024 bytes (some generators prepend junk).
const HEADER_SEARCH_BYTES = 1024;

/**
 * Extracts the text of a PDF in reading order (items grouped into lines top to bottom, left to right,
 * columns one after the other; words split by a line-end hyphen joined, soft hyphens dropped; pages
 * separated by a blank line). Refuses files that are not PDFs, encrypted PDFs, PDFs over `maxPages` and
 * PDFs with no text layer (scans), each with a message for the user; stops after `timeoutMs`. Parsing
 * runs on this thread (pdf.js "fake worker"), so the timeout is checked between pages rather than
 * pre-emptively inside one.
 */
export async function extractPdfText(
  buffer: Uint8Array,
  options: ExtractPdfOptions = {},
): Promise<Result<PdfText, PdfFailureReason>> {
  const maxPages = options.maxPages ?? PDF_MAX_PAGES;
  if (!hasPdfHeader(buffer)) return invalid();

  const { getDocument } = await getResolvedPDFJS();
  const task = getDocument({
    // pdf.js may detach the buffer it is given, so it gets its own copy.
    data: new Uint8Array(buffer),
    isEvalSupported: false,
    useSystemFonts: true,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    verbosity: 0,
  });

  let cancelled = false;
  const work = (async (): Promise<Result<PdfText, PdfFailureReason>> => {
    const pdf = await task.promise;
    if (pdf.numPages > maxPages) {
      return fail(
        'pdf_too_many_pages',
        `This PDF has ${pdf.numPages} pages; at most ${maxPages} pages can be read. Split it and upload the parts.`,
      );
    }
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages && !cancelled; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const m = multiply(viewport.transform, item.transform as number[]);
        items.push({ text: item.str, x: m[4], y: m[5], width: item.width, size: Math.hypot(m[2], m[3]) });
      }
      pages.push(joinHyphenatedLines(textItemsToPageText(items)));
      page.cleanup();
    }
    // Formulas whose glyphs came through as Unicode (x², √2, H₂O) are kept as LaTeX; others stay text.
    const text = unicodeMathToLatex(
      pages
        .filter((page) => page !== '')
        .join('\n\n')
        .trim(),
    );
    if (text === '') {
      return fail(
        'pdf_no_text',
        'This PDF has no selectable text (it looks like a scan). Upload the pages as images instead: images are read with OCR.',
      );
    }
    return ok({ pages: pdf.numPages, text });
  })();

  try {
    const outcome = await withTimeout(work, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, () => {
      cancelled = true;
      void task.destroy();
    });
    if (outcome === TIMED_OUT) {
      return fail('timeout', 'Reading this PDF took too long. Try a smaller file or split it into parts.');
    }
    return outcome;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      return fail(
        'pdf_encrypted',
        'This PDF is password-protected. Remove the password and upload it again.',
      );
    }
    if (error instanceof Error && /PDF|XRef|stream|FormatError/i.test(`${error.name} ${error.message}`)) {
      return invalid();
    }
    throw error;
  } finally {
    await task.destroy();
  }
}

function invalid() {
  return fail(
    'pdf_invalid' as const,
    'This file is not a readable PDF. It may be damaged or another kind of file.',
  );
}

function hasPdfHeader(buffer: Uint8Array): boolean {
  const head = Buffer.from(
    buffer.buffer,
    buffer.byteOffset,
    Math.min(buffer.byteLength, HEADER_SEARCH_BYTES),
  );
  return head.includes('%PDF-', 0, 'latin1');
}

type Matrix = [number, number, number, number, number, number];

function multiply(a: number[], b: number[]): Matrix {
  const [a0 = 1, a1 = 0, a2 = 0, a3 = 1, a4 = 0, a5 = 0] = a;
  const [b0 = 1, b1 = 0, b2 = 0, b3 = 1, b4 = 0, b5 = 0] = b;
  return [
    a0 * b0 + a2 * b1,
    a1 * b0 + a3 * b1,
    a0 * b2 + a2 * b3,
    a1 * b2 + a3 * b3,
    a0 * b4 + a2 * b5 + a4,
    a1 * b4 + a3 * b5 + a5,
  ];
}

const PDFJS_BASE = import.meta.resolve('pdfjs-dist/package.json');
const STANDARD_FONT_DATA_URL = new URL('./standard_fonts/', PDFJS_BASE).href;
const CMAP_URL = new URL('./cmaps/', PDFJS_BASE).href;
