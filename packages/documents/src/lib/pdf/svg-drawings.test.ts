import { existsSync } from 'node:fs';
import type SVGtoPDF from 'svg-to-pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { pdfToText } from '../../test-support/poppler.js';
import { createPdf, finishPdf, MARGIN } from './document.js';
import { drawRichText } from './rich-text.js';

// Counts how often svg-to-pdfkit parses and draws an SVG; it still draws.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('svg-to-pdfkit', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof SVGtoPDF }>()).default;
  return {
    default: (...args: Parameters<typeof real>) => {
      parses.count += 1;
      return real(...args);
    },
  };
});

const LINE = 'The matrix $\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}$ and $\\frac{1}{2}$.';

describe('formula drawings in a PDF', () => {
  it('parses each distinct formula once per document, however often and on however many pages it is drawn', async () => {
    parses.count = 0;
    const doc = createPdf('Drawings').fontSize(11);
    for (let page = 0; page < 3; page++) {
      if (page) doc.addPage();
      for (let i = 0; i < 4; i++) drawRichText(doc, LINE, { font: 'Sans', x: MARGIN, y: doc.y, width: 400 });
    }
    const pdf = await finishPdf(doc, 'Drawings');
    expect(parses.count).toBe(2);

    // A new document parses them again (its pages hold their own resources).
    const other = createPdf('Other').fontSize(11);
    drawRichText(other, LINE, { font: 'Sans', x: MARGIN, y: other.y, width: 400 });
    await finishPdf(other, 'Other');
    expect(parses.count).toBe(4);

    // Every page still carries the drawings (vector fills) and their readings.
    const content = pdf.toString('latin1');
    expect(content.match(/\/Type \/Page\b/g)).toHaveLength(3);
    if (existsSync('/usr/bin/pdftotext')) {
      const pages = pdfToText(pdf).split('\f');
      for (const page of pages.slice(0, 3))
        expect(page.match(/The matrix \(1 0; 0 1\) and 1\/2\./g)).toHaveLength(4);
    }
  });
});
