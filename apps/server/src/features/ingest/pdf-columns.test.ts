import { describe, expect, it } from 'vitest';
import { orderColumns } from './pdf-columns.js';
import { groupIntoLines, lineText, type PositionedText } from './pdf-lines.js';

const SIZE = 10;
const CHAR_WIDTH = 5;
const SPACE = 3;

/** One item per word, as many PDF generators write them, starting at `x` on baseline `y`. */
function words(text: string, x: number, y: number, spaceWidth = SPACE): PositionedText[] {
  const items: PositionedText[] = [];
  let left = x;
  for (const word of text.split(' ')) {
    items.push({ text: word, x: left, y, width: word.length * CHAR_WIDTH, size: SIZE });
    left += word.length * CHAR_WIDTH + spaceWidth;
  }
  return items;
}

function readingOrder(items: PositionedText[]): string[] {
  return orderColumns(groupIntoLines(items)).map((line) => lineText(line.items));
}

const row = (index: number) => 12 * index + 100;
const column = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${name} line ${i + 1} runs on here`);

describe('orderColumns', () => {
  it('reads three columns one after another', () => {
    const [first, second, third] = ['alpha', 'beta', 'gamma'].map((name) => column(name, 6));
    const items = [first, second, third].flatMap((lines, c) =>
      (lines ?? []).flatMap((text, i) => words(text, 50 + 170 * c, row(i))),
    );
    expect(readingOrder(items)).toEqual([...(first ?? []), ...(second ?? []), ...(third ?? [])]);
  });

  it('keeps a full-width heading between two runs of columns, each run read column by column', () => {
    const [a, b, c, d] = ['a-left', 'a-right', 'b-left', 'b-right'].map((name) => column(name, 5));
    const heading = 'A heading that runs across the whole width of the page between the runs';
    const items = [
      ...(a ?? []).flatMap((text, i) => words(text, 50, row(i))),
      ...(b ?? []).flatMap((text, i) => words(text, 260, row(i))),
      ...words(heading, 50, row(6)),
      ...(c ?? []).flatMap((text, i) => words(text, 50, row(8 + i))),
      ...(d ?? []).flatMap((text, i) => words(text, 260, row(8 + i))),
    ];
    expect(readingOrder(items)).toEqual([...(a ?? []), ...(b ?? []), heading, ...(c ?? []), ...(d ?? [])]);
  });

  it('keeps a table row by row when one side holds single terms, even beside whole sentences', () => {
    const terms = ['Evaporation', 'Condensation', 'Precipitation', 'Infiltration', 'Runoff', 'Transpiration'];
    const items = terms.flatMap((term, i) => [
      ...words(term, 50, row(i)),
      ...words(`${term} is one stage of the water cycle on land and sea`, 200, row(i)),
    ]);
    expect(readingOrder(items)).toEqual(
      terms.map((term) => `${term} ${term} is one stage of the water cycle on land and sea`),
    );
  });

  it('leaves running text alone when a few lines have wide spaces that line up (a river)', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `sentence ${i} goes on and on across the page here`);
    const items = lines.flatMap((text, i) => {
      if (i < 6 || i > 9) return words(text, 50, row(i));
      // Four lines whose fourth space is wide and at the same x, as justification can make it.
      const [head, tail] = [text.split(' ').slice(0, 4).join(' '), text.split(' ').slice(4).join(' ')];
      return [...words(head, 50, row(i)), ...words(tail, 50 + 110, row(i))];
    });
    expect(readingOrder(items)).toEqual(lines);
  });
});
