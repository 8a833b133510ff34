import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_UPLOAD_MAX_BYTES } from '@quizwise/contract';

export const IMAGE_CHECK_REASONS = ['too_big', 'unsupported', 'invalid', 'too_many_pixels'] as const;
export type ImageCheckReason = (typeof IMAGE_CHECK_REASONS)[number];

export type CheckedImage = {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  /** Display size (EXIF rotation applied), the space `rectangles_data` lives in. */
  width: number;
  height: number;
};

export type ImageCheck =
  { ok: true; value: CheckedImage } | { ok: false; reason: ImageCheckReason; message: string };

const FORMATS = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;

function sniff(bytes: Buffer): keyof typeof FORMATS | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const fail = (reason: ImageCheckReason, message: string): ImageCheck => ({ ok: false, reason, message });

/**
 * Checks that `bytes` are a real PNG, JPEG or WebP: the format is judged by content (never a name
 * or declared type, so SVG and friends never reach libvips), the size and pixel count are bounded
 * (a decompression bomb is refused from its header), and the image is decoded once at thumbnail size
 * so a damaged file is refused too.
 */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) {
    return fail('too_big', `The image is too large: at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const format = sniff(bytes);
  if (!format) return fail('unsupported', 'Upload a valid image: PNG, JPEG or WebP.');
  const open = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
  try {
    const meta = await open().metadata();
    if (meta.format !== format || !meta.width || !meta.height) {
      return fail(
        'invalid',
        'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
      );
    }
    await open().resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    const rotated = (meta.orientation ?? 1) >= 5;
    return {
      ok: true,
      value: {
        ...FORMATS[format],
        width: rotated ? meta.height : meta.width,
        height: rotated ? meta.width : meta.height,
      },
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return fail(
        'too_many_pixels',
        `The image has too many pixels: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
      );
    }
    return fail(
      'invalid',
      'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
    );
  }
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;

/** The bytes of a `data:image/…;base64,` URL, or null when the string is not one. */
export function decodeDataUrl(value: string): Buffer | null {
  const header = DATA_URL.exec(value.slice(0, 100));
  if (!header) return null;
  const payload = value.slice(header[0].length);
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(payload)) return null;
  return Buffer.from(payload, 'base64');
}
