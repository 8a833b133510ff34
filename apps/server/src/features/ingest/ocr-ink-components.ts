import type { InkMask } from './ocr-ink.js';

/** Horizontal runs of ink, row by row: run `i` covers x from `start[i]` to `end[i]` (exclusive) on row `y[i]`. */
export type InkRuns = { y: Int32Array; start: Int32Array; end: Int32Array };

/**
 * More runs than this means noise (a grainy photo), not strokes: labelling them would hold the event loop
 * for seconds. A dense page of 10 px text has about one run per five pixels; 1,600×1,200 of it is 400,000.
 */
export const MAX_INK_RUNS = 600_000;

/** A connected blot of ink (8-connected): a letter, or a whole network of touching lines and boxes. */
export type InkComponent = { left: number; top: number; right: number; bottom: number; pixels: number };

export type InkComponents = {
  runs: InkRuns;
  components: InkComponent[];
  /** For each run, the index of its component in `components`. */
  componentOfRun: Int32Array;
  /** The runs of row `y` are `firstRunOfRow[y]` to `firstRunOfRow[y + 1]` (exclusive). */
  firstRunOfRow: Int32Array;
};

/**
 * Labels the connected components of the ink through its horizontal runs (a union-find over runs
 * rather than pixels, so memory grows with the number of strokes, not with the image). `right` and
 * `bottom` are exclusive. Undefined when the ink has more than `maxRuns` runs.
 */
export function findInkComponents(mask: InkMask, maxRuns = MAX_INK_RUNS): InkComponents | undefined {
  const runs = findRuns(mask, maxRuns);
  if (!runs) return undefined;
  const parent = new Int32Array(runs.y.length);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };

  let previousRow = { from: 0, to: 0 };
  let rowStart = 0;
  for (let i = 0; i <= runs.y.length; i++) {
    if (i < runs.y.length && runs.y[i] === runs.y[rowStart]) continue;
    // Runs rowStart..i-1 form one row; join each to the runs above that touch it, diagonals included.
    const adjacent = runs.y[rowStart]! - 1 === runs.y[previousRow.from];
    let above = previousRow.from;
    for (let r = rowStart; adjacent && r < i; r++) {
      while (above < previousRow.to && runs.end[above]! < runs.start[r]!) above++;
      for (let p = above; p < previousRow.to && runs.start[p]! <= runs.end[r]!; p++) {
        parent[root(p)] = root(r);
      }
    }
    previousRow = { from: rowStart, to: i };
    rowStart = i;
  }

  const componentOfRoot = new Int32Array(runs.y.length).fill(-1);
  const components: InkComponent[] = [];
  const componentOfRun = new Int32Array(runs.y.length);
  for (let r = 0; r < runs.y.length; r++) {
    const key = root(r);
    let index = componentOfRoot[key]!;
    const y = runs.y[r]!;
    const start = runs.start[r]!;
    const end = runs.end[r]!;
    if (index === -1) {
      index = components.push({ left: start, top: y, right: end, bottom: y + 1, pixels: 0 }) - 1;
      componentOfRoot[key] = index;
    }
    const component = components[index]!;
    component.left = Math.min(component.left, start);
    component.right = Math.max(component.right, end);
    component.bottom = y + 1;
    component.pixels += end - start;
    componentOfRun[r] = index;
  }
  const firstRunOfRow = new Int32Array(mask.height + 1).fill(runs.y.length);
  for (let r = runs.y.length - 1; r >= 0; r--) firstRunOfRow[runs.y[r]!] = r;
  for (let y = mask.height - 1; y >= 0; y--) {
    firstRunOfRow[y] = Math.min(firstRunOfRow[y]!, firstRunOfRow[y + 1]!);
  }
  return { runs, components, componentOfRun, firstRunOfRow };
}

/** The index of the component holding the ink pixel at (x, y), or -1 on paper. */
export function componentAt(
  { runs, componentOfRun, firstRunOfRow }: InkComponents,
  x: number,
  y: number,
): number {
  for (let r = firstRunOfRow[y]!; r < firstRunOfRow[y + 1]!; r++) {
    if (runs.start[r]! <= x && x < runs.end[r]!) return componentOfRun[r]!;
  }
  return -1;
}

function findRuns({ ink, width, height }: InkMask, maxRuns: number): InkRuns | undefined {
  let capacity = 1024;
  let runs: InkRuns = {
    y: new Int32Array(capacity),
    start: new Int32Array(capacity),
    end: new Int32Array(capacity),
  };
  let count = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (ink[row + x] === 0) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && ink[row + x] === 1) x++;
      if (count === maxRuns) return undefined;
      if (count === capacity) {
        capacity *= 2;
        runs = {
          y: grow(runs.y, capacity),
          start: grow(runs.start, capacity),
          end: grow(runs.end, capacity),
        };
      }
      runs.y[count] = y;
      runs.start[count] = start;
      runs.end[count] = x;
      count++;
    }
  }
  return {
    y: runs.y.subarray(0, count),
    start: runs.start.subarray(0, count),
    end: runs.end.subarray(0, count),
  };
}

function grow(array: Int32Array, capacity: number): Int32Array {
  const grown = new Int32Array(capacity);
  grown.set(array);
  return grown;
}

/**
 * The usual height of a letter in pixels: the median height of the components shaped like glyphs (not
 * specks, not long lines, not blots covering much of the image). Undefined when there are too few to tell.
 */
export function typicalGlyphHeight(
  components: readonly InkComponent[],
  imageHeight: number,
): number | undefined {
  const heights = components
    .filter((c) => {
      const width = c.right - c.left;
      const height = c.bottom - c.top;
      return (
        height >= 5 && height <= imageHeight / 3 && width <= 3 * height && c.pixels >= 0.1 * width * height
      );
    })
    .map((c) => c.bottom - c.top)
    .sort((a, b) => a - b);
  if (heights.length < 3) return undefined;
  return heights[Math.floor(heights.length / 2)];
}
