// A markdown table needs a header row and one cell per column in every row. HTML tables (web pages, Word
// documents through mammoth) often have neither: no <th> row, merged cells (colspan, rowspan). Without this
// turndown's gfm plugin leaves such a table as raw HTML.

/** Merged cells spread over at most this many columns (a hostile page may claim millions). */
const MAX_COLSPAN = 64;

/**
 * Rewrites the tables under `root` into the shape a GitHub-flavoured markdown table holds: merged cells
 * spread into empty cells so that every row has one cell per column, and the first row made the header
 * when the table has none (a Word table's first row is its header as a rule). Tables that hold tables are
 * left as they are.
 */
export function prepareTablesForMarkdown(root: ParentNode): void {
  for (const table of root.querySelectorAll('table')) {
    if (table.querySelector('table')) continue;
    const rows = [...table.querySelectorAll('tr')];
    spreadMergedCells(rows);
    const header = rows[0];
    if (header && header.parentElement?.tagName !== 'THEAD') {
      for (const cell of cellsOf(header)) {
        if (cell.tagName === 'TH') continue;
        const th = cell.ownerDocument.createElement('th');
        th.append(...cell.childNodes);
        cell.replaceWith(th);
      }
    }
  }
}

function spreadMergedCells(rows: readonly Element[]): void {
  // Per column: how many more rows a cell from above still covers.
  const covered: number[] = [];
  const widths: number[] = [];
  for (const [index, row] of rows.entries()) {
    const cells = cellsOf(row);
    const spread: Element[] = [];
    let next = 0;
    while (next < cells.length || covered.slice(spread.length).some((rowsLeft) => rowsLeft > 0)) {
      const column = spread.length;
      const cell = (covered[column] ?? 0) > 0 ? undefined : cells[next++];
      if (!cell) {
        covered[column] = Math.max(0, (covered[column] ?? 0) - 1);
        spread.push(row.ownerDocument.createElement('td'));
        continue;
      }
      const colspan = Math.min(span(cell, 'colspan'), MAX_COLSPAN);
      const rowsBelow = Math.min(span(cell, 'rowspan'), rows.length - index) - 1;
      cell.removeAttribute('colspan');
      cell.removeAttribute('rowspan');
      spread.push(cell);
      for (let extra = 1; extra < colspan; extra++)
        spread.push(row.ownerDocument.createElement(cell.tagName));
      for (let offset = 0; offset < colspan; offset++) covered[column + offset] = rowsBelow;
    }
    row.replaceChildren(...spread);
    widths.push(spread.length);
  }
  const width = Math.max(0, ...widths);
  for (const row of rows) {
    while (row.children.length < width) row.append(row.ownerDocument.createElement('td'));
  }
}

function cellsOf(row: Element): Element[] {
  return [...row.children].filter((child) => child.tagName === 'TD' || child.tagName === 'TH');
}

function span(cell: Element, attribute: 'colspan' | 'rowspan'): number {
  const value = Number.parseInt(cell.getAttribute(attribute) ?? '', 10);
  return Number.isFinite(value) && value > 1 ? value : 1;
}
