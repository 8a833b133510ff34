// Pages set in columns share baselines across the gutter, so reading line by line interleaves the columns
// ("LEFT COLUMN START. Evaporation is RIGHT COLUMN START. Precipitation is…"). A gutter shows as an x-range
// that many lines leave empty between text on both sides; each run of consecutive lines that no text crosses
// there is read column by column.
import { lineText, type Line, type PositionedText } from './pdf-lines.js';

type Interval = { from: number; to: number };

type Columns = { left: Line[]; right: Line[] };

/** Fewer lines than this on either side of a gutter is no column (a caption beside a figure, two table rows). */
const MIN_COLUMN_LINES = 3;
/** Median words per line of running text in a column at least; table cells hold fewer. */
const MIN_COLUMN_WORDS = 4;
/** A gutter is at least this many body font sizes wide (LaTeX's is about 1, pdfkit's 1.5). Word spaces of
 * justified text can be as wide, but they seldom line up over many lines. */
const MIN_GUTTER_EMS = 0.8;
/** Column runs together span at least this share of the page's text height, so that a stray alignment
 * (a river of spaces, a short two-part passage) does not reorder a page of running text. */
const MIN_PAGE_SHARE = 0.4;
/** A side of a split is searched again for a gutter this many times (three or four columns). */
const MAX_DEPTH = 2;
/** Gutter candidates tried per page, most shared first (the first may be a table's or a river of spaces). */
const MAX_CANDIDATES = 3;

/**
 * Puts lines (top to bottom, as `groupIntoLines` made them) in reading order. The gutter is the x-range most
 * lines leave empty between text on their left and right; each run of consecutive lines that no text crosses
 * there, with at least `MIN_COLUMN_LINES` lines of running text on both sides, is read as its left column
 * then its right column (each side searched again for more columns). Lines across the gutter (full-width
 * titles and headings above, below or between the columns) stay where they are. Tables keep one row per
 * line: their cells are too short to pass for running text. A page whose column runs span less than
 * `MIN_PAGE_SHARE` of its text height comes back unchanged.
 */
export function orderColumns(lines: readonly Line[], depth = 0): Line[] {
  if (depth > MAX_DEPTH || lines.length < 2 * MIN_COLUMN_LINES) return [...lines];
  const pageHeight = height(lines);
  if (pageHeight <= 0) return [...lines];
  const minGutter = MIN_GUTTER_EMS * median(lines.map((line) => line.size));
  for (const gutter of gutterCandidates(lines, minGutter)) {
    const runs = runsBeside(lines, gutter);
    const columnHeight = runs.reduce((sum, run) => sum + (run.columns ? height(run.lines) : 0), 0);
    if (columnHeight < MIN_PAGE_SHARE * pageHeight) continue;
    return runs.flatMap((run) =>
      run.columns
        ? [...orderColumns(run.columns.left, depth + 1), ...orderColumns(run.columns.right, depth + 1)]
        : run.lines,
    );
  }
  return [...lines];
}

/**
 * The x-ranges shared by the most gaps of at least `minGutter` between a line's own items, best first and
 * not overlapping one another. A sweep over the gaps' ends: each segment between two ends is inside the
 * same set of gaps.
 */
function gutterCandidates(lines: readonly Line[], minGutter: number): Interval[] {
  const ends: { x: number; step: 1 | -1 }[] = [];
  for (const line of lines) {
    for (const gap of innerGaps(line)) {
      if (gap.to - gap.from < minGutter) continue;
      ends.push({ x: gap.from, step: 1 }, { x: gap.to, step: -1 });
    }
  }
  ends.sort((a, b) => a.x - b.x || a.step - b.step);
  const segments: (Interval & { count: number })[] = [];
  let count = 0;
  for (const [index, end] of ends.entries()) {
    count += end.step;
    const next = ends[index + 1];
    if (next && next.x > end.x && count >= MIN_COLUMN_LINES)
      segments.push({ from: end.x, to: next.x, count });
  }
  // Segments next to a chosen one are the same gutter's edges (shared by a few lines fewer).
  const near = (a: Interval, b: Interval) => a.from < b.to + minGutter && b.from < a.to + minGutter;
  const chosen: Interval[] = [];
  for (const segment of segments.sort((a, b) => b.count - a.count || b.to - b.from - (a.to - a.from))) {
    if (chosen.length === MAX_CANDIDATES) break;
    if (!chosen.some((other) => near(segment, other))) chosen.push({ from: segment.from, to: segment.to });
  }
  return chosen;
}

/** Cuts the lines into runs: lines with text across `gutter` one by one, runs of lines clear of it together. */
function runsBeside(lines: readonly Line[], gutter: Interval): { lines: Line[]; columns?: Columns }[] {
  const runs: { lines: Line[]; clear: boolean }[] = [];
  for (const line of lines) {
    const clear = line.items.every((item) => item.x + item.width <= gutter.from || item.x >= gutter.to);
    const run = runs.at(-1);
    if (run && run.clear && clear) run.lines.push(line);
    else runs.push({ lines: [line], clear });
  }
  return runs.map((run) => ({
    lines: run.lines,
    columns: run.clear ? splitColumns(run.lines, gutter) : undefined,
  }));
}

/** The run's left and right columns, when both hold enough lines of running text. */
function splitColumns(lines: readonly Line[], gutter: Interval): Columns | undefined {
  const left: Line[] = [];
  const right: Line[] = [];
  const isLeft = (item: PositionedText) => item.x < gutter.from;
  for (const line of lines) {
    addPart(left, line.items.filter(isLeft));
    addPart(
      right,
      line.items.filter((item) => !isLeft(item)),
    );
  }
  return isRunningText(left) && isRunningText(right) ? { left, right } : undefined;
}

function addPart(side: Line[], items: PositionedText[]): void {
  const head = items[0];
  if (head) side.push({ y: head.y, size: head.size, items });
}

function isRunningText(lines: readonly Line[]): boolean {
  if (lines.length < MIN_COLUMN_LINES) return false;
  return median(lines.map((line) => lineText(line.items).split(' ').length)) >= MIN_COLUMN_WORDS;
}

/** The gaps between a line's items, left to right (overlapping items close no gap). */
function innerGaps(line: Line): Interval[] {
  const covered = line.items
    .map((item) => ({ from: item.x, to: item.x + item.width }))
    .sort((a, b) => a.from - b.from);
  const gaps: Interval[] = [];
  let end = covered[0]?.to ?? 0;
  for (const range of covered.slice(1)) {
    if (range.from > end) gaps.push({ from: end, to: range.from });
    end = Math.max(end, range.to);
  }
  return gaps;
}

function height(lines: readonly Line[]): number {
  return (lines.at(-1)?.y ?? 0) - (lines[0]?.y ?? 0);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
