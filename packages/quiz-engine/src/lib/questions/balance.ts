// Stage "balance": the ranked pool of one set → the set itself. Every rule about the shape of a set lives
// here and nowhere else: the higher-order share, the true/false split and the count asked for.
import type { QuestionType } from '@quizwise/contract';
import type { Ranked } from './rank.js';

export interface BalanceOptions {
  type: QuestionType;
  want: number;
  higherOrder: boolean;
  /**
   * Leave out the years over `YEAR_SHARE` even when the set comes back short, so that the caller tops it up
   * with other questions first; without it they fill the set last.
   */
  yearsOverShareOut?: boolean;
}

/**
 * A set asks a year in at most two places in five (and one in a set shorter than five), more only when
 * nothing else is left: on set AJ (round 37) 21 of 120 recall questions asked a year and reviewers kept 2.
 * Not fewer: on rounds 28–37 reviewers kept 65% of year questions and 67% of those not marked, against 38%
 * of other unmarked recall questions, so a sound year displaced by a tighter share costs the teacher a
 * better question; the peripheral years are weak keys instead (`peripheralYear`).
 */
export const YEAR_SHARE = 0.4;

/** "1916", "c. 1450", "1850s": a question whose answer is a year. */
export function asksYear(item: Ranked): boolean {
  return /^(c\.\s*)?\d{3,4}s?$/.test(item.question.answer.trim());
}

/**
 * The pool with the years over `YEAR_SHARE` of `want` (sound years take the share first) moved after every
 * other sound question, and a doubted one after every other doubted question, best-ranked first within
 * each. A sound year still goes before a question its writer doubts (`note`: a weak key, a sentence that
 * leans), which a teacher would rather not see in its place. With `out`, while a sound year is over the
 * share, the doubted questions and the years over it are left out for the caller's top-up.
 */
export function yearShare(pool: Ranked[], want: number, out = false): Ranked[] {
  const years = pool.filter(asksYear);
  const room = Math.max(1, Math.floor(want * YEAR_SHARE));
  const allowed = new Set(
    [...years.filter((item) => !item.note), ...years.filter((item) => item.note)].slice(0, room),
  );
  const within = pool.filter((item) => !asksYear(item) || allowed.has(item));
  const over = years.filter((item) => !allowed.has(item));
  const sound = within.filter((item) => !item.note);
  // Left out, a sound year must not leave its place to a doubted question of the pool: the caller's top-up
  // is asked for sound ones first.
  if (out) return over.some((item) => !item.note) ? sound : within;
  const doubted = within.filter((item) => item.note);
  return [...sound, ...over.filter((item) => !item.note), ...doubted, ...over.filter((item) => item.note)];
}

/** A higher-order set lets recall questions fill at most this share of the places asked for. */
export const HIGHER_ORDER_RECALL_SHARE = 0.4;

/**
 * A true/false set whose one truth has run out may go on with the other while the majority is at most
 * this many times the minority (plus one): 6 true and 3 false is a usable set, 10 true and none false is
 * a set a learner answers "True" to throughout.
 */
const TRUTH_RATIO = 2;

const isRecall = (item: Ranked): boolean =>
  item.question.bloom_level === 'remember' || !item.question.bloom_level;

/**
 * Higher Order means it: recall questions fill at most two in five places, and never more places than the
 * questions above recall, even in a short set. Best-ranked first within each.
 */
export function higherOrderShare(pool: Ranked[], want: number): Ranked[] {
  const above = pool.filter((item) => !isRecall(item)).slice(0, want);
  const room = Math.min(Math.floor(want * HIGHER_ORDER_RECALL_SHARE), above.length, want - above.length);
  const recall = pool.filter(isRecall).slice(0, Math.max(room, 0));
  const chosen = new Set([...above, ...recall]);
  return pool.filter((item) => chosen.has(item));
}

/**
 * True and false alternate, starting with the truth of the best-ranked statement, so every prefix is
 * balanced within one. When one truth runs out the other goes on only while the set stays within
 * `TRUTH_RATIO`.
 */
export function trueFalseSplit(pool: Ranked[], want: number): Ranked[] {
  const trues = pool.filter((item) => item.question.answer === 'True');
  const falses = pool.filter((item) => item.question.answer === 'False');
  const out: Ranked[] = [];
  let takeTrue = pool[0]?.question.answer !== 'False';
  let t = 0;
  while (out.length < want) {
    const next = (takeTrue ? trues : falses).shift() ?? (takeTrue ? falses : trues).shift();
    if (!next) break;
    const nt = t + (next.question.answer === 'True' ? 1 : 0);
    const nf = out.length + 1 - nt;
    if (Math.max(nt, nf) > TRUTH_RATIO * Math.min(nt, nf) + 1) break;
    out.push(next);
    t = nt;
    takeTrue = !takeTrue;
  }
  return out;
}

/** The set: the year share, the higher-order share, then the true/false split, then the count asked for. */
export function balanceSet(pool: Ranked[], options: BalanceOptions): Ranked[] {
  let set = yearShare(pool, options.want, options.yearsOverShareOut);
  set = options.higherOrder ? higherOrderShare(set, options.want) : set;
  set = options.type === 'true_false' ? trueFalseSplit(set, options.want) : set.slice(0, options.want);
  // The split may have cut questions above recall: recall never outnumbers them.
  if (options.higherOrder) {
    let room = set.filter((item) => !isRecall(item)).length;
    set = set.filter((item) => (isRecall(item) ? room-- > 0 : true));
  }
  return set;
}
