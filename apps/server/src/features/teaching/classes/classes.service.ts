import type {
  RosterCsvResult,
  TeachingClass,
  TeachingClassDetail,
  TeachingStudent,
} from '@quizwise/contract';
import type { Db } from '../../../db/client.js';
import { ApiError, errors } from '../../../lib/errors.js';
import { newCode, normaliseCode } from '../lib/codes.js';
import {
  countStudents,
  deleteStudent,
  findClassByJoinCode,
  findOwnClass,
  insertClass,
  insertStudents,
  listClasses,
  listStudents,
  renewStudentCode,
  updateClass,
  type ClassRow,
  type NewStudent,
  type StudentRow,
} from './classes.repository.js';
import { parseRosterCsv } from './roster-csv.js';
import { lookUpCode, type StudentGuard } from '../submissions/student-limits.js';

export function presentStudent(row: StudentRow): TeachingStudent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    code: row.code,
    from_google: row.googleUserId !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentClass(row: ClassRow, studentCount: number): TeachingClass {
  return {
    id: row.id,
    name: row.name,
    archived: row.archived,
    join_code: row.joinCode,
    join_enabled: row.joinEnabled,
    google_course_id: row.googleCourseId,
    student_count: studentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function classDetail(db: Db, row: ClassRow): Promise<TeachingClassDetail> {
  const students = await listStudents(db, row.id);
  return { ...presentClass(row, students.length), students: students.map(presentStudent) };
}

/** Creates a class with a fresh join code (retrying on the rare collision). */
export async function createClass(
  db: Db,
  userId: number,
  name: string,
  googleCourseId: string | null = null,
): Promise<ClassRow> {
  for (let i = 0; i < 5; i += 1) {
    const row = await insertClass(db, { userId, name, joinCode: newCode(), googleCourseId });
    if (row) return row;
  }
  throw new Error('could not find a free join code');
}

export async function ownClassOr404(db: Db, userId: number, id: number): Promise<ClassRow> {
  const row = await findOwnClass(db, userId, id);
  if (!row) throw errors.notFound();
  return row;
}

export async function listOwnClasses(db: Db, userId: number, archived: boolean): Promise<TeachingClass[]> {
  return (await listClasses(db, userId, archived)).map((row) => presentClass(row, row.studentCount));
}

export async function newClass(db: Db, userId: number, name: string): Promise<TeachingClassDetail> {
  return classDetail(db, await createClass(db, userId, name));
}

export async function ownClassDetail(db: Db, userId: number, id: number): Promise<TeachingClassDetail> {
  return classDetail(db, await ownClassOr404(db, userId, id));
}

export async function changeClass(
  db: Db,
  userId: number,
  id: number,
  body: { name?: string | undefined; archived?: boolean | undefined; join_enabled?: boolean | undefined },
): Promise<TeachingClassDetail> {
  const row = await updateClass(db, userId, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.archived !== undefined ? { archived: body.archived } : {}),
    ...(body.join_enabled !== undefined ? { joinEnabled: body.join_enabled } : {}),
  });
  if (!row) throw errors.notFound();
  return classDetail(db, row);
}

function normaliseStudent(body: { name: string; email?: string | null | undefined }): NewStudent {
  return { name: body.name.replace(/\s+/g, ' ').trim(), email: body.email ? body.email.toLowerCase() : null };
}

/** Adds one student; a name already on the roster (any case) is a 400 on `name`. */
export async function addStudent(
  db: Db,
  userId: number,
  classId: number,
  body: { name: string; email?: string | null | undefined },
): Promise<TeachingStudent> {
  const klass = await ownClassOr404(db, userId, classId);
  const student = normaliseStudent(body);
  const [row] = await insertStudents(db, klass.id, [student]);
  if (!row) throw errors.field('name', `"${student.name}" is already on this class's roster.`);
  return presentStudent(row);
}

export async function removeStudent(
  db: Db,
  userId: number,
  classId: number,
  studentId: number,
): Promise<void> {
  const klass = await ownClassOr404(db, userId, classId);
  if (!(await deleteStudent(db, klass.id, studentId))) throw errors.notFound();
}

/**
 * Adds a roster from a CSV file or a pasted list. Good rows are added; names already on the roster or
 * repeated in the file are skipped, and bad rows are reported by line, so uploading an updated file again
 * is safe. Only a file with nothing to add and something wrong is refused: `{"rows": [{"line", "errors"}]}`.
 */
export async function importRoster(
  db: Db,
  userId: number,
  classId: number,
  csv: string,
): Promise<RosterCsvResult> {
  const klass = await ownClassOr404(db, userId, classId);
  const parsed = parseRosterCsv(csv);
  if (!parsed.ok) throw new ApiError(400, { rows: [parsed.problem] });
  if (parsed.rows.length === 0 && parsed.rejected.length > 0)
    throw new ApiError(400, { rows: parsed.rejected });
  const added = await insertStudents(db, klass.id, parsed.rows);
  const addedNames = new Set(added.map((row) => row.name.toLowerCase()));
  const alreadyThere = parsed.rows
    .filter((row) => !addedNames.has(row.name.toLowerCase()))
    .map((row) => ({ line: row.line, name: row.name, reason: 'Already on the roster.' }));
  return {
    added: added.map(presentStudent),
    skipped: [...alreadyThere, ...parsed.duplicates].sort((a, b) => a.line - b.line),
    rejected: parsed.rejected,
  };
}

/** The class behind a join code; wrong codes count like wrong quiz codes towards the address's limit. */
async function joinableClass(db: Db, code: string, guard: StudentGuard): Promise<ClassRow> {
  return lookUpCode(
    guard,
    () => findClassByJoinCode(db, normaliseCode(code)),
    () => new ApiError(404, { detail: 'No class has this join code. Check it with your teacher.' }),
  );
}

export async function joinInfo(db: Db, code: string, guard: StudentGuard): Promise<{ class_name: string }> {
  return { class_name: (await joinableClass(db, code, guard)).name };
}

/**
 * A student adds themself with the class's join code. The answer is the same whether or not the name
 * was already on the roster (the name as typed, no code: the teacher hands codes out), so the join
 * route never tells who is in a class; joining twice with the same name changes nothing.
 */
export async function joinClass(
  db: Db,
  code: string,
  body: { name: string; email?: string | null | undefined },
  guard: StudentGuard,
): Promise<{ class_name: string; student_name: string; student_code: null }> {
  const row = await joinableClass(db, code, guard);
  const student = normaliseStudent(body);
  await insertStudents(db, row.id, [student]);
  return { class_name: row.name, student_name: student.name, student_code: null };
}

/** A new personal code for one student of the teacher's class; the old code stops working. */
export async function renewCode(
  db: Db,
  userId: number,
  classId: number,
  studentId: number,
): Promise<TeachingStudent> {
  const klass = await ownClassOr404(db, userId, classId);
  const renewed = await renewStudentCode(db, klass.id, studentId);
  if (!renewed) throw errors.notFound();
  return presentStudent(renewed);
}

export { countStudents };
