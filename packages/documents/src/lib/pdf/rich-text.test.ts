import { describe, expect, it } from 'vitest';
import { pdfWords } from '../../test-support/poppler.js';
import { createPdf, finishPdf, MARGIN } from './document.js';
import { typesetFormula } from './math-svg.js';
import { drawRichText, firstLineDrop, richTextHeight } from './rich-text.js';

const WIDTH = 300;

function doc(): PDFKit.PDFDocument {
  return createPdf('Rich text').fontSize(11);
}

describe('typeset formulas in PDF text', () => {
  it('typesets fractions, roots, matrices and chemical equations as SVG paths, and refuses what does not parse', () => {
    for (const tex of [
      '\\frac{1}{2}',
      '\\sqrt[3]{x^2}',
      '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}',
      '\\ce{2H2 + O2 -> 2H2O}',
    ]) {
      const math = typesetFormula(tex, false);
      expect(math, tex).not.toBeNull();
      expect(math!.svg).toMatch(/<path [^>]*d="M/);
      expect(math!.width).toBeGreaterThan(0);
    }
    expect(typesetFormula('\\frac{1}{', false)).toBeNull();
  });

  it('measures text without formulas exactly as pdfkit does', () => {
    const d = doc();
    const text =
      'A plain sentence that is long enough to wrap onto a second line within three hundred points.';
    expect(richTextHeight(d, text, { font: 'Sans', width: WIDTH, lineGap: 2 })).toBe(
      d.font('Sans').heightOfString(text, { width: WIDTH, lineGap: 2 }),
    );
  });

  it('makes a line with a stacked fraction or a matrix taller than a text line, and drops its label to the baseline', () => {
    const d = doc();
    const plain = richTextHeight(d, 'What is x?', { font: 'Sans', width: WIDTH });
    const fraction = richTextHeight(d, 'What is $\\frac{1}{2}$?', { font: 'Sans', width: WIDTH });
    const matrix = richTextHeight(d, 'Find $\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}$', {
      font: 'Sans',
      width: WIDTH,
    });
    expect(fraction).toBeGreaterThan(plain);
    expect(matrix).toBeGreaterThan(fraction);
    expect(
      firstLineDrop(d, 'Find $\\begin{pmatrix} a \\\\ b \\end{pmatrix}$', { font: 'Sans', width: WIDTH }),
    ).toBeGreaterThan(0);
    expect(firstLineDrop(d, 'No formula', { font: 'Sans', width: WIDTH })).toBe(0);
  });

  it('wraps text around formulas within the width and puts a displayed formula on a line of its own', async () => {
    const d = doc();
    const text =
      'Compute $x^2 + 1$ for every value in the list of numbers given, then $$\\frac{a}{b}$$ after it.';
    drawRichText(d, text, { font: 'Sans', x: MARGIN, y: MARGIN, width: WIDTH });
    // The footer ("Page 1 of 1") sits low on the page; the paragraph is at the top.
    const words = pdfWords(await finishPdf(d, 'Rich text')).filter((w) => w.yMin < 400);
    for (const word of words) expect(word.xMax, word.text).toBeLessThanOrEqual(MARGIN + WIDTH + 1);
    const top = (w: string) => words.find((x) => x.text === w)?.yMin ?? -1;
    expect(top('after')).toBeGreaterThan(top('then'));
    // The readings are in the text layer, in reading order.
    expect(words.map((w) => w.text).join(' ')).toContain('Compute x² + 1 for every');
  });
});
