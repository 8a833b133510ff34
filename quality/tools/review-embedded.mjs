// npx tsx --conditions=source quality/tools/review-embedded.mjs <passages-dir> <out.json>
// Asks the embedded engine what review:model asks the model path, the same way: one quiz per passage, in one
// request as a teacher would ask (5 of each text type plus 5 higher-order multiple choice), so that a sentence
// asked in one type is not asked again in another. Writes review items and a per-set delivery report.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateQuiz } from '@quizwise/quiz-engine';

const [dir, out] = process.argv.slice(2);
const five = (questionType, higherOrder = false) => ({
  questionType,
  higherOrder,
  questionsQuantity: 'specified',
  specifiedNumber: 5,
});
const OPTIONS = [
  five('multiple_choice'),
  five('true_false'),
  five('short_answer'),
  five('fill_in_the_blank'),
  five('scenario_based'),
  five('multiple_choice', true),
];
const items = [];
const report = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .sort()) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const passage = file.replace(/\.md$/, '');
  const result = generateQuiz({ text, options: OPTIONS });
  if (!result.ok) {
    for (const o of OPTIONS)
      report.push({
        passage,
        type: o.questionType,
        ho: o.higherOrder,
        delivered: 0,
        message: result.message,
      });
    continue;
  }
  // The engine returns the sets in the order asked, leaving out a set it could not fill at all.
  const sets = [...result.value.question_sets];
  for (const option of OPTIONS) {
    const at = sets.findIndex((s) => s.question_type === option.questionType);
    const qs = at >= 0 ? sets.splice(at, 1)[0].questions : [];
    report.push({ passage, type: option.questionType, ho: option.higherOrder, delivered: qs.length });
    for (const q of qs)
      items.push({
        engine: 'embedded',
        passage,
        type: option.questionType,
        higher_order: option.higherOrder,
        question: q.question,
        options: q.options,
        answer: q.answer,
        check_reason: q.check_reason ?? null,
        bloom_claimed: q.bloom_level ?? null,
      });
  }
  report.push({ passage, warnings: result.value.warnings });
}
writeFileSync(out, JSON.stringify(items, null, 2));
writeFileSync(out.replace(/\.json$/, '.report.json'), JSON.stringify(report, null, 2));
console.info(`${items.length} questions`);
for (const r of report)
  if (r.type) console.info(`${r.passage} ${r.type}${r.ho ? ' HO' : ''}: ${r.delivered}`);
  else if (r.warnings.length) console.info(`${r.passage} warnings: ${r.warnings.join(' | ')}`);
