import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a poppler-utils tool (pdftotext, pdffonts, pdfimages) on a PDF held in memory; its stdout. */
export function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfimages', pdf: Buffer, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'quizwise-pdf-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    return execFileSync(`/usr/bin/${tool}`, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as poppler's `pdftotext -layout` reads it. */
export function pdfToText(pdf: Buffer): string {
  return poppler('pdftotext', pdf, ['-layout', '-enc', 'UTF-8']);
}

export interface PrintedLine {
  page: number;
  /** Top of the line in points from the top of the page. */
  y: number;
  /** Left edge of its first word. */
  x: number;
  text: string;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Printed lines with their positions, from the word boxes of `pdftotext -bbox`. */
export function pdfLines(pdf: Buffer): PrintedLine[] {
  const html = poppler('pdftotext', pdf, ['-bbox', '-enc', 'UTF-8']);
  const lines: PrintedLine[] = [];
  let page = 0;
  for (const match of html.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)) {
    if (match[0] === '<page ') {
      page += 1;
      continue;
    }
    const x = Number(match[1]);
    const y = Number(match[2]);
    const word = decodeEntities(match[3] ?? '');
    const last = lines.at(-1);
    if (last && last.page === page && Math.abs(last.y - y) < 1) last.text += ` ${word}`;
    else lines.push({ page, y, x, text: word });
  }
  return lines;
}
