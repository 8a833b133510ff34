import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { runningCase } from '../concepts/clauses.js';
import { readDefinition } from '../concepts/definitions.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { classifyFamily } from './classify-family.js';
import { factFamily } from './fact-family.js';
import { fullerNames, namedInFull } from './full-names.js';
import { withReferents } from './referents.js';
import { sequenceFamily } from './sequence-family.js';
import { standsOnItsOwn, statementFamily } from './statement-family.js';

const mapOf = (text: string) => buildConceptMap(readMaterial(text));
const ctx = (text: string) => ({ map: mapOf(text), rng: createRng(4), higherOrder: false });
const firstSentence = (text: string) => {
  const first = readMaterial(text).analysis.sentences[0];
  if (!first) throw new Error('no sentence');
  return first;
};

// What round 19's reviewers (set R) sent back, as rules a later set is judged on.
describe('statements that need their paragraph', () => {
  it.each([
    "More recently, psychology's replication crisis has prompted re-examination of classic findings.",
    'A key moment was the founding of Lübeck, first in 1143 and again in 1159 under Henry the Lion.',
    'Nigeria was then moving towards independence from Britain, which it achieved in 1960.',
    'If a small amount of alkali is added, the hydroxide ions react with ethanoic acid.',
    'Lawrence Henderson derived the relationship in 1908 while studying blood.',
    'With chaining, the average length of a list is α, so lookups stay fast while α stays small.',
    'Confucius believed rulers should govern through virtue: "Lead the people with laws and they will avoid wrongdoing.',
  ])('leans on its paragraph: %s', (text) => {
    expect(standsOnItsOwn(text)).toBe(false);
  });

  it('still reads a relationship that names its two sides', () => {
    expect(
      standsOnItsOwn('Boyle described the relationship between the pressure and volume of a gas in 1662.'),
    ).toBe(true);
  });
});

describe('what is not a term', () => {
  it.each([
    'Goodness is the product of deliberate effort, above all the discipline of ritual and study.',
    'A key moment was the founding of Lübeck under Henry the Lion, Duke of Saxony.',
    'The Italian republics were sovereign states with fleets, colonies and centralised governments.',
  ])('reads no definition in: %s', (text) => {
    expect(readDefinition(firstSentence(text))).toBeNull();
  });

  it('still reads a kind named after a people', () => {
    expect(
      readDefinition(firstSentence('Greek tragedy is a form of drama that shows the fall of a great person.'))
        ?.term,
    ).toMatch(/^greek tragedy$/i);
  });
});

describe('false years and blanks a learner could argue with', () => {
  it('changes a year only where it dates the sentence, and by five years or more', () => {
    const text = [
      '# Buffers',
      'Biochemists rely on buffers such as HEPES, one of a set developed by Norman Good in 1966, to keep enzymes stable.',
      'In 1908 Lawrence Henderson derived an equation for the pH of a buffer while studying blood.',
      'In 1911 Søren Sørensen was studying enzymes at the Carlsberg Laboratory.',
      'In 1917 Karl Hasselbalch rewrote the Henderson equation in logarithmic form.',
      'In 1923 the chemist Johannes Brønsted defined an acid as a proton donor.',
    ].join('\n\n');
    const falses = statementFamily(ctx(text), 'true_false').filter((c) => c.question.answer === 'False');
    const year = (text: string) => Number(/\b(1\d{3})\b/.exec(text)?.[1]);
    // A person may be swapped in the HEPES sentence; its year in passing never is.
    for (const c of falses)
      if (c.question.question.includes('HEPES')) expect(c.question.question).toContain('1966');
    const moved = falses.filter((c) => year(c.question.question) !== year(c.question.source ?? ''));
    expect(moved.length).toBeGreaterThan(0);
    for (const c of moved)
      expect(Math.abs(year(c.question.question) - year(c.question.source ?? ''))).toBeGreaterThanOrEqual(5);
  });

  it('blanks neither a second discoverer beside the first nor a verb with its noun', () => {
    const text = [
      '# Exoplanets',
      'In 1995 the astronomer Michel Mayor and Didier Queloz detected the first planet orbiting a Sun-like star, using the radial velocity method.',
      'The radial velocity method measures the Doppler shift in the light of a star as a planet pulls it to and fro.',
    ].join('\n\n');
    const blanks = statementFamily(ctx(text), 'fill_in_the_blank').map((c) => c.question.question);
    for (const stem of blanks) {
      expect(stem).not.toMatch(/Mayor and _____|_____ and Didier/);
    }
    // Set R's buffer passage, where "the buffer fails and the _____ sharply" was asked for "pH changes".
    const buffers = readFileSync(
      new URL('../../../../../quality/heldout/set-r/02-buffer-solutions.md', import.meta.url),
      'utf8',
    );
    const fromBuffers = statementFamily(ctx(buffers), 'fill_in_the_blank').map((c) => c.question.question);
    for (const stem of fromBuffers) expect(stem).not.toMatch(/_____ [a-z]+ly\b/);
  });
});

describe('names and orders', () => {
  it('never reads a capitalised name as the verb of a dated event', () => {
    const text =
      '# The Doppler effect\n\nIn 1845 the Dutch scientist C. H. D. Buys Ballot tested the prediction with trumpeters on a moving train.';
    const stems = factFamily(ctx(text), 'short_answer').map((c) => c.question.question);
    for (const stem of stems) expect(stem).not.toMatch(/\bbuy\b/);
  });

  it('orders two events only when they fall within a generation of each other', () => {
    const text = [
      '# Saint-Domingue',
      'The Treaty of Ryswick gave France the western third of Hispaniola in 1697.',
      'The Battle of Vertières ended French rule in the colony in 1803.',
      'The Haitian Declaration of Independence was read at Gonaïves in 1804.',
      'The Haitian Revolution began with a slave uprising in the north in 1791.',
    ].join('\n\n');
    const stems = sequenceFamily(ctx(text), 'true_false').map((c) => c.question.question);
    expect(stems.length).toBeGreaterThan(0);
    for (const stem of stems) expect(stem).not.toMatch(/Ryswick/);
  });
});

// Round 20 (set S): stems that need one more word of the material, given it where the material has one.
describe('a short name for a longer one, given in full', () => {
  const text = [
    '# The Photoelectric Effect',
    'The photoelectric effect is the emission of electrons from a metal when light shines on it.',
    'Heinrich Hertz first noticed the effect in 1887 while working with spark gaps.',
    'Later, Wilhelm Hallwachs measured several key features of the effect with a zinc plate.',
    'A sample of zinc was polished and placed on an electroscope before the lamp was switched on.',
    'The sample lost its negative charge when ultraviolet light fell on it.',
    'In the Swedish phase, King Gustavus Adolphus of Sweden landed in Germany in 1630.',
    'At Lützen in 1632 Gustavus was killed, although his army won the battle.',
  ].join('\n\n');
  const map = mapOf(text);

  it('names the effect the text is about and drops a sample it only introduced', () => {
    expect(withReferents(map, 'True or false: Hallwachs measured several key features of the effect.')).toBe(
      'True or false: Hallwachs measured several key features of the photoelectric effect.',
    );
    expect(
      withReferents(map, 'True or false: The sample lost its negative charge in ultraviolet light.'),
    ).toBeNull();
    expect(withReferents(map, 'True or false: Zinc emits electrons in ultraviolet light.')).toBe(
      'True or false: Zinc emits electrons in ultraviolet light.',
    );
  });

  it('gives a king by both his names', () => {
    expect(fullerNames(map).get('Gustavus')).toBe('Gustavus Adolphus');
  });
});

// Round 21 (set T).
describe('crops, prizes and names that give the answer away', () => {
  const monsoon = readFileSync(
    new URL('../../../../../quality/heldout/set-t/04-the-south-asian-monsoon.md', import.meta.url),
    'utf8',
  );

  it('states a crop without "the" and asks no typed "which type of crop"', () => {
    const stems = classifyFamily(ctx(monsoon), 'true_false').map((c) => c.question.question);
    expect(stems.length).toBeGreaterThan(0);
    for (const stem of stems)
      expect(stem).not.toMatch(/^True or false: The (cotton|wheat|barley|rice|mustard|sugar cane)\b/);
    expect(classifyFamily(ctx(monsoon), 'short_answer')).toEqual([]);
  });

  it('asks no year of a prize', () => {
    const text = [
      '# Behavioural economics',
      'Herbert Simon pointed out that people have limited time, information and mental capacity.',
      'In 1978 Herbert Simon received the Nobel Prize in economics.',
      'In 1979 Daniel Kahneman and Amos Tversky proposed prospect theory.',
    ].join('\n\n');
    const stems = factFamily(ctx(text), 'short_answer').map((c) => c.question.question);
    expect(stems.some((s) => /prospect theory/.test(s))).toBe(true);
    expect(stems.filter((s) => /Nobel/.test(s))).toEqual([]);
  });

  it('asks no year of a study or a publication', () => {
    const text = [
      '# Motivation',
      'In 1971 Edward Deci asked university students to solve a puzzle.',
      'In 1976 a review by two psychologists found little evidence for a ranking of needs.',
      'In 1979 Daniel Kahneman and Amos Tversky published prospect theory.',
    ].join('\n\n');
    expect(factFamily(ctx(text), 'short_answer')).toEqual([]);
  });

  it('keeps a name short where its longer form is in the stem', () => {
    const names = new Map([['Zeno', 'Zeno of Elea']]);
    const q = namedInFull(
      {
        question: 'Fill in the blank: _____ lived in the Greek colony of Elea in southern Italy.',
        answer: 'Zeno',
        options: [],
        questionType: 'fill_in_the_blank',
        explanation: '',
        accepted_answers: ['Zeno'],
      },
      names,
    );
    expect(q.answer).toBe('Zeno');
    const asked = namedInFull(
      {
        question: 'Who devised the paradox of Achilles and the tortoise?',
        answer: 'Zeno',
        options: [],
        questionType: 'short_answer',
        explanation: '',
      },
      names,
    );
    expect(asked.answer).toBe('Zeno of Elea');
  });
});

// Round 22 (set U).
describe('what still pointed back at its paragraph', () => {
  it.each([
    'A more surprising example is a machine that checks whether a binary number is divisible by three.',
    'Hopkins called the principle sprung rhythm and used it in most of his later poems.',
  ])('leans on its paragraph: %s', (text) => {
    expect(standsOnItsOwn(text)).toBe(false);
  });

  it('asks no year of an event that ends on "why"', () => {
    const text = [
      '# Ocean currents',
      'Sailors had long noticed that icebergs drift to the right of the wind.',
      'In 1905 the Swedish oceanographer Vagn Walfrid Ekman explained why.',
      'In 1912 the Titanic sank after striking an iceberg in the North Atlantic.',
    ].join('\n\n');
    const stems = factFamily(ctx(text), 'short_answer').map((c) => c.question.question);
    expect(stems.some((s) => /Titanic/.test(s))).toBe(true);
    expect(stems.filter((s) => /why\?$/.test(s))).toEqual([]);
  });
});

// Round 23 (set V).
describe('states, agreements and names', () => {
  it('asks no year of a state that held for years', () => {
    const text = [
      '# Japan opens',
      'In 1853 Japan was a largely agricultural country ruled by a military government.',
      'In 1853 Commodore Perry sailed four warships into Edo Bay.',
    ].join('\n\n');
    const stems = factFamily(ctx(text), 'short_answer').map((c) => c.question.question);
    expect(stems.some((s) => /Perry/.test(s))).toBe(true);
    expect(stems.filter((s) => /agricultural/.test(s))).toEqual([]);
  });

  it('does not state what "the agreement" settled, and keeps the capital of "O horizon"', () => {
    expect(
      standsOnItsOwn('The agreement allowed bishops to be elected freely under the eye of the king.'),
    ).toBe(false);
    expect(
      readDefinition(
        firstSentence('O horizon is the layer of leaf litter and humus on the surface of a soil.'),
      )?.term,
    ).toBe('O horizon');
  });
});

describe('running case', () => {
  it('keeps a one-letter name capitalised but not the article "A"', () => {
    expect(runningCase('O horizon')).toBe('O horizon');
    expect(runningCase('A warmer atmosphere holds more water vapour')).toBe(
      'a warmer atmosphere holds more water vapour',
    );
  });
});
