import type { Question } from '@quizwise/contract';
import { createRng } from '../random.js';

/**
 * Options shuffled as a good item writer would: seeded (the same quiz comes back the same), and the
 * key's position spread evenly across the set, so no position is the answer more often than chance.
 * Questions without options to choose from (and true/false, whose options are fixed) are unchanged.
 */
export function spreadKeys(questions: Question[], seed: number): Question[] {
  const rng = createRng(seed);
  // One deal of positions per round of questions: 0..n-1 shuffled, again and again.
  let deal: number[] = [];
  return questions.map((q) => {
    if (q.options.length <= 2 || q.questionType === 'true_false') return q;
    const n = q.options.length;
    if (deal.length === 0) deal = rng.shuffle([...Array(Math.max(n, 4)).keys()]);
    const target = (deal.shift() as number) % n;
    const others = rng.shuffle(q.options.filter((o) => o !== q.answer));
    const options = [...others.slice(0, target), q.answer, ...others.slice(target)];
    return { ...q, options };
  });
}

/**
 * Up to `want` of the candidates, in their order of preference, with true and false keys as even as the
 * candidates allow (a set of nine "True" teaches guessing "True").
 */
export function balanceTrueFalse(candidates: Question[], want: number): Question[] {
  const trues = candidates.filter((q) => q.answer === 'True');
  const falses = candidates.filter((q) => q.answer === 'False');
  const half = Math.ceil(want / 2);
  const takeTrue = Math.min(trues.length, Math.max(half, want - falses.length));
  const takeFalse = Math.min(falses.length, want - takeTrue);
  const chosen = new Set([...trues.slice(0, takeTrue), ...falses.slice(0, takeFalse)]);
  return candidates.filter((q) => chosen.has(q));
}
