import {
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type ParagraphChild,
} from 'docx';
import { inlineRuns, type Run, type Token, type Tokens } from './tokens.js';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

/** Word text runs (and hyperlinks) for styled runs. */
export function docxRuns(runs: Run[], base: { bold?: boolean } = {}): ParagraphChild[] {
  return runs.flatMap((run): ParagraphChild[] =>
    run.text.split('\n').map((part, i): ParagraphChild => {
      const text = new TextRun({
        text: part,
        break: i > 0 ? 1 : 0,
        bold: run.bold || base.bold,
        italics: run.italic,
        strike: run.strike,
        font: run.code ? 'Consolas' : undefined,
        style: run.link ? 'Hyperlink' : undefined,
      });
      return run.link ? new ExternalHyperlink({ link: run.link, children: [text] }) : text;
    }),
  );
}

interface Context {
  shift: number;
  /** Next free numbering instance, so every ordered list restarts at its own start. */
  nextInstance: () => number;
}

function list(token: Tokens.List, level: number, ctx: Context): FileChild[] {
  const out: FileChild[] = [];
  const instance = ctx.nextInstance();
  for (const item of token.items) {
    let first = true;
    for (const child of item.tokens) {
      if (child.type === 'list') {
        out.push(...list(child as Tokens.List, Math.min(level + 1, 3), ctx));
        continue;
      }
      const runs = inlineRuns('tokens' in child && child.tokens ? child.tokens : [child]);
      if (item.task && first) runs.unshift({ text: item.checked ? '☑ ' : '☐ ' });
      out.push(
        new Paragraph({
          ...(first
            ? { numbering: { reference: token.ordered ? 'ordered' : 'bullets', level, instance } }
            : { indent: { left: 440 * (level + 1) } }),
          spacing: { after: 60 },
          children: docxRuns(runs),
        }),
      );
      first = false;
    }
  }
  return out;
}

function table(token: Tokens.Table): Table {
  const cell = (c: Tokens.TableCell, header: boolean) =>
    new TableCell({
      children: [new Paragraph({ children: docxRuns(inlineRuns(c.tokens), { bold: header }) })],
    });
  const border = { style: BorderStyle.SINGLE, size: 4, color: 'C8CCD1' };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [
      new TableRow({ tableHeader: true, children: token.header.map((c) => cell(c, true)) }),
      ...token.rows.map((r) => new TableRow({ children: r.map((c) => cell(c, false)) })),
    ],
  });
}

/** Word paragraphs for markdown block tokens: real heading styles, numbered/bulleted lists, tables. */
export function docxBlocks(tokens: readonly Token[], ctx: Context): FileChild[] {
  const out: FileChild[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const h = token as Tokens.Heading;
        out.push(
          new Paragraph({
            heading: HEADINGS[Math.min(h.depth + ctx.shift, 6) - 1],
            keepNext: true,
            children: docxRuns(inlineRuns(h.tokens)),
          }),
        );
        break;
      }
      case 'paragraph':
      case 'text':
        out.push(
          new Paragraph({
            children: docxRuns(inlineRuns('tokens' in token && token.tokens ? token.tokens : [token])),
          }),
        );
        break;
      case 'list':
        out.push(...list(token as Tokens.List, 0, ctx));
        break;
      case 'code':
        for (const line of (token as Tokens.Code).text.split('\n'))
          out.push(new Paragraph({ style: 'Code', text: line }));
        out.push(new Paragraph({ spacing: { after: 60 }, children: [] }));
        break;
      case 'blockquote':
        out.push(...docxBlocks((token as Tokens.Blockquote).tokens, ctx));
        break;
      case 'table':
        out.push(table(token as Tokens.Table), new Paragraph({ children: [] }));
        break;
      case 'hr':
        out.push(
          new Paragraph({
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'C8CCD1', space: 1 } },
            children: [],
          }),
        );
        break;
      case 'space':
        break;
      default:
        if ('text' in token && typeof token.text === 'string')
          out.push(new Paragraph({ text: token.text.replace(/<[^>]*>/g, '') }));
    }
  }
  return out;
}

export function docxContext(shift: number): Context {
  let instance = 0;
  return { shift, nextInstance: () => ++instance };
}
