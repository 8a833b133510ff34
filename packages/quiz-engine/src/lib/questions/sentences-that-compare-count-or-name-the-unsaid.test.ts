import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem } from './referents.js';

// A passage written for these tests: each sentence under test leans on one before it for what it compares
// with, counts, or calls "the drawback", "the clean-up" or "his".
const KEEPERS = `# Lighthouse Keepers

Thomas Harker (1790–1851) kept the Longstone light for thirty years. After the loss of his brother he kept the lamp alone for a winter. Grace Harker rowed out with him in a storm. After the wreck her father wrote that the sea was never still.

Three other keepers are usually named alongside him. Dozens of other lights were built along the coast in the next century. A far larger lamp was fitted at Bell Rock. The drawback is that oil lamps smoked and blackened the glass. The most famous early example stood at Eddystone. Keepers won fame partly by managing the clean-up. Each new lens had to match the tower it served. Two processes allow the beam to reach far out to sea. Wind, fog and salt all play a part. The painters of the coast were strongly influenced. In reality the lamps were often dim.

Keepers helped each other in bad weather. The lamps were brighter than any candle. Keepers and other staff lived on the rock. Lighthouse lenses were ground from crown glass. The Bell Rock light was built by Robert Stevenson between 1807 and 1810.`;

function leaning(opening: string) {
  const material = readMaterial(KEEPERS);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { leans: leansOnEarlierText(sentence, material, materialTitle(material)), sentence };
}

describe('a sentence that compares, counts or names what only the text before says', () => {
  it.each([
    ['Three other keepers', 'other'],
    ['Dozens of other lights', 'other'],
    ['A far larger lamp', 'larger'],
    ['The drawback is that', 'drawback'],
    ['The most famous early example', 'example'],
    ['Keepers won fame', 'the clean-up'],
    ['Each new lens', 'Each new'],
    ['Two processes allow', 'Two processes'],
    ['Wind, fog and salt', 'play a part'],
    ['The painters of the coast', 'influenced'],
  ])('leans and is asked last, marked: "%s"', (opening, phrase) => {
    const { leans } = leaning(opening);
    expect(leans?.phrase).toContain(phrase);
    expect(leans?.repair).toBeUndefined();
  });

  it.each([
    'Keepers helped each other',
    'The lamps were brighter than',
    'Keepers and other staff',
    'Lighthouse lenses were ground',
    'The Bell Rock light was built',
    'Thomas Harker (1790–1851)',
  ])('"other", a comparative with "than", or a named subject stands alone: "%s"', (opening) => {
    expect(leaning(opening).leans).toBeNull();
  });
});

describe('a discourse opener or a possessive the paragraph names is repaired', () => {
  it('drops "In reality" and reads on from the capitalised rest', () => {
    const { leans, sentence } = leaning('In reality the lamps');
    expect(repairedStem(`True or false: ${sentence.text}`, sentence.text, leans?.repair)).toBe(
      'True or false: The lamps were often dim.',
    );
  });

  it('names the one person the paragraph names for "his", gap and all', () => {
    const { leans, sentence } = leaning('After the loss of his brother');
    const stem = `Fill in the blank: ${sentence.text.replace('brother', '_____')}`;
    expect(repairedStem(stem, sentence.text, leans?.repair)).toBe(
      "Fill in the blank: After the loss of Thomas Harker's _____ he kept the lamp alone for a winter.",
    );
  });

  it('leaves a stem that asks for the person unrepaired, so it is marked instead', () => {
    const { leans, sentence } = leaning('After the loss of his brother');
    expect(
      repairedStem('Who kept the lamp alone after the loss of his brother?', sentence.text, leans?.repair),
    ).toBeNull();
  });

  it('does not name a possessive when a pronoun of the other sex came between', () => {
    // "Grace Harker rowed out with him … her father": the father is not Grace Harker.
    const { leans } = leaning('After the wreck her father');
    expect(leans?.phrase).toBe('her');
    expect(leans?.repair).toBeUndefined();
  });
});
