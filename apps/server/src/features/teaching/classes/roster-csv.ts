import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@quizwise/contract';
import { rosterColumns, type HeaderColumns } from './roster-columns.js';

export interface RosterRow {
  line: number;
  name: string;
  email: string | null;
}

export interface RowErrors {
  line: number;
  errors: string[];
}

export interface SkippedRow {
  line: number;
  name: string;
  reason: string;
}

/** What a file holds: rows to add, repeats to skip, rows to report; or one problem with the whole file. */
export type RosterParse =
  | { ok: true; rows: RosterRow[]; duplicates: SkippedRow[]; rejected: RowErrors[] }
  | { ok: false; problem: RowErrors };

const MAX_ROWS = 2000;
const emailSchema = z.email();

interface Parsed {
  record: string[];
  info: { lines: number };
}

const wholeFile = (line: number, error: string): RosterParse => ({
  ok: false,
  problem: { line, errors: [error] },
});

function readCsv(text: string): Parsed[] | RosterParse {
  try {
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      // A pasted list or a school export may use semicolons or tabs instead of commas.
      delimiter: [',', ';', '\t'],
    }) as unknown as Parsed[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const message = error instanceof Error ? error.message.replace(/^Invalid[^:]*: /, '') : 'unreadable';
    return wholeFile(line, `The file is not valid CSV: ${message}`);
  }
}

const clean = (cell: string | undefined): string => (cell ?? '').replace(/\s+/g, ' ').trim();

/** A row's name and e-mail as the file gives them. */
function cellsOf(
  record: string[],
  columns: HeaderColumns | { kind: 'headerless' },
): { name: string; email: string } {
  if (columns.kind === 'headerless') {
    // No header: a pasted list. A cell with an "@" is the e-mail; the rest, as written, is the name
    // ("Hopper, Grace" stays one name).
    const email = record.find((cell) => cell.includes('@')) ?? '';
    const name = record.filter((cell) => cell !== email && clean(cell) !== '').join(', ');
    return { name: clean(name), email: email.trim() };
  }
  const email = columns.email === null ? '' : (record[columns.email] ?? '').trim();
  if ('name' in columns) return { name: clean(record[columns.name]), email };
  const first = clean(record[columns.first]);
  const last = columns.last === null ? '' : clean(record[columns.last]);
  return { name: `${first} ${last}`.trim(), email };
}

/**
 * Reads a roster: a CSV with a header (`name`, or first and last name in their common spellings, with
 * optional e-mail and student id, any column order) or a pasted list of names, one a line. Good rows are
 * kept; a name repeated in the file is skipped with the line it repeats; bad rows are reported with their
 * 1-based line numbers, so a teacher fixes only those lines. Only a file that cannot be read at all, or
 * holds nobody, is refused as a whole.
 */
export function parseRosterCsv(text: string): RosterParse {
  const records = readCsv(text);
  if (!Array.isArray(records)) return records;
  const first = records[0];
  if (!first) return wholeFile(1, 'The file has no students.');
  const columns = rosterColumns(first.record);
  if (columns.kind === 'unusable') return wholeFile(first.info.lines, columns.reason);
  const body = columns.kind === 'headerless' ? records : records.slice(1);
  if (body.length === 0) return wholeFile(first.info.lines, 'The file has no students.');
  if (body.length > MAX_ROWS) return wholeFile(first.info.lines, `At most ${MAX_ROWS} students per file.`);

  const seen = new Map<string, number>();
  const rows: RosterRow[] = [];
  const duplicates: SkippedRow[] = [];
  const rejected: RowErrors[] = [];
  for (const { record, info } of body) {
    const { name, email } = cellsOf(record, columns);
    const errors: string[] = [];
    if (!name) errors.push('The name is blank.');
    else if (name.length > NAME_MAX_LENGTH)
      errors.push(`The name is longer than ${NAME_MAX_LENGTH} characters.`);
    if (email && !emailSchema.safeParse(email).success)
      errors.push(`"${email.slice(0, 100)}" is not a valid e-mail address.`);
    if (errors.length > 0) {
      rejected.push({ line: info.lines, errors });
      continue;
    }
    const earlier = seen.get(name.toLowerCase());
    if (earlier !== undefined) {
      duplicates.push({ line: info.lines, name, reason: `The same name as line ${earlier}.` });
      continue;
    }
    seen.set(name.toLowerCase(), info.lines);
    rows.push({ line: info.lines, name, email: email ? email.toLowerCase() : null });
  }
  return { ok: true, rows, duplicates, rejected };
}
