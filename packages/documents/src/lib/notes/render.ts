import { HeadingLevel, Paragraph, type FileChild } from 'docx';
import { buildDocx } from '../docx/document.js';
import { plainTextParagraphs } from '../docx/plain-text.js';
import { docxBlocks, docxContext } from '../markdown/docx.js';
import { blocks as pdfBlocks, pageBox, writeRuns } from '../markdown/pdf.js';
import { plainBlocks } from '../markdown/plain.js';
import type { Token, Tokens } from '../markdown/tokens.js';
import { escapeMarkdown } from '../markdown-escape.js';
import { MUTED, createPdf, finishPdf, keepTogether, titleBlock } from '../pdf/document.js';
import { writePlainLines } from '../pdf/plain-text.js';
import type { Outline } from './outline.js';

// Markdown under a topic heading (level 2) starts at level 3.
const HEADING_SHIFT = 2;

/** A plain text's lines, whatever the line ending (CRLF, CR or LF). */
function textLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function outlineToPdf(outline: Outline): Promise<Buffer> {
  const doc = createPdf(outline.title);
  titleBlock(doc, outline.title, outline.subtitle ?? undefined);
  for (const block of outline.blocks) {
    if (block.breakBefore) doc.addPage();
    const box = pageBox(doc);
    if (block.heading) {
      const size = block.level === 1 ? 17 : 14;
      keepTogether(doc, size * 2 + 60);
      // A subject opens with more air above it, unless it starts the page.
      if (doc.y > doc.page.margins.top + 1) doc.y += block.level === 1 ? 14 : 6;
      writeRuns(doc, [{ text: block.heading }], box, { size, bold: true });
      doc.y += 4;
      if (block.detail) {
        writeRuns(doc, [{ text: block.detail, italic: true }], box, { size: 10, color: MUTED });
        doc.y += 6;
      }
    }
    if (outline.markdown) pdfBlocks(doc, block.tokens, box, block.heading ? HEADING_SHIFT : 0);
    else writePlainLines(doc, textLines(block.source), box);
  }
  return finishPdf(doc, outline.title);
}

export function outlineToDocx(outline: Outline): Promise<Buffer> {
  const body: FileChild[] = [new Paragraph({ heading: HeadingLevel.TITLE, text: outline.title })];
  if (outline.subtitle) body.push(new Paragraph({ style: 'Note', text: outline.subtitle }));
  const ctx = docxContext(HEADING_SHIFT);
  for (const block of outline.blocks) {
    if (block.heading)
      body.push(
        new Paragraph({
          heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
          pageBreakBefore: block.breakBefore,
          keepNext: true,
          text: block.heading,
        }),
      );
    else if (block.breakBefore) body.push(new Paragraph({ pageBreakBefore: true, children: [] }));
    if (block.detail) body.push(new Paragraph({ style: 'Note', text: block.detail }));
    if (outline.markdown) body.push(...docxBlocks(block.tokens, block.heading ? ctx : { ...ctx, shift: 0 }));
    else body.push(...plainTextParagraphs(textLines(block.source)));
  }
  return buildDocx(outline.title, [body]);
}

/** Markdown: the title as `#`, then each block; plain text is copied exactly (no trimming). */
export function outlineToMarkdown(outline: Outline): string {
  const out = [`# ${escapeMarkdown(outline.title)}`, ''];
  if (outline.subtitle) out.push(`_${escapeMarkdown(outline.subtitle)}_`, '');
  for (const block of outline.blocks) {
    if (block.breakBefore) out.push('---', '');
    if (block.heading) out.push(`${block.level === 1 ? '##' : '###'} ${escapeMarkdown(block.heading)}`, '');
    if (block.detail) out.push(`_${escapeMarkdown(block.detail)}_`, '');
    if (!outline.markdown) {
      out.push(block.source);
      continue;
    }
    const source = shiftHeadings(block.tokens, block.heading ? 3 : 1);
    if (source.trim()) out.push(source.trim(), '');
  }
  return out.join('\n');
}

/**
 * Plain text: the title underlined with `=`, a blank line, then each block. Plain text is copied byte for
 * byte, so a raw text comes out as `<title>\n<=== as long as the title, at most 80>\n\n<content>`.
 */
export function outlineToText(outline: Outline): string {
  const out = [outline.title, '='.repeat(Math.min(outline.title.length, 80)), ''];
  if (outline.subtitle) out.push(outline.subtitle, '');
  for (const block of outline.blocks) {
    if (block.breakBefore) out.push('', '* * *', '');
    if (block.heading) {
      const line = block.level === 1 ? block.heading.toUpperCase() : block.heading;
      out.push(line, (block.level === 1 ? '=' : '-').repeat(Math.min(line.length, 80)), '');
    }
    if (block.detail) out.push(block.detail, '');
    if (!outline.markdown) {
      out.push(block.source);
      continue;
    }
    const text = plainBlocks(block.tokens);
    if (text.trim()) out.push(text, '');
  }
  return out.join('\n');
}

/** Re-emits markdown with every heading pushed down by `by` levels (capped at 6); the rest verbatim. */
function shiftHeadings(tokens: readonly Token[], by: number): string {
  return tokens
    .map((t) =>
      t.type === 'heading'
        ? `${'#'.repeat(Math.min((t as Tokens.Heading).depth + by, 6))} ${(t as Tokens.Heading).text}\n\n`
        : t.raw,
    )
    .join('');
}
