// pdf.js hands text out in content-stream order, which is often not reading order (headers drawn last,
// columns interleaved by the generator). Sorting by baseline then x restores what a reader sees.

export type PositionedText = {
  text: string;
  /** Left edge in top-left-origin page units (y grows downwards, at the baseline). */
  x: number;
  y: number;
  width: number;
  /** Font size in page units. */
  size: number;
};

type Line = { y: number; size: number; items: PositionedText[] };

/** Joins one page's text items into lines (top to bottom, left to right), blank lines between paragraphs. */
export function textItemsToPageText(items: readonly PositionedText[]): string {
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

  const out: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    if (previous && line.y - previous.y > 1.8 * Math.max(previous.size, line.size)) out.push('');
    out.push(joinLine(line.items));
    previous = line;
  }
  return out.join('\n').trim();
}

function joinLine(items: PositionedText[]): string {
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
