import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writeRawText } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { pdfLines, pdfToText } from '../../test-support/poppler.js';

// Everything markdown or HTML would eat: single line breaks, tags, asterisks, blank lines, indentation.
const LINES = [
  'First line',
  'second line right under it',
  '',
  '',
  '<p>paragraph tag</p>',
  'a <br> break tag',
  '<script>alert(1)</script>',
  '2*3*4 = 24',
  '    four spaces in',
  '# not a heading',
  '- not a list',
  'end',
];
const raw = { name: 'Raw & exact', content: LINES.join('\n') };

describe('raw text downloads keep the user’s text', () => {
  it('writes TXT as the title, its underline, a blank line and then the content byte for byte', async () => {
    const content = `${LINES.join('\r\n')}\r\n\r\n  trailing spaces  \n\tand a tab`;
    const body = bodyOf(await writeRawText({ name: 'Raw & exact', content }, 'txt'));
    expect(body.equals(Buffer.from(`Raw & exact\n===========\n\n${content}`, 'utf8'))).toBe(true);
  });

  it('writes MD as the title heading and then the content exactly', async () => {
    const body = bodyOf(await writeRawText(raw, 'md'));
    expect(body.toString('utf8')).toBe(`# Raw & exact\n\n${raw.content}`);
  });

  it('prints every line of the PDF in order, literally, with blank lines and indentation kept', async () => {
    const printed = pdfLines(bodyOf(await writeRawText(raw, 'pdf')));
    const start = printed.findIndex((l) => l.text === 'First line');
    expect(start).toBeGreaterThan(0);
    const content = printed.slice(start, start + LINES.length - 2);
    // pdftotext splits words at spaces: compare with runs of spaces made single.
    expect(content.map((l) => l.text)).toEqual(LINES.filter((l) => l !== '').map((l) => l.trim()));
    // A single line break stays a break; the two blank lines stay two blank lines.
    const [first, second, third] = content;
    const pitch = second!.y - first!.y;
    expect(pitch).toBeGreaterThan(10);
    expect(third!.y - second!.y).toBeCloseTo(3 * pitch, 0);
    const indented = content.find((l) => l.text === 'four spaces in')!;
    expect(indented.x).toBeGreaterThan(first!.x + 10);
    expect(pdfToText(bodyOf(await writeRawText(raw, 'pdf')))).toContain('<script>alert(1)</script>');
  });

  it('wraps a long line inside the page instead of cutting it', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const text = pdfToText(bodyOf(await writeRawText({ name: 'Long', content: long }, 'pdf')));
    expect(text.replace(/\s+/g, ' ')).toContain(long);
    expect(text.split('\n').filter((l) => l.includes('word')).length).toBeGreaterThan(1);
  });

  it('writes DOCX with one paragraph per line and every character literal', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeRawText(raw, 'docx')));
    const xml = await zip.file('word/document.xml')!.async('string');
    const body = xml.slice(xml.indexOf('<w:body>'), xml.indexOf('<w:sectPr'));
    const paragraphs = [...body.matchAll(/<w:p>.*?<\/w:p>|<w:p\b[^>]*\/>|<w:p\b[^>]*>.*?<\/w:p>/g)].map((m) =>
      [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    );
    const unescape = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    // The title paragraph, then exactly one paragraph per line of the content.
    expect(paragraphs.slice(1).map(unescape)).toEqual(LINES);
    expect(body).toContain('<w:t xml:space="preserve">    four spaces in</w:t>');
  });
});
