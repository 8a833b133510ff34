// Study notes and raw texts typeset their formulas through the quiz PDFs' own path (`drawRichText`):
// read back with poppler's pdftotext (skipped, naming its apt package, when it is absent).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeRawText, writeStudyNote } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { formulaRawText, formulaStudyNote } from '../../test-support/formula-notes.js';
import { pdfToText } from '../../test-support/poppler.js';

const noPdftotext = !existsSync('/usr/bin/pdftotext');
const needing = (name: string) =>
  noPdftotext ? `${name} [skipped: pdftotext missing, apt-get install -y poppler-utils]` : name;

describe('formulas in study-note and raw-text PDFs', { timeout: 30_000 }, () => {
  it.skipIf(noPdftotext)(
    needing('a study note prints its formulas as typeset maths read as text (golden), never as TeX'),
    async () => {
      const pdf = bodyOf(await writeStudyNote(formulaStudyNote(), 'pdf', { separateBy: 'topic' }));
      const text = pdfToText(pdf);
      await expect(text).toMatchFileSnapshot('__golden__/formulas.study-note.pdf.txt');
      // `_` and `*` inside LaTeX are not emphasis, `\\` in a matrix is not an escape.
      for (const reading of ['a₁ + a₂', 'b₁ * b₂', '1/2', '√2', 'x²', '(1 0; 0 1)', 'E = mc²'])
        expect(text).toContain(reading);
      expect(text).toContain('Inline code stays code: $x_1$.');
      expect(text).not.toMatch(/\\frac|\\ce|\\begin|\\sqrt|\$\\/);
    },
  );

  it.skipIf(noPdftotext)(
    needing('a raw text prints its formulas typeset, line by line as typed (golden)'),
    async () => {
      const text = pdfToText(bodyOf(await writeRawText(formulaRawText(), 'pdf')));
      await expect(text).toMatchFileSnapshot('__golden__/formulas.raw-text.pdf.txt');
      expect(text).toContain('Half of 1/2 is 1/4, and x², too.');
      expect(text).toContain('No formula here.');
      expect(text).not.toMatch(/\\frac|\\ce/);
    },
  );

  it.skipIf(noPdftotext)(
    needing('a full stop or comma after a formula reads as part of it, not as a separate word'),
    async () => {
      const note = pdfToText(
        bodyOf(await writeStudyNote(formulaStudyNote(), 'pdf', { separateBy: 'topic' })),
      );
      const raw = pdfToText(bodyOf(await writeRawText(formulaRawText(), 'pdf')));
      expect(note).toContain('2H₂ + O₂ → 2H₂O.');
      expect(raw).toContain('Water is 2H₂O.');
      expect(raw).toContain('x², too');
      expect(`${note}\n${raw}`).not.toMatch(/\S [.,]/);
    },
  );
});
