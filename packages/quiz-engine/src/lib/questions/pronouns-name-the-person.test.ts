import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem, swapLeavesPronoun } from './referents.js';

// A passage written for these tests: each pronoun under test follows a sentence naming one person, after
// words in its own sentence that are no one it could stand for (a plural, a place or a date in a phrase).
const GENETICS = `# Fly Genetics

Edward Lewis of the California Institute of Technology bred mutant flies for decades. By combining several mutations in one gene cluster he produced flies with four wings. Ada Harlow was born in 1890 on the island of Samos. After teaching in several cities of the eastern Aegean, she moved to Athens in 1921. Martin Quayle studied the old ledgers of the firm. Studying surviving merchants' books, he found that many were kept irregularly. Quayle was arrested in 1849 for his views. On 22 December of that year he was taken to the square.`;

function repaired(opening: string): string | null {
  const material = readMaterial(GENETICS);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  const leans = leansOnEarlierText(sentence, material, materialTitle(material));
  return repairedStem(sentence.text, sentence.text, leans?.repair);
}

describe('a pronoun names the one person the sentence before names', () => {
  it('past a plural noun, which no "he" stands for', () => {
    expect(repaired('By combining')).toBe(
      'By combining several mutations in one gene cluster Edward Lewis produced flies with four wings.',
    );
    expect(repaired('Studying surviving')).toBe(
      "Studying surviving merchants' books, Martin Quayle found that many were kept irregularly.",
    );
  });

  it('past a place or a date in an opening phrase', () => {
    expect(repaired('After teaching')).toBe(
      'After teaching in several cities of the eastern Aegean, Ada Harlow moved to Athens in 1921.',
    );
    expect(repaired('On 22 December')).toBe('On 22 December 1849 Quayle was taken to the square.');
  });
});

// A passage about one person, named by its title, whose last paragraph opens on "his".
const HARLOW = `# Harlow's Ledgers

Ada Harlow kept the ledgers of a Glasgow mill. Her entries were checked by the clerk Tom Reid.

For a century after her death, the ledgers were used to teach bookkeeping.

Tom Reid ran the counting house. For years after his marriage, the counting house stayed open late.`;

describe("a pronoun opening a paragraph names the passage's own person", () => {
  function leaning(opening: string) {
    const material = readMaterial(HARLOW);
    const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
    if (!sentence) throw new Error(`no sentence "${opening}"`);
    return { leans: leansOnEarlierText(sentence, material, materialTitle(material)), sentence };
  }

  it('names the person the title names when the paragraph names no one before it', () => {
    // Not Tom Reid, whom the paragraph before ends on.
    const { leans, sentence } = leaning('For a century');
    expect(repairedStem(sentence.text, sentence.text, leans?.repair)).toBe(
      "For a century after Harlow's death, the ledgers were used to teach bookkeeping.",
    );
    // Within its paragraph the pronoun keeps to the person named just before it.
    const reid = leaning('For years after his marriage');
    expect(repairedStem(reid.sentence.text, reid.sentence.text, reid.leans?.repair)).toBe(
      "For years after Tom Reid's marriage, the counting house stayed open late.",
    );
  });
});

describe('a false statement never swaps out the person a pronoun points back at', () => {
  it('refuses a name swap that leaves "he" for someone the statement no longer names', () => {
    const material = readMaterial(GENETICS);
    const source = 'Martin Quayle studied the old ledgers of the firm, which he kept.';
    expect(swapLeavesPronoun(material, source, source.replace('Martin Quayle', 'Ada Harlow'))).toBe(true);
    expect(swapLeavesPronoun(material, source, source.replace('1849', '1850'))).toBe(false);
    const plain = 'Martin Quayle studied the old ledgers of the firm.';
    expect(swapLeavesPronoun(material, plain, plain.replace('Martin Quayle', 'Ada Harlow'))).toBe(false);
  });
});
