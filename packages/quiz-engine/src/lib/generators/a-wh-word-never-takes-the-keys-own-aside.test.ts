import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { phraseFact } from '../questions/phrase-fact.js';
import { subjectGapQuestion } from './direct-questions.js';

// Set AI read-through before round 37: "What, C₅H₁₂, shows a molecular ion at 72?" and "What, by the dancer
// Vaslav Nijinsky, was as radical as the music?" — an aside that described the key is nonsense beside a bare
// "What". An original passage, not a reviewed one.
const material = readMaterial(
  [
    'The Glassworks of Murano',
    '',
    'Cristallo, a nearly colourless glass, made the island famous in the fifteenth century.',
    'The furnace design, by the engineer Paolo Venier, was as bold as the glass itself.',
    'Angelo Barovier, working at his family workshop on Murano, perfected cristallo around 1450.',
    'Marietta Barovier, who ran the workshop after him, invented the rosetta bead.',
  ].join('\n'),
);

describe('a wh-word never takes the key’s own aside', () => {
  it('asks no "What, <aside>, …?" of a thing', () => {
    expect(subjectGapQuestion(phraseFact(material, 'Cristallo', 'cristallo'), false)).toBeNull();
    expect(subjectGapQuestion(phraseFact(material, 'furnace design', 'furnace design'), false)).toBeNull();
  });

  it('asks no "Who, who …?" of a person', () => {
    expect(
      subjectGapQuestion(phraseFact(material, 'Marietta Barovier', 'marietta barovier', 'name'), true),
    ).toBeNull();
  });

  it('still asks a person by a participle aside', () => {
    expect(subjectGapQuestion(phraseFact(material, 'Angelo Barovier', 'angelo barovier', 'name'), true)).toBe(
      'Who, working at his family workshop on Murano, perfected cristallo around 1450?',
    );
  });
});
