import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');

export interface PdfPage {
  text: string;
  width: number;
  /** Each text item's right edge, to check nothing runs off the page. */
  rightEdges: number[];
}

/** Extracts each page's text (and item positions) with pdf.js, as a reader would see it. */
export async function pdfPages(data: Buffer): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    let text = '';
    const rightEdges: number[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
      rightEdges.push((item.transform[4] as number) + item.width);
    }
    pages.push({ text, width: page.view[2] ?? 0, rightEdges });
  }
  await pdf.destroy();
  return pages;
}
