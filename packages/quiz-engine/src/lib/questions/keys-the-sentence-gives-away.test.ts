import { describe, expect, it } from 'vitest';
import { readMaterial, type Fact } from '../material.js';
import { spelledOutElsewhere } from './sentence-keys.js';

/** `answer` (one word) as the key of `text`'s first sentence. */
function factFor(text: string, answer: string): Fact {
  const sentence = readMaterial(text).analysis.sentences[0]!;
  const start = sentence.tokens.findIndex((t) => t.value === answer);
  if (start < 0) throw new Error(`no "${answer}" in: ${text}`);
  return {
    sentence,
    start,
    end: start + 1,
    text: answer,
    key: answer.toLowerCase(),
    kind: 'term',
    weight: 1,
    display: answer,
  };
}

describe('a key the sentence spells out elsewhere (round 32)', () => {
  it('is a year whose last digits close a name in the sentence ("LZ77" for 1977)', () => {
    const text =
      'Abraham Lempel and Jacob Ziv described the LZ77 method in 1977, and a second method a year later.';
    expect(spelledOutElsewhere(factFor(text, '1977'))).toBe(true);
    const plain =
      'Abraham Lempel and Jacob Ziv described their first method in 1977, and a second a year later.';
    expect(spelledOutElsewhere(factFor(plain, '1977'))).toBe(false);
  });

  it('is a word whose first six letters another word of the sentence shares ("Photographic" for "photographs")', () => {
    const text =
      'The format of the Joint Photographic Experts Group, JPEG, is used for photographs and other continuous-tone images.';
    expect(spelledOutElsewhere(factFor(text, 'photographs'))).toBe(true);
  });
});

describe('a plural noun and the verb after it', () => {
  it('is no term ("the Himalayas stretch for 2,400 km" is a subject and its verb)', () => {
    const facts = readMaterial(
      'The Himalayas stretch for about 2,400 kilometres across South Asia and contain the highest mountains.',
    ).facts.map((f) => f.text);
    expect(facts).not.toContain('Himalayas stretch');
    expect(facts).toContain('South Asia');
  });
});
