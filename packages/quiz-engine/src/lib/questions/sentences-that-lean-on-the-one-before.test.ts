import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem } from './referents.js';

// Passages written for these tests: each sentence under test follows one that names what it leans on.
const OWLS = `# Barn Owls

The barn owl, Tyto alba, hunts over open fields at night on long, pale wings. Each wing is broad and soft-edged, which muffles the sound of flight. Many are killed on roads because they hunt low over verges. Some populations on Skye have moved into farm buildings. Owl pellets hold the bones of voles and shrews.

Farmers once nailed owls to barn doors. Meanwhile Gilbert White, a parson in Selborne, described the owl's hunting with care. Ringing began in Britain in 1909. On a long flight across the Pennines in 1932 it covered eighty miles in one night. The barn owl is protected by law in Britain.`;

const COUNCIL = `# The Harbour Council

In 1871 the harbour council voted on a new breakwater. The vote was 9 to 2, with the mayor voting against. Most towns soon followed, and breakwaters lined the whole coast by 1900. The first breakwater at Portland was built of granite blocks. A survey of Dover in 1905 found a similar pattern. Engineers said that stone lasted longer than timber.`;

const NOVEL = `# Middlemarch

Middlemarch appeared in eight parts in 1871 and 1872. Part Two is quieter and more inward. Dorothea Brooke marries the scholar Edward Casaubon in Part One.`;

function leaning(text: string, opening: string) {
  const material = readMaterial(text);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { leans: leansOnEarlierText(sentence, material, materialTitle(material)), sentence };
}

describe('a sentence that leans on the one before', () => {
  it.each([
    [OWLS, 'Each wing is broad'],
    [OWLS, 'Many are killed'],
    [OWLS, 'Some populations on Skye'],
    [OWLS, 'On a long flight'],
    [COUNCIL, 'The vote was 9 to 2'],
    [COUNCIL, 'Most towns soon followed'],
    [COUNCIL, 'A survey of Dover'],
  ])('is found whatever leans: %#', (text, opening) => {
    expect(leaning(text, opening).leans).not.toBeNull();
  });

  it.each([
    [OWLS, 'The barn owl, Tyto alba'],
    [OWLS, 'Owl pellets hold'],
    [OWLS, 'Ringing began in Britain'],
    [OWLS, 'The barn owl is protected'],
    [COUNCIL, 'In 1871 the harbour council'],
    [COUNCIL, 'The first breakwater at Portland'],
    [COUNCIL, 'Engineers said that stone'],
    [NOVEL, 'Dorothea Brooke marries'],
  ])('a sentence that names its subject stands alone: %#', (text, opening) => {
    expect(leaning(text, opening).leans).toBeNull();
  });

  it('drops a leading connective from the stem, gap and all', () => {
    const { leans, sentence } = leaning(OWLS, 'Meanwhile Gilbert White');
    expect(leans?.repair).toBeDefined();
    const stem = `Fill in the blank: ${sentence.text.replace('Selborne', '_____')}`;
    expect(repairedStem(stem, sentence.text, leans?.repair)).toBe(
      "Fill in the blank: Gilbert White, a parson in _____, described the owl's hunting with care.",
    );
    expect(repairedStem('Fill in the blank: Meanwhile _____ described …', sentence.text, leans?.repair)).toBe(
      'Fill in the blank: _____ described …',
    );
  });

  it('names the work a part belongs to', () => {
    const { leans, sentence } = leaning(NOVEL, 'Part Two is quieter');
    expect(repairedStem(`True or false: ${sentence.text}`, sentence.text, leans?.repair)).toBe(
      'True or false: In Middlemarch, Part Two is quieter and more inward.',
    );
  });

  it('leaves a stem it cannot find unrepaired, so the question is marked instead', () => {
    const { leans, sentence } = leaning(NOVEL, 'Part Two is quieter');
    expect(repairedStem('What is quieter and more inward?', sentence.text, leans?.repair)).toBeNull();
  });
});
