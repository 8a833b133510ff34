import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { balanceSet, yearShare } from './balance.js';
import { phraseFact } from './phrase-fact.js';
import type { Ranked } from './rank.js';
import { peripheralYear, weakKey, WEAK_KEY } from './sentence-keys.js';

// Round 37 (set AJ): reviewers kept 2 of 21 year questions, "trivial date" the most common reason. The year
// of a side event, a year inside a span the sentence names and one of a list of years are weak keys: asked
// after sound ones and marked, never removed. Sentences written for this test.
const text = [
  '# The Harbour Town of Veldmark',
  'The town of Veldmark was founded in 1214 at the mouth of the river Aa.',
  'Its first mayor, Jan Verbeek, died in 1262 after a long illness.',
  'The guild of boatmen received its charter in 1305 from the count.',
  'A second hoard of silver coins was discovered near the quay in 1871.',
  'A great fire in 1917, together with shortages during the First World War, emptied the old quarter.',
  'New docks opened in 1880, a railway bridge in 1898, and the ferry terminal in 1911.',
  'The harbour walls were completed in 1420 after forty years of work.',
].join('\n');
const map = buildConceptMap(readMaterial(text));
const year = (y: string) => phraseFact(map.material, y, y, 'date');

describe('a peripheral year', () => {
  it('is the year of a side event: a death, a charter, a find', () => {
    expect(weakKey(map, year('1262'))).toBe(WEAK_KEY.sideYear);
    expect(weakKey(map, year('1305'))).toBe(WEAK_KEY.sideYear);
    expect(weakKey(map, year('1871'))).toBe(WEAK_KEY.sideYear);
  });

  it('is a year inside a span the sentence names, or one of a list of years', () => {
    expect(weakKey(map, year('1917'))).toBe(WEAK_KEY.spanYear);
    expect(weakKey(map, year('1911'))).toBe(WEAK_KEY.yearList);
  });

  it("is never the year the passage's own story turns on: a founding, a completion", () => {
    expect(peripheralYear(map, year('1214'))).toBeNull();
    expect(weakKey(map, year('1214'))).toBeNull();
    expect(weakKey(map, year('1420'))).toBeNull();
  });
});

let n = 0;
const item = (answer: string): Ranked => ({
  question: {
    question: `Question ${(n += 1)}`,
    answer,
    options: [],
    questionType: 'short_answer',
    bloom_level: 'remember',
  },
  sentences: [n],
  keep: 0.5,
  origin: 'concept',
});
const answers = (items: Ranked[]): string => items.map((i) => i.question.answer).join(' ');

describe('a recall set', () => {
  it('asks a year in at most two places in five while other questions are left', () => {
    const pool = [
      item('1214'),
      item('1420'),
      item('1880'),
      item('guild'),
      item('quay'),
      item('Aa'),
      item('ferry'),
    ];
    const set = balanceSet(pool, { type: 'short_answer', want: 5, higherOrder: false });
    expect(answers(set)).toBe('1214 1420 guild quay Aa');
  });

  it('fills with the years over the share last, rather than come back short', () => {
    const pool = [item('1214'), item('1420'), item('1880'), item('guild')];
    expect(answers(balanceSet(pool, { type: 'short_answer', want: 4, higherOrder: false }))).toBe(
      '1214 guild 1420 1880',
    );
    // A sound year goes before a question its writer doubts.
    const doubted = { ...item('ditch'), note: 'the sentence may lean on the text around it' };
    expect(answers(yearShare([item('1214'), item('1420'), doubted, item('guild')], 4))).toBe(
      '1214 guild 1420 ditch',
    );
    // A doubted year over the share goes after every other doubted question.
    const doubtedYear = { ...item('1305'), note: WEAK_KEY.sideYear };
    expect(answers(yearShare([item('1214'), doubtedYear, doubted, item('guild')], 4))).toBe(
      '1214 guild ditch 1305',
    );
    expect(answers(yearShare([item('1214'), item('1420'), doubted, item('guild')], 4, true))).toBe(
      '1214 guild',
    );
    // Left out when the caller tops the set up with other questions first.
    expect(answers(yearShare(pool, 4, true))).toBe('1214 guild');
  });
});
