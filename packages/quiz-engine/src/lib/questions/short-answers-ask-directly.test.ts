import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import {
  yearQuestion,
  objectGapQuestion,
  peopleKey,
  relativeClauseQuestion,
  saidByQuestion,
  subjectGapQuestion,
} from '../generators/direct-questions.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { fallbackQuestions } from './fallback.js';
import { withNamedPeople, withReferents } from './referents.js';

// Blind reviewers sent back short answers worded as "Which word or phrase fills the gap in "…"?" ("ask
// directly"), "What" asked of a person, and stems with a "him" they never name. An original passage.
const text = `The Early Telescope

In 1608 the spectacle maker Hans Lippershey applied for a patent on a device that made distant objects look nearer.
In 1610, Galileo Galilei observed four moons orbiting Jupiter from his house in Padua.
Galileo Galilei pointed his telescope at the Moon and drew its mountains and craters.
The German astronomer Johannes Kepler improved the design with a convex eyepiece.
Isaac Newton presented a reflecting telescope to the Royal Society in 1672.
With the help of the instrument maker John Dollond, who patented an achromatic lens in 1758, opticians reduced the coloured fringes.
William Herschel was born in Hanover, Germany, in 1738.
In 1781 William Herschel, searching for double stars, found a new planet and named it after King George III.
Mirrors, Newton argued, avoid the coloured fringes that every simple lens produces.
In Florence, the glassmakers ground lenses for the new instruments.
William Herschel pressed on, and the optician Alexander Aubert helped him polish the mirrors.
Telescope makers sold their instruments to navigators and wealthy collectors.
Tycho Brahe, a Danish nobleman, measured the positions of the planets without a telescope.
`;
const material = readMaterial(text);
const map = buildConceptMap(material);
const factFor = (answer: string, sentenceStart: string) => {
  const fact = material.facts.find(
    (f) => f.display.toLowerCase() === answer.toLowerCase() && f.sentence.text.startsWith(sentenceStart),
  );
  if (!fact) throw new Error(`no fact ${answer} in "${sentenceStart}"`);
  return fact;
};
const sentenceOf = (start: string) => {
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(start));
  if (!sentence) throw new Error(`no sentence "${start}"`);
  return sentence;
};

describe('a sentence key asked as a short answer', () => {
  it('asks a year by the clause it dates, leaving out an aside in the subject', () => {
    expect(yearQuestion(factFor('1781', 'In 1781'))).toBe(
      'In which year did William Herschel find a new planet?',
    );
    expect(yearQuestion(factFor('1738', 'William Herschel was born'))).toBe(
      'In which year was William Herschel born in Hanover, Germany?',
    );
  });

  it('asks for a person named after their calling as "Which <calling> …?"', () => {
    const kepler = factFor('Johannes Kepler', 'The German');
    expect(subjectGapQuestion(kepler, peopleKey(kepler, material))).toBe(
      'Which German astronomer improved the design with a convex eyepiece?',
    );
  });

  it('asks with the calling an appositive gives the person', () => {
    const tycho = factFor('Tycho Brahe', 'Tycho Brahe');
    expect(subjectGapQuestion(tycho, peopleKey(tycho, material))).toBe(
      'Which Danish nobleman measured the positions of the planets without a telescope?',
    );
  });

  it('keeps an opening phrase in front of the wh-word', () => {
    const galileo = factFor('Galileo Galilei', 'In 1610');
    expect(subjectGapQuestion(galileo, peopleKey(galileo, material))).toBe(
      'In 1610, who observed four moons orbiting Jupiter from his house in Padua?',
    );
  });

  it('asks about a person a "who" clause describes', () => {
    const dollond = factFor('John Dollond', 'With the help');
    expect(relativeClauseQuestion(dollond, peopleKey(dollond, material))).toBe(
      'Which instrument maker patented an achromatic lens in 1758?',
    );
  });

  it('asks for the object of its verb with do-support, the opening year at the end', () => {
    const telescope = factFor('reflecting telescope', 'Isaac Newton');
    expect(objectGapQuestion(telescope, false)).toBe(
      'What did Isaac Newton present to the Royal Society in 1672?',
    );
  });

  it('asks who said what a person set off by commas is reported to have said', () => {
    const newton = factFor('Newton', 'Mirrors, Newton');
    expect(saidByQuestion(newton, peopleKey(newton, material))).toBe(
      'Who argued that mirrors avoid the coloured fringes that every simple lens produces?',
    );
  });

  it('says "Who" of a person or a group of people, "What" of a thing', () => {
    expect(peopleKey(factFor('Newton', 'Mirrors, Newton'), material)).toBe(true);
    expect(peopleKey(factFor('Telescope makers', 'Telescope makers'), material)).toBe(true);
    expect(peopleKey(factFor('reflecting telescope', 'Isaac Newton'), material)).toBe(false);
    // WordNet's first sense of "exponent" is a person who advocates something; here it is a number's.
    const telescope = factFor('reflecting telescope', 'Isaac Newton');
    const exponent = { ...telescope, text: 'exponent', key: 'exponent', display: 'exponent' };
    expect(peopleKey(exponent, material)).toBe(false);
    expect(peopleKey({ ...exponent, text: 'owners', key: 'owner', display: 'owners' }, material)).toBe(true);
  });
});

describe('pronouns in a short answer stem', () => {
  it('name the one person the rest of the sentence names', () => {
    const sentence = sentenceOf('William Herschel pressed on');
    expect(
      withNamedPeople(material, sentence, 'Which optician helped him polish the mirrors?', 'Alexander Aubert')
        .stem,
    ).toBe('Which optician helped William Herschel polish the mirrors?');
  });

  it('leave a possessive that points at the person asked for', () => {
    const sentence = sentenceOf('In 1610');
    const stem = 'In 1610, who observed four moons orbiting Jupiter from his house in Padua?';
    expect(withNamedPeople(material, sentence, stem, 'Galileo Galilei')).toEqual({ stem, unresolved: null });
  });

  it('leave a possessive that points at the person a blank before it asks for', () => {
    const sentence = sentenceOf('In 1610');
    const stem =
      'What completes the statement "In 1610, _____ observed four moons orbiting Jupiter from his house in Padua"?';
    expect(withNamedPeople(material, sentence, stem, 'Galileo Galilei')).toEqual({ stem, unresolved: null });
  });

  it('mark a "they" that nothing in the stem names', () => {
    const sentence = sentenceOf('In Florence');
    expect(
      withNamedPeople(material, sentence, 'What did they grind for the new instruments?', 'lenses')
        .unresolved,
    ).toBe('they');
  });
});

describe('short answers from single sentences', () => {
  const asked = fallbackQuestions(material, 'short_answer', 6, [], {
    rng: createRng(3),
    usedSentences: new Set(),
    map,
  });
  const stems = asked.map((r) => r.question.question);

  it('never dress a gap up as a question', () => {
    expect(asked.length).toBe(6);
    expect(stems.filter((q) => /fills the gap/.test(q))).toEqual([]);
    for (const q of stems.filter((x) => x.includes('_____')))
      expect(q).toMatch(
        /^(What|Which year|Which date|What number|Whose name|Which place) completes the statement "/,
      );
  });

  it('ask directly before any gap with as sound a key', () => {
    const sound = asked.filter((r) => !r.note).map((r) => r.question.question);
    const firstGap = sound.findIndex((q) => q.includes('_____'));
    if (firstGap >= 0) expect(sound.slice(firstGap).every((q) => q.includes('_____'))).toBe(true);
    expect(stems.filter((q) => !q.includes('_____')).length).toBeGreaterThanOrEqual(3);
  });

  it('drop a gap whose statement leans on the sentence before, however it is worded', () => {
    expect(
      withReferents(map, 'What completes the statement "In return, the _____ ground lenses"?'),
    ).toBeNull();
  });

  it('keep a given name before a surname capitalised', () => {
    expect(stems.join(' ')).not.toMatch(/\bisaac\b/);
  });
});
