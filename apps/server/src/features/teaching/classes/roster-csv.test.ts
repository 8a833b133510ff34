import { describe, expect, it } from 'vitest';
import { parseRosterCsv, type RosterParse } from './roster-csv.js';

const namesOf = (parsed: RosterParse): string[] => (parsed.ok ? parsed.rows.map((row) => row.name) : []);

describe('parseRosterCsv', () => {
  it.each([
    ['first_name,last_name,email\nAda,Lovelace,ada@example.com', 'Ada Lovelace'],
    ['First Name,Last Name\nAda,Lovelace', 'Ada Lovelace'],
    ['Surname,Given name\nLovelace,Ada', 'Ada Lovelace'],
    ['FORENAME;FAMILY NAME\nAda;Lovelace', 'Ada Lovelace'],
    ['student_id\tName\n77\tAda Lovelace', 'Ada Lovelace'],
    ['Pupil name,Year\nAda Lovelace,9', 'Ada Lovelace'],
  ])('reads the header of %j', (csv, name) => {
    expect(namesOf(parseRosterCsv(csv))).toEqual([name]);
  });

  it('keeps the e-mail column wherever it is, in lower case', () => {
    const parsed = parseRosterCsv('E-mail Address,Last,First\nADA@Example.com,Lovelace,Ada\n');
    expect(parsed.ok && parsed.rows[0]).toEqual({ line: 2, name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('reads a pasted list: one name a line, an e-mail beside it if any', () => {
    const parsed = parseRosterCsv('Ada Lovelace\nGrace Hopper, grace@example.com\n  \nTuring, Alan\n');
    expect(parsed.ok && parsed.rows).toEqual([
      { line: 1, name: 'Ada Lovelace', email: null },
      { line: 2, name: 'Grace Hopper', email: 'grace@example.com' },
      { line: 4, name: 'Turing, Alan', email: null },
    ]);
  });

  it('skips a name repeated in the file (any case) with the line it repeats', () => {
    const parsed = parseRosterCsv('name\nAda\nBob\nADA\n');
    expect(parsed.ok && parsed.duplicates).toEqual([
      { line: 4, name: 'ADA', reason: 'The same name as line 2.' },
    ]);
    expect(namesOf(parsed)).toEqual(['Ada', 'Bob']);
  });

  it('refuses a header that has an e-mail or id column but no name', () => {
    expect(parseRosterCsv('email,student_id\na@example.com,1\n')).toEqual({
      ok: false,
      problem: {
        line: 1,
        errors: ['The header has no name column: use "name", or "first name" and "last name".'],
      },
    });
  });

  it('refuses a file with more students than one class holds', () => {
    const csv = `name\n${Array.from({ length: 2001 }, (_, i) => `Student ${i}`).join('\n')}`;
    const parsed = parseRosterCsv(csv);
    expect(parsed.ok ? null : parsed.problem.errors).toEqual(['At most 2000 students per file.']);
  });
});
