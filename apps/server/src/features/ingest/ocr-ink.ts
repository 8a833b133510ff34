// Ink and paper of a greyscale image, for the OCR pre-processing: which pixels are strokes, and the grey
// the paper has (what a removed line is painted with).

export type InkMask = {
  /** 1 where the pixel is ink, 0 where it is paper; row by row, `width` pixels a row. */
  ink: Uint8Array;
  width: number;
  height: number;
  /** The typical grey of the paper, 0–255. */
  paper: number;
};

/**
 * Splits an 8-bit greyscale image into ink and paper at Otsu's threshold (the grey level that best
 * separates the two). Ink is the smaller class, so light text on a dark background works too.
 */
export function findInk(grey: Uint8Array, width: number, height: number): InkMask {
  const histogram = new Float64Array(256);
  for (let i = 0; i < grey.length; i++) histogram[grey[i]!]! += 1;
  const threshold = otsuThreshold(histogram, grey.length);

  let darkCount = 0;
  for (let level = 0; level <= threshold; level++) darkCount += histogram[level]!;
  const darkIsInk = darkCount <= grey.length / 2;

  const ink = new Uint8Array(grey.length);
  if (darkIsInk) for (let i = 0; i < grey.length; i++) ink[i] = grey[i]! <= threshold ? 1 : 0;
  else for (let i = 0; i < grey.length; i++) ink[i] = grey[i]! > threshold ? 1 : 0;
  const paper = darkIsInk ? medianLevel(histogram, threshold + 1, 255) : medianLevel(histogram, 0, threshold);
  return { ink, width, height, paper };
}

/** The last grey level of the darker class (levels 0..threshold), by Otsu's between-class variance. */
function otsuThreshold(histogram: Float64Array, total: number): number {
  let weightedSum = 0;
  for (let level = 0; level < 256; level++) weightedSum += level * histogram[level]!;
  let darkWeight = 0;
  let darkSum = 0;
  let best = 127;
  let bestVariance = -1;
  for (let level = 0; level < 255; level++) {
    darkWeight += histogram[level]!;
    darkSum += level * histogram[level]!;
    const lightWeight = total - darkWeight;
    if (darkWeight === 0 || lightWeight === 0) continue;
    const difference = darkSum / darkWeight - (weightedSum - darkSum) / lightWeight;
    const variance = darkWeight * lightWeight * difference * difference;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

function medianLevel(histogram: Float64Array, from: number, to: number): number {
  let count = 0;
  for (let level = from; level <= to; level++) count += histogram[level]!;
  let seen = 0;
  for (let level = from; level <= to; level++) {
    seen += histogram[level]!;
    if (seen >= count / 2) return level;
  }
  return to;
}
