import { componentAt, type InkComponent, type InkComponents } from './ocr-ink-components.js';
import type { InkMask } from './ocr-ink.js';

/**
 * How long a straight run of ink must be, in typical glyph heights, to count as a drawn line rather than
 * part of a body-text letter. Vertical: a letter's tallest stroke is about 1.4 glyph heights, a label box
 * at least about 3. Horizontal: no body-text letter is 4 glyph heights wide.
 */
const VERTICAL_LINE_GLYPHS = 3;
const HORIZONTAL_LINE_GLYPHS = 4;
/**
 * A straight run is a line only if there is mostly paper this many glyph heights to either side of it:
 * so shadows, filled bars and blocks (white text on a dark band) are never painted out, only strokes
 * thinner than about twice the glyph height.
 */
const LINE_CLEARANCE_GLYPHS = 1;
/**
 * Line art that is not straight (leader lines, arrows, outlines of shapes) is told from letters by its
 * size and sparseness: a connected blot spanning at least this many glyph heights whose ink, leaving out
 * its thin long horizontal runs (the sides of boxes it touches), fills less than `SPARSE_INK` of its bounding
 * box. Letters fill 15–50 % of theirs.
 */
const LINE_ART_GLYPHS = 6;
const SPARSE_INK = 0.08;
/**
 * Wider than this many times its height, a blot is a rule, an underline or a frame, never one letter.
 * Tall thin blots are also letters ('l', 'I' in a heading), so they count as lines only when taller
 * than `TALL_LINE_GLYPHS` glyph heights (a heading letter four times the text size is about 6).
 */
const ELONGATED = 2.5;
const TALL_LINE_GLYPHS = 8;
/** Pixels taken each side of a line with it: its grey anti-aliased edge, and JPEG ringing beside it. */
const FRINGE = 2;

/**
 * Marks the drawn lines of a diagram, so they can be painted out before OCR: in blots that are drawn
 * rather than letters (see `drawnBlots`), every thin horizontal or vertical run of ink much longer than
 * a body-text letter (box borders, axes, table rules, underlines); and every large sparse blot whole
 * (leader lines, arrows, outlines, with the boxes they touch). Each mark takes a `FRINGE` of pixels
 * round the line with it.
 */
export function findLines(mask: InkMask, inkComponents: InkComponents, glyphHeight: number): Uint8Array {
  const { ink, width, height } = mask;
  const { runs, components, componentOfRun } = inkComponents;
  const lines = new Uint8Array(ink.length);
  const horizontal = Math.ceil(HORIZONTAL_LINE_GLYPHS * glyphHeight);
  const vertical = Math.ceil(VERTICAL_LINE_GLYPHS * glyphHeight);
  const clearance = Math.ceil(LINE_CLEARANCE_GLYPHS * glyphHeight);
  // Marks the ink from (x0, y0) to (x1, y1), exclusive, with its fringe.
  const mark = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = Math.max(0, y0 - FRINGE); y < Math.min(height, y1 + FRINGE); y++) {
      lines.fill(1, y * width + Math.max(0, x0 - FRINGE), y * width + Math.min(width, x1 + FRINGE));
    }
  };
  // The share of ink from (x0, y0) to (x1, y1), exclusive; outside the image is paper.
  const inkShare = (x0: number, y0: number, x1: number, y1: number) => {
    let count = 0;
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) count += ink[y * width + x]!;
    }
    return count / ((x1 - x0) * (y1 - y0));
  };
  const thinHorizontal = (x0: number, x1: number, y: number) =>
    inkShare(x0, y - clearance, x1, y - clearance + 1) < 0.5 &&
    inkShare(x0, y + clearance, x1, y + clearance + 1) < 0.5;
  const thinVertical = (x: number, y0: number, y1: number) =>
    inkShare(x - clearance, y0, x - clearance + 1, y1) < 0.5 &&
    inkShare(x + clearance, y0, x + clearance + 1, y1) < 0.5;

  // Thin horizontal runs longer than a letter: rules, and the sides of boxes.
  const ruled = new Uint8Array(runs.y.length);
  const unruledInk = new Float64Array(components.length);
  for (let r = 0; r < runs.y.length; r++) {
    const [y, start, end] = [runs.y[r]!, runs.start[r]!, runs.end[r]!];
    ruled[r] = end - start >= horizontal && thinHorizontal(start, end, y) ? 1 : 0;
    if (!ruled[r]) unruledInk[componentOfRun[r]!]! += end - start;
  }
  const { sparse, drawn } = drawnBlots(components, unruledInk, glyphHeight);
  for (let r = 0; r < runs.y.length; r++) {
    const component = componentOfRun[r]!;
    if ((ruled[r] && drawn[component]) || sparse[component])
      mark(runs.start[r]!, runs.y[r]!, runs.end[r]!, runs.y[r]! + 1);
  }
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height) {
      if (ink[y * width + x] === 0) {
        y++;
        continue;
      }
      const start = y;
      while (y < height && ink[y * width + x] === 1) y++;
      if (y - start < vertical || !drawn[componentAt(inkComponents, x, start)]) continue;
      if (thinVertical(x, start, y)) mark(x, start, x + 1, y);
    }
  }
  return lines;
}

/**
 * Which blots are drawn rather than written. `sparse`: large and mostly empty (line art, painted out
 * whole). `drawn`: sparse, or elongated (a rule, an underline, a wide box, a tall line), or a frame round other
 * ink (a label box); a blot shaped like a letter with nothing inside, such as a heading's 'l', is neither.
 */
function drawnBlots(components: readonly InkComponent[], unruledInk: Float64Array, glyphHeight: number) {
  const size = (c: InkComponent) => ({ width: c.right - c.left, height: c.bottom - c.top });
  const sparse = components.map((c, i) => {
    const { width, height } = size(c);
    const large = Math.max(width, height) >= LINE_ART_GLYPHS * glyphHeight;
    return large && unruledInk[i]! < SPARSE_INK * width * height;
  });
  const drawn = components.map((c, i) => {
    const { width, height } = size(c);
    if (sparse[i] || width > ELONGATED * height) return true;
    if (height > ELONGATED * width && height >= TALL_LINE_GLYPHS * glyphHeight) return true;
    // Only a blot that can hold a long line needs the (slower) look for ink inside it.
    const canHoldLine =
      height >= VERTICAL_LINE_GLYPHS * glyphHeight || width >= HORIZONTAL_LINE_GLYPHS * glyphHeight;
    return canHoldLine && components.some((inner) => inner !== c && encloses(c, inner));
  });
  return { sparse, drawn };
}

function encloses(outer: InkComponent, inner: InkComponent): boolean {
  return (
    outer.left < inner.left &&
    inner.right < outer.right &&
    outer.top < inner.top &&
    inner.bottom < outer.bottom
  );
}
