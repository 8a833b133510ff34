import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { equationFamily } from './equation-family.js';
import { fullerNames, namedInFull } from './full-names.js';
import { standsOnItsOwn, statementFamily } from './statement-family.js';

const mapOf = (text: string) => buildConceptMap(readMaterial(text));

// Statements that rounds 16–18's reviewers sent back because they lean on a sentence the learner never sees.
describe('statements that stand on their own', () => {
  it.each([
    'In other words, a resultant force is needed to change motion, not to maintain it.',
    'Even more deadly were cyclones striking the low-lying delta coasts around the Bay of Bengal.',
    'Much of the Sahel has become greener since the 1980s, partly because of such land management.',
    'At Poitiers in 1356 the Black Prince won another crushing victory and captured King John II.',
    'The Bank of England itself was founded in 1694 to lend money to the government.',
    'Paul Baran and Donald Davies proposed an alternative called packet switching.',
    'Congress responded by passing the Gulf of Tonkin Resolution in August 1964.',
    "In 1959 the linguist Noam Chomsky published a highly critical review of Skinner's book.",
    'The most famous example, first published in Dramatic Lyrics in 1842, is "My Last Duchess".',
    "The closest male relative was Edward III of England, a teenager who was Charles IV's nephew.",
    'The more reactive metal is oxidised in preference to the iron and so protects it.',
    'Human causes centre on pressure on the land from farming and grazing.',
    'The most important is a warm ocean surface, generally at least 26.5 °C.',
    'The most famous objection came from Princess Elisabeth of Bohemia in 1643.',
    'On the one hand, each of us has thoughts and feelings which seem private.',
    'The false promise fails in the first way that Kant describes.',
  ])('leans on its paragraph: %s', (text) => {
    expect(standsOnItsOwn(text)).toBe(false);
  });

  it.each([
    'Because the processor understands only machine code, every program written in another language must be translated.',
    'An alternative to circuit switching, packet switching splits data into small packets.',
    'The Bank of England was founded in 1694 to lend money to the government.',
    'Charles Darwin published On the Origin of Species in 1859.',
  ])('stands alone: %s', (text) => {
    expect(standsOnItsOwn(text)).toBe(true);
  });
});

describe('false years a learner cannot rule out on their face', () => {
  const falseYears = (text: string): string[] =>
    statementFamily({ map: mapOf(text), rng: createRng(3), higherOrder: false }, 'true_false')
      .filter((c) => c.question.answer === 'False')
      .map((c) => c.question.question);

  it('never swaps in a year more than sixty years off, nor runs a range backwards', () => {
    const text = [
      '# The Brontës',
      'Charlotte Brontë published the novel Jane Eyre in 1847 under the name Currer Bell.',
      'Emily Brontë published the novel Wuthering Heights in 1847 as well.',
      'A television version of Jane Eyre was first shown in 1966 to wide acclaim.',
      'After the financial crisis of 2007–08, publishers cut their lists of new fiction sharply.',
    ].join('\n\n');
    const made = falseYears(text);
    expect(made.some((stem) => /Jane Eyre in \d{4}|Heights in \d{4}/.test(stem))).toBe(true);
    for (const stem of made) {
      expect(stem).not.toMatch(/Jane Eyre in 19\d\d|Heights in 19\d\d/);
      expect(stem).not.toMatch(/crisis of (?!2007–08)\d{4}–08/);
    }
  });
});

describe('names given in full', () => {
  const question = (text: string, answer = 'True'): Question => ({
    question: text,
    answer,
    options: ['True', 'False'],
    questionType: 'true_false',
    explanation: '',
  });

  it('names a pope, a saint or a king as the material first did', () => {
    const map = mapOf(
      [
        '# The break with Rome',
        'From 1527 Henry VIII sought an annulment from Pope Clement VII, who refused it.',
        'Clement was under the control of the Emperor Charles V, whose troops had sacked Rome in 1527.',
        'A peasant girl from Domrémy, Joan of Arc, claimed that voices from God had sent her.',
        'In 1430 Joan was captured by the Burgundians and handed over to the English.',
      ].join('\n\n'),
    );
    const names = fullerNames(map);
    expect(names.get('Clement')).toBe('Pope Clement VII');
    expect(names.get('Joan')).toBe('Joan of Arc');
    const named = namedInFull(question('True or false: Clement was under the control of Charles V.'), names);
    expect(named.question).toBe('True or false: Pope Clement VII was under the control of Charles V.');
    const asked = namedInFull(
      {
        ...question('Who was captured by the Burgundians in 1430?', 'Joan'),
        questionType: 'short_answer',
        options: [],
        accepted_answers: ['Joan'],
      },
      names,
    );
    expect(asked.answer).toBe('Joan of Arc');
    expect(asked.accepted_answers).toContain('Joan');
  });

  it('leaves a name alone where two people share it or one is someone else', () => {
    const map = mapOf(
      [
        '# Two kings',
        'Henry V won at Agincourt in 1415, and his son Henry VI lost almost all of France.',
        'Henry was only nine months old when he became king.',
        'Lady Macbeth persuades her husband to murder the king.',
        'Macbeth kills Duncan. Macbeth is crowned. Macbeth fears Banquo. Macbeth sees a ghost. Macbeth dies.',
      ].join('\n\n'),
    );
    const names = fullerNames(map);
    expect(names.has('Henry')).toBe(false);
    expect(names.has('Macbeth')).toBe(false);
  });
});

describe('equations with their reaction named', () => {
  const stems = (type: 'multiple_choice' | 'true_false') =>
    equationFamily(
      {
        map: mapOf(
          '# Metals and acids\n\nMagnesium fizzes in dilute acid and the gas given off is hydrogen: Mg + 2HCl → MgCl2 + H2.\n\nA mystery powder reacts as written: Xq + 2HCl → XqCl2 + H2.',
        ),
        rng: createRng(2),
        higherOrder: false,
      },
      type,
    ).map((c) => c.question.question);

  it('asks for the balanced equation of a reaction named in words, not for "an equation"', () => {
    expect(stems('multiple_choice')).toContain(
      'Which of these is the balanced equation for the reaction of magnesium with hydrochloric acid?',
    );
    expect(stems('true_false')).toContain(
      'True or false: Mg + 2HCl → MgCl2 + H2 is the balanced equation for the reaction of magnesium with hydrochloric acid.',
    );
    // A substance not named here keeps the reaction as the material introduces it.
    expect(stems('true_false').filter((s) => s.includes('Xq'))).not.toHaveLength(0);
    expect(
      stems('true_false')
        .filter((s) => s.includes('Xq'))
        .every((s) => s.includes('The equation')),
    ).toBe(true);
  });
});
