// Real files for the ingest tests and the benchmark, made on the fly so no binary fixtures live in git.
// Not part of the feature's API (only tests and bench/ import it).
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** Renders a PDF with pdfkit; `draw` adds content (pages, text, images). */
export function makePdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ compress: true, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export type TextLabel = { text: string; x: number; y: number; size: number };

/** Black text on white, rendered from SVG with sharp (fonts-dejavu is on the machine). */
export function textImageSvg(width: number, height: number, labels: readonly TextLabel[]): Buffer {
  const texts = labels
    .map(
      (label) =>
        `<text x="${label.x}" y="${label.y}" font-family="DejaVu Sans" font-size="${label.size}" fill="black">${escapeXml(label.text)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${texts}</svg>`,
  );
}

export function makeTextImage(
  width: number,
  height: number,
  labels: readonly TextLabel[],
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp(textImageSvg(width, height, labels))
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header claims `width`×`height` but that carries no real pixel data: a decompression bomb's shape. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(0)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
