import { describe, expect, it } from 'vitest';
import { findInk, type InkMask } from './ocr-ink.js';
import { findInkComponents, typicalGlyphHeight } from './ocr-ink-components.js';

/** A mask from rows of '#' (ink) and '.' (paper). */
function maskOf(rows: string[]): InkMask {
  const width = rows[0]?.length ?? 0;
  const ink = Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0));
  return { ink, width, height: rows.length, paper: 255 };
}

describe('findInkComponents', () => {
  it('joins ink touching across rows, diagonals included, and keeps gaps apart', () => {
    const found = findInkComponents(
      maskOf([
        '##...#.', //
        '..#..#.',
        '...#...',
        '.......',
        '#.....#',
      ]),
    );
    expect(found?.components).toEqual([
      { left: 0, top: 0, right: 4, bottom: 3, pixels: 4 },
      { left: 5, top: 0, right: 6, bottom: 2, pixels: 2 },
      { left: 0, top: 4, right: 1, bottom: 5, pixels: 1 },
      { left: 6, top: 4, right: 7, bottom: 5, pixels: 1 },
    ]);
  });

  it('joins a U shape whose arms only meet at the bottom into one component', () => {
    const found = findInkComponents(maskOf(['#..#', '#..#', '####']));
    expect(found?.components).toEqual([{ left: 0, top: 0, right: 4, bottom: 3, pixels: 8 }]);
    expect([...(found?.componentOfRun ?? [])]).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives up on ink with more runs than allowed (noise, not strokes)', () => {
    const speckled = maskOf(['#.#.#.', '.#.#.#']);
    expect(findInkComponents(speckled, 6)?.components).toHaveLength(1);
    expect(findInkComponents(speckled, 5)).toBeUndefined();
  });
});

describe('typicalGlyphHeight', () => {
  it('is the median height of glyph-shaped components, ignoring specks and long lines', () => {
    const glyph = (height: number) => ({ left: 0, top: 0, right: 6, bottom: height, pixels: 3 * height });
    const speck = { left: 0, top: 0, right: 2, bottom: 2, pixels: 4 };
    const line = { left: 0, top: 0, right: 400, bottom: 3, pixels: 1200 };
    expect(typicalGlyphHeight([glyph(10), glyph(14), glyph(10), speck, speck, speck, line, line], 500)).toBe(
      10,
    );
    expect(typicalGlyphHeight([glyph(10), speck, line], 500)).toBeUndefined();
  });
});

describe('findInk', () => {
  it('takes the smaller class as ink, so light text on a dark background works too', () => {
    const darkPage = Uint8Array.from({ length: 100 }, (_, i) => (i % 10 === 0 ? 230 : 20));
    const mask = findInk(darkPage, 10, 10);
    expect(mask.ink.reduce((sum, value) => sum + value, 0)).toBe(10);
    expect(mask.ink[0]).toBe(1);
    expect(mask.paper).toBe(20);
  });
});
