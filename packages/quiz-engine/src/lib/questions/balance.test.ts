import { describe, expect, it } from 'vitest';
import type { BloomLevel } from '@quizwise/contract';
import { balanceSet, higherOrderShare, trueFalseSplit } from './balance.js';
import type { Ranked } from './rank.js';

let n = 0;
const item = (answer: string, bloom: BloomLevel = 'remember'): Ranked => ({
  question: {
    question: `Question ${(n += 1)}`,
    answer,
    options: answer === 'True' || answer === 'False' ? ['True', 'False'] : [],
    questionType: answer === 'True' || answer === 'False' ? 'true_false' : 'short_answer',
    bloom_level: bloom,
  },
  sentences: [n],
  keep: 0.5,
  origin: 'concept',
});
const truths = (items: Ranked[]): string => items.map((i) => i.question.answer[0]).join('');

describe('balancing a set', () => {
  it('alternates true and false from the best-ranked statement while both last', () => {
    const pool = [item('False'), item('False'), item('True'), item('False'), item('True'), item('True')];
    expect(truths(trueFalseSplit(pool, 6))).toBe('FTFTFT');
  });

  it('goes on with one truth when the other runs out, while it is at most twice the other plus one', () => {
    const pool = [item('True'), item('False'), ...Array.from({ length: 8 }, () => item('True'))];
    // 1 false allows at most 3 true.
    expect(truths(trueFalseSplit(pool, 10))).toBe('TFTT');
    expect(truths(trueFalseSplit([item('True'), item('True')], 5))).toBe('T');
  });

  it('lets recall fill at most two in five places of a higher-order set, never outnumbering the rest', () => {
    const pool = [item('a'), item('b'), item('c', 'analyze'), item('d'), item('e', 'apply'), item('f')];
    const set = higherOrderShare(pool, 5);
    expect(set.filter((i) => i.question.bloom_level === 'remember')).toHaveLength(2);
    expect(set).toHaveLength(4);
    expect(balanceSet([item('a'), item('b')], { type: 'short_answer', want: 5, higherOrder: true })).toEqual(
      [],
    );
  });

  it('cuts a standard set to the count asked for, best first', () => {
    const pool = [item('a'), item('b'), item('c')];
    expect(balanceSet(pool, { type: 'short_answer', want: 2, higherOrder: false })).toEqual(pool.slice(0, 2));
  });
});
