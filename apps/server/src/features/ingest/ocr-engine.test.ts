import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createOcrEngine, recognise } from './ocr-engine.js';
import { makeBoxedLabelDiagram, makeTextImage, pngHeaderOnly } from '../../../test/ingest/test-fixtures.js';

// One worker for the whole file: starting one costs about half a second.
const engine = createOcrEngine();
afterAll(() => engine.close());

function box(
  answer: { words: { text: string; x: number; y: number; width: number; height: number }[] },
  text: string,
) {
  const word = answer.words.find((w) => w.text === text);
  if (!word) throw new Error(`"${text}" not found among ${answer.words.map((w) => w.text).join(', ')}`);
  return word;
}

describe('recognise', () => {
  it('reads the words of a PNG page with boxes where they were drawn', async () => {
    const image = await makeTextImage(1200, 500, [
      { text: 'Photosynthesis needs sunlight', x: 60, y: 150, size: 64 },
      { text: 'Chlorophyll is green', x: 60, y: 350, size: 64 },
    ]);
    const result = await recognise(engine, image, 'ocr');
    if (!result.ok) throw new Error(result.reason);
    const answer = result.value;
    expect(answer).toMatchObject({ width: 1200, height: 500 });
    expect(answer.text).toBe('Photosynthesis needs sunlight\n\nChlorophyll is green');
    expect(answer.rectangles_data).toBeUndefined();
    const first = box(answer, 'Photosynthesis');
    // SVG y is the baseline; a 64 px font's capitals reach about 47 px above it.
    expect(first.x).toBeGreaterThanOrEqual(55);
    expect(first.x).toBeLessThanOrEqual(75);
    expect(first.y).toBeGreaterThan(90);
    expect(first.y + first.height).toBeGreaterThan(150);
    expect(first.y + first.height).toBeLessThan(175);
    expect(box(answer, 'green').y).toBeGreaterThan(first.y + 150);
    for (const word of answer.words) expect(word.confidence).toBeGreaterThan(80);
  });

  it("groups a JPEG diagram's scattered words into one label box per label", async () => {
    const image = await makeTextImage(
      1000,
      700,
      [
        { text: 'Cell membrane', x: 50, y: 120, size: 48 },
        { text: 'Nucleus', x: 620, y: 120, size: 48 },
        { text: 'Mitochondrion', x: 300, y: 560, size: 48 },
      ],
      'jpeg',
    );
    const result = await recognise(engine, image, 'diagram');
    if (!result.ok) throw new Error(result.reason);
    const labels = result.value.rectangles_data ?? [];
    expect(labels.map((r) => r.label)).toEqual(['Cell membrane', 'Nucleus', 'Mitochondrion']);
    const [membrane, nucleus, mitochondrion] = labels;
    // Each box covers its words, and only its words.
    const cell = box(result.value, 'Cell');
    const membraneWord = box(result.value, 'membrane');
    expect(membrane?.x).toBeLessThanOrEqual(cell.x);
    expect((membrane?.x ?? 0) + (membrane?.width ?? 0)).toBeGreaterThanOrEqual(
      membraneWord.x + membraneWord.width,
    );
    expect((membrane?.x ?? 0) + (membrane?.width ?? 0)).toBeLessThan(nucleus?.x ?? 0);
    expect(mitochondrion?.y).toBeGreaterThan(450);
  });

  it('reads a JPEG stored sideways with EXIF orientation 6 upright, in displayed coordinates', async () => {
    const upright = await makeTextImage(900, 300, [{ text: 'Osmosis', x: 100, y: 180, size: 96 }]);
    const stored = await sharp(upright)
      .rotate(270)
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await recognise(engine, stored, 'ocr');
    if (!result.ok) throw new Error(result.reason);
    expect(result.value).toMatchObject({ width: 900, height: 300, text: 'Osmosis' });
    const word = box(result.value, 'Osmosis');
    expect(word.x).toBeGreaterThan(90);
    expect(word.x).toBeLessThan(120);
    expect(word.width).toBeGreaterThan(300);
  });

  it('reads a heading 3.5 times the size of the text above it whole (its tall letters are not lines)', async () => {
    const image = await makeTextImage(1000, 320, [
      { text: 'Photosynthesis in plants', x: 30, y: 90, size: 70 },
      { text: 'Leaves hold chloroplasts, which capture light energy.', x: 30, y: 180, size: 20 },
      { text: 'Stomata let carbon dioxide into the leaf.', x: 30, y: 230, size: 20 },
    ]);
    const result = await recognise(engine, image, 'ocr');
    if (!result.ok) throw new Error(result.reason);
    expect(result.value.text.split('\n').filter(Boolean)).toEqual([
      'Photosynthesis in plants',
      'Leaves hold chloroplasts, which capture light energy.',
      'Stomata let carbon dioxide into the leaf.',
    ]);
  });

  it('refuses a decompression bomb before it reaches the OCR worker', async () => {
    expect(await recognise(engine, pngHeaderOnly(50_000, 50_000), 'ocr')).toMatchObject({
      ok: false,
      reason: 'image_too_large',
    });
  });

  it('answers timeout when a job overruns, and the next job gets a fresh worker', async () => {
    const image = await makeTextImage(800, 200, [{ text: 'Enzyme', x: 40, y: 130, size: 80 }]);
    expect(await recognise(engine, image, 'ocr', { timeoutMs: 1 })).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
    expect(await recognise(engine, image, 'ocr')).toMatchObject({ ok: true, value: { text: 'Enzyme' } });
  });
});

describe('recognise on a labelled diagram with outlined label boxes', () => {
  // One image per border width; lines run from each box to a central cell. 1 px borders always worked;
  // 2 px and more made tesseract read the border as part of the text (or skip the box).
  for (const borderWidth of [1, 2, 3, 4]) {
    it(`reads all five labels in boxes with ${borderWidth} px borders, placed where the boxes are`, async () => {
      const diagram = await makeBoxedLabelDiagram(borderWidth);
      const expected = diagram.labels.map((label) => label.text);

      const page = await recognise(engine, diagram.image, 'ocr');
      if (!page.ok) throw new Error(page.reason);
      expect(expected.filter((label) => page.value.text.includes(label))).toEqual(expected);

      const labelled = await recognise(engine, diagram.image, 'diagram');
      if (!labelled.ok) throw new Error(labelled.reason);
      expect(labelled.value).toMatchObject({ width: diagram.width, height: diagram.height });
      const rectangles = labelled.value.rectangles_data ?? [];
      expect(rectangles.map((r) => r.label).sort()).toEqual([...expected].sort());
      for (const box of diagram.labels) {
        const rectangle = rectangles.find((r) => r.label === box.text);
        // In the pixels of the image the user sees: inside the outlined box (give or take the label
        // padding), and covering most of the text, which fills the box but for its inner margin.
        const tolerance = 6;
        expect(rectangle?.x).toBeGreaterThanOrEqual(box.x - tolerance);
        expect(rectangle?.y).toBeGreaterThanOrEqual(box.y - tolerance);
        expect((rectangle?.x ?? 0) + (rectangle?.width ?? 0)).toBeLessThanOrEqual(
          box.x + box.width + tolerance,
        );
        expect((rectangle?.y ?? 0) + (rectangle?.height ?? 0)).toBeLessThanOrEqual(
          box.y + box.height + tolerance,
        );
        expect(rectangle?.width).toBeGreaterThan(box.width * 0.6);
        expect(rectangle?.height).toBeGreaterThan(box.height * 0.3);
      }
    });
  }
});
