import sharp from 'sharp';
import { findInkComponents, typicalGlyphHeight } from './ocr-ink-components.js';
import { findInk } from './ocr-ink.js';
import { findLines } from './ocr-line-mask.js';

/**
 * Letters whose typical glyph height (about an x-height) is below this many pixels are scaled up, 2× or
 * 3×: tesseract misreads or skips small glyphs, and labels on diagrams are often 10–14 px.
 */
const SMALL_GLYPH_HEIGHT = 16;
const MAX_SCALE = 3;
/**
 * Above this, images go to tesseract as they are: the pre-processing (on the OCR thread, see
 * ocr-thread-worker.ts) costs 50–100 ms a megapixel, measured on a busy 2-core machine, and holds three
 * bytes a pixel. Phone photos (12 MP)
 * are still pre-processed.
 */
export const PREPROCESS_MAX_PIXELS = 16_000_000;
/** Scaling up never makes the image tesseract reads larger than this (its time grows with the pixels). */
const SCALED_MAX_PIXELS = 8_000_000;

/** The image tesseract reads, and how its pixels map back to the image the user sees. */
export type OcrInput = {
  png: Buffer;
  /** Pixels of the OCR image per pixel of the original. */
  scale: number;
  /** White margin added on every side, in pixels of the OCR image. */
  margin: number;
};

export type PixelBox = { x: number; y: number; width: number; height: number };

/**
 * Prepares a decoded image for tesseract: greyscale; drawn lines (label-box borders, axes, rules)
 * painted out in the paper's grey, because tesseract reads a border touching a word as part of it or
 * skips the box; small text scaled up; a paper margin round the edge. Map word boxes back with
 * `toOriginalPixels`: `rectangles_data` places labels on the image the user sees.
 */
export async function prepareForOcr(png: Buffer, width: number, height: number): Promise<OcrInput> {
  if (width * height > PREPROCESS_MAX_PIXELS) return { png, scale: 1, margin: 0 };
  const { density = 72 } = await sharp(png).metadata();
  // Transparent parts are paper (diagrams are often drawn on a transparent background); flattening also
  // drops the alpha channel, so the raw pixels are one byte each.
  const grey = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer();
  const mask = findInk(grey, width, height);
  // Too grainy to tell strokes apart: tesseract gets the image as it is, at its size.
  const components = findInkComponents(mask);
  if (!components) return { png, scale: 1, margin: 0 };
  const glyphHeight = typicalGlyphHeight(components.components, height);
  if (glyphHeight !== undefined) {
    const lines = findLines(mask, components, glyphHeight);
    for (let i = 0; i < lines.length; i++) if (lines[i] === 1) grey[i] = mask.paper;
  }

  const scale = chooseScale(glyphHeight, width, height);
  const margin = Math.round(10 * scale);
  const prepared = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'cubic' })
    .extend({
      top: margin,
      bottom: margin,
      left: margin,
      right: margin,
      background: { r: mask.paper, g: mask.paper, b: mask.paper },
    })
    // Raw pixels carry no resolution: keep the original's, scaled, as tesseract sizes its filters by it.
    .withMetadata({ density: density * scale })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png: prepared, scale, margin };
}

function chooseScale(glyphHeight: number | undefined, width: number, height: number): number {
  if (glyphHeight === undefined || glyphHeight >= SMALL_GLYPH_HEIGHT) return 1;
  const wanted = Math.min(MAX_SCALE, Math.ceil(SMALL_GLYPH_HEIGHT / glyphHeight));
  const allowed = Math.floor(Math.sqrt(SCALED_MAX_PIXELS / (width * height)));
  return Math.max(1, Math.min(wanted, allowed));
}

/** A box in the OCR image, in the pixels of the original image (rounded outwards, clamped to it). */
export function toOriginalPixels(box: PixelBox, input: OcrInput, width: number, height: number): PixelBox {
  const left = Math.max(0, Math.floor((box.x - input.margin) / input.scale));
  const top = Math.max(0, Math.floor((box.y - input.margin) / input.scale));
  const right = Math.min(width, Math.ceil((box.x + box.width - input.margin) / input.scale));
  const bottom = Math.min(height, Math.ceil((box.y + box.height - input.margin) / input.scale));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}
