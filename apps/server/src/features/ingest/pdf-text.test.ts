import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { writeQuiz } from '@quizwise/documents';
import { extractPdfText } from './pdf-text.js';
import { makePdf } from '../../../test/ingest/test-fixtures.js';

const LEFT_COLUMN =
  'LEFT COLUMN START. Evaporation is the process by which water changes from a liquid to a gas or vapour. Water boils at 100 degrees but it evaporates at lower temperatures as well. Heat from the sun drives most evaporation from oceans, lakes and rivers. LEFT COLUMN END.';
const RIGHT_COLUMN =
  'RIGHT COLUMN START. Precipitation is water released from clouds in the form of rain, freezing rain, sleet, snow or hail. It is the primary connection in the water cycle that provides for the delivery of atmospheric water to the Earth. RIGHT COLUMN END.';

describe('extractPdfText', () => {
  it('reads the text of every page in reading order, pages separated by a blank line', async () => {
    const pdf = await makePdf((doc) => {
      // Drawn out of order on purpose: the right-hand item first, the top line last.
      doc.text('second line', 72, 200);
      doc.text('right', 300, 150);
      doc.text('Photosynthesis makes glucose', 72, 150);
      doc.text('Title at the top', 72, 72);
      doc.addPage();
      doc.text('Page two: the Calvin cycle', 72, 72);
      doc.addPage();
      doc.text('Page three: chlorophyll', 72, 72);
    });
    const result = await extractPdfText(pdf);
    expect(result).toEqual({
      ok: true,
      value: {
        pages: 3,
        text: 'Title at the top\n\nPhotosynthesis makes glucose right\n\nsecond line\n\nPage two: the Calvin cycle\n\nPage three: chlorophyll',
      },
    });
  });

  it('reads formulas printed as Unicode (a Quizwise PDF export) back as LaTeX where they are clear', async () => {
    const written = await writeQuiz(
      {
        title: 'Formulas',
        question_sets: [
          {
            question_type: 'short_answer',
            questions: [
              {
                question: 'Solve $x^2 = 16$ and balance \\ce{2H2 + O2 -> 2H2O}.',
                answer: '4',
                options: [],
                questionType: 'short_answer',
              },
            ],
          },
        ],
      },
      'pdf',
    );
    if (!written.ok) throw new Error(written.reason);
    const result = await extractPdfText(written.value.body as Buffer);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.text).toContain('Solve $x^{2} = 16$ and balance \\ce{2H2 + O2 -> 2H2O}');
  });

  it('keeps consecutive lines of a paragraph together', async () => {
    const pdf = await makePdf((doc) => {
      doc
        .fontSize(12)
        .text('one two three four five six seven eight nine ten '.repeat(12), 72, 72, { width: 300 });
    });
    const result = await extractPdfText(pdf);
    if (!result.ok) throw new Error(result.reason);
    expect(result.value.text).not.toContain('\n\n');
    expect(result.value.text.split('\n').length).toBeGreaterThan(3);
    expect(result.value.text).toMatch(/^one two three/);
  });

  it('reads a two-column page column by column, the full-width title above and closing line below in place', async () => {
    const pdf = await makePdf((doc) => {
      // The right column is drawn first: the order must come from positions, not from the content stream.
      doc.fontSize(11).text(RIGHT_COLUMN, 315, 110, { width: 225 });
      doc.text(LEFT_COLUMN, 72, 110, { width: 225 });
      doc.fontSize(18).text('The water cycle', 72, 72, { width: 468, align: 'center' });
      doc
        .fontSize(11)
        .text('A closing line that runs right across the page, under both of the columns.', 72, 240);
    });
    const result = await extractPdfText(pdf);
    if (!result.ok) throw new Error(result.reason);
    const [title, columns, closing, ...rest] = result.value.text.split('\n\n');
    expect(title).toBe('The water cycle');
    expect(columns?.replace(/\n/g, ' ')).toBe(`${LEFT_COLUMN} ${RIGHT_COLUMN}`);
    expect(columns?.split('\n').length).toBeGreaterThanOrEqual(10); // the columns' own line breaks are kept
    expect(closing).toBe('A closing line that runs right across the page, under both of the columns.');
    expect(rest).toEqual([]);
  });

  it('reads text that pdfkit flows into two columns in the order it flows', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(18).text('The water cycle', 72, 72, { width: 468, align: 'center' });
      doc.fontSize(11).text(`${LEFT_COLUMN} ${RIGHT_COLUMN}`, 72, 110, {
        columns: 2,
        columnGap: 18,
        width: 468,
        height: 100,
        align: 'justify',
      });
    });
    const result = await extractPdfText(pdf);
    if (!result.ok) throw new Error(result.reason);
    expect(result.value.text.replace(/\n+/g, ' ')).toBe(`The water cycle ${LEFT_COLUMN} ${RIGHT_COLUMN}`);
  });

  it('keeps a table one row per line, even when it is drawn column by column', async () => {
    const rows = [
      ['Process', 'Where', 'Result'],
      ['Evaporation', 'Oceans and lakes', 'Water vapour'],
      ['Condensation', 'Cold air', 'Clouds'],
      ['Precipitation', 'Clouds', 'Rain or snow'],
      ['Infiltration', 'Soil', 'Groundwater'],
      ['Runoff', 'Slopes', 'Rivers'],
    ];
    const pdf = await makePdf((doc) => {
      doc.fontSize(16).text('Stages of the water cycle', 72, 72);
      doc.fontSize(11);
      for (const [column, x] of [0, 200, 340].entries()) {
        rows.forEach((row, index) => doc.text(row[column] ?? '', x, 110 + index * 16, { lineBreak: false }));
      }
    });
    const result = await extractPdfText(pdf);
    expect(result).toMatchObject({
      ok: true,
      value: { text: `Stages of the water cycle\n\n${rows.map((row) => row.join(' ')).join('\n')}` },
    });
  });

  it('joins words split by a line-end hyphen, but not real hyphens or across a paragraph break', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(12);
      // pdfkit breaks at the soft hyphen and draws a hyphen there.
      doc.text('Plants lose water by evapo\u00adtranspiration every day.', 72, 72, { width: 160 });
      const lines = [
        'Water moves up by capil-',
        'lary action, along the North-',
        'South axis; COVID-',
        '19 closed the lab, cross-',
      ];
      lines.forEach((line, index) => doc.text(line, 72, 140 + index * 14));
      doc.text('check the results again.', 72, 240);
    });
    const result = await extractPdfText(pdf);
    expect(result).toMatchObject({
      ok: true,
      value: {
        text:
          'Plants lose water by evapotranspiration every day.\n\n' +
          'Water moves up by capillary action, along the North-\nSouth axis; COVID-\n19 closed the lab, cross-\n\n' +
          'check the results again.',
      },
    });
  });

  it('refuses a password-protected PDF as pdf_encrypted', async () => {
    const pdf = await makePdf((doc) => doc.text('secret notes'), { userPassword: 'hunter22' });
    const result = await extractPdfText(pdf);
    expect(result).toMatchObject({ ok: false, reason: 'pdf_encrypted' });
    if (!result.ok) expect(result.message).toMatch(/password/i);
  });

  it('refuses bytes that are not a PDF as pdf_invalid without parsing them', async () => {
    const result = await extractPdfText(Buffer.from('PK\u0003\u0004 this is a zip, not a pdf'));
    expect(result).toMatchObject({ ok: false, reason: 'pdf_invalid' });
  });

  it('refuses a corrupt PDF (a valid header, then garbage or a truncated body) as pdf_invalid', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x37)]);
    expect(await extractPdfText(garbage)).toMatchObject({ ok: false, reason: 'pdf_invalid' });
    const whole = await makePdf((doc) => doc.text('hello'));
    const truncated = whole.subarray(0, Math.floor(whole.length / 3));
    expect(await extractPdfText(truncated)).toMatchObject({ ok: false, reason: 'pdf_invalid' });
  });

  it('answers pdf_no_text for an image-only PDF and points the user at image OCR', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const pdf = await makePdf((doc) => {
      doc.image(png, 72, 72, { width: 200 });
    });
    const result = await extractPdfText(pdf);
    expect(result).toMatchObject({ ok: false, reason: 'pdf_no_text' });
    if (!result.ok) expect(result.message).toMatch(/image/i);
  });

  it('refuses more pages than maxPages before reading any text', async () => {
    const pdf = await makePdf((doc) => {
      doc.text('page 1');
      for (let i = 2; i <= 4; i++) doc.addPage().text(`page ${i}`);
    });
    const result = await extractPdfText(pdf, { maxPages: 3 });
    expect(result).toMatchObject({ ok: false, reason: 'pdf_too_many_pages' });
    if (!result.ok) expect(result.message).toContain('3');
    expect(await extractPdfText(pdf, { maxPages: 4 })).toMatchObject({ ok: true, value: { pages: 4 } });
  });

  it('answers timeout when the time budget runs out', async () => {
    const pdf = await makePdf((doc) => {
      doc.text('page 1');
      for (let i = 2; i <= 40; i++) doc.addPage().text(`page ${i}`);
    });
    expect(await extractPdfText(pdf, { timeoutMs: 1 })).toMatchObject({ ok: false, reason: 'timeout' });
  });
});
