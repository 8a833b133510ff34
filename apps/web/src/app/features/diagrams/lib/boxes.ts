import type { Rectangle } from '@quizwise/contract';

export interface Size {
  width: number;
  height: number;
}

/** The smallest box (image pixels) a label may have; smaller drags are treated as clicks. */
export const MIN_BOX = 6;

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Keeps a box inside the image and at least MIN_BOX on each side. */
export function clampBox(box: Rectangle, image: Size): Rectangle {
  const width = Math.min(Math.max(MIN_BOX, box.width), image.width);
  const height = Math.min(Math.max(MIN_BOX, box.height), image.height);
  const x = Math.min(Math.max(0, box.x), image.width - width);
  const y = Math.min(Math.max(0, box.y), image.height - height);
  return { ...box, x: round(x), y: round(y), width: round(width), height: round(height) };
}

/** Moves a box by (dx, dy) image pixels, staying inside the image. */
export function moveBox(box: Rectangle, dx: number, dy: number, image: Size): Rectangle {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy }, image);
}

/** Grows or shrinks a box from its bottom-right corner, staying inside the image. */
export function resizeBox(box: Rectangle, dw: number, dh: number, image: Size): Rectangle {
  const width = Math.min(Math.max(MIN_BOX, box.width + dw), image.width - box.x);
  const height = Math.min(Math.max(MIN_BOX, box.height + dh), image.height - box.y);
  return clampBox({ ...box, width, height }, image);
}

/** The box spanned by a drag from `a` to `b` (any direction), or null when it is too small. */
export function boxFromDrag(
  a: { x: number; y: number },
  b: { x: number; y: number },
  image: Size,
): Rectangle | null {
  const width = Math.abs(b.x - a.x);
  const height = Math.abs(b.y - a.y);
  if (width < MIN_BOX || height < MIN_BOX) return null;
  return clampBox({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width, height, label: '' }, image);
}

/** How far one arrow-key press moves or resizes a box: 1 % of the image's larger side. */
export function keyStep(image: Size): number {
  return Math.max(1, Math.round(Math.max(image.width, image.height) / 100));
}

/** A new box in the middle of the image, a fifth of its size. */
export function centredBox(image: Size): Rectangle {
  const width = Math.max(MIN_BOX, Math.round(image.width / 5));
  const height = Math.max(MIN_BOX, Math.round(image.height / 12));
  return clampBox(
    { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height, label: '' },
    image,
  );
}
