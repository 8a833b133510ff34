import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeImage } from './image-decode.js';
import { makeTextImage, pngHeaderOnly, textImageSvg } from '../../../test/ingest/test-fixtures.js';

describe('decodeImage', () => {
  it('answers a PNG for PNG, JPEG and WebP input, with its size', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const image = await makeTextImage(300, 200, [{ text: 'Hi', x: 10, y: 50, size: 30 }], format);
      const result = await decodeImage(image);
      if (!result.ok) throw new Error(`${format}: ${result.reason}`);
      expect(result.value).toMatchObject({ width: 300, height: 200 });
      expect((await sharp(result.value.png).metadata()).format).toBe('png');
    }
  });

  it('applies EXIF orientation 6, answering the size of the image as displayed', async () => {
    const upright = await makeTextImage(400, 100, [{ text: 'Upright', x: 10, y: 70, size: 50 }]);
    // Stored turned a quarter to the left and tagged "rotate 90° clockwise to display", as phones do.
    const stored = await sharp(upright).rotate(270).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(stored).metadata()).toMatchObject({ width: 100, height: 400, orientation: 6 });
    const result = await decodeImage(stored);
    if (!result.ok) throw new Error(result.reason);
    expect(result.value).toMatchObject({ width: 400, height: 100 });
  });

  it('refuses a decompression bomb (a header claiming 10 gigapixels) as image_too_large', async () => {
    const result = await decodeImage(pngHeaderOnly(100_000, 100_000));
    expect(result).toMatchObject({ ok: false, reason: 'image_too_large' });
    if (!result.ok) expect(result.message).toMatch(/40 megapixels/);
  });

  it('refuses a real image just over the pixel limit as image_too_large', async () => {
    const image = await makeTextImage(101, 100, [], 'png');
    expect(await decodeImage(image, 100 * 100)).toMatchObject({ ok: false, reason: 'image_too_large' });
    expect(await decodeImage(image, 101 * 100)).toMatchObject({ ok: true });
  });

  it('refuses SVG, GIF and TIFF by their content as unsupported_image', async () => {
    const svg = textImageSvg(50, 50, []);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .tiff()
      .toBuffer();
    for (const bytes of [svg, gif, tiff, Buffer.from('hello')]) {
      expect(await decodeImage(bytes)).toMatchObject({ ok: false, reason: 'unsupported_image' });
    }
  });

  it('refuses a file with a PNG signature and a broken body as image_invalid', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 3),
    ]);
    expect(await decodeImage(bytes)).toMatchObject({ ok: false, reason: 'image_invalid' });
  });
});
