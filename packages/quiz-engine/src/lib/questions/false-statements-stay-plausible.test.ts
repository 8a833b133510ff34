import { describe, expect, it } from 'vitest';
import { changedNumberOnly, nearNumberSwap } from './fallback.js';
import { inNameList } from './main-clause.js';
import { standsOnItsOwn } from './statement-family.js';
import { keepsRange, unitOf, vagueStatement } from './statement-checks.js';
import { readMaterial, type Fact } from '../material.js';

// What round 26's reviewers (set Y) sent back, as rules a later set is judged on.
describe('a setting the sentence never names', () => {
  it.each([
    'In our example, moving from 90 food and 20 clothing to 60 food and 40 clothing costs 30 units of food.',
    'In the first study, published in 1961, 72 children from the Stanford University nursery were divided into groups.',
    'Just weeks earlier, on 10 June, the queen had given birth to a son.',
    'A second group watched an adult who played quietly with the toys.',
  ])('leans on its paragraph: %s', (text) => {
    expect(standsOnItsOwn(text)).toBe(false);
  });

  it('still reads a study that names itself', () => {
    expect(
      standsOnItsOwn('In 1961 Albert Bandura published a study of how children imitate aggression.'),
    ).toBe(true);
  });
});

describe('falsified by a number', () => {
  it('never changes a coefficient inside a formula', () => {
    const source = 'Two molecules of hydrogen iodide, 2HI, form when hydrogen reacts with iodine vapour.';
    expect(changedNumberOnly(source, `True or false: ${source.replace('2HI', '6HI')}`)).toBe(false);
  });

  it('never changes one of several numbers worked out from each other', () => {
    const source = 'Moving from 90 food and 20 clothing to 60 food and 40 clothing costs 30 units of food.';
    expect(changedNumberOnly(source, `True or false: ${source.replace('40 clothing', '50 clothing')}`)).toBe(
      false,
    );
  });

  it('still changes a lone figure', () => {
    const source = 'A cheetah can reach a top speed of 110 kilometres an hour when it chases its prey.';
    expect(changedNumberOnly(source, `True or false: ${source.replace('110', '150')}`)).toBe(true);
  });
});

describe('a name in a list of names', () => {
  it('is not swapped', () => {
    expect(inNameList('Dadaists such as Tristan Tzara, Hans Arp and ', ' staged chaotic performances')).toBe(
      true,
    );
    expect(inNameList('The book by ', ', Richard Helm, Ralph Johnson and John Vlissides catalogued')).toBe(
      true,
    );
  });

  it('may be swapped where it stands alone', () => {
    expect(inNameList('The theory was put forward by ', ' in 1859.')).toBe(false);
    expect(inNameList('In 1905 ', ' published the special theory of relativity.')).toBe(false);
  });
});

describe('a changed number is a clear mistake', () => {
  it('counts a number moved by less than half again as too near to make a statement false', () => {
    const source = 'Even in water 10 metres deep, a tsunami still travels at about 36 km/h.';
    expect(nearNumberSwap(source, source.replace('36', '40'))).toBe(true);
    expect(nearNumberSwap(source, source.replace('36', '72'))).toBe(false);
    expect(nearNumberSwap('The Act of 2005 created it.', 'The Act of 2019 created it.')).toBe(false);
  });
});

describe('true/false top-up: a swapped number counts what the original counts', () => {
  const fact = (text: string, value: string): Fact => {
    const material = readMaterial(text);
    const found = material.facts.find((f) => f.kind === 'number' && f.text === value);
    if (!found)
      throw new Error(`no number fact ${value} in: ${material.facts.map((f) => f.text).join(' | ')}`);
    return found;
  };

  it('reads the unit after a number, so degrees are never swapped for a vote count', () => {
    expect(unitOf(fact('The date line runs near 180 degrees longitude, opposite Greenwich.', '180'))).toBe(
      'degree',
    );
  });

  it('keeps a range the right way round', () => {
    const moves = fact('India still moves north at about 4 to 5 centimetres a year.', '4');
    expect(keepsRange(moves, '70')).toBe(false);
    expect(keepsRange(moves, '3')).toBe(true);
  });
});

describe('true/false top-up: hedged, empty or many-claim true statements come last', () => {
  it('marks a hedge, a short claim with nothing concrete, and three claims in one sentence', () => {
    expect(
      vagueStatement('A team might keep a stable main branch while a developer creates a new one.'),
    ).toBe(true);
    expect(vagueStatement('Cervantes plays elaborate games with narration.')).toBe(true);
    expect(
      vagueStatement(
        'The fire began in a bakery, which stood on Pudding Lane, and the wind carried it west; the City burned.',
      ),
    ).toBe(true);
    expect(vagueStatement('In September 1666 a fire destroyed most of the medieval City of London.')).toBe(
      false,
    );
  });
});
