// Formula typesetting speed in PDFs: the 4-question formula quiz (fractions, powers, roots, a matrix, a
// chemical equation; answers inline, so formulas repeat) written to PDF.
// Run: npx tsx --conditions=source bench/formula-pdf.ts
import { performance } from 'node:perf_hooks';
import { writeQuiz } from '@quizwise/documents';
import { formulaQuiz } from '../packages/documents/src/test-support/formula-quiz.js';

const RUNS = 30;
const WARMUP = 3;

const quiz = formulaQuiz();
const times: number[] = [];
let size = 0;
for (let i = 0; i < WARMUP + RUNS; i++) {
  const start = performance.now();
  const result = await writeQuiz(quiz, 'pdf', { answers: 'inline' });
  if (!result.ok || !Buffer.isBuffer(result.value.body)) throw new Error('write failed');
  if (i >= WARMUP) times.push(performance.now() - start);
  size = result.value.body.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(
  `4-question formula quiz → PDF  p50 ${at(0.5)} ms  p90 ${at(0.9)} ms  (${RUNS} runs; ${(size / 1024).toFixed(0)} KiB)`,
);
