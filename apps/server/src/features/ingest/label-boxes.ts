import type { Rectangle } from '@quizwise/contract';

export type OcrWord = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
};

/** Words below this confidence (0–100) are usually diagram lines and arrows read as letters. */
const MIN_LABEL_CONFIDENCE = 50;
const MAX_LABEL_LENGTH = 200;

/**
 * Groups OCR words into label boxes for a diagram-labelling quiz: words on the same line (their vertical
 * extents overlap by at least half the smaller height) separated by less than about one letter height
 * join one label; anything further apart is a separate label. Low-confidence words and words without a
 * letter or digit are dropped. Boxes are padded slightly so masking them hides the whole label, and
 * clamped to the image.
 */
export function groupWordsIntoLabels(
  words: readonly OcrWord[],
  imageWidth: number,
  imageHeight: number,
): Rectangle[] {
  const candidates = words
    .filter((word) => word.confidence >= MIN_LABEL_CONFIDENCE && /[\p{L}\p{N}]/u.test(word.text))
    .sort((a, b) => a.x - b.x);

  const groups: OcrWord[][] = [];
  for (const word of candidates) {
    const group = groups.find((candidate) => {
      const last = candidate.at(-1);
      return (
        last !== undefined &&
        sameLine(last, word) &&
        word.x - (last.x + last.width) <= Math.max(last.height, word.height)
      );
    });
    if (group) group.push(word);
    else groups.push([word]);
  }

  return groups
    .map((group) => toRectangle(group, imageWidth, imageHeight))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

function sameLine(a: OcrWord, b: OcrWord): boolean {
  const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return overlap >= 0.5 * Math.min(a.height, b.height);
}

function toRectangle(group: OcrWord[], imageWidth: number, imageHeight: number): Rectangle {
  const left = Math.min(...group.map((w) => w.x));
  const top = Math.min(...group.map((w) => w.y));
  const right = Math.max(...group.map((w) => w.x + w.width));
  const bottom = Math.max(...group.map((w) => w.y + w.height));
  const pad = Math.round(2 + 0.1 * (bottom - top));
  const x = Math.max(0, left - pad);
  const y = Math.max(0, top - pad);
  return {
    x,
    y,
    width: Math.max(1, Math.min(imageWidth, right + pad) - x),
    height: Math.max(1, Math.min(imageHeight, bottom + pad) - y),
    label: group
      .map((w) => w.text)
      .join(' ')
      .slice(0, MAX_LABEL_LENGTH),
  };
}
