import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText } from './referents.js';
import { passageSubjects, withSubjectNamed } from './subject.js';

// Passages written for these tests: each opens on its subject and then calls it only by its kind.
const MOVEMENT = `# Chartism: A Campaign for the Vote

Chartism was the first mass working-class political movement in Britain. Its supporters held huge meetings in the north of England. The revolutions that broke out across Europe in 1848 briefly revived the movement. Historians have shown how deeply the movement shaped working-class politics.`;

const TALE = `# Murasaki Shikibu and The Tale of Genji

The Tale of Genji, known in Japanese as Genji monogatari, was written in the early eleventh century by Murasaki Shikibu. Running to fifty-four chapters, it follows the life of a fictional prince. Because of its length, it is often described as the world's first novel. The book grew out of the Heian period, named after the capital Heian-kyō. In 2008 Japan celebrated the tale's thousandth anniversary.`;

const PATTERSON = `# Clair Patterson and the Age of the Earth

In 1862 William Thomson calculated that the Earth was between 20 and 400 million years old. Geologists and followers of Charles Darwin found this uncomfortably short, but they had no better method. Geologists and followers of Charles Darwin found this estimate uncomfortably short.`;

function sentenceOf(text: string, opening: string) {
  const material = readMaterial(text);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { material, sentence };
}

describe('a passage that opens on its subject names it where a stem says only its kind', () => {
  it('takes the subject from the passage’s opening sentence, however seldom the name comes back', () => {
    const [movement] = passageSubjects(readMaterial(MOVEMENT));
    expect(movement?.phrase).toBe('Chartism');
    expect([...(movement?.kinds ?? [])]).toContain('movement');
    const [tale] = passageSubjects(readMaterial(TALE));
    expect(tale?.phrase).toBe('The Tale of Genji');
    expect([...(tale?.kinds ?? [])]).toEqual(expect.arrayContaining(['tale', 'novel', 'book']));
  });

  it.each([
    [
      MOVEMENT,
      'The revolutions that broke out',
      'Fill in the blank: The revolutions that broke out across Europe in _____ briefly revived the movement.',
      '1848',
      'Fill in the blank: The revolutions that broke out across Europe in _____ briefly revived Chartism.',
    ],
    [
      TALE,
      'The book grew out',
      'Fill in the blank: The book grew out of the _____ period, named after the capital Heian-kyō.',
      'Heian',
      'Fill in the blank: The Tale of Genji grew out of the _____ period, named after the capital Heian-kyō.',
    ],
    [
      TALE,
      'In 2008 Japan celebrated',
      "In which year did Japan celebrate the tale's thousandth anniversary?",
      '2008',
      "In which year did Japan celebrate The Tale of Genji's thousandth anniversary?",
    ],
  ])('puts the name in for "the <kind>": %#', (text, opening, stem, answer, named) => {
    const { material, sentence } = sentenceOf(text, opening);
    expect(withSubjectNamed(stem, sentence, material, answer)).toBe(named);
  });

  it('marks "found this uncomfortably short" as leaning on the sentence before, not "this estimate"', () => {
    const material = readMaterial(PATTERSON);
    const [, bare, named] = material.analysis.sentences;
    if (!bare || !named) throw new Error('missing sentences');
    expect(leansOnEarlierText(bare, material, materialTitle(material))?.phrase).toBe('this');
    expect(leansOnEarlierText(named, material, materialTitle(material))?.phrase).not.toBe('this');
  });
});
