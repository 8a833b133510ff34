// Scores the embedded quiz engine on the corpus with an automatic rubric, independent of the engine's own
// checks. Run: npx tsx --conditions=source bench/eval-quiz.ts
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTION_TYPES, type Question, type QuestionType, type Rectangle } from '@quizwise/contract';
import { generateQuiz } from '@quizwise/quiz-engine';

const root = new URL('..', import.meta.url).pathname;
const corpusDir = join(root, 'packages/quiz-engine/corpus');
const files = readdirSync(corpusDir)
  .filter((f) => f.endsWith('.md'))
  .sort();

const box = (label: string, i: number): Rectangle => ({
  x: 10 + i * 40,
  y: 20 + (i % 3) * 30,
  width: 80,
  height: 24,
  label,
});
const DIAGRAMS = [
  {
    id: 1,
    name: 'The heart',
    rectangles: [
      'Left atrium',
      'Right atrium',
      'Left ventricle',
      'Right ventricle',
      'Aorta',
      'Vena cava',
    ].map(box),
  },
  {
    id: 2,
    name: 'A plant cell',
    rectangles: ['Chloroplast', 'Cell wall', 'Nucleus', 'Vacuole', 'Cytoplasm'].map(box),
  },
  { id: 3, name: 'River course', rectangles: ['Source', 'Meander', 'Oxbow lake', 'Delta'].map(box) },
  { id: 4, name: 'Circuit', rectangles: ['Cell', 'Ammeter', 'Voltmeter'].map(box) },
];

function flat(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$£€]+/gu, ' ')
    .trim()} `;
}
const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
const NUMBER_WORD = /^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)$/i;
function kindOf(text: string): string {
  const t = text.trim();
  if (
    /^(\d{1,2} )?[A-Z][a-z]+ \d{3,4}$/.test(t) ||
    /^\d{3,4}( (BC|AD))?$/.test(t) ||
    /^(AD|BC) \d+$/.test(t) ||
    (MONTH.test(t) && /\d/.test(t))
  )
    return /^\d{1,3}$/.test(t) ? 'number' : 'date';
  if (/^[$£€]?\d[\d,.]*%?$/.test(t) || /^[$£€]?\d[\d,.]*%? [a-z]+$/.test(t) || NUMBER_WORD.test(t))
    return 'number';
  const words = t.split(/\s+/).filter((w) => !['of', 'the', 'and', 'de', 'van', 'von'].includes(w));
  if (words.every((w) => /^[A-Z]/.test(w))) return 'proper';
  return 'term';
}

interface Check {
  name: string;
  pass: boolean;
}

function checkQuestion(q: Question, type: QuestionType, material: string): Check[] {
  const checks: Check[] = [];
  const source = flat(q.source ?? '');
  const answer = flat(q.answer);
  const optionSet = new Set(q.options.map(flat));
  const evaluative = type === 'scenario_based' && / is right$/.test(q.answer);
  if (type === 'true_false') {
    const statement = flat(
      q.question
        .replace(/^True or false: /, '')
        .replace(/^.*?says: "/, '')
        .replace(/" Is the summary.*$/, ''),
    );
    const srcWords = new Set(source.trim().split(' '));
    const stWords = statement.trim().split(' ');
    const shared = stWords.filter((w) => srcWords.has(w)).length / stWords.length;
    checks.push({
      name: 'supported',
      pass: q.answer === 'True' ? source.includes(statement) : !source.includes(statement) && shared >= 0.6,
    });
    checks.push({
      name: 'options',
      pass: q.options.length === 2 && q.options[0] === 'True' && q.options[1] === 'False',
    });
    checks.push({ name: 'no bare not', pass: !/\bnot\b/i.test(statement) || /\bnot\b/i.test(source) });
  } else if (type === 'diagram_labelling') {
    const diagram = DIAGRAMS.find((d) => d.id === q.diagram_id);
    checks.push({
      name: 'supported',
      pass:
        !!diagram &&
        !!q.rectangle &&
        q.rectangle.label === q.answer &&
        diagram.rectangles.some((r) => r.label === q.answer),
    });
    checks.push({
      name: 'options',
      pass:
        optionSet.size === q.options.length &&
        q.options.length >= 2 &&
        q.options.filter((o) => flat(o) === answer).length === 1,
    });
    checks.push({ name: 'no giveaway', pass: !flat(q.question).includes(answer) });
  } else {
    if (evaluative) {
      const quoted = [...q.question.matchAll(/says: "(.*?)"(?= [A-Z][a-z]+ says| According)/g)].map((m) =>
        flat(m[1] ?? ''),
      );
      const trueOnes = quoted.filter((s) => source.includes(s)).length;
      checks.push({ name: 'supported', pass: quoted.length === 2 && trueOnes === 1 });
    } else checks.push({ name: 'supported', pass: source.includes(answer) });
    if (!evaluative) checks.push({ name: 'no giveaway', pass: !flat(q.question).includes(answer) });
    if (!evaluative) {
      // The answer is a whole phrase of its sentence: not half of a hyphenated word or of a longer name.
      const at = (q.source ?? '').toLowerCase().indexOf(q.answer.toLowerCase());
      const before = (q.source ?? '').charAt(at - 1);
      const afterText = (q.source ?? '').slice(at + q.answer.length);
      checks.push({
        name: 'whole phrase',
        // A number before a hyphenated unit ("32-bit", "five-year") is a whole answer.
        pass:
          at >= 0 &&
          before !== '-' &&
          (!/^-/.test(afterText) || kindOf(q.answer) === 'number') &&
          !(/^[A-Z]/.test(q.answer) && /^ [A-Z][a-z]/.test(afterText)),
      });
    }
    if (type === 'multiple_choice' || type === 'scenario_based') {
      checks.push({
        name: 'options',
        pass:
          q.options.length === 4 &&
          optionSet.size === 4 &&
          q.options.filter((o) => flat(o) === answer).length === 1,
      });
      if (!evaluative) {
        const kind = kindOf(q.answer);
        checks.push({ name: 'same kind', pass: q.options.every((o) => kindOf(o) === kind) });
        // Near-duplicates: one option containing another (e.g. "cell" and "plant cell").
        const opts = q.options.map(flat);
        if (kind !== 'number' && kind !== 'date')
          checks.push({
            name: 'no near-duplicates',
            pass: opts.every((a, i) => opts.every((b, j) => i === j || !a.includes(b))),
          });
        if (kind === 'term' || kind === 'proper')
          checks.push({
            name: 'distractors from material',
            pass: q.options.every((o) => material.toLowerCase().includes(o.toLowerCase())),
          });
        const lengths = q.options.map((o) => o.length);
        checks.push({ name: 'similar length', pass: Math.max(...lengths) <= 3 * Math.min(...lengths) + 6 });
      }
    }
    if (type === 'fill_in_the_blank') {
      checks.push({
        name: 'one blank',
        pass: q.question.split('_____').length === 2 && !/_{6,}/.test(q.question),
      });
    }
    if (type === 'short_answer' || type === 'fill_in_the_blank')
      checks.push({ name: 'open type has no options', pass: q.options.length === 0 });
  }
  checks.push({
    name: 'has skill, bloom, explanation',
    pass: !!q.skill && !!q.bloom_level && !!q.explanation && !!q.source,
  });
  return checks;
}

interface Tally {
  items: number;
  passed: number;
  failures: Map<string, number>;
  declined: number;
}
const tallies = new Map<QuestionType, Tally>(
  QUESTION_TYPES.map((t) => [t, { items: 0, passed: 0, failures: new Map(), declined: 0 }]),
);
const samples = new Map<QuestionType, string[]>(QUESTION_TYPES.map((t) => [t, []]));
const WANT = 10;
const started = performance.now();
let sets = 0;

for (const [fi, file] of files.entries()) {
  const text = readFileSync(join(corpusDir, file), 'utf8');
  for (const higherOrder of [false, true]) {
    for (const type of QUESTION_TYPES) {
      const diagrams =
        type === 'diagram_labelling'
          ? [
              DIAGRAMS[fi % DIAGRAMS.length] as (typeof DIAGRAMS)[number],
              DIAGRAMS[(fi + 1) % DIAGRAMS.length] as (typeof DIAGRAMS)[number],
            ]
          : undefined;
      const result = generateQuiz({
        text,
        diagrams,
        options: [{ questionType: type, higherOrder, questionsQuantity: 'some' }],
        seed: 42 + fi,
      });
      const tally = tallies.get(type) as Tally;
      sets += 1;
      const fail = (name: string): void => {
        tally.items += 1;
        tally.failures.set(name, (tally.failures.get(name) ?? 0) + 1);
      };
      // A set the engine declines with its reason ("the material states too few causes … to ask above
      // recall") has no question to check: it is counted apart, not as a failed check.
      if (!result.ok && result.reason === 'no_questions_possible') {
        tally.declined += 1;
        continue;
      }
      if (!result.ok) {
        fail(`generation failed: ${result.reason}`);
        continue;
      }
      const questions = result.value.question_sets[0]?.questions ?? [];
      // Set-level checks count as one item each.
      const warned = result.value.warnings.length > 0;
      tally.items += 1;
      if (questions.length === WANT || (questions.length < WANT && warned)) tally.passed += 1;
      else tally.failures.set('count', (tally.failures.get('count') ?? 0) + 1);
      const keys = questions.map((q) => flat(q.question));
      const answers = questions.map((q) => `${flat(q.answer)}|${flat(q.source ?? '')}`);
      tally.items += 1;
      if (
        new Set(keys).size === keys.length &&
        (type === 'true_false' || type === 'diagram_labelling' || new Set(answers).size === answers.length)
      )
        tally.passed += 1;
      else tally.failures.set('duplicates', (tally.failures.get('duplicates') ?? 0) + 1);
      if (type === 'true_false') {
        const trues = questions.filter((q) => q.answer === 'True').length;
        tally.items += 1;
        if (Math.abs(trues - (questions.length - trues)) <= 1) tally.passed += 1;
        else tally.failures.set('balanced', (tally.failures.get('balanced') ?? 0) + 1);
      }
      for (const [qi, q] of questions.entries()) {
        const checks = checkQuestion(q, type, text);
        const failed = checks.filter((c) => !c.pass).map((c) => c.name);
        tally.items += 1;
        if (failed.length === 0) tally.passed += 1;
        for (const f of failed) tally.failures.set(f, (tally.failures.get(f) ?? 0) + 1);
        if (failed.length > 0 && process.argv.includes('--verbose'))
          console.log(
            `  [${type}] ${failed.join(', ')}: ${q.question}\n      answer=${q.answer} options=${q.options.join(' / ')}`,
          );
        const bucket = samples.get(type) as string[];
        if (
          bucket.length < 10 &&
          qi === (fi + (higherOrder ? 1 : 0)) % Math.max(1, questions.length) &&
          (fi % 2 === (higherOrder ? 1 : 0) || bucket.length < fi / 2)
        ) {
          bucket.push(
            [
              `### ${bucket.length + 1}. ${file}${higherOrder ? ' (higher order)' : ''}`,
              '',
              `**Q:** ${q.question}`,
              q.options.length
                ? `**Options:** ${q.options.map((o) => (o === q.answer ? `**${o}**` : o)).join(' · ')}`
                : '',
              `**Answer:** ${q.answer}${q.accepted_answers?.length ? ` (also: ${q.accepted_answers.join(', ')})` : ''}`,
              `**Skill / Bloom:** ${q.skill} / ${q.bloom_level}`,
              `**Source:** ${q.source}`,
              `**Explanation:** ${q.explanation}`,
              failed.length ? `**Rubric failures:** ${failed.join(', ')}` : '**Rubric:** pass',
              '',
            ]
              .filter((l) => l !== '')
              .join('\n'),
          );
        }
      }
    }
  }
}

let items = 0;
let passed = 0;
console.log(
  `Quiz engine rubric: ${files.length} passages, ${sets} sets, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const [type, t] of tallies) {
  items += t.items;
  passed += t.passed;
  const rate = t.items ? (100 * t.passed) / t.items : 0;
  const failures = [...t.failures].map(([k, v]) => `${k}×${v}`).join(', ');
  console.log(
    `${type.padEnd(18)} ${rate.toFixed(1).padStart(5)}%  (${t.passed}/${t.items})  declined sets: ${t.declined}${failures ? `  failures: ${failures}` : ''}`,
  );
}
const declined = [...tallies.values()].reduce((n, t) => n + t.declined, 0);
console.log(
  `${'overall'.padEnd(18)} ${((100 * passed) / items).toFixed(1).padStart(5)}%  (${passed}/${items})  declined sets: ${declined} of ${sets}`,
);

const outDir = join(root, 'quality/samples');
mkdirSync(outDir, { recursive: true });
const md = [
  '# Quiz samples (10 per type)',
  '',
  `Generated by bench/eval-quiz.ts on ${files.length} corpus passages.`,
  '',
];
for (const [type, list] of samples) md.push(`## ${type}`, '', ...list.map((s) => `${s}\n`), '');
writeFileSync(join(outDir, 'quiz-samples.md'), md.join('\n'));
console.log('Samples written to quality/samples/quiz-samples.md (not tracked)');
