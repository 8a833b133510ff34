// Speed and memory of the embedded quiz engine. Run: npx tsx --conditions=source bench/quiz.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resourceUsage } from 'node:process';
import type { QuizOption } from '@quizwise/contract';
import { generateQuiz } from '@quizwise/quiz-engine';

const corpusDir = join(new URL('..', import.meta.url).pathname, 'packages/quiz-engine/corpus');
const passages = readdirSync(corpusDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => readFileSync(join(corpusDir, f), 'utf8'));

/** About `words` words of material, built from whole corpus passages (repeated for the large case). */
function material(words: number): string {
  const parts: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i += 1) {
    const paragraphs = (passages[i % passages.length] as string).split(/\n\s*\n/);
    for (const p of paragraphs) {
      if (count >= words) break;
      parts.push(p);
      count += p.split(/\s+/).filter(Boolean).length;
    }
  }
  return parts.join('\n\n');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function run(label: string, text: string, options: QuizOption[], runs: number, target: number): void {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const result = generateQuiz({ text, options, seed: i + 1 });
    times.push(performance.now() - started);
    if (!result.ok) throw new Error(`${label}: ${result.reason}`);
    total = result.value.total_questions;
  }
  const p50 = percentile(times, 50);
  console.log(
    `${label.padEnd(44)} questions=${String(total).padStart(3)}  p50=${p50.toFixed(0).padStart(5)} ms  p90=${percentile(times, 90).toFixed(0).padStart(5)} ms  (target < ${target} ms: ${p50 < target ? 'met' : 'MISSED'})`,
  );
}

const few = (type: QuizOption['questionType'], n: number): QuizOption => ({
  questionType: type,
  higherOrder: false,
  questionsQuantity: 'specified',
  specifiedNumber: n,
});

const coldStart = performance.now();
generateQuiz({ text: material(300), options: [few('multiple_choice', 1)], seed: 1 });
console.log(`first call (loads the wink model)             ${(performance.now() - coldStart).toFixed(0)} ms`);

const text5k = material(5_000);
const text50k = material(50_000);
console.log(`material: ${text5k.split(/\s+/).length} words and ${text50k.split(/\s+/).length} words`);
run('20 multiple-choice from 5,000 words', text5k, [few('multiple_choice', 20)], 15, 150);
run(
  '20 mixed (4 types x 5) from 5,000 words',
  text5k,
  ['multiple_choice', 'true_false', 'fill_in_the_blank', 'short_answer'].map((t) =>
    few(t as QuizOption['questionType'], 5),
  ),
  15,
  150,
);
run(
  '100 (5 types x 20) from 50,000 words',
  text50k,
  ['multiple_choice', 'true_false', 'fill_in_the_blank', 'short_answer', 'scenario_based'].map((t) =>
    few(t as QuizOption['questionType'], 20),
  ),
  10,
  2_000,
);

const memory = process.memoryUsage();
console.log(
  `memory: rss=${(memory.rss / 1e6).toFixed(0)} MB heapUsed=${(memory.heapUsed / 1e6).toFixed(0)} MB peak rss (maxRSS)=${(resourceUsage().maxRSS / 1e3).toFixed(0)} MB`,
);
