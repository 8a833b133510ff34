import PDFDocument from 'pdfkit';
import { fontBuffers, type FontName } from './fonts.js';
import { drawText } from './text.js';

export const MARGIN = 56;
export const BODY_SIZE = 11;
export const INK = '#1f2328';
export const MUTED = '#57606a';
export const RULE = '#c8ccd1';

/** A4 pdfkit document with the embedded DejaVu fonts registered and pages kept for numbering. */
export function createPdf(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Creator: 'Quizwise', Producer: 'Quizwise' },
    displayTitle: true,
    lang: 'en',
  });
  for (const [name, buffer] of Object.entries(fontBuffers())) doc.registerFont(name, buffer);
  doc
    .font('Sans' satisfies FontName)
    .fontSize(BODY_SIZE)
    .fillColor(INK);
  return doc;
}

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottomLimit(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` still fits below the cursor (or could never fit on one page anyway). */
export function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  const pageRoom = bottomLimit(doc) - doc.page.margins.top;
  if (doc.y + height > bottomLimit(doc) && height <= pageRoom) doc.addPage();
}

/** Big title, optional subtitle, and a rule under them. */
export function titleBlock(doc: PDFKit.PDFDocument, title: string, subtitle?: string): void {
  doc.fontSize(22).fillColor(INK);
  drawText(doc, title, { font: 'Sans-Bold', width: contentWidth(doc) });
  if (subtitle) drawText(doc.moveDown(0.2).fontSize(10).fillColor(MUTED), subtitle, { font: 'Sans' });
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 14;
  doc.font('Sans').fontSize(BODY_SIZE).fillColor(INK);
}

/** Writes "Page n of m" in every footer, then ends the document and collects it into one Buffer. */
export function finishPdf(doc: PDFKit.PDFDocument, footer: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN / 2 - 6;
    const width = contentWidth(doc);
    doc.font('Sans').fontSize(8).fillColor(MUTED);
    drawText(doc, footer, { font: 'Sans', x: MARGIN, y, width: width / 2, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
