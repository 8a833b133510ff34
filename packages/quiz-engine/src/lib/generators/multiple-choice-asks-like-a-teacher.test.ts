import { describe, expect, it } from 'vitest';
import { generatorContext } from './generator-context.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { nearYears } from '../distractors.js';
import { keepsOrder } from '../questions/statement-family.js';
import { placeOfAnotherLevel, termOfAnotherKind } from '../concepts/option-kinds.js';
import { askedAsBodies, completeTheStatement, yearQuestion, peopleGroup } from './direct-questions.js';
import { multipleChoice } from './multiple-choice.js';

// Blind reviewers (round 34) sent most multiple-choice questions back for the stem "Which term completes this
// statement from the material?", a county among towns, a year from another decade, "humans" among bats,
// "Whose name" of a group and "What must decide" of central banks. An original passage.
const text = `The Wool Towns of the Marches

In 1402 the weavers of Ludlow built a new guildhall beside the market.
The Black Frost reached the valley in 1411 and ruined most of the orchards.
The river trade grew quickly; in 1430 the merchant Walter Penry opened a warehouse at the ford.
Rival clothiers met at Clun, near the border, to settle their prices.
Wool from the abbey at Wenlock in Shropshire was sold at Clun and at Bishop's Castle.
The Shropshire weavers marched to Ludlow to demand fair prices.
Infected sheep lose their fleece, grow thin and die before the spring.
Merchant guilds must decide whether to raise the price of wool in a bad year.
Town councils set the days of the weekly market.
`;
const material = readMaterial(text);
const factFor = (answer: string, sentenceStart: string) => {
  const fact = material.facts.find(
    (f) => f.display.toLowerCase() === answer.toLowerCase() && f.sentence.text.startsWith(sentenceStart),
  );
  if (!fact) throw new Error(`no fact ${answer} in "${sentenceStart}"`);
  return fact;
};

describe('multiple-choice stems a teacher keeps', () => {
  it('never frames a question with "from the material"', () => {
    const ctx = generatorContext(material, 7);
    const stems = multipleChoice(ctx, 10).map((q) => q.question);
    expect(stems.length).toBeGreaterThan(0);
    for (const stem of stems) expect(stem).not.toMatch(/from the material/);
  });

  it('asks a year by the clause it dates, alone after ";"', () => {
    expect(yearQuestion(factFor('1411', 'The Black Frost'))).toBe(
      'In which year did the Black Frost reach the valley?',
    );
    expect(yearQuestion(factFor('1430', 'The river trade'))).toBe(
      'In which year did the merchant Walter Penry open a warehouse at the ford?',
    );
  });

  it('says "Which group" of a group of people, never "Whose name"', () => {
    const weavers = factFor('Shropshire weavers', 'The Shropshire weavers');
    expect(peopleGroup(weavers, true)).toBe(true);
    expect(completeTheStatement('The _____ marched to Ludlow to demand fair prices.', weavers, true)).toBe(
      'Which group completes the statement "The _____ marched to Ludlow to demand fair prices"?',
    );
  });

  it('asks for plural institutions as "Which institutions"', () => {
    const guilds = factFor('merchant guilds', 'Merchant guilds');
    expect(
      askedAsBodies('What must decide whether to raise the price of wool in a bad year?', guilds),
    ).toMatch(/^Which (institutions|organisations) must decide/);
  });
});

describe('wrong answers of the key kind and level', () => {
  it('keeps wrong years within about a decade of the key, on both sides', () => {
    const fact = factFor('1402', 'In 1402');
    const years = nearYears(fact, ['1380', '1460', '1399'], createRng(3), keepsOrder).map(Number);
    expect(years).toHaveLength(3);
    for (const y of years) expect(Math.abs(y - 1402)).toBeLessThanOrEqual(10);
    expect(years.some((y) => y < 1402)).toBe(true);
    expect(years.some((y) => y > 1402)).toBe(true);
  });

  it('never offers a year past another year the sentence names', () => {
    const fact = factFor('1411', 'The Black Frost');
    const sentence = 'Between 1405 and 1411 the frosts grew worse.';
    for (const y of nearYears(fact, ['1390', '1450', '1470'], createRng(5), (a, b) =>
      keepsOrder(a, b, sentence),
    ).map(Number))
      expect(y).toBeGreaterThan(1405);
  });

  it('counts a county among towns as another level of place', () => {
    const sentences = material.analysis.sentences;
    // "Wenlock in Shropshire": the passage puts a place in Shropshire, so it is a region.
    expect(placeOfAnotherLevel(sentences, 'Clun', 'Shropshire', 'at')).toBe(true);
    expect(placeOfAnotherLevel(sentences, 'Clun', "Bishop's Castle", 'at')).toBe(false);
    expect(placeOfAnotherLevel(sentences, 'France', 'Commons', 'in')).toBe(true);
    expect(placeOfAnotherLevel(sentences, 'France', 'Spain', 'in')).toBe(false);
  });

  it('counts people, and the class of the key, as no wrong answer beside an animal group', () => {
    expect(termOfAnotherKind('infected sheep', 'humans')).toBe(true);
    expect(termOfAnotherKind('sheep', 'mammals')).toBe(true);
    expect(termOfAnotherKind('sheep', 'goats')).toBe(false);
  });
});
