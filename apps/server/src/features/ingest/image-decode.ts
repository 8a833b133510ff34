import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS } from '@quizwise/contract';
import { fail, ok, type Result } from './result.js';

export const IMAGE_FAILURE_REASONS = ['unsupported_image', 'image_too_large', 'image_invalid'] as const;
export type ImageFailureReason = (typeof IMAGE_FAILURE_REASONS)[number];

export type DecodedImage = { png: Buffer; width: number; height: number };

type ImageFormat = 'png' | 'jpeg' | 'webp';

/**
 * Decodes an uploaded PNG, JPEG or WebP safely and answers it as a normalised PNG in its display
 * orientation (EXIF rotation applied), with that PNG's size. The format is judged by the bytes, never
 * the name, so SVG, TIFF and friends never reach libvips' other loaders; images over `maxPixels`
 * (decompression bombs included) are refused from their header before any pixels are decoded.
 */
export async function decodeImage(
  buffer: Buffer,
  maxPixels: number = IMAGE_MAX_PIXELS,
): Promise<Result<DecodedImage, ImageFailureReason>> {
  const format = sniffFormat(buffer);
  if (!format) return unsupported();
  // failOn stays at sharp's default ('warning'), which its docs advise for untrusted input.
  const input = () => sharp(buffer, { limitInputPixels: maxPixels });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    return isPixelLimitError(error) ? tooLarge(maxPixels) : invalid();
  }
  if (metadata.format !== format) return unsupported();
  const { width, height } = metadata;
  if (!width || !height) return invalid();
  if (width * height > maxPixels) return tooLarge(maxPixels);
  try {
    const { data, info } = await input()
      .autoOrient()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return ok({ png: data, width: info.width, height: info.height });
  } catch (error) {
    return isPixelLimitError(error) ? tooLarge(maxPixels) : invalid();
  }
}

// sharp enforces limitInputPixels from the header, in metadata() already; it says so only in the message.
function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

function sniffFormat(buffer: Buffer): ImageFormat | undefined {
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buffer.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

function unsupported() {
  return fail(
    'unsupported_image' as const,
    'This image type is not supported. Upload a PNG, JPEG or WebP image.',
  );
}

function invalid() {
  return fail('image_invalid' as const, 'This image could not be read. It may be damaged.');
}

function tooLarge(maxPixels: number) {
  const megapixels = Math.round(maxPixels / 1_000_000);
  return fail(
    'image_too_large' as const,
    `This image is too large: at most ${megapixels} megapixels can be read. Scale it down and upload it again.`,
  );
}
