import { XMLValidator } from 'fast-xml-parser';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { importQuiz, writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { formulaQuiz } from '../../test-support/formula-quiz.js';
import { pdfToText } from '../../test-support/poppler.js';

async function text(format: 'gift' | 'moodle_xml' | 'csv' | 'md'): Promise<string> {
  return bodyOf(await writeQuiz(formulaQuiz(), format)).toString('utf8');
}

describe('formulas in exports', () => {
  it('GIFT: formulas as $$…$$, escaped, and read back by the GIFT importer as the same TeX', async () => {
    const gift = await text('gift');
    await expect(gift).toMatchFileSnapshot('__golden__/formulas.gift');
    expect(gift).toContain('$$\\\\frac\\{1\\}\\{2\\} + \\\\frac\\{1\\}\\{4\\}$$');
    const back = importQuiz(gift, 'gift');
    if (!back.ok) throw new Error(back.message);
    expect(back.value.question_sets[0]?.questions[0]?.question).toBe(
      'What is $$\\frac{1}{2} + \\frac{1}{4}$$?',
    );
  });

  it("Moodle XML: formulas as $$…$$ for Moodle's TeX filter, in well-formed XML", async () => {
    const moodle = await text('moodle_xml');
    await expect(moodle).toMatchFileSnapshot('__golden__/formulas.moodle.xml');
    expect(XMLValidator.validate(moodle)).toBe(true);
    expect(moodle).toContain('$$\\ce{2H2 + O2 -&gt; 2H2O}$$');
    expect(moodle).toContain('<text>$course$/top/Formulas</text>');
  });

  it('QTI: each formula as MathML with its TeX kept, in well-formed XML', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(formulaQuiz(), 'qti')));
    const names = Object.keys(zip.files).filter((n) => /^items\/.+\.xml$/.test(n));
    const first = await zip.file(names.sort()[0] ?? '')!.async('string');
    await expect(first).toMatchFileSnapshot('__golden__/formulas.qti-item1.xml');
    for (const name of names) {
      const xml = await zip.file(name)!.async('string');
      expect(XMLValidator.validate(xml), name).toBe(true);
    }
    expect(first).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(first).toContain('<mfrac>');
    expect(first).toContain(
      '<annotation encoding="application/x-tex">\\frac{1}{2} + \\frac{1}{4}</annotation>',
    );
  });

  it('DOCX: each formula as Office Math (OMML) that Word edits, not raw markup', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(formulaQuiz(), 'docx')));
    const document = await zip.file('word/document.xml')!.async('string');
    expect(XMLValidator.validate(document)).toBe(true);
    expect(document).toContain('<m:oMath');
    expect(document).toContain('<m:f>');
    expect(document).toContain('<m:m>');
    expect(document).toContain('<m:rad>');
    expect(document).not.toContain('\\frac');
    expect(document).not.toContain('\\begin{pmatrix}');
    expect(document).toContain('it costs $5 to ask.');
  });

  it('DOCX: a chemical equation keeps its subscripts and a plain arrow, in valid OMML', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(formulaQuiz(), 'docx')));
    const document = await zip.file('word/document.xml')!.async('string');
    // H₂ is a subscript on H (mhchem's phantom base moved onto the letter), not "H" then "2".
    expect(document).toMatch(
      /<m:sSub>(?:(?!<\/m:sSub>).)*<m:t[^>]*>H<\/m:t><\/m:r><\/m:e><m:sub><m:r><m:t[^>]*>2</,
    );
    // An arrow over an empty label would show an empty box; mathml2omml's "undefined" style is invalid.
    expect(document).not.toContain('<m:lim/>');
    expect(document).not.toContain('m:val="undefined"');
  });

  it('DOCX: a paragraph holding a formula has lines at least 13.8 pt that grow with it (LibreOffice cuts a fixed share)', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(formulaQuiz(), 'docx')));
    const document = await zip.file('word/document.xml')!.async('string');
    const paragraphs = document.match(/<w:p>[\s\S]*?<\/w:p>/g) ?? [];
    const withMath = paragraphs.filter((p) => p.includes('<m:oMath'));
    expect(withMath.length).toBeGreaterThan(5);
    for (const p of withMath) expect(p).toMatch(/<w:spacing [^>]*w:line="276" w:lineRule="atLeast"/);
    const plain = paragraphs.find((p) => p.includes('>True<'));
    expect(plain).not.toContain('atLeast');
  });

  it('PDF: formulas printed as readable text (pdftotext), never as TeX markup', async () => {
    const printed = pdfToText(bodyOf(await writeQuiz(formulaQuiz(), 'pdf')));
    expect(printed).toContain('1/2 + 1/4');
    expect(printed).toContain('2H₂ + O₂ → 2H₂O');
    expect(printed).toContain('(2 0; 0 2)');
    expect(printed).toContain('√2');
    expect(printed).not.toMatch(/\\frac|\\ce|\\begin|\$\\/);
  }, 30_000);

  it('CSV and Markdown keep the source as written', async () => {
    expect(await text('csv')).toContain('What is $\\frac{1}{2} + \\frac{1}{4}$?');
    expect(await text('md')).toContain('\\ce{2H2 + O2 -> 2H2O}');
    expect(await text('md')).toContain('$\\frac{1}{2} + \\frac{1}{4}$');
  });
});
