import { describe, expect, it } from 'vitest';
import { calledKindBeforeGap, groupBesidePerson, sexOf, slotSex } from '../concepts/option-kinds.js';
import { readMaterial, type Fact, type Material } from '../material.js';
import { completeTheStatement, peopleKey, placeReading } from './direct-questions.js';
import { generatorContext } from './generator-context.js';
import { optionsOfTheKeysKind } from './multiple-choice.js';

// Round 48 sent back "Circe" offered as Odysseus's son, "Tennyson" and "Joyce" for "the first woman to
// publish", "Greeks" beside three people, present-day continents for the supercontinent Wegener named, and
// "Which place …? — Hindus", "Which place …? — Mrs Carlill", "What held …? — Judge Kimba Wood".
// Original passages written for this test.
const VOYAGE = `# The Voyage of Brannoc

Brannoc sailed from Carrow with twelve ships to find the lost harbour of Lesk.
The sea-god Morvan sank nine of the ships in a storm off the northern cliffs.
The enchantress Ysolde kept Brannoc on her island for a year, and she taught him the old songs.
His wife Elowen waited at home and refused every suitor who came to the hall.
The old king Tadec sent ships to search for him, but they found nothing.
After many years Brannoc's son Cadoc found him on a rock near the island of Lesk.
The witch Morwen cursed the fleet, and she hid the harbour in a grey fog.
The old nurse Gwenna recognised Brannoc by a scar on his arm.
The Islanders welcomed the sailors and fed them through the winter.
The storyteller Margaret Tull became the first woman to write the voyage down.
Later tellers such as Alfred Penhale and James Colley added battles of their own.
The singers Mary Penrose, Anne Treloar and Emily Jago kept the old songs alive.
Geologists once thought the islands were joined in a single landmass, which they called Kernowa.
`;

const LAW = `# Promises in Print

In 1890 a new rule required every recruit to serve overseas, which troubled many Hindus in the army.
The Hindus of the northern regiments feared that crossing the sea would cost them their caste.
The bank argued that Mrs Pemberton had never told it that she accepted the offer.
Mrs Pemberton had read the notice in a newspaper and followed its terms for a month.
Judge Alma Reyes held that no careful reader could have taken the notice as a promise.
In the same year Thomas Ashdown had started a search of the old ledgers at the bank's request.
`;

const find = (material: Material, text: string, word?: string): Fact => {
  const found = material.facts.find((f) => f.text === text && (!word || f.sentence.text.includes(word)));
  if (!found) throw new Error(`no fact "${text}" in ${material.facts.map((f) => f.text).join(', ')}`);
  return found;
};

describe('wrong answers fill the key’s slot', () => {
  const material = readMaterial(VOYAGE);
  const sentences = material.analysis.sentences;

  it('reads the sex the passage gives a person, by calling, pronoun or a known given name', () => {
    expect(sexOf(sentences, 'Ysolde')).toBe('female');
    expect(sexOf(sentences, 'Elowen')).toBe('female');
    expect(sexOf(sentences, 'Cadoc')).toBe('male');
    expect(sexOf(sentences, 'Tadec')).toBe('male');
    expect(sexOf(sentences, 'Alfred Penhale')).toBe('male');
    expect(sexOf(sentences, 'Gwenna')).toBeNull();
  });

  it('reads the sex a sentence gives its gap', () => {
    const son = find(material, 'Cadoc', 'son Cadoc');
    expect(slotSex(son.sentence, son.start, son.end)).toBe('male');
    const first = find(material, 'Margaret Tull');
    expect(slotSex(first.sentence, first.start, first.end)).toBe('female');
  });

  it('never offers a people beside one person, and names the kind "which they called _____" asks for', () => {
    expect(groupBesidePerson(sentences, 'Islanders')).toBe(true);
    expect(groupBesidePerson(sentences, 'Ancient Greeks')).toBe(true);
    expect(groupBesidePerson(sentences, 'Brannoc')).toBe(false);
    expect(groupBesidePerson(sentences, 'Phaeacians')).toBe(true);
    const called = find(material, 'Kernowa');
    expect(calledKindBeforeGap(called.sentence, called.start)).toBe('landmass');
  });

  it('never offers a woman as the son, nor a man as the first woman', () => {
    const rng = generatorContext(material, 1).rng;
    const all = () => true;
    const son = find(material, 'Cadoc', 'son Cadoc');
    const forSon = optionsOfTheKeysKind(
      son,
      ['Ysolde', 'Tadec', 'Elowen', 'Brannoc'],
      material,
      rng,
      all,
      false,
    );
    expect(forSon).not.toBeNull();
    for (const option of forSon?.options ?? []) expect(sexOf(sentences, option)).not.toBe('female');
    const woman = find(material, 'Margaret Tull');
    const forWoman = optionsOfTheKeysKind(
      woman,
      ['Alfred Penhale', 'Mary Penrose', 'James Colley', 'Anne Treloar', 'Emily Jago'],
      material,
      rng,
      all,
      false,
    );
    expect(forWoman).not.toBeNull();
    for (const option of forWoman?.options ?? []) expect(sexOf(sentences, option)).not.toBe('male');
  });

  it('never offers a people beside a person, nor a place for the landmass the sentence names', () => {
    const rng = generatorContext(material, 1).rng;
    const all = () => true;
    const tadec = find(material, 'Tadec');
    const forTadec = optionsOfTheKeysKind(
      tadec,
      ['Islanders', 'Brannoc', 'Cadoc', 'Morvan'],
      material,
      rng,
      all,
      false,
    );
    expect(forTadec).not.toBeNull();
    expect(forTadec?.options ?? []).not.toContain('Islanders');
    const kernowa = find(material, 'Kernowa');
    const forKernowa = optionsOfTheKeysKind(kernowa, ['Carrow', 'Lesk', 'Brannoc'], material, rng, all, true);
    for (const option of forKernowa?.options ?? []) expect(['Carrow', 'Lesk']).not.toContain(option);
  });
});

describe('a people or a titled person is never asked as a place or a thing', () => {
  const material = readMaterial(LAW);
  const sentences = material.analysis.sentences;

  it('asks a people as a group, never as a place', () => {
    const hindus = find(material, 'Hindus', 'troubled');
    expect(placeReading(hindus)).toBe(false);
    expect(completeTheStatement('… troubled many _____ in the army', hindus, false, sentences)).toMatch(
      /^Which group /,
    );
  });

  it('asks a titled person with "Who", never "Which place" or "What"', () => {
    const pemberton = find(material, 'Mrs Pemberton', 'argued');
    expect(placeReading(pemberton)).toBe(false);
    expect(peopleKey(pemberton, material)).toBe(true);
    expect(peopleKey(find(material, 'Judge Alma Reyes'), material)).toBe(true);
    expect(peopleKey(find(material, 'Thomas Ashdown'), material)).toBe(true);
  });
});
