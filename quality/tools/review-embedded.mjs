// npx tsx --conditions=source quality/tools/review-embedded.mjs <passages-dir> <out.json>
// Asks the embedded engine what review:model asks the model path: 5 of each text type plus 5 higher-order
// multiple choice per passage, and writes review items.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateQuiz } from '@quizwise/quiz-engine';

const [dir, out] = process.argv.slice(2);
const types = ['multiple_choice', 'true_false', 'short_answer', 'fill_in_the_blank', 'scenario_based'];
const items = [];
const report = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .sort()) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const passage = file.replace(/\.md$/, '');
  const runs = [...types.map((t) => ({ t, ho: false })), { t: 'multiple_choice', ho: true }];
  for (const { t, ho } of runs) {
    const result = generateQuiz({
      text,
      options: [{ questionType: t, higherOrder: ho, questionsQuantity: 'specified', specifiedNumber: 5 }],
    });
    if (!result.ok) {
      report.push({ passage, type: t, ho, delivered: 0, message: result.message });
      continue;
    }
    const qs = result.value.question_sets.flatMap((s) => s.questions);
    report.push({ passage, type: t, ho, delivered: qs.length, warnings: result.value.warnings });
    for (const q of qs)
      items.push({
        engine: 'embedded',
        passage,
        type: t,
        higher_order: ho,
        question: q.question,
        options: q.options,
        answer: q.answer,
        check_reason: q.check_reason ?? null,
        bloom_claimed: q.bloom_level ?? null,
      });
  }
}
writeFileSync(out, JSON.stringify(items, null, 2));
writeFileSync(out.replace(/\.json$/, '.report.json'), JSON.stringify(report, null, 2));
console.info(`${items.length} questions`);
for (const r of report)
  console.info(
    `${r.passage} ${r.type}${r.ho ? ' HO' : ''}: ${r.delivered}${r.message ? ' — ' + r.message : ''}`,
  );
