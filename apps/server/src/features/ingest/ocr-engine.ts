import { Worker } from 'node:worker_threads';
import type { Rectangle } from '@quizwise/contract';
import { decodeImage, type ImageFailureReason } from './image-decode.js';
import { groupWordsIntoLabels, type OcrWord } from './label-boxes.js';
// Types only: the thread's module (and the pre-processing it imports) never loads on this thread.
import type { OcrJob, OcrReply } from './ocr-thread-worker.js';
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
  /**
   * Reads one decoded image on the OCR thread (pre-processing and recognition both run there), one job
   * at a time, so per-job parameters never leak between jobs.
   */
  read(
    job: Omit<OcrJob, 'id'>,
    timeoutMs: number,
  ): Promise<{ text: string; words: OcrWord[] } | typeof TIMED_OUT>;
  /** Stops the thread; a later `read` starts a new one. */
  close(): Promise<void>;
};

const DEFAULT_OCR_TIMEOUT_MS = 30_000;

/** Starts the OCR thread: built JavaScript as it is; from sources (tests, tsx), tsx is registered first. */
function startThread(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./ocr-thread-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  return fromSource
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true },
      )
    : new Worker(entry);
}

/**
 * Creates the OCR engine: ONE thread (`ocr-thread-worker.ts`) that pre-processes each image and reads
 * it with its tesseract.js worker (English), started on first use and reused, because starting one
 * costs about half a second. The language data comes from @tesseract.js-data/eng on disk; nothing is
 * downloaded. Jobs are serialised. A job that overruns its time limit stops the thread (the next job
 * starts a fresh one). Call `close()` on shutdown.
 */
export function createOcrEngine(): OcrEngine {
  let thread: Worker | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  const terminate = async () => {
    const current = thread;
    thread = undefined;
    if (current) await current.terminate();
  };

  const send = (worker: Worker, job: OcrJob) =>
    new Promise<{ text: string; words: OcrWord[] }>((resolve, reject) => {
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (reply: OcrReply) => {
        if (reply.id !== job.id) return;
        cleanup();
        if (reply.ok) resolve({ text: reply.text, words: reply.words });
        else reject(new Error(reply.message));
      };
      const onError = (error: Error) => {
        cleanup();
        if (thread === worker) thread = undefined;
        reject(error);
      };
      const onExit = (code: number) => onError(new Error(`the OCR thread stopped (exit ${code})`));
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(job);
    });

  return {
    read(job, timeoutMs) {
      const next = queue.then(() => {
        thread ??= startThread();
        const work = send(thread, { ...job, id: nextId++ });
        // The job rejects after it lost the race (its thread was stopped under it).
        work.catch(() => undefined);
        return withTimeout(work, timeoutMs, () => void terminate());
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
  const outcome = await engine.read(
    { png, width, height, sparse: mode === 'diagram' },
    options.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS,
  );
  if (outcome === TIMED_OUT)
    return fail('timeout', 'Reading this image took too long. Try a smaller or clearer image.');
  const { words } = outcome;
  const text = outcome.text.replace(/\n{3,}/g, '\n\n').trim();
  const answer: OcrAnswer = { width, height, text, words };
  if (mode === 'diagram') answer.rectangles_data = groupWordsIntoLabels(words, width, height);
  return ok(answer);
}
