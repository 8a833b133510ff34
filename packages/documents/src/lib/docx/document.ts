import {
  AlignmentType,
  Document,
  Footer,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type FileChild,
} from 'docx';

export const INDENT = 440;

function levels(
  format: (typeof LevelFormat)[keyof typeof LevelFormat],
  text: (level: number) => string,
): ILevelsOptions[] {
  return [0, 1, 2, 3].map((level) => ({
    level,
    format,
    text: text(level),
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: INDENT * (level + 1), hanging: INDENT } } },
  }));
}

const BULLETS = ['•', '◦', '▪', '–'];

/** Numbering definitions every Quizwise DOCX shares; paragraphs pick one by reference and instance. */
const NUMBERING = {
  config: [
    {
      reference: 'questions',
      levels: [
        ...levels(LevelFormat.DECIMAL, () => '%1.').slice(0, 1),
        ...levels(LevelFormat.UPPER_LETTER, () => '%2.').slice(1, 2),
      ],
    },
    { reference: 'key', levels: levels(LevelFormat.DECIMAL, () => '%1.').slice(0, 1) },
    { reference: 'ordered', levels: levels(LevelFormat.DECIMAL, (l) => `%${l + 1}.`) },
    { reference: 'bullets', levels: levels(LevelFormat.BULLET, (l) => BULLETS[l] ?? '•') },
  ],
};

const STYLES = {
  default: {
    document: { run: { size: 22 }, paragraph: { spacing: { after: 120, line: 276 } } },
  },
  paragraphStyles: [
    {
      id: 'Code',
      name: 'Code',
      basedOn: 'Normal',
      quickFormat: true,
      run: { font: 'Consolas', size: 19 },
      paragraph: {
        spacing: { after: 0, line: 240 },
        shading: { type: 'clear' as const, fill: 'F3F4F6', color: 'auto' },
      },
    },
    {
      id: 'Answer',
      name: 'Answer',
      basedOn: 'Normal',
      quickFormat: true,
      run: { color: '1A7F37' },
      paragraph: { indent: { left: INDENT }, spacing: { after: 60 } },
    },
    {
      id: 'Note',
      name: 'Note',
      basedOn: 'Normal',
      quickFormat: true,
      run: { italics: true, color: '57606A', size: 19 },
    },
  ],
};

/** Builds a DOCX with Word's own Title/Heading styles, shared list numbering and "Page n of m" footers. */
export async function buildDocx(title: string, sections: FileChild[][]): Promise<Buffer> {
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({
            children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            size: 16,
            color: '57606A',
          }),
        ],
      }),
    ],
  });
  const doc = new Document({
    creator: 'Quizwise',
    title,
    styles: STYLES,
    numbering: NUMBERING,
    features: { updateFields: false },
    sections: sections.map((children) => ({ footers: { default: footer }, children })),
  });
  return Packer.toBuffer(doc);
}
