// The held-out review of generated questions (../shared/quality/review-rubric.md; quality/README.md).
//   npm run review:questions -- generate   writes quality/packet/questions.md (+ .json, + asked.json) for a
//                                          blind reviewer, from the passages of REVIEW_SET in quality/heldout
//                                          (default set-b; every set there is spent: new rounds need new
//                                          passages, REVIEW_PASSAGES=dir), and prints delivered ÷ asked.
//   npm run review:questions -- table F…   reads reviewers' verdict files (id<TAB>verdict<TAB>bloom<TAB>reason)
//                                          against REVIEW_DIR/questions.json (default quality/packet) and
//                                          prints per type: n, keep, fix, reject, keep rate, and yield (kept
//                                          ÷ asked) and delivered ÷ asked when asked.json is there.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOOM_LEVELS, type QuestionType } from '@quizwise/contract';
import { generateQuiz } from '@quizwise/quiz-engine';

const root = new URL('..', import.meta.url).pathname;
const passageDir =
  process.env.REVIEW_PASSAGES ?? join(root, 'quality/heldout', process.env.REVIEW_SET ?? 'set-b');
const outDir = join(root, 'quality/packet');
const TYPES: QuestionType[] = [
  'multiple_choice',
  'true_false',
  'short_answer',
  'fill_in_the_blank',
  'scenario_based',
];
const PER_TYPE = Number(process.env.REVIEW_PER_TYPE ?? 3);
/** `REVIEW_RUNS=standard` or `higher-order` makes one run per passage instead of both. */
const RUNS = [false, true].filter(
  (h) => !process.env.REVIEW_RUNS || process.env.REVIEW_RUNS === (h ? 'higher-order' : 'standard'),
);

interface Item {
  id: string;
  passage: string;
  run: 'standard' | 'higher-order';
  type: QuestionType;
  question: string;
  options: string[];
  answer: string;
  claimed_bloom: string;
}

function generate(): void {
  const items: Item[] = [];
  const warnings: string[] = [];
  const asked = new Map<string, number>();
  const files = readdirSync(passageDir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  for (const file of files) {
    const text = readFileSync(join(passageDir, file), 'utf8');
    const passage = file.replace(/\.md$/, '');
    for (const higherOrder of RUNS) {
      for (const type of TYPES) {
        const key = `${type} ${higherOrder ? 'higher-order' : 'standard'}`;
        asked.set(key, (asked.get(key) ?? 0) + PER_TYPE);
      }
      const result = generateQuiz({
        text,
        options: TYPES.map((questionType) => ({
          questionType,
          higherOrder,
          questionsQuantity: 'specified' as const,
          specifiedNumber: PER_TYPE,
        })),
      });
      if (!result.ok) {
        warnings.push(`${passage}: ${result.message}`);
        continue;
      }
      for (const w of result.value.warnings)
        warnings.push(`${passage} (${higherOrder ? 'HO' : 'std'}): ${w}`);
      for (const set of result.value.question_sets)
        set.questions.forEach((q, i) => {
          items.push({
            id: `${passage.slice(0, 2)}${higherOrder ? 'H' : 'S'}-${set.question_type.slice(0, 2)}${i + 1}`,
            passage,
            run: higherOrder ? 'higher-order' : 'standard',
            type: set.question_type,
            question: q.question,
            options: q.options,
            answer: q.answer,
            claimed_bloom: q.bloom_level ?? '',
          });
        });
    }
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'questions.json'), JSON.stringify(items, null, 2));
  const lines = ['# Generated questions for blind review', ''];
  for (const item of items) {
    lines.push(
      `### ${item.id} — passage ${item.passage}, ${item.type}, ${item.run}, claims: ${item.claimed_bloom}`,
    );
    lines.push(item.question);
    if (item.options.length > 0 && item.type !== 'true_false')
      item.options.forEach((o, i) => lines.push(`  ${String.fromCharCode(65 + i)}. ${o}`));
    lines.push(`Key: ${item.answer}`, '');
  }
  writeFileSync(join(outDir, 'questions.md'), lines.join('\n'));
  writeFileSync(join(outDir, 'asked.json'), JSON.stringify(Object.fromEntries(asked), null, 2));
  const byType = new Map<string, number>();
  for (const item of items)
    byType.set(`${item.type} ${item.run}`, (byType.get(`${item.type} ${item.run}`) ?? 0) + 1);
  console.log(`${items.length} questions from ${files.length} passages → quality/packet/questions.md`);
  // Delivered ÷ asked beside the keep rate: a set cut to one question is no better for a precise one.
  console.log('| type | run | asked | delivered | delivered ÷ asked |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [k, n] of [...asked].sort()) {
    const got = byType.get(k) ?? 0;
    const [type, run] = k.split(' ');
    console.log(`| ${type} | ${run} | ${n} | ${got} | ${Math.round((got / n) * 100)}% |`);
  }
  console.log(`${warnings.length} warnings (sets shorter than asked)`);
}

function table(files: string[]): void {
  const items = new Map(
    (
      JSON.parse(readFileSync(join(process.env.REVIEW_DIR ?? outDir, 'questions.json'), 'utf8')) as Item[]
    ).map((i) => [i.id, i]),
  );
  const verdicts: { item: Item; verdict: string; bloom: string; reason: string }[] = [];
  for (const file of files)
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [id, verdict, bloom, reason = ''] = line.split('\t').map((x) => x.trim());
      const item = items.get(id ?? '');
      if (!item || !verdict || !['keep', 'fix', 'reject'].includes(verdict.toLowerCase())) continue;
      verdicts.push({ item, verdict: verdict.toLowerCase(), bloom: (bloom ?? '').toLowerCase(), reason });
    }
  const above = (b: string): boolean => BLOOM_LEVELS.indexOf(b as never) > 0;
  // What was asked, per "type run", when the packet recorded it: yield needs it.
  const askedFile = join(process.env.REVIEW_DIR ?? outDir, 'asked.json');
  const asked = existsSync(askedFile)
    ? (JSON.parse(readFileSync(askedFile, 'utf8')) as Record<string, number>)
    : null;
  const askedFor = (match: (key: string) => boolean): number | null =>
    asked
      ? Object.entries(asked)
          .filter(([key]) => match(key))
          .reduce((sum, [, n]) => sum + n, 0)
      : null;
  const row = (label: string, rows: typeof verdicts, askedN: number | null): string => {
    const n = rows.length;
    const count = (v: string): number => rows.filter((r) => r.verdict === v).length;
    const pct = (x: number, of = n): string => (of ? `${Math.round((x / of) * 100)}%` : '–');
    // Yield: questions a reviewer keeps per question asked (keep rate × delivered ÷ asked).
    const delivered = new Set(rows.map((r) => r.item.id)).size;
    const kept = n ? (count('keep') / n) * delivered : 0;
    const yieldCells = askedN === null ? '– | –' : `${pct(delivered, askedN)} | ${pct(kept, askedN)}`;
    return `| ${label} | ${n} | ${count('keep')} | ${count('fix')} | ${count('reject')} | ${pct(count('keep'))} | ${pct(count('keep') + count('fix'))} | ${pct(rows.filter((r) => above(r.bloom)).length)} | ${yieldCells} |`;
  };
  const out = [
    '| type | n | keep | fix | reject | keep rate | keep+fix | above remember | delivered ÷ asked | yield (kept ÷ asked) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const type of TYPES)
    out.push(
      row(
        type,
        verdicts.filter((v) => v.item.type === type),
        askedFor((key) => key.startsWith(`${type} `)),
      ),
    );
  for (const run of ['standard', 'higher-order'] as const)
    out.push(
      row(
        `${run} run`,
        verdicts.filter((v) => v.item.run === run),
        askedFor((key) => key.endsWith(` ${run}`)),
      ),
    );
  out.push(
    row(
      '**all**',
      verdicts,
      askedFor(() => true),
    ),
  );
  console.log(out.join('\n'));
  const reasons = new Map<string, { count: number; example: string }>();
  for (const v of verdicts.filter((x) => x.verdict === 'reject')) {
    const key =
      v.reason
        .split(/[:;—-]/)[0]
        ?.trim()
        .toLowerCase() || 'unstated';
    const entry = reasons.get(key) ?? { count: 0, example: `${v.item.id}: ${v.item.question}` };
    entry.count += 1;
    reasons.set(key, entry);
  }
  console.log('\nMost common reject reasons:');
  for (const [reason, { count, example }] of [...reasons].sort((a, b) => b[1].count - a[1].count).slice(0, 5))
    console.log(`- ${reason} (${count}), e.g. ${example}`);
  const missing = [...items.keys()].filter((id) => !verdicts.some((v) => v.item.id === id));
  if (missing.length)
    console.log(`\n${missing.length} questions without a verdict: ${missing.slice(0, 10).join(', ')}`);
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'table') table(rest);
else generate();
