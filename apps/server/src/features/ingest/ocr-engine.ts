import { createRequire } from 'node:module';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { Rectangle } from '@quizwise/contract';
import { decodeImage, type ImageFailureReason } from './image-decode.js';
import { groupWordsIntoLabels, type OcrWord } from './label-boxes.js';
import { prepareForOcr, toOriginalPixels } from './ocr-preprocess.js';
import { fail, ok, TIMED_OUT, withTimeout, type Result } from './result.js';

export const OCR_MODES = ['ocr', 'diagram'] as const;
export type OcrMode = (typeof OCR_MODES)[number];

export const OCR_FAILURE_REASONS = ['timeout'] as const;
export type OcrFailureReason = ImageFailureReason | (typeof OCR_FAILURE_REASONS)[number];

export type OcrAnswer = {
  width: number;
  height: number;
  text: string;
  /** Word boxes in the pixels of the image as displayed (EXIF orientation applied); confidence 0–100. */
  words: OcrWord[];
  /** Only for 'diagram': words grouped into label boxes. */
  rectangles_data?: Rectangle[];
};

export type OcrEngine = {
  /** Runs one job at a time on the shared worker, so per-job parameters never leak between jobs. */
  run<T>(
    job: (worker: Worker, timedOut: () => boolean) => Promise<T>,
    timeoutMs: number,
  ): Promise<T | typeof TIMED_OUT>;
  /** Terminates the worker; a later `run` starts a new one. */
  close(): Promise<void>;
};

// The eng package is CommonJS without types; it only says where its traineddata lives.
const require = createRequire(import.meta.url);
const ENG_DATA = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

const DEFAULT_OCR_TIMEOUT_MS = 30_000;

/**
 * Creates the OCR engine: ONE tesseract.js worker (English), started on first use and reused, because
 * starting one costs about half a second. The language data comes from @tesseract.js-data/eng on disk;
 * nothing is downloaded. Jobs are serialised. A job that overruns its time limit terminates the worker
 * (the next job starts a fresh one). Call `close()` on shutdown.
 */
export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const start = () =>
    createWorker('eng', 1, {
      langPath: ENG_DATA.langPath,
      gzip: ENG_DATA.gzip,
      cacheMethod: 'none',
    });

  const terminate = async () => {
    const current = worker;
    worker = undefined;
    if (current) await (await current.catch(() => undefined))?.terminate();
  };

  return {
    run(job, timeoutMs) {
      const next = queue.then(async () => {
        worker ??= start();
        const ready = await worker.catch(async (error: unknown) => {
          worker = undefined;
          throw error;
        });
        let timedOut = false;
        const work = job(ready, () => timedOut);
        // The job may still reject after it lost the race (its worker was terminated under it).
        work.catch(() => undefined);
        return withTimeout(work, timeoutMs, () => {
          timedOut = true;
          void terminate();
        });
      });
      queue = next.catch(() => undefined);
      return next;
    },
    close: terminate,
  };
}

export type RecogniseOptions = { timeoutMs?: number };

/**
 * Reads the text of an uploaded image (PNG, JPEG or WebP, decoded safely first: see `decodeImage`).
 * 'ocr' reads it as a page of text; 'diagram' looks for scattered labels and also answers
 * `rectangles_data`, the labels' boxes. Coordinates are in the pixels of the image as displayed.
 */
export async function recognise(
  engine: OcrEngine,
  image: Buffer,
  mode: OcrMode,
  options: RecogniseOptions = {},
): Promise<Result<OcrAnswer, OcrFailureReason>> {
  const decoded = await decodeImage(image);
  if (!decoded.ok) return decoded;
  const { png, width, height } = decoded.value;
  const input = await prepareForOcr(png, width, height);

  const outcome = await engine.run(async (worker, timedOut) => {
    await worker.setParameters({ tessedit_pageseg_mode: mode === 'diagram' ? PSM.SPARSE_TEXT : PSM.AUTO });
    // A terminated worker must not be handed another job: tesseract.js would throw outside any promise.
    if (timedOut()) return null;
    const { data } = await worker.recognize(input.png, {}, { text: true, blocks: true });
    return data;
  }, options.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS);
  if (outcome === TIMED_OUT || outcome === null)
    return fail('timeout', 'Reading this image took too long. Try a smaller or clearer image.');

  const words: OcrWord[] = [];
  for (const block of outcome.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          const { x0, y0, x1, y1 } = word.bbox;
          const box = toOriginalPixels(
            { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
            input,
            width,
            height,
          );
          words.push({ text, ...box, confidence: Math.round(word.confidence * 10) / 10 });
        }
      }
    }
  }
  const text = outcome.text.replace(/\n{3,}/g, '\n\n').trim();
  const answer: OcrAnswer = { width, height, text, words };
  if (mode === 'diagram') answer.rectangles_data = groupWordsIntoLabels(words, width, height);
  return ok(answer);
}
