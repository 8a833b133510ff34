// pdf.js hands text out in content-stream order, which is often not reading order (headers drawn last,
// columns interleaved by the generator). Lines sorted by baseline then x, with each block of columns read
// column by column, restore what a reader sees.
import { orderColumns } from './pdf-columns.js';
import { groupIntoLines, lineText, type PositionedText } from './pdf-lines.js';

export type { PositionedText } from './pdf-lines.js';

/**
 * Joins one page's text items into lines in reading order: top to bottom, left to right, except where the
 * page is set in columns, which are read one after the other (see `orderColumns`). A blank line marks a
 * paragraph gap, that is a jump down the page of more than 1.8 line heights.
 */
export function textItemsToPageText(items: readonly PositionedText[]): string {
  const out: string[] = [];
  let previous: { y: number; size: number } | undefined;
  for (const line of orderColumns(groupIntoLines(items))) {
    // Moving up (to the top of the next column) is a continuation, never a paragraph gap.
    if (previous && line.y - previous.y > 1.8 * Math.max(previous.size, line.size)) out.push('');
    out.push(lineText(line.items));
    previous = line;
  }
  return out.join('\n').trim();
}
