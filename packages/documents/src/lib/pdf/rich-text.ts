// A paragraph that mixes text and typeset formulas: laid out line by line here (pdfkit's own wrapping knows
// text only), text drawn through `drawText` (font fallback), formulas as vector drawings (`math-svg.ts`)
// with their Unicode reading underneath in invisible text, so pdftotext, search and copy still find them.
import { formulasAsUnicode, hasFormula, splitFormulas } from '@quizwise/contract';
import { baselineShare, type FontName } from './fonts.js';
import { INK } from './document.js';
import { drawText, fontRuns } from './text.js';
import { typesetFormula, type TypesetFormula } from './math-svg.js';
import { drawSvg } from './svg-drawings.js';

export interface RichTextOptions {
  font: FontName;
  x: number;
  y: number;
  width: number;
  lineGap?: number;
  /** Ink of text and formulas; the caller's fill colour is restored to it afterwards. */
  color?: string;
}

type Piece =
  | { kind: 'text'; text: string; width: number }
  | { kind: 'space'; width: number }
  | { kind: 'break' }
  | {
      kind: 'formula';
      math: TypesetFormula;
      reading: string;
      width: number;
      scale: number;
      display: boolean;
    };

interface Placed {
  piece: Piece;
  x: number;
}

interface Line {
  placed: Placed[];
  ascent: number;
  depth: number;
  centred: boolean;
}

// The smallest invisible reading of a formula, in points: below this pdftotext may drop it.
const MIN_READING_SIZE = 2;

function fontSize(doc: PDFKit.PDFDocument): number {
  return (doc as unknown as { _fontSize: number })._fontSize;
}

function textWidth(doc: PDFKit.PDFDocument, text: string, font: FontName): number {
  const size = fontSize(doc);
  const width = fontRuns(text, font).reduce(
    (sum, run) => sum + doc.font(run.font).widthOfString(run.text),
    0,
  );
  doc.font(font).fontSize(size);
  return width;
}

function pieces(doc: PDFKit.PDFDocument, text: string, font: FontName, width: number): Piece[] {
  const size = fontSize(doc);
  const out: Piece[] = [];
  const space = textWidth(doc, ' ', font);
  const pushText = (plain: string) => {
    for (const token of plain.match(/\n|[^\S\n]+|[^\s]+/g) ?? []) {
      if (token === '\n') out.push({ kind: 'break' });
      else if (/^\s+$/.test(token)) out.push({ kind: 'space', width: space });
      else out.push({ kind: 'text', text: token, width: textWidth(doc, token, font) });
    }
  };
  for (const segment of splitFormulas(text)) {
    if (segment.kind === 'text') {
      pushText(segment.text);
      continue;
    }
    const math = typesetFormula(segment.tex, segment.display);
    if (!math) {
      pushText(formulasAsUnicode(segment.source));
      continue;
    }
    // A formula wider than the column is drawn smaller rather than off the page.
    const scale = Math.min(1, width / (math.width * size));
    const reading = formulasAsUnicode(segment.source);
    out.push({
      kind: 'formula',
      math,
      reading,
      width: math.width * size * scale,
      scale,
      display: segment.display,
    });
  }
  return out;
}

function layout(doc: PDFKit.PDFDocument, text: string, options: RichTextOptions): Line[] {
  const size = fontSize(doc);
  doc.font(options.font).fontSize(size);
  const textAscent = doc.currentLineHeight() * baselineShare(options.font);
  const textDepth = doc.currentLineHeight(true) - textAscent;
  const lines: Line[] = [];
  let line: Line = { placed: [], ascent: textAscent, depth: textDepth, centred: false };
  let x = 0;
  const newLine = () => {
    // A space that ended a line is not part of it.
    while (line.placed.at(-1)?.piece.kind === 'space') line.placed.pop();
    lines.push(line);
    line = { placed: [], ascent: textAscent, depth: textDepth, centred: false };
    x = 0;
  };
  for (const piece of pieces(doc, text, options.font, options.width)) {
    if (piece.kind === 'break') {
      newLine();
      continue;
    }
    if (piece.kind === 'space') {
      if (line.placed.length) {
        line.placed.push({ piece, x });
        x += piece.width;
      }
      continue;
    }
    const display = piece.kind === 'formula' && piece.display;
    if (line.placed.length && (display || line.centred || x + piece.width > options.width)) newLine();
    line.placed.push({ piece, x });
    x += piece.width;
    if (piece.kind === 'formula') {
      line.ascent = Math.max(line.ascent, piece.math.ascent * size * piece.scale);
      line.depth = Math.max(line.depth, piece.math.depth * size * piece.scale);
      line.centred = display;
    }
  }
  if (line.placed.length || !lines.length) newLine();
  return lines;
}

function lineHeight(line: Line, lineGap: number): number {
  return line.ascent + line.depth + lineGap;
}

/** The height `drawRichText` will take, at the document's current font size. */
export function richTextHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  options: Omit<RichTextOptions, 'x' | 'y'>,
): number {
  if (!hasFormula(text)) {
    return doc
      .font(options.font)
      .heightOfString(text, { width: options.width, lineGap: options.lineGap ?? 0 });
  }
  const lineGap = options.lineGap ?? 0;
  return layout(doc, text, { ...options, x: 0, y: 0 }).reduce(
    (sum, line) => sum + lineHeight(line, lineGap),
    0,
  );
}

/**
 * How far the first line's baseline sits below where plain text would put it (a tall formula pushes it
 * down): labels beside the paragraph (a number, an option letter) move down by as much to share its baseline.
 */
export function firstLineDrop(
  doc: PDFKit.PDFDocument,
  text: string,
  options: Omit<RichTextOptions, 'x' | 'y'>,
): number {
  if (!hasFormula(text)) return 0;
  const size = fontSize(doc);
  const [first] = layout(doc, text, { ...options, x: 0, y: 0 });
  const plain = doc.font(options.font).fontSize(size).currentLineHeight() * baselineShare(options.font);
  return first ? first.ascent - plain : 0;
}

function drawFormula(
  doc: PDFKit.PDFDocument,
  piece: Extract<Piece, { kind: 'formula' }>,
  x: number,
  baseline: number,
  color: string,
  font: FontName,
): void {
  const size = fontSize(doc) * piece.scale;
  const width = piece.math.width * size;
  const height = (piece.math.ascent + piece.math.depth) * size;
  const top = baseline - piece.math.ascent * size;
  const svg = piece.math.svg
    .replace(/^<svg /, `<svg width="${width}" height="${height}" `)
    .replace(/currentColor/g, color);
  drawSvg(doc, svg, x, top);
  // The reading (`x²`, `1/2`, `H₂O`) under the drawing, invisible, spanning exactly the drawing's width:
  // a reading narrower than its drawing would leave a gap that pdftotext reads as a space ("2H₂O .").
  const base = fontSize(doc);
  const natural = textWidth(doc, piece.reading, font);
  const readingSize = Math.max(MIN_READING_SIZE, natural > width ? (base * width) / natural : base);
  const readingWidth = (natural * readingSize) / base;
  doc.save();
  doc.fontSize(readingSize).fillColor(color).fillOpacity(0);
  drawText(doc, piece.reading, {
    font,
    x,
    y: baseline - doc.currentLineHeight() * baselineShare(font),
    lineBreak: false,
    horizontalScaling: readingWidth > 0 ? (100 * width) / readingWidth : 100,
  });
  doc.restore();
  doc.fontSize(base);
}

/**
 * Draws text whose formulas (`$…$`, `$$…$$`, `\(…\)`, `\ce{…}`) are typeset: fractions, powers, roots,
 * matrices and chemical equations as vector drawings on the text's baseline, lines as tall as their
 * formulas, displayed formulas centred on a line of their own. Text without a formula goes through
 * `drawText` unchanged. Leaves `doc.y` under the paragraph.
 */
export function drawRichText(doc: PDFKit.PDFDocument, text: string, options: RichTextOptions): void {
  const color = options.color ?? INK;
  doc.fillColor(color);
  if (!hasFormula(text)) {
    drawText(doc, text, {
      font: options.font,
      x: options.x,
      y: options.y,
      width: options.width,
      lineGap: options.lineGap ?? 0,
    });
    return;
  }
  const lineGap = options.lineGap ?? 0;
  const size = fontSize(doc);
  let top = options.y;
  for (const line of layout(doc, text, options)) {
    const baseline = top + line.ascent;
    const used = line.placed.reduce(
      (end, { piece, x }) => Math.max(end, x + ('width' in piece ? piece.width : 0)),
      0,
    );
    const indent = options.x + (line.centred ? Math.max(0, (options.width - used) / 2) : 0);
    let run: { x: number; text: string } | undefined;
    const flush = () => {
      if (!run?.text.trim()) return;
      doc.fontSize(size).fillColor(color);
      drawText(doc, run.text.trimEnd(), {
        font: options.font,
        x: indent + run.x,
        y: baseline - doc.font(options.font).currentLineHeight() * baselineShare(options.font),
        lineBreak: false,
      });
      run = undefined;
    };
    for (const { piece, x } of line.placed) {
      if (piece.kind === 'formula') {
        flush();
        run = undefined;
        drawFormula(doc, piece, indent + x, baseline, color, options.font);
      } else if (piece.kind === 'text') {
        run = run ? { ...run, text: run.text + piece.text } : { x, text: piece.text };
      } else if (piece.kind === 'space' && run) {
        run.text += ' ';
      }
    }
    flush();
    top = baseline + line.depth + lineGap;
  }
  doc.font(options.font).fontSize(size).fillColor(color);
  doc.x = options.x;
  doc.y = top;
}
