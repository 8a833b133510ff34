import katex from 'katex';
import 'katex/contrib/mhchem';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { docxEquationsAsLatex, ommlToLatex, writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { formulaQuiz } from '../../test-support/formula-quiz.js';

const M = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';
const r = (t: string) => `<m:r><m:t>${t}</m:t></m:r>`;
const parses = (tex: string) =>
  expect(() => katex.renderToString(tex, { throwOnError: true, strict: 'ignore' }), tex).not.toThrow();

describe('Word equations (OMML) to LaTeX', () => {
  it.each([
    ['fraction', `<m:f><m:num>${r('1')}</m:num><m:den>${r('2')}</m:den></m:f>`, '\\frac{1}{2}'],
    ['power', `<m:sSup><m:e>${r('𝑥')}</m:e><m:sup>${r('2')}</m:sup></m:sSup>`, '{x}^{2}'],
    [
      'square root',
      `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e>${r('2')}</m:e></m:rad>`,
      '\\sqrt{2}',
    ],
    ['cube root', `<m:rad><m:deg>${r('3')}</m:deg><m:e>${r('8')}</m:e></m:rad>`, '\\sqrt[3]{8}'],
    [
      'matrix in brackets',
      `<m:d><m:e><m:m><m:mr><m:e>${r('a')}</m:e><m:e>${r('b')}</m:e></m:mr><m:mr><m:e>${r('c')}</m:e><m:e>${r('d')}</m:e></m:mr></m:m></m:e></m:d>`,
      '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}',
    ],
    [
      'sum with limits',
      `<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r('i=1')}</m:sub><m:sup>${r('n')}</m:sup><m:e>${r('i')}</m:e></m:nary>`,
      '\\sum_{i=1}^{n} i',
    ],
    ['symbols', r('2π≤θ×3'), '2\\pi\\le\\theta\\times3'],
    ['function', `<m:func><m:fName>${r('sin')}</m:fName><m:e>${r('x')}</m:e></m:func>`, '\\sin{x}'],
  ])('%s', (_name, body, tex) => {
    const latex = ommlToLatex(`<m:oMath ${M}>${body}</m:oMath>`);
    expect(latex).toBe(tex);
    parses(latex);
  });

  it('a DOCX (the formula quiz as Quizwise writes it) comes back with every equation as parsing LaTeX (golden)', async () => {
    const docx = bodyOf(await writeQuiz(formulaQuiz(), 'docx', { answers: 'inline' }));
    const back = await docxEquationsAsLatex(docx);
    const xml = await (await JSZip.loadAsync(back)).file('word/document.xml')!.async('string');
    expect(xml).not.toContain('<m:oMath');
    const formulas = [...xml.matchAll(/<w:t xml:space="preserve">(\$[^<]*\$)<\/w:t>/g)].map((m) =>
      (m[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
    );
    await expect(formulas.join('\n') + '\n').toMatchFileSnapshot('__golden__/formulas.docx-import.txt');
    expect(formulas).toContain('$\\frac{1}{2}+\\frac{1}{4}$');
    expect(formulas).toContain('$\\sqrt{2}$');
    expect(formulas.some((f) => f.includes('\\begin{pmatrix}'))).toBe(true);
    expect(formulas).toContain('$\\ce{2H2 + O2 -> 2H2O}$');
    for (const f of formulas) parses(f.replace(/^\$+|\$+$/g, ''));
  });

  it('leaves a DOCX without equations byte for byte', async () => {
    const docx = bodyOf(
      await writeQuiz(
        {
          ...formulaQuiz(),
          question_sets: [
            {
              question_type: 'true_false',
              questions: [
                {
                  question: 'Plain?',
                  answer: 'True',
                  options: ['True', 'False'],
                  questionType: 'true_false',
                },
              ],
            },
          ],
        },
        'docx',
      ),
    );
    expect((await docxEquationsAsLatex(docx)).equals(docx)).toBe(true);
  });
});
