const NEEDS_QUOTES = /[",\r\n]/;
// A cell a spreadsheet would run as a formula (CSV injection); numbers like "-5" stay as they are.
const FORMULA_START = /^[=+@\t\r]|^-(?!\d+([.,]\d+)?$)/;

/** One CSV cell per RFC 4180, defused so spreadsheets never evaluate it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV (CRLF rows), by default with a UTF-8 byte order mark so spreadsheet apps read accents
 * right; importers that choke on the mark pass `bom: false`.
 */
export function toCsv(rows: (string | number)[][], { bom = true }: { bom?: boolean } = {}): Buffer {
  const text = rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return Buffer.from((bom ? '\uFEFF' : '') + text, 'utf8');
}
