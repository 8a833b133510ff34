// Trains the question-acceptability model of the quiz engine on every blind review on record.
//   npm run train:acceptability            prints a leave-one-round-out check: the keep rate of what the
//                                          model would have let through on a round it never saw
//   npm run train:acceptability -- write   also writes the weights trained on all rounds into the engine
// The verdicts are quality/verdicts.jsonl: one line per reviewer's verdict on one question (its README
// says where they came from).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Question, QuestionType } from '@quizwise/contract';
import { acceptabilityFeatures, keepProbability, questionKind, type Features } from '@quizwise/quiz-engine';

const root = new URL('..', import.meta.url).pathname;
const verdictsFile = join(root, 'quality/verdicts.jsonl');
const weightsFile = join(root, 'packages/quiz-engine/src/lib/questions/acceptability-weights.ts');
/** Rounds before 10 judged the sentence-template engine the concept families replaced; the check holds out the recent rounds. */
const FIRST_ROUND = 10;
const FIRST_CHECKED_ROUND = 13;
const L2 = 1;
const EPOCHS = 400;
const RATE = 0.5;

/** The share of each kind's reviewed questions under its check line (marked "check this one"): the worst-rated third. */
const DROP_SHARE = 1 / 3;
/** A kind with fewer reviewed questions than this gets no floor: too few to say where its worst third lies. */
const MIN_FOR_FLOOR = 40;
/**
 * Multiple choice gets no floor: its reviewed questions are few and mostly of forms since retired, and a
 * floor from them drops every multiple-choice question the current families make (retraining after round
 * 26 put all of them on the test texts below it), leaving the type empty rather than better.
 */
const NO_FLOOR = new Set(['multiple_choice']);

interface Example {
  round: number;
  /** The question's kind (`questionKind`): its type, and a statement's truth. */
  kind: string;
  features: Features;
  /** Share of reviewers who kept the question as it stands. */
  kept: number;
}

/** One line of quality/verdicts.jsonl (see quality/README.md). */
interface Verdict {
  round: number;
  id: string;
  run: string;
  type: QuestionType;
  question: string;
  options: string[];
  answer: string;
  claimed_bloom: string;
  verdict: 'keep' | 'fix' | 'reject';
}

function loadExamples(): Example[] {
  // One line per reviewer's verdict on one question; a question's label is the share who kept it.
  const byQuestion = new Map<string, { round: number; item: Verdict; votes: number[] }>();
  for (const line of readFileSync(verdictsFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const item = JSON.parse(line) as Verdict;
    if (!(item.round >= FIRST_ROUND)) continue;
    const key = `${item.round}/${item.id}`;
    const entry = byQuestion.get(key) ?? { round: item.round, item, votes: [] };
    entry.votes.push(item.verdict === 'keep' ? 1 : 0);
    byQuestion.set(key, entry);
  }
  const examples: Example[] = [];
  for (const { round, item, votes } of byQuestion.values()) {
    const question: Question = {
      question: item.question,
      options: item.options,
      answer: item.answer,
      questionType: item.type,
      bloom_level: (item.claimed_bloom || undefined) as Question['bloom_level'],
    } as Question;
    examples.push({
      round,
      kind: questionKind(question),
      features: acceptabilityFeatures(question, item.run !== 'standard'),
      kept: votes.reduce((a, b) => a + b, 0) / votes.length,
    });
  }
  return examples;
}

/** L2-regularised logistic regression on soft labels, full-batch gradient descent. */
function train(examples: Example[]): Record<string, number> {
  const weights: Record<string, number> = {};
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const gradient: Record<string, number> = {};
    for (const { features, kept } of examples) {
      const error = keepProbability(features, weights) - kept;
      for (const [name, value] of Object.entries(features))
        gradient[name] = (gradient[name] ?? 0) + error * value;
    }
    for (const [name, g] of Object.entries(gradient)) {
      const w = weights[name] ?? 0;
      const penalty = name === 'bias' ? 0 : L2 * w;
      weights[name] = w - (RATE * (g + penalty)) / examples.length;
    }
  }
  return weights;
}

function floorsFor(examples: Example[], weights: Record<string, number>): Record<string, number> {
  const floors: Record<string, number> = {};
  for (const kind of new Set(examples.map((e) => e.kind))) {
    const scores = examples
      .filter((e) => e.kind === kind)
      .map((e) => keepProbability(e.features, weights))
      .sort((a, b) => a - b);
    if (scores.length >= MIN_FOR_FLOOR && !NO_FLOOR.has(kind))
      floors[kind] = scores[Math.floor(scores.length * DROP_SHARE)] as number;
  }
  return floors;
}

const pct = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 100)}%` : '–');
const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** Checks on rounds the model never saw; returns the kinds whose floor raised their keep rate there. */
function check(examples: Example[]): Set<string> {
  const gained = new Set<string>();
  const rounds = [...new Set(examples.map((e) => e.round))]
    .filter((r) => r >= FIRST_CHECKED_ROUND)
    .sort((a, b) => a - b);
  const all: { p: number; kept: number; passed: boolean; kind: string }[] = [];
  console.log(
    `leave-one-round-out, each kind's worst-rated ${pct(DROP_SHARE)} (by the training rounds) dropped:`,
  );
  console.log('| round | n | keep | passed | keep of passed | keep of dropped |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const round of rounds) {
    const training = examples.filter((e) => e.round !== round);
    const weights = train(training);
    const floors = floorsFor(training, weights);
    const scored = examples
      .filter((e) => e.round === round)
      .map((e) => {
        const p = keepProbability(e.features, weights);
        return { p, kept: e.kept, passed: p >= (floors[e.kind] ?? 0), kind: e.kind };
      });
    all.push(...scored);
    const passed = scored.filter((s) => s.passed);
    const dropped = scored.filter((s) => !s.passed);
    console.log(
      `| r${round} | ${scored.length} | ${pct(mean(scored.map((s) => s.kept)))} | ${passed.length} | ${pct(mean(passed.map((s) => s.kept)))} | ${pct(mean(dropped.map((s) => s.kept)))} |`,
    );
  }
  const passed = all.filter((s) => s.passed);
  console.log(
    `all held-out rounds: ${all.length} questions, keep ${pct(mean(all.map((s) => s.kept)))}; ${passed.length} pass the floor (${pct(passed.length / all.length)}), keep ${pct(mean(passed.map((s) => s.kept)))}`,
  );
  for (const kind of new Set(all.map((s) => s.kind))) {
    const ofType = all.filter((s) => s.kind === kind);
    const through = ofType.filter((s) => s.passed);
    if (mean(through.map((s) => s.kept)) > mean(ofType.map((s) => s.kept))) gained.add(kind);
    console.log(
      `  ${kind}: ${ofType.length}, keep ${pct(mean(ofType.map((s) => s.kept)))}; ${through.length} pass, keep ${pct(mean(through.map((s) => s.kept)))}; dropped keep ${pct(mean(ofType.filter((s) => !s.passed).map((s) => s.kept)))}`,
    );
  }
  const ranked = [...all].sort((a, b) => b.p - a.p);
  for (const share of [0.3, 0.5, 0.7])
    console.log(
      `  best ${pct(share)} by the model: keep ${pct(mean(ranked.slice(0, Math.round(ranked.length * share)).map((s) => s.kept)))}`,
    );
  return gained;
}

const examples = loadExamples();
console.log(`${examples.length} judged questions from rounds ${FIRST_ROUND}+`);
const gained = check(examples);
if (process.argv[2] === 'write') {
  const weights = train(examples);
  const lines = Object.entries(weights)
    .filter(([, w]) => Math.abs(w) >= 0.001)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, w]) => `  ${JSON.stringify(name)}: ${w.toFixed(3)},`);
  const source = [
    '// Written by `npm run train:acceptability -- write` from the held-out review verdicts; do not edit by hand.',
    `export const ACCEPTABILITY_FLOORS: Readonly<Record<string, number>> = ${JSON.stringify(
      Object.fromEntries(
        Object.entries(floorsFor(examples, weights))
          .filter(([kind]) => gained.has(kind))
          .map(([t, f]) => [t, Number(f.toFixed(3))]),
      ),
    )};`,
    '',
    'export const ACCEPTABILITY_WEIGHTS: Readonly<Record<string, number>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
  writeFileSync(
    weightsFile,
    await format(source, { ...(await resolveConfig(weightsFile)), filepath: weightsFile }),
  );
  console.log(`${lines.length} weights → ${weightsFile.slice(root.length)}`);
}
