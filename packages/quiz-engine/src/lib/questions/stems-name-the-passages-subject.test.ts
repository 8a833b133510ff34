import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem } from './referents.js';
import { passageSubjects, withSubjectNamed } from './subject.js';

// Passages written for these tests: each names its subject in the heading and introduces its kind.
const OPERA = `# Purcell's Dido and Aeneas

In 1689 a girls' school in Chelsea staged an opera called Dido and Aeneas, with music by Henry Purcell. The opera is short, lasting under an hour, and falls into three acts. The music was written for young singers and a small string band. The first, set in the palace at Carthage, shows the queen troubled by love. Even the overture is brief. The opera was rarely staged in the eighteenth century. Singers now treat Dido and Aeneas as a cornerstone of English opera.`;

const LAKE = `# The Draining of Lake Karla

Lake Karla, in Thessaly, was once a shallow lake of about 180 square kilometres. Fishermen on Lake Karla caught carp and eels. The lake's level rose each spring with snowmelt from the hills. Engineers drained the lake in 1962 to gain farmland. Clouds of dust now blow across Lake Karla's old bed.`;

const TWO_LAKES = `# The Draining of Lake Karla

Lake Karla, in Thessaly, was once a shallow lake of about 180 square kilometres. Lake Karla lay near Lake Voiviis, a smaller lake to the west. The lake's level rose each spring with snowmelt from the hills. Engineers studied Lake Karla for decades.`;

const GOSPELS = `# The Lindisfarne Gospels

The Lindisfarne Gospels is one of the most celebrated books ever made in Britain. It was produced in the early eighth century on Lindisfarne. Most scholars believe the Gospels were made in honour of St Cuthbert. The book's later history reflects the turbulence of Northumbria. A controversy concerns where the Gospels belong.`;

function sentenceOf(text: string, opening: string) {
  const material = readMaterial(text);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { material, sentence };
}

describe('stems name the passage’s subject', () => {
  it('finds the subject and its kind from the heading and how the text introduces it', () => {
    const [opera] = passageSubjects(readMaterial(OPERA));
    expect(opera?.phrase).toBe('Dido and Aeneas');
    expect([...(opera?.kinds ?? [])]).toContain('opera');
    const [lake] = passageSubjects(readMaterial(LAKE));
    expect(lake?.phrase).toBe('Lake Karla');
    expect([...(lake?.kinds ?? [])]).toContain('lake');
  });

  it.each([
    [
      OPERA,
      'The opera was rarely',
      'In which century was the opera rarely staged?',
      'eighteenth',
      'In which century was Dido and Aeneas rarely staged?',
    ],
    [
      OPERA,
      'The music was written',
      'Fill in the blank: The music was written for young singers and a small _____.',
      'string band',
      'Fill in the blank: The music of Dido and Aeneas was written for young singers and a small _____.',
    ],
    [
      LAKE,
      "The lake's level",
      'What completes the statement "The lake\'s level rose each spring with _____ from the hills"?',
      'snowmelt',
      'What completes the statement "Lake Karla\'s level rose each spring with _____ from the hills"?',
    ],
    [
      LAKE,
      'Engineers drained',
      'In which year did engineers drain the lake to gain farmland?',
      '1962',
      'In which year did engineers drain Lake Karla to gain farmland?',
    ],
  ])('puts the name in for "the <kind>": %#', (text, opening, stem, answer, named) => {
    const { material, sentence } = sentenceOf(text, opening);
    expect(withSubjectNamed(stem, sentence, material, answer)).toBe(named);
  });

  it('gives a name ending in s a bare apostrophe: "The Lindisfarne Gospels\' later history"', () => {
    const { material, sentence } = sentenceOf(GOSPELS, "The book's later history");
    const stem = "Fill in the blank: The book's later history reflects the turbulence of _____.";
    expect(withSubjectNamed(stem, sentence, material, 'Northumbria')).toBe(
      "Fill in the blank: The Lindisfarne Gospels' later history reflects the turbulence of _____.",
    );
  });

  it('leaves "the lake" alone where another lake is named nearby', () => {
    const { material, sentence } = sentenceOf(TWO_LAKES, "The lake's level");
    const stem = "Fill in the blank: The lake's level rose each spring with _____ from the hills.";
    expect(withSubjectNamed(stem, sentence, material, 'snowmelt')).toBe(stem);
  });

  it('never names the subject when the subject is the answer', () => {
    const { material, sentence } = sentenceOf(OPERA, 'The opera was rarely');
    const stem = 'Fill in the blank: The opera was rarely staged in the _____ century.';
    expect(withSubjectNamed(stem, sentence, material, 'Dido and Aeneas')).toBe(stem);
  });

  it.each([
    [OPERA, 'The first, set in the palace'],
    [OPERA, 'Even the overture'],
  ])('marks openers that point back as leaning: %#', (text, opening) => {
    const { material, sentence } = sentenceOf(text, opening);
    expect(leansOnEarlierText(sentence, material, materialTitle(material))).not.toBeNull();
  });

  it('names the part an ordinal opener counts when the sentence before counts the work’s parts', () => {
    const { material, sentence } = sentenceOf(OPERA, 'The first, set in the palace');
    const leans = leansOnEarlierText(sentence, material, materialTitle(material));
    expect(repairedStem(sentence.text, sentence.text, leans?.repair)).toBe(
      'The first act of Dido and Aeneas, set in the palace at Carthage, shows the queen troubled by love.',
    );
    const uncounted = sentenceOf(
      OPERA.replace(' and falls into three acts', ''),
      'The first, set in the palace',
    );
    const still = leansOnEarlierText(
      uncounted.sentence,
      uncounted.material,
      materialTitle(uncounted.material),
    );
    expect(still).not.toBeNull();
    expect(still?.repair).toBeUndefined();
  });

  it('drops "Next," and "At about the same time," as connectives', () => {
    const text = `# Negligence

A claimant must first show a duty of care. Next, the claimant must show a breach of the standard of care. At about the same time, courts in Scotland reached the same view.`;
    for (const [opening, standing] of [
      ['Next, the claimant', 'The claimant must show a breach of the standard of care.'],
      ['At about the same time', 'Courts in Scotland reached the same view.'],
    ] as const) {
      const { material, sentence } = sentenceOf(text, opening);
      const leans = leansOnEarlierText(sentence, material, materialTitle(material));
      expect(repairedStem(sentence.text, sentence.text, leans?.repair)).toBe(standing);
    }
  });
});
