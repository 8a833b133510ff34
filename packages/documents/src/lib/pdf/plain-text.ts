import { BODY_SIZE, INK } from './document.js';
import { drawRichText } from './rich-text.js';

const TAB_WIDTH = 4;
const LINE_GAP = 2;

/** Tabs expanded to the next multiple of four columns: a PDF font has no glyph for a tab. */
export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const char of line) out += char === '\t' ? ' '.repeat(TAB_WIDTH - (out.length % TAB_WIDTH)) : char;
  return out;
}

/**
 * Writes lines exactly as typed: one printed line per source line (long ones wrap inside `box`),
 * blank lines kept as blank lines, leading spaces kept as indentation, nothing read as markup.
 */
export function writePlainLines(
  doc: PDFKit.PDFDocument,
  lines: readonly string[],
  box: { x: number; width: number },
): void {
  doc.font('Sans').fontSize(BODY_SIZE).fillColor(INK);
  for (const line of lines) {
    const printed = expandTabs(line);
    if (printed.trim() === '') {
      // pdfkit draws nothing for an empty string; a blank line still takes a line's height.
      doc.y += doc.currentLineHeight(true) + LINE_GAP;
      continue;
    }
    // Formulas are typeset as in a quiz; text without one goes through `drawText` unchanged.
    drawRichText(doc, printed, { font: 'Sans', x: box.x, y: doc.y, width: box.width, lineGap: LINE_GAP });
  }
}
