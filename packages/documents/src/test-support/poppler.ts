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

export interface PrintedWord {
  page: number;
  xMin: number;
  xMax: number;
  yMin: number;
  text: string;
}

/** Every printed word with its box, from `pdftotext -bbox`. */
export function pdfWords(pdf: Buffer): PrintedWord[] {
  const html = poppler('pdftotext', pdf, ['-bbox', '-enc', 'UTF-8']);
  const words: PrintedWord[] = [];
  let page = 0;
  const word = /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g;
  for (const match of html.matchAll(word)) {
    if (match[0] === '<page ') page += 1;
    else
      words.push({
        page,
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
        text: decodeEntities(match[4] ?? ''),
      });
  }
  return words;
}

/** Printed lines with their positions: words whose tops are level, joined by single spaces. */
export function pdfLines(pdf: Buffer): PrintedLine[] {
  const lines: PrintedLine[] = [];
  for (const word of pdfWords(pdf)) {
    const last = lines.at(-1);
    if (last && last.page === word.page && Math.abs(last.y - word.yMin) < 1) last.text += ` ${word.text}`;
    else lines.push({ page: word.page, y: word.yMin, x: word.xMin, text: word.text });
  }
  return lines;
}
