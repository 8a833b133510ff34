import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@quizwise/contract';

export interface RosterRow {
  line: number;
  name: string;
  email: string | null;
}

export interface RowErrors {
  line: number;
  errors: string[];
}

export type RosterParse = { ok: true; value: RosterRow[] } | { ok: false; reason: 'rows'; rows: RowErrors[] };

const NAME_HEADERS = new Set(['name', 'full name', 'student', 'student name', 'fullname']);
const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address', 'e-mail address', 'mail']);
const MAX_ROWS = 2000;
const emailSchema = z.email();

interface Parsed {
  record: string[];
  info: { lines: number };
}

/**
 * Reads a roster CSV. A header row naming `name` (and optionally `email`) may come first, in any
 * column order; without one, the first column is the name and the second the e-mail. Every row is
 * checked (blank or over-long name, bad e-mail, the same name twice in the file) and every problem
 * is reported with its 1-based line number, so the teacher can fix the file in one go.
 */
export function parseRosterCsv(text: string): RosterParse {
  let records: Parsed[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Parsed[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const message = error instanceof Error ? error.message.replace(/^Invalid[^:]*: /, '') : 'unreadable';
    return { ok: false, reason: 'rows', rows: [{ line, errors: [`The file is not valid CSV: ${message}`] }] };
  }
  const first = records[0];
  if (!first)
    return { ok: false, reason: 'rows', rows: [{ line: 1, errors: ['The file has no students.'] }] };
  const header = first.record.map((cell) => cell.toLowerCase());
  let nameColumn = header.findIndex((cell) => NAME_HEADERS.has(cell));
  let emailColumn = header.findIndex((cell) => EMAIL_HEADERS.has(cell));
  let body = records.slice(1);
  if (nameColumn === -1) {
    if (emailColumn !== -1)
      return {
        ok: false,
        reason: 'rows',
        rows: [{ line: first.info.lines, errors: ['The header has no "name" column.'] }],
      };
    nameColumn = 0;
    emailColumn = 1;
    body = records;
  }
  if (body.length === 0)
    return {
      ok: false,
      reason: 'rows',
      rows: [{ line: first.info.lines, errors: ['The file has no students.'] }],
    };
  if (body.length > MAX_ROWS)
    return {
      ok: false,
      reason: 'rows',
      rows: [{ line: first.info.lines, errors: [`At most ${MAX_ROWS} students per file.`] }],
    };
  const seen = new Map<string, number>();
  const rows: RosterRow[] = [];
  const problems: RowErrors[] = [];
  for (const { record, info } of body) {
    const errors: string[] = [];
    const name = (record[nameColumn] ?? '').replace(/\s+/g, ' ').trim();
    const rawEmail = emailColumn === -1 ? '' : (record[emailColumn] ?? '').trim();
    if (!name) errors.push('The name is blank.');
    else if (name.length > NAME_MAX_LENGTH)
      errors.push(`The name is longer than ${NAME_MAX_LENGTH} characters.`);
    if (rawEmail && !emailSchema.safeParse(rawEmail).success)
      errors.push(`"${rawEmail.slice(0, 100)}" is not a valid e-mail address.`);
    const earlier = seen.get(name.toLowerCase());
    if (name && earlier !== undefined) errors.push(`"${name}" is already on line ${earlier}.`);
    if (name && earlier === undefined) seen.set(name.toLowerCase(), info.lines);
    if (errors.length > 0) problems.push({ line: info.lines, errors });
    else rows.push({ line: info.lines, name, email: rawEmail ? rawEmail.toLowerCase() : null });
  }
  if (problems.length > 0) return { ok: false, reason: 'rows', rows: problems };
  return { ok: true, value: rows };
}
