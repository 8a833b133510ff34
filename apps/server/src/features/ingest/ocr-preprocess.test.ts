import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeImage } from './image-decode.js';
import { prepareForOcr, toOriginalPixels, type OcrInput } from './ocr-preprocess.js';
import { makeBoxedLabelDiagram, makeTextImage } from '../../../test/ingest/test-fixtures.js';

/** Decodes an image the way `recognise` does, prepares it, and reads its grey pixels back. */
async function prepare(image: Buffer) {
  const decoded = await decodeImage(image);
  if (!decoded.ok) throw new Error(decoded.reason);
  const { width, height } = decoded.value;
  const input = await prepareForOcr(decoded.value.png, width, height);
  const { data, info } = await sharp(input.png).greyscale().raw().toBuffer({ resolveWithObject: true });
  /** Counts the dark pixels of the prepared image over a region given in ORIGINAL pixels. */
  const darkPixels = (x: number, y: number, w: number, h: number) => {
    let count = 0;
    for (let row = at(y, input); row < at(y + h, input); row++) {
      for (let column = at(x, input); column < at(x + w, input); column++) {
        if (data[row * info.width + column]! < 128) count++;
      }
    }
    return count;
  };
  return { input, info, darkPixels, width, height };
}

const at = (original: number, input: OcrInput) => Math.round(original * input.scale + input.margin);

describe('prepareForOcr', () => {
  it.each([
    { fontSize: 18, format: 'png' as const },
    { fontSize: 12, format: 'jpeg' as const },
  ])(
    'paints out 4 px label-box borders and the lines between them, keeping every label ($fontSize px $format)',
    async (options) => {
      const diagram = await makeBoxedLabelDiagram(4, options);
      const { darkPixels, input, width, height } = await prepare(diagram.image);
      for (const box of diagram.labels) {
        // The 4 px border (and a pixel of anti-aliasing) on each side is paper now…
        expect(darkPixels(box.x, box.y, box.width, 6), `${box.text}: top border`).toBe(0);
        expect(darkPixels(box.x, box.y + box.height - 5, box.width, 6), `${box.text}: bottom border`).toBe(0);
        expect(darkPixels(box.x, box.y, 6, box.height), `${box.text}: left border`).toBe(0);
        expect(darkPixels(box.x + box.width - 5, box.y, 6, box.height), `${box.text}: right border`).toBe(0);
        // …while the letters inside keep their ink (counted at the original size).
        const letters = [box.x + 6, box.y + 6, box.width - 12, box.height - 12] as const;
        expect(darkPixels(...letters) / input.scale ** 2, box.text).toBeGreaterThan(
          0.85 * (await inkIn(diagram.image, ...letters)),
        );
      }
      // Nothing dark is left outside the boxes: the cell outline and the leader lines are gone.
      const inBoxes = diagram.labels.reduce(
        (sum, box) => sum + darkPixels(box.x, box.y, box.width, box.height),
        0,
      );
      expect(darkPixels(0, 0, width, height)).toBe(inBoxes);
    },
  );

  it('reads a diagram drawn on a transparent background as dark lines on paper', async () => {
    const diagram = await makeBoxedLabelDiagram(3);
    // The white made transparent, as drawing tools export: alpha is how dark the pixel is.
    const { data, info } = await sharp(diagram.image).greyscale().raw().toBuffer({ resolveWithObject: true });
    const alpha = Buffer.from(data.map((value) => 255 - value));
    const transparent = await sharp(Buffer.alloc(info.width * info.height, 0), {
      raw: { width: info.width, height: info.height, channels: 1 },
    })
      .joinChannel(alpha, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
    expect((await sharp(transparent).metadata()).channels).toBe(2);
    const { darkPixels, input, info: prepared } = await prepare(transparent);
    expect(prepared.width).toBe(info.width * input.scale + 2 * input.margin);
    const [nucleus] = diagram.labels;
    if (!nucleus) throw new Error('no label');
    expect(darkPixels(nucleus.x, nucleus.y, nucleus.width, 6)).toBe(0);
    expect(darkPixels(nucleus.x + 6, nucleus.y + 6, nucleus.width - 12, nucleus.height - 12)).toBeGreaterThan(
      100,
    );
  });

  it('scales small text up, keeps large text at its size, and adds a paper margin', async () => {
    const small = await prepare(
      await makeTextImage(400, 100, [{ text: 'Stomata open', x: 10, y: 50, size: 16 }]),
    );
    expect(small.input.scale).toBeGreaterThanOrEqual(2);
    expect(small.info).toMatchObject({
      width: 400 * small.input.scale + 2 * small.input.margin,
      height: 100 * small.input.scale + 2 * small.input.margin,
    });
    const large = await prepare(
      await makeTextImage(900, 200, [{ text: 'Stomata open', x: 10, y: 120, size: 72 }]),
    );
    expect(large.input.scale).toBe(1);
    expect(large.input.margin).toBeGreaterThan(0);
  });

  it('keeps a heading 3.5 times the size of the text, and white text on a dark band, intact', async () => {
    const page = await makeTextImage(1000, 420, [
      { text: 'Plant life', x: 40, y: 70, size: 70 },
      { text: 'Leaves hold chloroplasts, which capture light.', x: 40, y: 140, size: 20 },
      { text: 'Roots take up water and minerals from the soil.', x: 40, y: 190, size: 20 },
    ]);
    const band = await sharp(page)
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="100"><rect width="1000" height="100" fill="black"/><text x="40" y="65" font-family="DejaVu Sans" font-size="32" fill="white">Summary</text></svg>',
          ),
          top: 280,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    const { darkPixels, input } = await prepare(band);
    // The heading keeps its ink (its tall strokes are not mistaken for lines)…
    const headingInk = await inkIn(band, 30, 10, 400, 80);
    expect(darkPixels(30, 10, 400, 80) / input.scale ** 2).toBeGreaterThan(0.95 * headingInk);
    // …and the dark band stays dark (it is a block, not a line), its white text still on it.
    expect(darkPixels(0, 290, 1000, 80) / input.scale ** 2).toBeGreaterThan(0.8 * 1000 * 80);
  });
});

async function inkIn(image: Buffer, x: number, y: number, width: number, height: number): Promise<number> {
  const { data } = await sharp(image)
    .extract({ left: x, top: y, width, height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length;
}

describe('toOriginalPixels', () => {
  const input: OcrInput = { png: Buffer.alloc(0), scale: 2, margin: 20 };
  const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

  it.each([
    [
      'takes away the margin and divides by the scale, rounding outwards',
      box(41, 60, 40, 21),
      box(10, 20, 21, 11),
    ],
    ['clamps a box reaching into the margin to the original image', box(0, 0, 30, 1040), box(0, 0, 5, 500)],
  ])('%s', (_, ocrBox, originalBox) => {
    expect(toOriginalPixels(ocrBox, input, 500, 500)).toEqual(originalBox);
  });
});
