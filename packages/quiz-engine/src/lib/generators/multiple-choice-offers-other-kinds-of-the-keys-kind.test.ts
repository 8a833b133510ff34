import { describe, expect, it } from 'vitest';
import { sistersOfANamedKind } from '../concepts/wordnet.js';
import { readMaterial } from '../material.js';
import { generatorContext } from './generator-context.js';
import { multipleChoice } from './multiple-choice.js';

// Reviewers rejected "semitone" offered beside "treatise", "syntonic comma" and "melody": where a passage has
// no other intervals to offer, the wrong answers came from its nouns of any kind and gave the key away. The
// other intervals a learner knows ("octave", "fifth") are of the key's kind where the passage speaks of
// intervals and of another of them. An original passage.
const text = `Dividing the Scale

Musicians have argued for centuries about how to tune the intervals of the scale.
The smallest step of the Western scale is the semitone, and twelve of them fill the octave.
On a modern piano each semitone covers exactly the same ratio of pitch across the keyboard.
Organ builders in the baroque period preferred temperaments that favoured the common keys.
In those temperaments a semitone near the home key sounded narrower than one in a remote key.
A skilled tuner listens for beats between two strings and adjusts the pins until they slow.
Critics complained that equal division made every key sound alike and robbed the music of colour.
`;

const isWord = (passage: string) => (word: string) => new RegExp(`\\b${word}s?\\b`, 'i').test(passage);

describe('multiple choice offers other kinds of the key’s kind', () => {
  it('takes WordNet’s sister terms of the sense whose kind the passage names', () => {
    const sisters = sistersOfANamedKind('semitone', isWord(text));
    expect(sisters).toEqual(expect.arrayContaining(['octave', 'fifth']));
  });

  it('takes none where the passage never names the kind (a sense it may not mean)', () => {
    expect(sistersOfANamedKind('semitone', isWord('Each step on the keyboard is equal.'))).toEqual([]);
  });

  it('asks the key with sister terms, not with nouns of another kind', () => {
    const material = readMaterial(text);
    const questions = multipleChoice(generatorContext(material, 3), 10);
    const semitone = questions.find((q) => q.answer === 'semitone');
    expect(semitone).toBeDefined();
    const sisters = new Set(sistersOfANamedKind('semitone', isWord(text)));
    const wrong = (semitone?.options ?? []).filter((o) => o !== 'semitone');
    expect(wrong).toHaveLength(3);
    for (const option of wrong) expect(sisters.has(option)).toBe(true);
  });
});
