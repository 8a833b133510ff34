import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { phraseFact } from './phrase-fact.js';
import { locatingPlace, peripheralYear, rangeEnd, weakKey, WEAK_KEY } from './sentence-keys.js';

// The county or country of a place the sentence names, a birthplace, the birth year of someone the passage
// is not about, and one year of a pair: trivia beside the sentence's idea, asked after sound keys and marked.
// Sentences written for this test.
const text = [
  "# Halley's Instrument and the Transit of Venus",
  'Edmond Halley built the instrument at the observatory at Greenwich, Kent, where he worked for decades.',
  'Copper for the frame came from several mines, including Ecton Hill, Parys from Wales and the Cornish pits.',
  'The lenses were ground at Stowmarket near Ipswich in Suffolk by the Dollond family.',
  'The observer Charles Mason, born in 1728 in Sapperton, timed the transit from a hill.',
  'The Swedish-born astronomer Pehr Wargentin compared the timings in 1771.',
  'Halley was born in 1656, and the transit he predicted came in 1761 and 1769.',
  'The expedition reached Tahiti in 1769.',
].join('\n');
const map = buildConceptMap(readMaterial(text));
const place = (name: string) => phraseFact(map.material, name, name.toLowerCase(), 'place');
const year = (y: string) => phraseFact(map.material, y, y, 'date');

describe('a place that only locates another', () => {
  it('is weak as the appositive after a place ("at Greenwich, _____, where")', () => {
    expect(locatingPlace(place('Kent'))).toBe(true);
    expect(weakKey(map, place('Kent'))).toBe(WEAK_KEY.locates);
  });

  it('is weak as where a named place comes from or lies ("Parys from _____", "near Ipswich in _____")', () => {
    expect(weakKey(map, place('Wales'))).toBe(WEAK_KEY.locates);
    expect(weakKey(map, place('Suffolk'))).toBe(WEAK_KEY.locates);
  });

  it('is weak as a birthplace ("born in 1728 in _____")', () => {
    expect(weakKey(map, place('Sapperton'))).toBe(WEAK_KEY.locates);
  });

  it('is not the place the sentence is about ("at the observatory at _____", "reached _____")', () => {
    expect(locatingPlace(place('Greenwich'))).toBe(false);
    expect(locatingPlace(place('Tahiti'))).toBe(false);
  });
});

describe('a birth year', () => {
  it('is peripheral for someone the title names only as an owner ("Halley\'s Instrument")', () => {
    expect(peripheralYear(map, year('1656'))).toBe(WEAK_KEY.sideYear);
    expect(weakKey(map, year('1728'))).toBe(WEAK_KEY.sideYear);
  });

  it('is not "-born" in a description ("The Swedish-born astronomer … in 1771")', () => {
    expect(peripheralYear(map, year('1771'))).toBeNull();
  });

  it("is the story of a biography: the title's own person", () => {
    const life = buildConceptMap(
      readMaterial(
        [
          '# Charles Mason and the Line Across America',
          'Charles Mason was born in 1728 in Gloucestershire and trained at Greenwich.',
          'Mason and Jeremiah Dixon surveyed the boundary between Pennsylvania and Maryland.',
          'Mason died in 1786 in Philadelphia, far from his family.',
        ].join('\n'),
      ),
    );
    expect(peripheralYear(life, phraseFact(life.material, '1728', '1728', 'date'))).toBeNull();
    expect(peripheralYear(life, phraseFact(life.material, '1786', '1786', 'date'))).toBeNull();
  });
});

describe('one year of a pair', () => {
  it('is bounded by the other ("came in 1761 and _____", "in _____ and 1769")', () => {
    expect(rangeEnd(year('1769'))).toBe(true);
    expect(rangeEnd(year('1761'))).toBe(true);
    expect(weakKey(map, year('1761'))).toBe(WEAK_KEY.bounded);
  });

  it('is not a year alone ("reached Tahiti in 1769")', () => {
    const alone = map.material.analysis.sentences.find((s) => s.text.startsWith('The expedition'))!;
    const at = alone.tokens.findIndex((t) => t.value === '1769');
    const fact = { ...year('1769'), sentence: alone, start: at, end: at + 1 };
    expect(rangeEnd(fact)).toBe(false);
  });
});
