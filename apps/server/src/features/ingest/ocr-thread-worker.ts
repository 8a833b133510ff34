// The thread that recognises text in images: it pre-processes each image (greyscale, drawn lines painted
// out, small text scaled up: 0.1–0.6 s of JavaScript per image) and hands it to its tesseract.js worker,
// so none of that CPU work runs on the server's event loop. Started and fed by `createOcrEngine`.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { OcrWord } from './label-boxes.js';
import { prepareForOcr, toOriginalPixels } from './ocr-preprocess.js';

/** One image to read: decoded to PNG already, with its displayed size. */
export type OcrJob = { id: number; png: Uint8Array; width: number; height: number; sparse: boolean };
/** Its text and word boxes (in the displayed image's pixels), or why it failed. */
export type OcrReply =
  { id: number; ok: true; text: string; words: OcrWord[] } | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('ocr-thread-worker runs only as a worker thread');

// The eng package is CommonJS without types; it only says where its traineddata lives.
const require = createRequire(import.meta.url);
const ENG_DATA = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

let tesseract: Promise<Worker> | undefined;

async function read(job: OcrJob): Promise<{ text: string; words: OcrWord[] }> {
  const { width, height } = job;
  const input = await prepareForOcr(Buffer.from(job.png), width, height);
  tesseract ??= createWorker('eng', 1, {
    langPath: ENG_DATA.langPath,
    gzip: ENG_DATA.gzip,
    cacheMethod: 'none',
  });
  const worker = await tesseract.catch((error: unknown) => {
    tesseract = undefined;
    throw error;
  });
  await worker.setParameters({ tessedit_pageseg_mode: job.sparse ? PSM.SPARSE_TEXT : PSM.AUTO });
  const { data } = await worker.recognize(input.png, {}, { text: true, blocks: true });
  const words: OcrWord[] = [];
  for (const block of data.blocks ?? []) {
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
  return { text: data.text, words };
}

// Jobs arrive one at a time (the engine serialises them), so per-job parameters never leak between jobs.
port.on('message', (job: OcrJob) => {
  read(job).then(
    (value) => port.postMessage({ id: job.id, ok: true, ...value } satisfies OcrReply),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies OcrReply),
  );
});
