import { describe, expect, it } from 'vitest';
import {
  framingStatement,
  nameAfterPossessive,
  namedAsPerson,
  plausibleYear,
  swapOfTheSameKind,
} from '../questions/statement-checks.js';

// Round 36: "Tardigrades have even been tested in animal" (for "space") and "some tardigrades can survive genes
// of several thousand grays" (for "doses") were false only by nonsense.
describe('false statements swap a term of its own kind', () => {
  it('refuses a swap of another kind', () => {
    expect(swapOfTheSameKind('space', 'animal')).toBe(false);
    expect(swapOfTheSameKind('doses', 'genes')).toBe(false);
  });

  it('keeps a swap of the same kind', () => {
    expect(swapOfTheSameKind('mitochondria', 'ribosomes')).toBe(true);
    expect(swapOfTheSameKind('wolves', 'foxes')).toBe(true);
  });
});

// Round 37: "Oxidising weathering created many new hydroxides" (for "minerals") was not clearly false: a
// compound beside the class of minerals, not a sibling.
describe('a class beside a member of another level', () => {
  it('is no swap', () => {
    expect(swapOfTheSameKind('minerals', 'hydroxides')).toBe(false);
    expect(swapOfTheSameKind('insects', 'ants')).toBe(false);
  });
});

// Round 37: "The Leeghwater, between Amsterdam and Leiden" (a lake's slot) and "in his Marco Datini of 1202"
// (a book's slot): a name the material gives a person swapped in where no person stood.
describe('a name the material gives a person', () => {
  const material = {
    text: [
      'In the early seventeenth century the engineer Jan Leeghwater helped to drain the Beemster.',
      'The Haarlemmermeer, between Amsterdam and Leiden, had grown as storms eroded its peat shores.',
      'One source is the archive of Francesco di Marco Datini, a merchant of Prato who died in 1410.',
      'Fibonacci promoted the numerals in his Liber Abaci of 1202.',
      'During the meeting William Walworth, the Mayor of London, struck Tyler down.',
    ].join('\n'),
  };
  it('reads as a person beside a word for one', () => {
    expect(namedAsPerson(material, 'Leeghwater')).toBe(true);
    expect(namedAsPerson(material, 'Marco Datini')).toBe(true);
    expect(namedAsPerson(material, 'William Walworth')).toBe(true);
  });
  it('leaves places and works alone', () => {
    expect(namedAsPerson(material, 'Haarlemmermeer')).toBe(false);
    expect(namedAsPerson(material, 'Liber Abaci')).toBe(false);
    expect(namedAsPerson(material, 'Amsterdam')).toBe(false);
  });
});

// Round 37: the trivial frame of a true statement ("experiments that puzzled him for the rest of his life",
// "is said to have written") is asked last.
describe('a statement of feelings or hearsay', () => {
  it('is framing, not a claim', () => {
    expect(
      framingStatement(
        'In the 1790s Lazzaro Spallanzani carried out a series of experiments that puzzled him for the rest of his life.',
      ),
    ).toBe(true);
    expect(framingStatement('Epicurus is said to have written around three hundred works.')).toBe(true);
    expect(
      framingStatement('Spallanzani blinded bats and found that they still flew around obstacles.'),
    ).toBe(false);
  });
});

// A name never goes after a possessive where a common noun stood ("in his Marco Datini of 1202" was the
// kind of nonsense a name swapped into a work's slot makes).
describe('a name after a possessive', () => {
  it('stands only where a name stood', () => {
    expect(nameAfterPossessive('Fibonacci promoted the numerals in his ', 'treatise', 'Marco Datini')).toBe(
      true,
    );
    expect(nameAfterPossessive('Fibonacci promoted the numerals in his ', 'Liber Abaci', 'Summa')).toBe(
      false,
    );
    expect(nameAfterPossessive('The numerals spread through ', 'trade', 'Venice')).toBe(false);
  });
});

describe('a false statement’s swapped year', () => {
  it('stays near enough to the original to be believed', () => {
    expect(plausibleYear('2001', '1458')).toBe(false);
    expect(plausibleYear('2001', '1987')).toBe(true);
    expect(plausibleYear('1381', '1450')).toBe(true);
    expect(plausibleYear('1913', '1850')).toBe(false);
    expect(plausibleYear('June 1381', 'May 1390')).toBe(true);
  });
});
