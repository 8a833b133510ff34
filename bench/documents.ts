// Document writer speed: a 100-question quiz to PDF and DOCX, and a ~50-page study note to PDF.
// Run: npx tsx --conditions=source bench/documents.ts
import { performance } from 'node:perf_hooks';
import { writeQuiz, writeStudyNote, type WriteResult } from '@quizwise/documents';
import { bigQuiz, studyNote } from '../packages/documents/src/test-support/fixtures.js';

const RUNS = 15;
const WARMUP = 2;

function bytes(result: WriteResult): Buffer {
  if (!result.ok || !Buffer.isBuffer(result.value.body)) throw new Error('write failed');
  return result.value.body;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

async function measure(name: string, run: () => Promise<WriteResult>, describe: (b: Buffer) => string) {
  const times: number[] = [];
  let last: Buffer = Buffer.alloc(0);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    last = bytes(await run());
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(34)} p50 ${at(0.5).padStart(6)} ms  p90 ${at(0.9).padStart(6)} ms  (${RUNS} runs; ${describe(last)})`,
  );
}

const quiz = bigQuiz(100);
const note = studyNote(5, 10);

await measure(
  '100-question quiz → PDF',
  () => writeQuiz(quiz, 'pdf'),
  (b) => `${pageCount(b)} pages, ${(b.length / 1024).toFixed(0)} KiB`,
);
await measure(
  '100-question quiz → PDF (key)',
  () => writeQuiz(quiz, 'pdf', { separateQuestionsFromAnswers: true }),
  (b) => `${pageCount(b)} pages`,
);
await measure(
  '100-question quiz → DOCX',
  () => writeQuiz(quiz, 'docx'),
  (b) => `${(b.length / 1024).toFixed(0)} KiB`,
);
await measure(
  'study note 5×10 topics → PDF',
  () => writeStudyNote(note, 'pdf', { separateBy: 'topic' }),
  (b) => `${pageCount(b)} pages, ${(b.length / 1024).toFixed(0)} KiB`,
);
await measure(
  'study note 5×10 topics → DOCX',
  () => writeStudyNote(note, 'docx', { separateBy: 'topic' }),
  (b) => `${(b.length / 1024).toFixed(0)} KiB`,
);

const usage = process.resourceUsage();
console.log(
  `peak RSS ${(usage.maxRSS / 1024).toFixed(0)} MiB (whole process, fonts and warm-up included); Node ${process.version}`,
);
