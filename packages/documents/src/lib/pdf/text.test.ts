import { describe, expect, it } from 'vitest';
import { writeQuiz, writeRawText, writeStudyNote } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { bigQuiz, unicodeQuiz } from '../../test-support/fixtures.js';
import { pdfToText, pdfWords, poppler } from '../../test-support/poppler.js';
import { createPdf, finishPdf } from './document.js';
import { drawText, fontRuns } from './text.js';

const MIXED = 'Water cycle 水循环 and 光合作用, 日本語, 한국어 🌍 ✅ end';

const embeddedFonts = (pdf: Buffer) =>
  poppler('pdffonts', pdf, [])
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ''))
    .filter(Boolean);

describe('per-glyph font fallback', () => {
  it('splits a line into runs by the font that has each glyph, Latin staying in the base font', () => {
    expect(fontRuns(MIXED, 'Sans')).toEqual([
      { font: 'Sans', text: 'Water cycle ' },
      { font: 'Fallback-SC', text: '水循环' },
      { font: 'Sans', text: ' and ' },
      { font: 'Fallback-SC', text: '光合作用' },
      { font: 'Sans', text: ', ' },
      { font: 'Fallback-SC', text: '日本語' },
      { font: 'Sans', text: ', ' },
      { font: 'Fallback-KR', text: '한국어' },
      { font: 'Sans', text: ' ' },
      { font: 'Fallback-Emoji', text: '🌍' },
      { font: 'Sans', text: ' ' },
      { font: 'Fallback-Emoji', text: '✅' },
      { font: 'Sans', text: ' end' },
    ]);
    expect(fontRuns('plain ASCII', 'Sans-Bold')).toEqual([{ font: 'Sans-Bold', text: 'plain ASCII' }]);
  });

  it('keeps a variation selector with its emoji and drops one no font of the run can draw', () => {
    expect(fontRuns('✅\ufe0f', 'Sans').map((r) => r.font)).toEqual(['Fallback-Emoji']);
    expect(
      fontRuns('水\ufe0f', 'Sans')
        .map((r) => r.text)
        .join(''),
    ).not.toContain('\ufe0f');
  });

  it('prints CJK and Korean in a quiz PDF, with the fallback faces embedded', async () => {
    const quiz = unicodeQuiz();
    quiz.title = '水循环 quiz';
    quiz.question_sets[0]!.questions[0]!.question = `Which is right? ${MIXED}`;
    quiz.question_sets[0]!.questions[0]!.options = ['光合作用', '한국어', 'Theta', '🌍'];
    const pdf = bodyOf(await writeQuiz(quiz, 'pdf'));
    const text = pdfToText(pdf);
    for (const s of ['水循环 quiz', '光合作用', '한국어', '日本語', 'Which is right? Water cycle 水循环 and'])
      expect(text).toContain(s);
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining(['NotoSansSC-Regular', 'NotoSansKR-Regular', 'NotoEmoji-Regular', 'DejaVuSans']),
    );
  });

  it('prints CJK and Korean in raw-text and study-note PDFs', async () => {
    const raw = pdfToText(bodyOf(await writeRawText({ name: '水循环', content: `${MIXED}\n한국어` }, 'pdf')));
    expect(raw).toContain('Water cycle 水循环 and 光合作用, 日本語, 한국어');
    expect(raw).toContain('\n한국어\n');
    const note = pdfToText(
      bodyOf(
        await writeStudyNote(
          {
            name: '光合作用',
            subjects: [{ name: '水循环', topics: [{ name: '한국어', content: `**${MIXED}**` }] }],
          },
          'pdf',
        ),
      ),
    );
    for (const s of ['光合作用', '水循环', '한국어', 'Water cycle 水循环 and']) expect(note).toContain(s);
  });

  it('centres a line mixing fonts as one line, the runs side by side', async () => {
    const doc = createPdf('Centred');
    drawText(doc, 'Diagram: 水循环 한국어', { font: 'Sans', x: 100, y: 200, width: 400, align: 'center' });
    const words = pdfWords(await finishPdf(doc, 'Centred')).filter((w) => w.yMin > 150 && w.yMin < 250);
    expect(words.map((w) => w.text)).toEqual(['Diagram:', '水循环', '한국어']);
    const [latin, chinese, korean] = words;
    expect(latin!.xMax).toBeLessThan(chinese!.xMin);
    expect(chinese!.xMax).toBeLessThan(korean!.xMin);
    expect((latin!.xMin + korean!.xMax) / 2).toBeCloseTo(300, -1);
  });

  it('embeds no fallback face in an all-Latin PDF, so its size does not grow', async () => {
    const pdf = bodyOf(await writeQuiz(bigQuiz(30), 'pdf'));
    expect(embeddedFonts(pdf).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    // Measured before the fallback fonts existed: 31,000 bytes for this quiz.
    expect(pdf.length).toBeLessThan(32_000);
  });
});
