import { describe, expect, it } from 'vitest';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Math as WordMath,
  MathFraction,
  MathRadical,
  MathRun,
  MathSuperScript,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { extractDocumentText } from './document-text.js';

function makeDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Cell biology', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('The mitochondria is the '),
              new TextRun({ text: 'powerhouse', bold: true }),
            ],
          }),
          new Paragraph('Ribosomes make proteins.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A Word document with a 3×3 table, a numbered and a bulleted list, and pasted symbol-font bullets. */
function makeStructuredDocx(): Promise<Buffer> {
  const rows = [
    ['Stage', 'Where', 'Result'],
    ['Evaporation', 'Oceans | lakes', 'Water vapour'],
    ['Condensation', 'Cold air', 'Clouds'],
  ];
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'steps',
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
        {
          reference: 'bullets',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '\uf0b7', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'The water cycle', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Plants lose water by evapo\u00adtranspiration; 2*3*4 = 24 drops.'),
          new Table({
            rows: rows.map(
              (cells) =>
                new TableRow({
                  children: cells.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
                }),
            ),
          }),
          new Paragraph({ text: 'Steps', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Heat the water', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ text: 'Collect the vapour', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ text: 'Rain', numbering: { reference: 'bullets', level: 0 } }),
          new Paragraph({ text: 'Snow', numbering: { reference: 'bullets', level: 0 } }),
          // Bullets typed in the Symbol font, as documents pasted from older files carry them.
          new Paragraph({
            children: [new TextRun({ text: '\uf0b7', font: 'Symbol' }), new TextRun('\tHail')],
          }),
          new Paragraph({
            children: [
              new TextRun('Sleet '),
              new TextRun({ text: '\uf0b7', font: 'Symbol' }),
              new TextRun(' fog'),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Patches the first central-directory entry's declared uncompressed size, as a zip bomb would declare it. */
function declareHugeEntry(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const entry = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(0xf0000000, entry + 24);
  return copy;
}

describe('extractDocumentText', () => {
  it('reads the paragraphs of a .docx as markdown, separated by blank lines, named after the file', async () => {
    const result = await extractDocumentText(await makeDocx(), 'Biology notes.docx');
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Biology notes',
        pages: 1,
        text: '# Cell biology\n\nThe mitochondria is the **powerhouse**\n\nRibosomes make proteins.',
      },
    });
  });

  it('keeps Word equations in a .docx as LaTeX formulas (fraction, power, root)', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [
                new TextRun('Simplify '),
                new WordMath({
                  children: [
                    new MathFraction({ numerator: [new MathRun('1')], denominator: [new MathRun('2')] }),
                    new MathRun('+'),
                    new MathSuperScript({ children: [new MathRun('x')], superScript: [new MathRun('2')] }),
                    new MathRun('−'),
                    new MathRadical({ children: [new MathRun('9')] }),
                  ],
                }),
                new TextRun(' now.'),
              ],
            }),
          ],
        },
      ],
    });
    const result = await extractDocumentText(await Packer.toBuffer(doc), 'Maths.docx');
    expect(result.ok && result.value.text).toBe('Simplify $\\frac{1}{2}+{x}^{2}-\\sqrt{9}$ now.');
  });

  it('keeps a .docx table as a markdown table and lists with their numbers and markers', async () => {
    const result = await extractDocumentText(await makeStructuredDocx(), 'Water cycle.docx');
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Water cycle',
        pages: 1,
        text: [
          '# The water cycle',
          // The soft hyphen is gone, the asterisks are the user's text, not markdown escapes.
          'Plants lose water by evapotranspiration; 2*3*4 = 24 drops.',
          '| Stage | Where | Result |\n| --- | --- | --- |\n| Evaporation | Oceans \\| lakes | Water vapour |\n| Condensation | Cold air | Clouds |',
          '## Steps',
          '1. Heat the water\n2. Collect the vapour',
          '- Rain\n- Snow',
          // U+F0B7 opening a paragraph is its bullet; inside a line it is dropped.
          '- Hail',
          'Sleet fog',
        ].join('\n\n'),
      },
    });
    if (result.ok) expect(result.value.text).not.toMatch(/[\u00ad\ue000-\uf8ff]/);
  });

  it('reads .txt and .md files as UTF-8, normalising line endings', async () => {
    const txt = await extractDocumentText(Buffer.from('Größe\r\nzweite Zeile\r\n'), 'notes.TXT');
    expect(txt).toEqual({ ok: true, value: { name: 'notes', pages: 1, text: 'Größe\nzweite Zeile' } });
    const md = await extractDocumentText(
      Buffer.from('\uFEFF# Heading\n\n- item one\n- item two\n'),
      'summary.md',
    );
    expect(md).toEqual({
      ok: true,
      value: { name: 'summary', pages: 1, text: '# Heading\n\n- item one\n- item two' },
    });
  });

  it('refuses a .txt with invalid UTF-8 or binary bytes as document_invalid', async () => {
    expect(await extractDocumentText(Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x00]), 'a.txt')).toMatchObject({
      ok: false,
      reason: 'document_invalid',
    });
    expect(await extractDocumentText(Buffer.from('abc\u0000\u0001def'), 'a.md')).toMatchObject({
      ok: false,
      reason: 'document_invalid',
    });
  });

  it('refuses a .docx whose content is not a zip, and a corrupt zip, as document_invalid', async () => {
    expect(await extractDocumentText(Buffer.from('just text pretending'), 'fake.docx')).toMatchObject({
      ok: false,
      reason: 'document_invalid',
    });
    const docx = await makeDocx();
    const broken = Buffer.concat([docx.subarray(0, 200), Buffer.alloc(300, 1), docx.subarray(-22)]);
    expect(await extractDocumentText(broken, 'broken.docx')).toMatchObject({
      ok: false,
      reason: 'document_invalid',
    });
  });

  it('refuses a .docx whose entries declare gigabytes once inflated as document_too_large', async () => {
    const result = await extractDocumentText(declareHugeEntry(await makeDocx()), 'bomb.docx');
    expect(result).toMatchObject({ ok: false, reason: 'document_too_large' });
  });

  it('answers unsupported_type for other extensions, even when the content is text', async () => {
    for (const name of ['slides.pptx', 'old.doc', 'script.sh', 'noextension']) {
      expect(await extractDocumentText(Buffer.from('hello'), name)).toMatchObject({
        ok: false,
        reason: 'unsupported_type',
      });
    }
  });

  it('answers document_empty for a file with only whitespace', async () => {
    expect(await extractDocumentText(Buffer.from(' \n\n\t '), 'empty.txt')).toMatchObject({
      ok: false,
      reason: 'document_empty',
    });
  });
});
