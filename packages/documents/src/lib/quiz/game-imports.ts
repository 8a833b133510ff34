import ExcelJS from 'exceljs';
import { toCsv } from '../csv.js';
import type { Question } from '../types.js';
import { correctOptionIndex, displayAnswer, optionLetter, type QuizPlan, type SupportCheck } from './plan.js';
import { shortenStem } from './short-stem.js';

// Kahoot's spreadsheet template limits (https://kahoot.com/library/quiz-spreadsheet-template), as its
// header row states them. Blooket's template states only its four answers and 300 s; Quizlet none.
const KAHOOT_QUESTION_MAX = 120;
const KAHOOT_ANSWER_MAX = 75;

// Reasons follow the format's name in the note: "Kahoot allows at most four answers".
function choiceCheck(q: Question): string | null {
  if (q.questionType === 'diagram_labelling') return 'cannot carry the diagram image';
  if (q.options.length === 0) return `imports only choice questions, and this one is open`;
  if (q.options.length > 4) return `allows at most four answers`;
  if (q.options.length < 2) return 'needs at least two answers';
  if (correctOptionIndex(q) < 0) return 'needs the answer to be one of the options';
  return null;
}

export const kahootSupports: SupportCheck = (q) => {
  const choice = choiceCheck(q);
  if (choice) return choice;
  if (shortenStem(q.question, KAHOOT_QUESTION_MAX) === null)
    return `limits questions to ${KAHOOT_QUESTION_MAX} characters, and this one (${q.question.length}) cannot be shortened to a question that fits`;
  if (q.options.some((o) => o.length > KAHOOT_ANSWER_MAX))
    return `limits answers to ${KAHOOT_ANSWER_MAX} characters`;
  return null;
};

export const blooketSupports: SupportCheck = (q) => choiceCheck(q);

export const quizletSupports: SupportCheck = (q) =>
  q.questionType === 'diagram_labelling' ? 'cannot carry the diagram image' : null;

const timeLimit = (q: Question) => (q.question.length > 80 ? 30 : 20);

/**
 * Kahoot's quiz spreadsheet template: notes in the top rows Kahoot ignores, the header on row 8,
 * one question per row from row 9 with up to four answers and the correct answer's number.
 */
export async function quizToKahoot(plan: QuizPlan): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Quizwise';
  const sheet = book.addWorksheet('Sheet1');
  sheet.getCell('B1').value = `Quiz: ${plan.title}`;
  sheet.getCell('B2').value = 'Kahoot import: Create → Import spreadsheet. Rows 1–7 are ignored.';
  const rows = plan.sections.flatMap((s) => s.items);
  const shortened: string[] = [];
  const stems = rows.map(({ number, question: q }) => {
    // The support check let through only stems that shorten.
    const stem = shortenStem(q.question, KAHOOT_QUESTION_MAX) ?? q.question;
    if (stem !== q.question.replace(/\s+/g, ' ').trim())
      shortened.push(
        `Question ${number} shortened to fit Kahoot's ${KAHOOT_QUESTION_MAX} characters (its lead-in cut): "${stem}"`,
      );
    return stem;
  });
  // Every note, however many: one line each, in two cells of the rows Kahoot ignores.
  const notes: [string, string[]][] = [
    ['B3', plan.skipped.map((note) => `Note: ${note}`)],
    ['B4', shortened.map((note) => `Note: ${note}`)],
  ];
  for (const [cell, lines] of notes) {
    if (lines.length === 0) continue;
    sheet.getCell(cell).value = lines.join('\n');
    sheet.getCell(cell).alignment = { wrapText: true, vertical: 'top' };
  }
  const header = sheet.getRow(8);
  header.values = [
    '',
    `Question - max ${KAHOOT_QUESTION_MAX} characters`,
    `Answer 1 - max ${KAHOOT_ANSWER_MAX} characters`,
    `Answer 2 - max ${KAHOOT_ANSWER_MAX} characters`,
    `Answer 3 - max ${KAHOOT_ANSWER_MAX} characters`,
    `Answer 4 - max ${KAHOOT_ANSWER_MAX} characters`,
    'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
    'Correct answer(s) - choose at least one',
  ];
  header.font = { bold: true };
  rows.forEach(({ number, question: q }, index) => {
    sheet.getRow(9 + index).values = [
      number,
      stems[index] ?? q.question,
      q.options[0] ?? '',
      q.options[1] ?? '',
      q.options[2] ?? '',
      q.options[3] ?? '',
      timeLimit(q),
      correctOptionIndex(q) + 1,
    ];
  });
  sheet.getColumn(2).width = 60;
  for (const c of [3, 4, 5, 6]) sheet.getColumn(c).width = 28;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Blooket's CSV import template: a title row (notes go beside it), the header row, then one
 * multiple-choice question per row. No byte order mark: Blooket reads the first cell literally.
 */
export function quizToBlooket(plan: QuizPlan): Buffer {
  const rows: (string | number)[][] = [
    ['Blooket\nImport Template', ...plan.skipped.map((n) => `Note: ${n}`)],
    [
      'Question #',
      'Question Text',
      'Answer 1',
      'Answer 2',
      'Answer 3\n(Optional)',
      'Answer 4\n(Optional)',
      'Time Limit (sec)\n(Max: 300 seconds)',
      'Correct Answer(s)\n(Only include Answer #)',
    ],
  ];
  for (const { number, question: q } of plan.sections.flatMap((s) => s.items))
    rows.push([
      number,
      q.question,
      q.options[0] ?? '',
      q.options[1] ?? '',
      q.options[2] ?? '',
      q.options[3] ?? '',
      timeLimit(q),
      correctOptionIndex(q) + 1,
    ]);
  return toCsv(rows, { bom: false });
}

/**
 * Quizlet flashcards as a spreadsheet: a Cards sheet (term, definition) to copy into Quizlet's
 * Import box, and a Notes sheet with how to import and anything skipped.
 */
export async function quizToQuizlet(plan: QuizPlan): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Quizwise';
  const cards = book.addWorksheet('Cards');
  cards.columns = [
    { header: 'Term', key: 'term', width: 60 },
    { header: 'Definition', key: 'definition', width: 50 },
  ];
  cards.getRow(1).font = { bold: true };
  for (const { question: q } of plan.sections.flatMap((s) => s.items)) {
    const options = q.options.map((o, i) => `${optionLetter(i)}. ${o}`).join('  ');
    cards.addRow({ term: options ? `${q.question}  ${options}` : q.question, definition: displayAnswer(q) });
  }
  const notes = book.addWorksheet('Notes');
  notes.getColumn(1).width = 100;
  notes.addRow([`Quiz: ${plan.title}`]);
  notes.addRow([
    'Quizlet: Create → Import, then copy the Term and Definition columns (without the header) into the box.',
  ]);
  for (const note of plan.skipped) notes.addRow([`Note: ${note}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
