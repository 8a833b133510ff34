/** Where a roster's columns are, from its first row. */
export type HeaderColumns =
  | { kind: 'header'; name: number; email: number | null }
  | { kind: 'header'; first: number; last: number | null; email: number | null };
export type RosterColumns = HeaderColumns | { kind: 'headerless' } | { kind: 'unusable'; reason: string };

// Header cells are compared without case, spaces, dots, dashes or underscores, so "First Name",
// "first_name" and "FIRSTNAME" are one heading. The lists hold what school systems and spreadsheets export.
const NAME = ['name', 'fullname', 'student', 'studentname', 'pupil', 'pupilname', 'displayname', 'learner'];
const FIRST = ['firstname', 'givenname', 'forename', 'first', 'preferredname', 'preferredfirstname'];
const LAST = ['lastname', 'surname', 'familyname', 'last', 'legalsurname'];
const EMAIL = ['email', 'emailaddress', 'mail', 'studentemail', 'schoolemail', 'pupilemail'];
// Recognised so they are never read as names; Quizwise has nowhere to keep them yet.
const OTHER = [
  'studentid',
  'id',
  'studentnumber',
  'pupilid',
  'upn',
  'candidatenumber',
  'class',
  'year',
  'grade',
];

const headingKey = (cell: string): string => cell.toLowerCase().replace(/[\s._\-:]+/g, '');

/**
 * Reads the first row as a header when it names a column we know; otherwise the file is a plain list
 * (a name a line, an e-mail beside it if any). A header with e-mail but no name column is unusable.
 */
export function rosterColumns(firstRow: readonly string[]): RosterColumns {
  const keys = firstRow.map(headingKey);
  const find = (names: readonly string[]): number | null => {
    const at = keys.findIndex((key) => names.includes(key));
    return at === -1 ? null : at;
  };
  const name = find(NAME);
  const first = find(FIRST);
  const last = find(LAST);
  const email = find(EMAIL);
  if (name !== null) return { kind: 'header', name, email };
  if (first !== null) return { kind: 'header', first, last, email };
  if (last !== null) return { kind: 'header', first: last, last: null, email };
  if (email !== null || find(OTHER) !== null)
    return {
      kind: 'unusable',
      reason: 'The header has no name column: use "name", or "first name" and "last name".',
    };
  return { kind: 'headerless' };
}
