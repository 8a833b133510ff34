import { FALLBACKS, baselineShare, hasGlyph, type AnyFontName, type FontName } from './fonts.js';

export interface FontRun {
  font: AnyFontName;
  text: string;
}

const ZERO_WIDTH_JOINER = 0x200d;
const PRINTABLE_ASCII = /^[\x20-\x7e\n]*$/;

/**
 * Whether a character belongs with the one before it: combining marks, variation selectors (emoji or
 * text presentation; Unicode counts them as marks) and the zero-width joiner of emoji sequences.
 */
function sticksToPrevious(char: string, codePoint: number): boolean {
  return codePoint === ZERO_WIDTH_JOINER || /^\p{M}$/u.test(char);
}

/** Invisible format characters, dropped where the run's font has no glyph (it would draw a box). */
function isIgnorable(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    codePoint === 0x2060 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    codePoint === 0xfeff
  );
}

function fontFor(char: string, base: FontName): AnyFontName {
  const codePoint = char.codePointAt(0) ?? 0;
  if (hasGlyph(base, codePoint)) return base;
  return FALLBACKS.find((font) => hasGlyph(font, codePoint)) ?? base;
}

/**
 * Splits a text into runs by the font that has each character's glyph: `base` wherever it can, else the
 * first fallback that can (CJK, Korean, emoji), so a line mixing Latin, 中文 and emoji keeps all of them.
 * Characters no font has stay in `base` (an empty box, as before).
 */
export function fontRuns(text: string, base: FontName): FontRun[] {
  // Every DejaVu face has all of printable ASCII: the common case needs no look-up.
  if (PRINTABLE_ASCII.test(text)) return text ? [{ font: base, text }] : [];
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0) ?? 0;
    if (last && sticksToPrevious(char, codePoint)) {
      const drawn = hasGlyph(last.font, codePoint);
      if (drawn) last.text += char;
      if (drawn || isIgnorable(codePoint)) continue;
    }
    const font = fontFor(char, base);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

export type DrawOptions = PDFKit.Mixins.TextOptions & {
  font: FontName;
  /** Glyph widths in percent (pdfkit's `Tz`; @types/pdfkit lacks it). */
  horizontalScaling?: number;
  /** Where the text starts; omitted when it continues a `continued` text. */
  x?: number;
  y?: number;
};

/**
 * pdfkit centres (or right-aligns) each `continued` fragment on its own, so runs in several fonts would
 * overprint: a line that fits is measured whole and started at the aligned position, left-aligned.
 */
function alignedStart(
  doc: PDFKit.PDFDocument,
  runs: FontRun[],
  x: number | undefined,
  options: PDFKit.Mixins.TextOptions,
): { x: number | undefined; options: PDFKit.Mixins.TextOptions } {
  const { align, width } = options;
  if (x === undefined || width === undefined || (align !== 'center' && align !== 'right'))
    return { x, options };
  const total = runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
  if (total > width) return { x, options };
  const offset = (width - total) * (align === 'center' ? 0.5 : 1);
  return { x: x + offset, options: { ...options, align: 'left', width: width - offset } };
}

/**
 * `doc.text` with per-glyph font fallback: each run in the font that has its glyphs, chained with
 * pdfkit's `continued` so they wrap as one paragraph. Leaves `options.font` selected afterwards.
 */
export function drawText(doc: PDFKit.PDFDocument, text: string, options: DrawOptions): PDFKit.PDFDocument {
  const { font, x, y, ...textOptions } = options;
  const runs = fontRuns(text, font);
  if (runs.every((run) => run.font === font)) {
    const kept = runs.map((run) => run.text).join('');
    doc.font(font);
    return x === undefined ? doc.text(kept, textOptions) : doc.text(kept, x, y, textOptions);
  }
  // Fonts differ in ascent: every run sits on the base font's baseline so mixed scripts share one line.
  const baseline = -doc.font(font).currentLineHeight() * baselineShare(font);
  const start = alignedStart(doc, runs, x, textOptions);
  runs.forEach((run, i) => {
    doc.font(run.font);
    const last = i === runs.length - 1;
    const runOptions = {
      ...start.options,
      baseline,
      continued: last ? Boolean(textOptions.continued) : true,
    };
    if (i === 0 && start.x !== undefined) doc.text(run.text, start.x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc.font(font);
}
