import { describe, expect, it } from 'vitest';
import { readMaterial, type AnswerKind, type Fact } from '../material.js';
import { rangeEnd, spelledOutElsewhere } from './sentence-keys.js';

/** `answer` (one token) as the key of `text`'s first sentence. */
function factFor(text: string, answer: string, kind: AnswerKind = 'term'): Fact {
  const sentence = readMaterial(text).analysis.sentences[0]!;
  const start = sentence.tokens.findIndex((t) => t.value === answer);
  if (start < 0) throw new Error(`no "${answer}" in: ${text}`);
  return {
    sentence,
    start,
    end: start + 1,
    text: answer,
    key: answer.toLowerCase(),
    kind,
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

describe('a key the sentence gives away inside another word or by its adjective', () => {
  it('is the head of a longer compound or a part of a hyphenated word ("12-megapixel" for "pixel")', () => {
    const camera =
      'A photograph from a 12-megapixel camera stores 3 bytes for the colour of each pixel before compression.';
    expect(spelledOutElsewhere(factFor(camera, 'pixel'))).toBe(true);
    const phage =
      'A bacteriophage injects its genome into the bacterium, and each phage then makes hundreds more.';
    expect(spelledOutElsewhere(factFor(phage, 'phage'))).toBe(true);
  });

  it('is not a short word that ends another by chance, nor a word another only begins with', () => {
    const wheat = 'Farmers dried the wheat in the sun, because heat kills the mould that spoils grain.';
    expect(spelledOutElsewhere(factFor(wheat, 'heat'))).toBe(false);
    const plateau = 'The Indian plate pushed up the Tibetan Plateau over millions of years.';
    expect(spelledOutElsewhere(factFor(plateau, 'plate'))).toBe(false);
  });

  it('is a country named by its adjective elsewhere in the sentence ("French" for "France")', () => {
    const war =
      'The French Revolution and the outbreak of war with France in 1793 made reform appear dangerous.';
    expect(spelledOutElsewhere(factFor(war, 'France', 'place'))).toBe(true);
    const britain = 'British ships carried goods from Britain to the colonies in the west.';
    expect(spelledOutElsewhere(factFor(britain, 'Britain', 'place'))).toBe(true);
    const egypt = 'The Egyptian army marched north from Egypt into Syria.';
    expect(spelledOutElsewhere(factFor(egypt, 'Egypt', 'place'))).toBe(true);
    const plain = 'The outbreak of war with France in 1793 made reform appear dangerous.';
    expect(spelledOutElsewhere(factFor(plain, 'France', 'place'))).toBe(false);
  });
});

describe('the end of a range', () => {
  it('is bounded by the other end in the sentence ("between about 1200 and _____ BCE", "from 1450 to _____")', () => {
    const between = 'Between about 1200 and 1100 BCE a scholar produced the standard version of the poem.';
    expect(rangeEnd(factFor(between, '1100', 'date'))).toBe(true);
    expect(rangeEnd(factFor(between, '1200', 'date'))).toBe(true);
    const fromTo = 'The workshop printed books from 1450 to 1500 in the city.';
    expect(rangeEnd(factFor(fromTo, '1500', 'date'))).toBe(true);
    expect(rangeEnd(factFor(fromTo, '1450', 'date'))).toBe(true);
  });

  it('is not a year alone, nor one year of two events', () => {
    expect(rangeEnd(factFor('In 1100 BCE a scholar produced the poem.', '1100', 'date'))).toBe(false);
    const two = 'The first method appeared in 1977 and a second in 1978.';
    expect(rangeEnd(factFor(two, '1978', 'date'))).toBe(false);
  });
});

describe('a noun and the verb its subject needs', () => {
  it('is no term ("Proteins on the surface of the virus bind to …" is a subject and its verb)', () => {
    const facts = readMaterial(
      'Proteins on the surface of the virus bind to specific receptor molecules on the host cell.',
    ).facts.map((f) => f.text);
    expect(facts).not.toContain('virus bind');
    expect(facts).toContain('host cell');
  });

  it('leaves a compound that opens its clause or comes before the verb a term', () => {
    const facts = readMaterial(
      [
        'The cell wall of a plant cell is made of cellulose.',
        'The sea level rose as the water cycle sped up.',
        'Effects of the price rise of 2008 were felt by many families.',
        'The price rise of 2008 hurt many families, and land use in the valley changed.',
      ].join(' '),
    ).facts.map((f) => f.text);
    for (const term of ['cell wall', 'sea level', 'water cycle', 'price rise', 'land use'])
      expect(facts).toContain(term);
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
