// The formula quiz in every export, checked by the tools that read these files outside Quizwise: qpdf
// (PDF structure), pdftotext (PDF text), LibreOffice headless (the DOCX opens and converts) and xmllint
// (Moodle XML, QTI). A test whose tool is missing is skipped and says which Debian package brings it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { pdfToText } from '../../test-support/poppler.js';
import { formulaQuiz } from '../../test-support/formula-quiz.js';

const TOOLS = {
  qpdf: { path: '/usr/bin/qpdf', apt: 'qpdf' },
  pdftotext: { path: '/usr/bin/pdftotext', apt: 'poppler-utils' },
  soffice: { path: '/usr/bin/soffice', apt: 'libreoffice-writer-nogui' },
  xmllint: { path: '/usr/bin/xmllint', apt: 'libxml2-utils' },
} as const;
type Tool = keyof typeof TOOLS;

const missing = (tool: Tool) => !existsSync(TOOLS[tool].path);
/** The test's name, with why it is skipped when its tool is absent. */
const needing = (tool: Tool, name: string) =>
  missing(tool) ? `${name} [skipped: ${tool} missing, apt-get install -y ${TOOLS[tool].apt}]` : name;

const dir = mkdtempSync(join(tmpdir(), 'quizwise-formulas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function saved(name: string, body: Buffer | string): string {
  const file = join(dir, name);
  writeFileSync(file, body);
  return file;
}

const run = (tool: Tool, args: string[], timeout = 20_000) =>
  execFileSync(TOOLS[tool].path, args, { encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'] });

async function pdf(): Promise<Buffer> {
  return bodyOf(await writeQuiz(formulaQuiz(), 'pdf', { answers: 'inline' }));
}

// The first PDF pays for loading MathJax and the fonts; the machine may be busy.
describe('formula exports read by third-party tools', { timeout: 30_000 }, () => {
  it.skipIf(missing('qpdf'))(needing('qpdf', 'PDF: qpdf finds no structural errors'), async () => {
    const file = saved('formulas.pdf', await pdf());
    expect(run('qpdf', ['--check', file])).toContain('No syntax or stream encoding errors');
  });

  it.skipIf(missing('qpdf'))(
    needing('qpdf', 'PDF: formulas are drawn as vector outlines, their reading kept as invisible text'),
    async () => {
      const file = saved('formulas-typeset.pdf', await pdf());
      const expanded = join(dir, 'expanded.pdf');
      run('qpdf', ['--qdf', '--object-streams=disable', file, expanded]);
      const content = readFileSync(expanded, 'latin1');
      // Each MathJax glyph outline and each fraction or root bar is a filled path (`f`).
      const fills = content.match(/^f$/gm)?.length ?? 0;
      expect(fills).toBeGreaterThan(50);
      // The readings are drawn with a fully transparent fill: present for pdftotext, not seen on paper.
      expect(content).toMatch(/\/ca 0\b/);
    },
  );

  it.skipIf(missing('pdftotext'))(
    needing('pdftotext', 'PDF: pdftotext reads every formula as text (golden), never as TeX'),
    async () => {
      const text = pdfToText(await pdf());
      await expect(text).toMatchFileSnapshot('__golden__/formulas.pdf.txt');
      for (const reading of ['1/2 + 1/4', '√2', '2⁻¹', '(2 0; 0 2)', '2H₂ + O₂ → 2H₂O', 'x² = 16'])
        expect(text).toContain(reading);
      expect(text).toContain('it costs $5 to ask.');
      expect(text).not.toMatch(/\\frac|\\ce|\\begin|\$\\/);
    },
  );

  it.skipIf(missing('soffice') || missing('pdftotext'))(
    needing('soffice', 'DOCX: LibreOffice opens it and converts it to PDF with the equations in it'),
    async () => {
      const docx = bodyOf(await writeQuiz(formulaQuiz(), 'docx', { answers: 'inline' }));
      const zip = await JSZip.loadAsync(docx);
      const document = await zip.file('word/document.xml')!.async('string');
      await expect(document).toMatchFileSnapshot('__golden__/formulas.docx-document.xml');
      // A matrix's brackets are a delimiter that grows with it, never text-sized characters beside it.
      expect(
        document.match(/<m:d><m:dPr><m:begChr m:val="\("\/><m:endChr m:val="\)"\/><\/m:dPr><m:e><m:m>/g),
      ).toHaveLength(4);
      expect(document).not.toMatch(/<m:t[^>]*>[(]<\/m:t><\/m:r><m:m>/);
      const file = saved('formulas.docx', docx);
      run(
        'soffice',
        [
          `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          file,
        ],
        120_000,
      );
      const converted = readFileSync(join(dir, 'formulas.pdf'));
      const text = pdfToText(converted).replace(/\s+/g, ' ');
      expect(text).toContain('What is');
      expect(text).toContain('is balanced.');
      expect(text).toContain('√');
      expect(text).toContain('→');
      // LibreOffice reads the matrix's brackets as its own stretchy `left ( … right )`.
      run(
        'soffice',
        [
          `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'odt',
          '--outdir',
          dir,
          file,
        ],
        120_000,
      );
      const odt = await JSZip.loadAsync(readFileSync(join(dir, 'formulas.odt')));
      const objects = await Promise.all(
        Object.keys(odt.files)
          .filter((name) => /^Object \d+\/content\.xml$/.test(name))
          .map((name) => odt.file(name)!.async('string')),
      );
      const matrices = objects.filter((xml) => xml.includes('matrix'));
      expect(matrices).toHaveLength(4);
      for (const xml of matrices) expect(xml).toMatch(/left \(\s*matrix \{[^}]*\} right \)/);
    },
    270_000,
  );

  it.skipIf(missing('xmllint'))(
    needing('xmllint', 'Moodle XML: xmllint reads it as well-formed'),
    async () => {
      const file = saved('formulas.moodle.xml', bodyOf(await writeQuiz(formulaQuiz(), 'moodle_xml')));
      expect(() => run('xmllint', ['--noout', file])).not.toThrow();
    },
  );

  it.skipIf(missing('xmllint'))(
    needing('xmllint', 'QTI: xmllint reads the manifest and every item (with its MathML) as well-formed'),
    async () => {
      // No QTI XSD is stored in the repository (and none is fetched): well-formedness is what is checked.
      const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(formulaQuiz(), 'qti')));
      const names = Object.keys(zip.files).filter((n) => n.endsWith('.xml'));
      expect(names).toContain('imsmanifest.xml');
      for (const name of names) {
        const file = saved(name.replace(/\//g, '_'), await zip.file(name)!.async('nodebuffer'));
        expect(() => run('xmllint', ['--noout', file]), name).not.toThrow();
      }
    },
  );
});
