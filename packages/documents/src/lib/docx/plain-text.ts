import { Paragraph, Tab, TextRun } from 'docx';

/** A line's text with each tab as a Word tab, so columns typed with tabs still line up. */
function lineRun(line: string): TextRun {
  const children = line.split('\t').flatMap((part, i) => (i === 0 ? [part] : [new Tab(), part]));
  return new TextRun({ children: children.filter((c) => c !== '') });
}

/**
 * Lines exactly as typed: one Word paragraph per source line (an empty paragraph for a blank line),
 * every character literal (spaces kept: docx writes `xml:space="preserve"`), nothing read as markup.
 */
export function plainTextParagraphs(lines: readonly string[]): Paragraph[] {
  return lines.map(
    (line) => new Paragraph({ spacing: { after: 0 }, children: line === '' ? [] : [lineRun(line)] }),
  );
}
