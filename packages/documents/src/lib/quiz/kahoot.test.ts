import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeQuiz, type QuizDocument } from '../../index.js';
import type { Question } from '../types.js';
import { bodyOf } from '../../test-support/files.js';

const choice = (
  question: string,
  options = ['Evaporation', 'Condensation', 'Runoff', 'Infiltration'],
): Question => ({
  question,
  answer: options[0] ?? '',
  options,
  questionType: 'multiple_choice',
});

const context =
  'Water in the oceans is warmed by the sun and rises into the air as vapour, where it cools high above the ground.';

/** 26 questions as a generator writes them: most open with a sentence of context; 6 are one long sentence. */
function realisticQuiz(): QuizDocument {
  const questions = Array.from({ length: 26 }, (_, i) => {
    if (i % 4 === 3)
      return choice(
        `Which of the processes described in the chapter on the water cycle, including the ones in forests, deserts and cities (case ${i + 1}), comes first`,
      );
    return choice(`${context} Which process in step ${i + 1} turns liquid water into vapour?`);
  });
  questions.push(choice('Which five processes?', ['a', 'b', 'c', 'd', 'e']));
  return { title: 'Water cycle', question_sets: [{ question_type: 'multiple_choice', questions }] };
}

async function kahootSheet(quiz: QuizDocument) {
  const book = new ExcelJS.Workbook();
  // exceljs' own Buffer type predates Node's generic Buffer.
  await book.xlsx.load(bodyOf(await writeQuiz(quiz, 'kahoot')) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('Kahoot sheet for a realistic quiz', () => {
  it('keeps long questions by cutting their lead-in, every stem within 120 characters', async () => {
    const sheet = await kahootSheet(realisticQuiz());
    const rows: { number: number; stem: string }[] = [];
    for (let r = 9; sheet.getCell(`B${r}`).value !== null; r++)
      rows.push({ number: Number(sheet.getCell(`A${r}`).value), stem: String(sheet.getCell(`B${r}`).value) });
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual({ number: 1, stem: '… Which process in step 1 turns liquid water into vapour?' });
    for (const row of rows) expect(row.stem.length).toBeLessThanOrEqual(120);
    const shortened = String(sheet.getCell('B4').value).split('\n');
    expect(shortened).toHaveLength(20);
    expect(shortened[0]).toBe(
      `Note: Question 1 shortened to fit Kahoot's 120 characters (its lead-in cut): "… Which process in step 1 turns liquid water into vapour?"`,
    );
  });

  it('lists every skipped question by number and why, however many', async () => {
    const skipped = String((await kahootSheet(realisticQuiz())).getCell('B3').value).split('\n');
    expect(skipped.map((line) => /question (\d+),/.exec(line)?.[1])).toEqual([
      '4',
      '8',
      '12',
      '16',
      '20',
      '24',
      '27',
    ]);
    expect(skipped[0]).toMatch(
      /limits questions to 120 characters, and this one \(\d+\) cannot be shortened/,
    );
    expect(skipped[6]).toContain('Kahoot allows at most four answers');
    expect(skipped.join('\n')).not.toContain('Kahoot Kahoot');
  });
});

describe('Blooket notes', () => {
  it('name the tool once', async () => {
    const csv = bodyOf(await writeQuiz(realisticQuiz(), 'blooket')).toString('utf8');
    expect(csv).toContain('Blooket allows at most four answers');
    expect(csv).not.toContain('Blooket Blooket');
  });
});
