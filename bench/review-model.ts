// npm run review:model -- <passages-dir> <out.json>
//
// Asks the product's model path (AI_PROVIDER=openai, AI_BASE_URL, AI_MODEL, AI_API_KEY) for one quiz per
// passage (every .txt / .md file of the folder): 5 questions of each text type, plus 5 higher-order
// multiple-choice, in one request as a teacher would ask. Writes every question returned (type, options,
// key and its position, evidence, Bloom target) as JSON for a blind review. Against the stand-in
// (`../shared/quality/stand-in-model.mjs`) a first run leaves requests pending: answer them and run again
// until nothing is pending (checks after the first answer, such as the verifier, ask in later rounds).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { QuizOption } from '@quizwise/contract';
import { createOpenAiProvider } from '../apps/server/src/features/ai/openai-provider.js';
import { ApiError } from '../apps/server/src/lib/errors.js';

const [dir, out] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: npm run review:model -- <passages-dir> <out.json>');
  process.exit(2);
}
const baseURL = process.env['AI_BASE_URL'];
if (process.env['AI_PROVIDER'] !== 'openai' || !baseURL) {
  console.error('Set AI_PROVIDER=openai and AI_BASE_URL (and AI_MODEL, AI_API_KEY if needed).');
  process.exit(2);
}

const five = (questionType: QuizOption['questionType'], higherOrder = false): QuizOption => ({
  questionType,
  higherOrder,
  questionsQuantity: 'specified',
  specifiedNumber: 5,
});
// Diagram labelling needs a diagram; passages are text, so the model path is asked for the five text types.
const OPTIONS: QuizOption[] = [
  five('multiple_choice'),
  five('true_false'),
  five('short_answer'),
  five('fill_in_the_blank'),
  five('scenario_based'),
  five('multiple_choice', true),
];

const provider = createOpenAiProvider({
  baseURL,
  apiKey: process.env['AI_API_KEY'],
  model: process.env['AI_MODEL'] ?? 'gpt-4o-mini',
  concurrency: Number(process.env['AI_CONCURRENCY'] ?? 4),
  maxRetries: 0,
});

const files = readdirSync(dir)
  .filter((f) => /\.(txt|md)$/i.test(f))
  .sort();
const passages = [];
let failed = 0;
for (const file of files) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const result = await provider.generate({ text, options: OPTIONS }).catch((error: unknown) => error);
  if (result instanceof ApiError || result instanceof Error) {
    failed += 1;
    passages.push({ passage: file, error: result.message, asked: 30, delivered: 0, questions: [] });
    console.info(`${file}: failed (${result.message})`);
    continue;
  }
  const value = result as Awaited<ReturnType<typeof provider.generate>>;
  if (!value.ok) {
    passages.push({ passage: file, error: value.message, asked: 30, delivered: 0, questions: [] });
    continue;
  }
  // Sets come back in the order asked, less any that came back empty: match them by type and order.
  const remaining = [...value.value.question_sets];
  const questions = OPTIONS.flatMap((option) => {
    const at = remaining.findIndex((s) => s.question_type === option.questionType);
    if (at < 0) return [];
    const [set] = remaining.splice(at, 1);
    return (set?.questions ?? []).map((q) => ({
      set: option.higherOrder ? `${option.questionType} (higher order)` : option.questionType,
      type: q.questionType,
      higher_order_asked: option.higherOrder || option.questionType === 'scenario_based',
      question: q.question,
      options: q.options,
      answer: q.answer,
      key_position: q.options.length > 2 ? q.options.indexOf(q.answer) : null,
      evidence: q.source ?? null,
      bloom_level: q.bloom_level ?? null,
      explanation: q.explanation ?? null,
    }));
  });
  passages.push({
    passage: file,
    asked: 30,
    delivered: questions.length,
    warnings: value.value.warnings,
    questions,
  });
  console.info(`${file}: ${questions.length} of 30 questions`);
}
writeFileSync(out, `${JSON.stringify({ model: process.env['AI_MODEL'] ?? null, passages }, null, 2)}\n`);
console.info(
  `wrote ${out}: ${passages.length} passages, ${failed} failed (with the stand-in: answer its pending requests and run again)`,
);
