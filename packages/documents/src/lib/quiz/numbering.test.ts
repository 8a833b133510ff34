import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { unicodeQuiz } from '../../test-support/fixtures.js';
import { pdfPages } from '../../test-support/pdf-text.js';

/** Every question's text in quiz order, for finding which number each format printed before it. */
const questions = unicodeQuiz().question_sets.flatMap((s) => s.questions.map((q) => q.question));

describe('question numbers run on across the whole quiz (sets not combined)', () => {
  it('in CSV, one number per question, 1 to n', async () => {
    const csv = bodyOf(await writeQuiz(unicodeQuiz(), 'csv')).toString('utf8');
    const numbers = csv
      .split(/\r\n/)
      .slice(1)
      .filter(Boolean)
      .map((row) => Number(row.split(',')[0]));
    expect(numbers).toEqual(questions.map((_, i) => i + 1));
  });

  it('in Markdown and GIFT titles, never two questions with one number', async () => {
    const md = bodyOf(await writeQuiz(unicodeQuiz(), 'md')).toString('utf8');
    const mdNumbers = [...md.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(mdNumbers).toEqual(questions.map((_, i) => i + 1));
    const gift = bodyOf(await writeQuiz(unicodeQuiz(), 'gift')).toString('utf8');
    const titles = [...gift.matchAll(/^::Q(\d+) /gm)].map((m) => Number(m[1]));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('in PDF, the plan numbers: the third question is printed as 3.', async () => {
    const text = (await pdfPages(bodyOf(await writeQuiz(unicodeQuiz(), 'pdf'))))
      .map((p) => p.text)
      .join('\n');
    expect(text.replace(/\s+/g, ' ')).toContain(`3. ${questions[2]?.slice(0, 20)}`);
  });

  it('in DOCX, every question paragraph continues one Word list', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(unicodeQuiz(), 'docx')));
    const document = await zip.file('word/document.xml')!.async('string');
    const levelZero = [...document.matchAll(/<w:ilvl w:val="0"\/><w:numId w:val="(\d+)"\/>/g)].map(
      (m) => m[1],
    );
    expect(levelZero).toHaveLength(questions.length);
    expect(new Set(levelZero).size).toBe(1);
  });
});
