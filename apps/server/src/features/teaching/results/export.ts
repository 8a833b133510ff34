import ExcelJS from 'exceljs';
import type { AssignmentResults } from '@quizwise/contract';

const NEEDS_QUOTES = /[",\r\n]/;
// A cell a spreadsheet would run as a formula (CSV injection); numbers like "-5" stay as they are.
const FORMULA_START = /^[=+@\t\r]|^-(?!\d+([.,]\d+)?$)/;

function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Cell = string | number | null;

export interface ResultTables {
  students: { header: string[]; rows: Cell[][] };
  questions: { header: string[]; rows: Cell[][] };
}

/**
 * The two result tables as rows: one row per attempt (with a 1/0 column per question, so a
 * spreadsheet can sum them), then one row per rostered student who has not started, and one row per
 * question (item analysis).
 */
export function resultTables(
  results: AssignmentResults,
  marksByAttempt: Map<number, Map<number, boolean>>,
): ResultTables {
  const questionHeaders = results.questions.map((q) => `Q${q.key + 1}`);
  return {
    students: {
      header: [
        'Student',
        'Attempt',
        'Status',
        'Started (UTC)',
        'Submitted (UTC)',
        'Time taken (s)',
        'Score',
        'Out of',
        'Accuracy (%)',
        ...questionHeaders,
      ],
      rows: [
        ...results.attempts.map((a): Cell[] => {
          const marks = marksByAttempt.get(a.id);
          return [
            a.student_name,
            a.attempt_number,
            a.submitted_at ? 'submitted' : 'in progress',
            a.started_at,
            a.submitted_at,
            a.duration_seconds,
            a.score,
            a.max_score,
            a.percentage,
            ...results.questions.map((q) => {
              const mark = marks?.get(q.key);
              return mark === undefined ? null : mark ? 1 : 0;
            }),
          ];
        }),
        ...results.not_started.map((s): Cell[] => [
          s.student_name,
          null,
          'not started',
          null,
          null,
          null,
          null,
          null,
          null,
          ...results.questions.map(() => null),
        ]),
      ],
    },
    questions: {
      header: [
        'Question',
        'Text',
        'Type',
        'Skill',
        'Answer',
        'Answered',
        'Correct',
        'Correct (%)',
        'Most common wrong answer',
        'Times given',
      ],
      rows: results.questions.map((q) => [
        `Q${q.key + 1}`,
        q.question,
        q.question_type.replace(/_/g, ' '),
        q.skill,
        q.answer,
        q.attempts,
        q.correct_count,
        q.percentage,
        q.top_wrong_answer?.response ?? null,
        q.top_wrong_answer?.count ?? null,
      ]),
    },
  };
}

/** The per-student table as RFC 4180 CSV with a byte order mark (spreadsheets read accents right). */
export function resultsCsv(tables: ResultTables): Buffer {
  const lines = [tables.students.header, ...tables.students.rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A real .xlsx workbook: a "Students" sheet and a "Questions" (item analysis) sheet. */
export async function resultsXlsx(title: string, tables: ResultTables): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizwise';
  workbook.title = title;
  for (const [name, table] of [
    ['Students', tables.students],
    ['Questions', tables.questions],
  ] as const) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.header).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    sheet.columns.forEach((column, i) => {
      const longest = Math.max(...[table.header, ...table.rows].map((row) => String(row[i] ?? '').length));
      column.width = Math.min(60, Math.max(8, longest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
