import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { unicodeQuiz } from '../../test-support/fixtures.js';

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  // exceljs' own Buffer type predates Node's generic Buffer.
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

describe('quiz CSV', () => {
  it('writes one RFC 4180 row per question with a UTF-8 byte order mark', async () => {
    const result = await writeQuiz(unicodeQuiz(), 'csv');
    const body = bodyOf(result);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    const rows = text.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe(
      'Number,Section,Type,Question,Option A,Option B,Option C,Option D,Answer,Also accepted,Explanation,Skill,Bloom level',
    );
    // A line break inside a cell is quoted (and a bare LF), so rows still split on CRLF: header + 7.
    expect(text).toContain('"A ball is dropped from 20 m.\nExplain, with g ≈ 9.8 m/s², how long it falls."');
    expect(rows).toHaveLength(1 + 7);
    expect(rows[2]).toBe('2,Multiple choice,multiple_choice,"What is √16 + ∑ of {1, 2}?",5,6,7,8,C. 7,,,,');
    expect(result.ok && result.value.contentType).toBe('text/csv; charset=utf-8');
  });

  it('quotes embedded quotes and defuses cells a spreadsheet would run as formulas', async () => {
    const quiz = unicodeQuiz();
    quiz.question_sets = [
      {
        question_type: 'short_answer',
        questions: [
          { question: '=HYPERLINK("x") say "hi"', answer: '-5', options: [], questionType: 'short_answer' },
        ],
      },
    ];
    const text = bodyOf(await writeQuiz(quiz, 'csv')).toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""x"") say ""hi"""`);
    expect(text).toContain(',-5,');
  });
});

describe('QTI 2.1 package', () => {
  it('has an imsmanifest listing the test and every item file, all well-formed XML', async () => {
    const result = await writeQuiz(unicodeQuiz(), 'qti');
    expect(result.ok && result.value.filename).toBe('maths-revision-qti.zip');
    const zip = await JSZip.loadAsync(bodyOf(result));
    const manifest = await zip.file('imsmanifest.xml')!.async('string');
    expect(XMLValidator.validate(manifest)).toBe(true);
    expect(manifest).toContain('type="imsqti_test_xmlv2p1" href="assessment.xml"');
    const hrefs = [...manifest.matchAll(/type="imsqti_item_xmlv2p1" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs).toHaveLength(6);
    for (const href of hrefs) {
      const item = await zip.file(href)!.async('string');
      expect(XMLValidator.validate(item)).toBe(true);
      expect(item).toContain('<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"');
    }
    const all = (await Promise.all(hrefs.map((h) => zip.file(h)!.async('string')))).join('');
    expect(all).toContain('<choiceInteraction');
    expect(all).toContain('<textEntryInteraction');
    expect(all).toContain('<extendedTextInteraction');
    expect(all).toContain('<value>choice-2</value>');
    expect(manifest).toContain('Skipped question 7, a diagram labelling question');
  });
});

describe('classroom game imports', () => {
  it('writes a Kahoot template sheet with choice questions only and notes the rest', async () => {
    const result = await writeQuiz(unicodeQuiz(), 'kahoot');
    expect(result.ok && result.value.filename).toBe('maths-revision-kahoot.xlsx');
    const sheet = (await workbook(bodyOf(result))).worksheets[0]!;
    expect(String(sheet.getCell('B8').value)).toMatch(/^Question - max 120/);
    expect(sheet.getRow(9).values).toEqual([
      undefined,
      1,
      'Which Greek letter names the angle θ in “sin θ ≤ 1”?',
      'Alpha',
      'Theta',
      'Omega',
      'Delta',
      20,
      2,
    ]);
    expect(sheet.getCell('B11').value).toBe('Ångström, café and naïve all carry accents.');
    expect(sheet.getCell('H11').value).toBe(1);
    expect(sheet.getCell('B12').value).toBeNull();
    const notes = [3, 4, 5, 6, 7].map((r) => String(sheet.getCell(`B${r}`).value ?? '')).join('\n');
    expect(notes).toContain('Skipped question 4, a short answer question');
    expect(notes).toContain('Skipped question 7, a diagram labelling question');
  });

  it('writes Quizlet cards for every question it can hold', async () => {
    const book = await workbook(bodyOf(await writeQuiz(unicodeQuiz(), 'quizlet')));
    const cards = book.getWorksheet('Cards')!;
    expect(cards.rowCount).toBe(1 + 6);
    expect(cards.getCell('B2').value).toBe('B. Theta');
    expect(String(cards.getCell('A2').value)).toContain('A. Alpha  B. Theta');
    expect(String(book.getWorksheet('Notes')!.getCell('A3').value)).toContain('diagram labelling');
  });

  it('writes Blooket’s CSV template and refuses a quiz with no choice questions', async () => {
    const text = bodyOf(await writeQuiz(unicodeQuiz(), 'blooket')).toString('utf8');
    expect(text.startsWith('"Blooket\nImport Template"')).toBe(true);
    expect(text).toContain(
      '1,Which Greek letter names the angle θ in “sin θ ≤ 1”?,Alpha,Theta,Omega,Delta,20,2',
    );
    const quiz = unicodeQuiz();
    quiz.question_sets = quiz.question_sets.filter((s) => s.question_type === 'short_answer');
    expect(await writeQuiz(quiz, 'blooket')).toEqual({ ok: false, reason: 'no_supported_questions' });
  });
});
