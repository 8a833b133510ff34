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

export type BoxedLabel = { text: string; x: number; y: number; width: number; height: number };
export type BoxedLabelDiagram = { image: Buffer; width: number; height: number; labels: BoxedLabel[] };

const DIAGRAM_LABELS = ['Nucleus', 'Cell membrane', 'Cytoplasm', 'Mitochondria', 'Ribosome'] as const;

/**
 * A labelled diagram as teachers draw them: a central cell (an ellipse) with lines from it to five labels,
 * each label inside an outlined rectangle with a `borderWidth` px border. Answers the image and, for
 * each label, its outlined box in image pixels. DejaVu Sans is about 0.6 em wide per letter.
 */
export async function makeBoxedLabelDiagram(
  borderWidth: number,
  { fontSize = 18, format = 'png' }: { fontSize?: number; format?: 'png' | 'jpeg' } = {},
): Promise<BoxedLabelDiagram> {
  const unit = fontSize / 18;
  const width = Math.round(720 * unit);
  const height = Math.round(440 * unit);
  const centre = { x: width / 2, y: height / 2 };
  const anchors = [
    { x: 0.08, y: 0.1 },
    { x: 0.66, y: 0.1 },
    { x: 0.04, y: 0.78 },
    { x: 0.64, y: 0.82 },
    { x: 0.74, y: 0.46 },
  ];
  const padding = Math.round(fontSize * 0.6);
  const labels = DIAGRAM_LABELS.map((text, i): BoxedLabel => {
    const anchor = anchors[i] ?? { x: 0, y: 0 };
    return {
      text,
      x: Math.round(anchor.x * width),
      y: Math.round(anchor.y * height),
      width: Math.round(text.length * fontSize * 0.62 + 2 * padding),
      height: Math.round(fontSize * 1.2 + 2 * padding),
    };
  });
  const shapes = [
    `<ellipse cx="${centre.x}" cy="${centre.y}" rx="${130 * unit}" ry="${80 * unit}" fill="none" stroke="black" stroke-width="3"/>`,
    `<circle cx="${centre.x - 20 * unit}" cy="${centre.y}" r="${26 * unit}" fill="none" stroke="black" stroke-width="2"/>`,
    ...labels.flatMap((label) => {
      const boxCentre = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
      const lineStart = { x: boxCentre.x < centre.x ? label.x + label.width : label.x, y: boxCentre.y };
      return [
        `<line x1="${lineStart.x}" y1="${lineStart.y}" x2="${centre.x + (boxCentre.x < centre.x ? -40 : 40) * unit}" y2="${centre.y}" stroke="black" stroke-width="2"/>`,
        // The stroke is centred on the outline: inset by half the border so the box keeps its outer size,
        // plus half a pixel off the grid so the border is anti-aliased, as in exported drawings.
        `<rect x="${label.x + borderWidth / 2 + 0.5}" y="${label.y + borderWidth / 2 + 0.5}" width="${label.width - borderWidth}" height="${label.height - borderWidth}" fill="white" stroke="black" stroke-width="${borderWidth}"/>`,
        `<text x="${label.x + padding}" y="${label.y + padding + fontSize * 0.95}" font-family="DejaVu Sans" font-size="${fontSize}" fill="black">${escapeXml(label.text)}</text>`,
      ];
    }),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${shapes.join('')}</svg>`;
  const image = await sharp(Buffer.from(svg)).toFormat(format).toBuffer();
  return { image, width, height, labels };
}
