// Text items from pdf.js grouped into visual lines: the unit both the column finder and the page writer work on.

export type PositionedText = {
  text: string;
  /** Left edge in top-left-origin page units (y grows downwards, at the baseline). */
  x: number;
  y: number;
  width: number;
  /** Font size in page units. */
  size: number;
};

/** Items sharing a baseline; `y` and `size` are the first item's. */
export type Line = { y: number; size: number; items: PositionedText[] };

/** Groups items into lines, top to bottom; items within a line stay in the order met (see `lineText`). */
export function groupIntoLines(items: readonly PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    // Items whose baselines differ by less than half a glyph height sit on the same line (sub/superscripts
    // and mixed fonts shift baselines slightly).
    if (line && Math.abs(item.y - line.y) <= Math.max(1, 0.5 * Math.min(item.size || line.size, line.size))) {
      line.items.push(item);
    } else {
      lines.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  return lines;
}

/** A line's text left to right, a space wherever items are visibly apart, runs of whitespace collapsed. */
export function lineText(items: readonly PositionedText[]): string {
  const ordered = [...items].sort((a, b) => a.x - b.x);
  let text = '';
  let end = -Infinity;
  for (const item of ordered) {
    const gap = item.x - end;
    const needsSpace = text !== '' && gap > 0.15 * item.size && !/\s$/.test(text) && !/^\s/.test(item.text);
    text += (needsSpace ? ' ' : '') + item.text;
    end = Math.max(end, item.x + item.width);
  }
  return text.replace(/\s+/g, ' ').trim();
}
