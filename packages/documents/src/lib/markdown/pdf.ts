import { hasFormula } from '@quizwise/contract';
import {
  BODY_SIZE,
  INK,
  MARGIN,
  MUTED,
  RULE,
  bottomLimit,
  contentWidth,
  keepTogether,
} from '../pdf/document.js';
import type { FontName } from '../pdf/fonts.js';
import { drawRichText, firstLineDrop, richTextHeight } from '../pdf/rich-text.js';
import { drawText } from '../pdf/text.js';
import { inlineRuns, inlineText, type Run, type Token, type Tokens } from './tokens.js';

const HEADING_SIZES = [20, 16, 13.5, 12, 11, 11];
const LINE_GAP = 2;
const LIST_INDENT = 18;
const LINK = '#0b5cad';

interface Box {
  x: number;
  width: number;
}

function fontFor(run: Run, base: { bold?: boolean } = {}): FontName {
  if (run.code) return 'Mono';
  const bold = run.bold || base.bold;
  if (bold && run.italic) return 'Sans-BoldOblique';
  if (bold) return 'Sans-Bold';
  if (run.italic) return 'Sans-Oblique';
  return 'Sans';
}

/** The runs as one text for `drawRichText`: a `$` in code is a dollar sign, never a formula's start. */
function richSource(runs: readonly Run[]): string {
  return runs.map((run) => (run.code ? run.text.replace(/\$/g, '\\$') : run.text)).join('');
}

/** Writes styled runs as one wrapped paragraph; pdfkit's `continued` keeps them on shared lines. */
export function writeRuns(
  doc: PDFKit.PDFDocument,
  runs: Run[],
  box: Box,
  options: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'center' } = {},
): void {
  const size = options.size ?? BODY_SIZE;
  const color = options.color ?? INK;
  const parts = runs.filter((r) => r.text.length > 0);
  if (parts.length === 0) return;
  const whole = richSource(parts);
  if (hasFormula(whole)) {
    // Typeset like a quiz's formulas (one layout for both); the paragraph's emphasis is not kept.
    doc.fontSize(size);
    drawRichText(doc, whole, {
      font: fontFor({ text: '' }, options),
      x: box.x,
      y: doc.y,
      width: box.width,
      lineGap: LINE_GAP,
      color,
    });
    doc.fillColor(INK);
    return;
  }
  parts.forEach((run, i) => {
    const last = i === parts.length - 1;
    doc.fontSize(run.code ? size * 0.92 : size).fillColor(run.link ? LINK : color);
    const textOptions = {
      font: fontFor(run, options),
      continued: !last,
      lineGap: LINE_GAP,
      underline: Boolean(run.link),
      strike: Boolean(run.strike),
      link: run.link ?? null,
      align: options.align ?? 'left',
    };
    if (i === 0) drawText(doc, run.text, { ...textOptions, x: box.x, y: doc.y, width: box.width });
    else drawText(doc, run.text, textOptions);
  });
  doc.fillColor(INK);
}

function runsHeight(doc: PDFKit.PDFDocument, runs: Run[], width: number, size: number, bold = false): number {
  // Measured in the body font: close enough to keep a heading with the first lines under it.
  doc.fontSize(size);
  const text = richSource(runs) || ' ';
  return richTextHeight(doc, text, { font: bold ? 'Sans-Bold' : 'Sans', width, lineGap: LINE_GAP });
}

function heading(doc: PDFKit.PDFDocument, token: Tokens.Heading, box: Box, shift: number): void {
  const size = HEADING_SIZES[Math.min(token.depth + shift, 6) - 1] ?? BODY_SIZE;
  const runs = inlineRuns(token.tokens);
  keepTogether(doc, runsHeight(doc, runs, box.width, size, true) + 50);
  doc.y += size * 0.5;
  writeRuns(doc, runs, box, { size, bold: true });
  doc.y += 4;
}

function code(doc: PDFKit.PDFDocument, token: Tokens.Code, box: Box): void {
  const pad = 6;
  const lines = token.text.split('\n');
  doc.font('Mono').fontSize(9.5);
  // Long blocks flow over pages a chunk at a time, each chunk on its own shaded box.
  let start = 0;
  while (start < lines.length) {
    let end = start;
    let height = 0;
    const room = bottomLimit(doc) - doc.y - 2 * pad;
    while (end < lines.length) {
      const h = doc.heightOfString(lines[end] || ' ', { width: box.width - 2 * pad });
      if (height + h > room && end > start) break;
      height += h;
      end += 1;
    }
    if (height > room && doc.y > doc.page.margins.top + 1) {
      doc.addPage();
      continue;
    }
    const top = doc.y;
    doc.rect(box.x, top, box.width, height + 2 * pad).fill('#f3f4f6');
    doc.fillColor(INK);
    drawText(doc, lines.slice(start, end).join('\n'), {
      font: 'Mono',
      x: box.x + pad,
      y: top + pad,
      width: box.width - 2 * pad,
    });
    doc.y = top + height + 2 * pad + 6;
    start = end;
  }
  doc.font('Sans').fontSize(BODY_SIZE);
}

function list(doc: PDFKit.PDFDocument, token: Tokens.List, box: Box, shift: number): void {
  const start = typeof token.start === 'number' ? token.start : 1;
  token.items.forEach((item, i) => {
    const marker = token.ordered ? `${start + i}.` : item.task ? (item.checked ? '☑' : '☐') : '•';
    keepTogether(doc, 30);
    const top = doc.y;
    doc.fontSize(BODY_SIZE).fillColor(INK);
    // A tall formula on the item's first line lowers its baseline: the marker moves down with it.
    const [first] = item.tokens;
    const drop =
      first && (first.type === 'text' || first.type === 'paragraph')
        ? firstLineDrop(doc, richSource(inlineRuns('tokens' in first ? first.tokens : undefined)), {
            font: 'Sans',
            width: box.width - LIST_INDENT,
            lineGap: LINE_GAP,
          })
        : 0;
    drawText(doc, marker, { font: 'Sans', x: box.x, y: top + drop, width: LIST_INDENT, lineBreak: false });
    doc.y = top;
    blocks(doc, item.tokens, { x: box.x + LIST_INDENT, width: box.width - LIST_INDENT }, shift, true);
  });
  doc.y += 4;
}

function table(doc: PDFKit.PDFDocument, token: Tokens.Table, box: Box): void {
  const columns = token.header.length;
  const width = box.width / columns;
  const pad = 4;
  const size = 9.5;
  const row = (cells: Tokens.TableCell[], header: boolean) => {
    const heights = cells.map((c) => runsHeight(doc, inlineRuns(c.tokens), width - 2 * pad, size, header));
    const height = Math.max(...heights) + 2 * pad;
    keepTogether(doc, height);
    const top = doc.y;
    if (header) doc.rect(box.x, top, box.width, height).fill('#eef1f4');
    cells.forEach((cell, i) => {
      doc.y = top + pad;
      const align = token.align[i] === 'center' ? 'center' : 'left';
      writeRuns(
        doc,
        inlineRuns(cell.tokens),
        { x: box.x + i * width + pad, width: width - 2 * pad },
        { size, bold: header, align },
      );
    });
    doc.lineWidth(0.5).strokeColor(RULE);
    for (let i = 0; i <= columns; i++)
      doc
        .moveTo(box.x + i * width, top)
        .lineTo(box.x + i * width, top + height)
        .stroke();
    doc
      .moveTo(box.x, top)
      .lineTo(box.x + box.width, top)
      .stroke();
    doc
      .moveTo(box.x, top + height)
      .lineTo(box.x + box.width, top + height)
      .stroke();
    doc.y = top + height;
  };
  row(token.header, true);
  for (const cells of token.rows) row(cells, false);
  doc.y += 8;
}

/** Renders markdown block tokens at the cursor; `shift` pushes headings down under the document's own. */
export function blocks(
  doc: PDFKit.PDFDocument,
  tokens: readonly Token[],
  box: Box,
  shift = 0,
  tight = false,
): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        heading(doc, token as Tokens.Heading, box, shift);
        break;
      case 'paragraph':
      case 'text': {
        const runs = inlineRuns(
          'tokens' in token && token.tokens
            ? token.tokens
            : [{ type: 'text', raw: token.raw, text: token.text } as Token],
        );
        writeRuns(doc, runs, box);
        doc.y += tight ? 2 : 7;
        break;
      }
      case 'list':
        list(doc, token as Tokens.List, box, shift);
        break;
      case 'code':
        code(doc, token as Tokens.Code, box);
        break;
      case 'blockquote': {
        const top = doc.y;
        const startPage = doc.bufferedPageRange().count;
        blocks(doc, (token as Tokens.Blockquote).tokens, { x: box.x + 14, width: box.width - 14 }, shift);
        if (doc.bufferedPageRange().count === startPage)
          doc
            .lineWidth(2.5)
            .strokeColor('#d0d7de')
            .moveTo(box.x + 3, top)
            .lineTo(box.x + 3, doc.y - 6)
            .stroke();
        doc.y += 4;
        break;
      }
      case 'table':
        table(doc, token as Tokens.Table, box);
        break;
      case 'hr': {
        const y = doc.y + 6;
        doc
          .lineWidth(0.8)
          .strokeColor(RULE)
          .moveTo(box.x, y)
          .lineTo(box.x + box.width, y)
          .stroke();
        doc.y = y + 10;
        break;
      }
      case 'html':
        writeRuns(doc, [{ text: inlineText([token]) || token.text.replace(/<[^>]*>/g, '') }], box, {
          color: MUTED,
        });
        doc.y += 6;
        break;
      case 'space':
        break;
      default:
        if ('text' in token && typeof token.text === 'string') writeRuns(doc, [{ text: token.text }], box);
    }
  }
}

/** Full-width box inside the page margins. */
export function pageBox(doc: PDFKit.PDFDocument): Box {
  return { x: MARGIN, width: contentWidth(doc) };
}
