import type { AssignmentResults, QuestionSet, TeacherAttempt } from '@quizwise/contract';
import type { Db } from '../../../db/client.js';
import type { Attachment } from '../../../lib/attachment.js';
import { errors } from '../../../lib/errors.js';
import { GRACE_MS, attemptDeadline } from '../assignments/assignment-state.js';
import { ownAssignmentOr404, presentAssignment } from '../assignments/assignments.service.js';
import { effective, scoreOf } from '../lib/grading.js';
import { percent } from '../lib/percent.js';
import { flattenQuestions, skillsByKey } from '../lib/questions.js';
import { finaliseAttempt } from '../submissions/submissions.service.js';
import { resultTables, resultsCsv, resultsXlsx } from './export.js';
import {
  answeredCounts,
  findOwnAttempt,
  listRoster,
  listAttempts,
  overrideMark,
  type AssignmentRow,
  type AttemptRow,
} from './results.repository.js';

type AttemptSummary = Omit<TeacherAttempt, 'marks'>;

function studentKey(attempt: AttemptRow): string {
  return attempt.studentId !== null ? `id:${attempt.studentId}` : `name:${attempt.studentName.toLowerCase()}`;
}

function summarise(attempt: AttemptRow, attemptNumber: number, answered: number): AttemptSummary {
  return {
    id: attempt.id,
    assignment_id: attempt.assignmentId,
    student_id: attempt.studentId,
    student_name: attempt.studentName,
    attempt_number: attemptNumber,
    started_at: attempt.startedAt.toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    duration_seconds: attempt.durationSeconds,
    score: attempt.score,
    max_score: attempt.maxScore,
    percentage:
      attempt.score !== null && attempt.maxScore
        ? percent(attempt.score, attempt.maxScore)
        : attempt.maxScore === 0
          ? 0
          : null,
    answered,
  };
}

/**
 * Submits, on the student's behalf, attempts whose time ran out with answers still unsubmitted (a
 * closed laptop, a lost connection): their saved answers are graded as of the deadline, so nothing a
 * student saved is lost.
 */
async function finaliseExpired(db: Db, assignment: AssignmentRow, attempts: AttemptRow[]): Promise<boolean> {
  const now = Date.now();
  let changed = false;
  for (const attempt of attempts) {
    if (attempt.submittedAt) continue;
    const deadline = attemptDeadline(assignment, attempt.startedAt);
    if (!deadline || now <= deadline.getTime() + GRACE_MS) continue;
    const outcome = await finaliseAttempt(db, attempt, assignment, deadline);
    changed ||= outcome === 'submitted';
  }
  return changed;
}

/** Every attempt of an assignment (expired ones finalised first), numbered per student. */
export async function attemptsOf(
  db: Db,
  assignment: AssignmentRow,
): Promise<{ rows: AttemptRow[]; summaries: AttemptSummary[] }> {
  let rows = await listAttempts(db, assignment.id);
  if (await finaliseExpired(db, assignment, rows)) rows = await listAttempts(db, assignment.id);
  const answered = await answeredCounts(db, assignment.id);
  const seen = new Map<string, number>();
  const summaries = rows.map((row) => {
    const n = (seen.get(studentKey(row)) ?? 0) + 1;
    seen.set(studentKey(row), n);
    return summarise(row, n, answered.get(row.id) ?? 0);
  });
  return { rows, summaries };
}

function normalisedResponse(response: string | null): string {
  return (response ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Item analysis over submitted attempts: per question how many answered it right, every distinct
 * response (case-insensitive) with its count, and the wrong answer that drew the most students.
 */
export function itemAnalysis(
  questionSets: QuestionSet[],
  submitted: AttemptRow[],
): AssignmentResults['questions'] {
  const flat = flattenQuestions(questionSets);
  const skills = skillsByKey(questionSets);
  return flat.map((q) => {
    const tally = new Map<string, { response: string; count: number; correct: boolean }>();
    let correctCount = 0;
    let attempts = 0;
    for (const attempt of submitted) {
      const mark = (attempt.marks ?? []).find((m) => m.key === q.key);
      if (!mark) continue;
      attempts += 1;
      const right = effective(mark);
      if (right) correctCount += 1;
      const response = normalisedResponse(mark.response) || '(no answer)';
      const id = `${response.toLowerCase()}|${right}`;
      const entry = tally.get(id) ?? { response, count: 0, correct: right };
      entry.count += 1;
      tally.set(id, entry);
    }
    const responses = [...tally.values()].sort(
      (a, b) => b.count - a.count || a.response.localeCompare(b.response),
    );
    const topWrong =
      responses.find((r) => !r.correct && r.response !== '(no answer)') ?? responses.find((r) => !r.correct);
    return {
      key: q.key,
      question: q.question.question,
      question_type: q.question.questionType,
      skill: skills[q.key] ?? 'General',
      answer: q.question.answer,
      attempts,
      correct_count: correctCount,
      percentage: percent(correctCount, attempts),
      responses: responses.slice(0, 20),
      top_wrong_answer: topWrong ? { response: topWrong.response, count: topWrong.count } : null,
    };
  });
}

function average(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

export async function assignmentResults(db: Db, userId: number, id: number): Promise<AssignmentResults> {
  const assignment = await ownAssignmentOr404(db, userId, id);
  const { rows, summaries } = await attemptsOf(db, assignment);
  const submitted = rows.filter((r) => r.submittedAt !== null);
  const submittedSummaries = summaries.filter((s) => s.submitted_at !== null);
  const fresh = await ownAssignmentOr404(db, userId, id);
  const roster = assignment.classId !== null ? await listRoster(db, assignment.classId) : [];
  const started = new Set(rows.map((r) => r.studentId).filter((sid) => sid !== null));
  return {
    assignment: presentAssignment(fresh),
    attempts: summaries,
    not_started: roster
      .filter((s) => !started.has(s.id))
      .map((s) => ({ student_id: s.id, student_name: s.name })),
    questions: itemAnalysis(assignment.questionSets, submitted),
    average_percentage: average(submittedSummaries.map((s) => s.percentage ?? 0)),
    average_duration_seconds: average(submittedSummaries.map((s) => s.duration_seconds ?? 0)),
  };
}

async function presentDetail(
  db: Db,
  attempt: AttemptRow,
  assignment: AssignmentRow,
): Promise<TeacherAttempt> {
  const { summaries } = await attemptsOf(db, assignment);
  const summary = summaries.find((s) => s.id === attempt.id);
  if (!summary) throw errors.notFound();
  const flat = flattenQuestions(assignment.questionSets);
  const skills = skillsByKey(assignment.questionSets);
  const marks = attempt.marks;
  return {
    ...summary,
    marks:
      marks?.map((m) => {
        const q = flat[m.key]?.question;
        return {
          key: m.key,
          question: q?.question ?? '',
          question_type: q?.questionType ?? 'short_answer',
          skill: skills[m.key] ?? (q?.skill?.trim() || 'General'),
          bloom_level: q?.bloom_level ?? null,
          response: m.response,
          expected: q?.answer ?? '',
          correct: effective(m),
          auto_correct: m.auto_correct,
          overridden: m.override !== null,
          confidence: m.confidence,
          reason: m.reason,
        };
      }) ?? null,
  };
}

export async function attemptDetail(db: Db, userId: number, id: number): Promise<TeacherAttempt> {
  const found = await findOwnAttempt(db, userId, id);
  if (!found) throw errors.notFound();
  return presentDetail(db, found.attempt, found.assignment);
}

/** The teacher's mark on one question; null goes back to the automatic grade. The total follows. */
export async function overrideAttemptMark(
  db: Db,
  userId: number,
  id: number,
  key: number,
  correct: boolean | null,
): Promise<TeacherAttempt> {
  const found = await findOwnAttempt(db, userId, id);
  if (!found) throw errors.notFound();
  const outcome = await overrideMark(
    db,
    id,
    (marks) => {
      if (!marks.some((m) => m.key === key)) return null;
      return marks.map((m) => (m.key === key ? { ...m, override: correct } : m));
    },
    scoreOf,
  );
  if (outcome === 'not_submitted')
    throw errors.conflict('This attempt has not been submitted yet, so there is nothing to mark.');
  if (outcome === 'no_such_question') throw errors.field('key', `No question has the key ${key}.`);
  const fresh = await findOwnAttempt(db, userId, id);
  if (!fresh) throw errors.notFound();
  return presentDetail(db, fresh.attempt, fresh.assignment);
}

function exportFileName(title: string, extension: string): string {
  const base =
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'results';
  return `${base}-results.${extension}`;
}

/** The assignment's results as a CSV or Excel file (scores per student, then per question). */
export async function assignmentResultsFile(
  db: Db,
  userId: number,
  id: number,
  format: 'csv' | 'xlsx',
): Promise<Attachment> {
  const results = await assignmentResults(db, userId, id);
  const assignment = await ownAssignmentOr404(db, userId, id);
  const { rows } = await attemptsOf(db, assignment);
  const marks = new Map(
    rows.map((row) => [row.id, new Map((row.marks ?? []).map((m) => [m.key, effective(m)]))]),
  );
  const tables = resultTables(results, marks);
  const title = results.assignment.title;
  const filename = exportFileName(title, format);
  return format === 'csv'
    ? { body: resultsCsv(tables), contentType: 'text/csv; charset=utf-8', filename }
    : {
        body: await resultsXlsx(title, tables),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename,
      };
}
