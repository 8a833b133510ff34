import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  markPlainHeadings,
  reviewCardsFromDiagram,
  reviewCardsFromQuestions,
  reviewCardsFromText,
} from './review-cards.js';

const corpus = (name: string) => readFileSync(new URL(`../../corpus/${name}`, import.meta.url), 'utf8');

describe('review cards from a text', () => {
  const cards = reviewCardsFromText(corpus('02-french-revolution.md'));

  it('makes term ↔ definition cards that keep the article and tense of the material', () => {
    expect(cards).toContainEqual(
      expect.objectContaining({
        kind: 'term_definition',
        front: 'What was the French Revolution?',
        back: expect.stringMatching(/^A period of political and social upheaval in France/),
      }),
    );
    expect(cards).toContainEqual(
      expect.objectContaining({ kind: 'definition_term', back: 'French Revolution' }),
    );
  });

  it('makes cause → effect and event ↔ date cards whose fronts are real prompts', () => {
    expect(cards).toContainEqual(
      expect.objectContaining({
        kind: 'cause_effect',
        front: 'Why was the tax system unfair?',
        back: 'Because the clergy and the nobility paid very little.',
      }),
    );
    expect(cards).toContainEqual(
      expect.objectContaining({
        kind: 'event_date',
        front:
          'Fill in the date: On _____ a crowd in Paris stormed the Bastille, a royal fortress and prison that symbolised the power of the king.',
        back: '14 July 1789',
      }),
    );
    expect(cards).toContainEqual(
      expect.objectContaining({ kind: 'date_event', front: 'What happened in 1792?' }),
    );
    for (const card of cards) {
      expect(card.front).toMatch(/\?$|^Fill in the (date|blank): .*_____/);
      expect(card.front).not.toMatch(/^#|\n/);
      expect(card.passage.length).toBeGreaterThan(0);
    }
  });

  it('gives the same cards with the same keys for the same text, and unique keys', () => {
    const again = reviewCardsFromText(corpus('02-french-revolution.md'));
    expect(again).toEqual(cards);
    expect(new Set(cards.map((card) => card.key)).size).toBe(cards.length);
  });

  it('keeps a plain-text heading out of the card that follows it', () => {
    const text =
      'Rocks\nIgneous rock is a type of rock that forms when magma cools and hardens underground or at the surface.\n\nSedimentary rock is a type of rock that forms from layers of sediment pressed together over time.';
    expect(markPlainHeadings(text).split('\n')[0]).toBe('## Rocks');
    const made = reviewCardsFromText(text);
    expect(made.length).toBeGreaterThan(0);
    for (const card of made) expect(`${card.front} ${card.back}`).not.toMatch(/Rocks Igneous/);
  });

  it('makes cards of several kinds, the first few already mixed, even from a names-and-dates text', () => {
    const kinds = new Set(cards.map((card) => card.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(4);
    expect(new Set(cards.slice(0, 6).map((card) => card.kind)).size).toBeGreaterThanOrEqual(3);
    const history = reviewCardsFromText(corpus('11-industrial-revolution.md'));
    expect(new Set(history.map((card) => card.kind)).size).toBeGreaterThanOrEqual(3);
    expect(history.filter((card) => card.kind === 'event_date').length).toBeLessThan(history.length / 2);
    // A text with no definitions, causes or clean dates still gives key-fact cards.
    const rome = reviewCardsFromText(corpus('14-roman-empire.md'));
    expect(rome.length).toBeGreaterThan(0);
    expect(rome).toContainEqual(
      expect.objectContaining({
        kind: 'key_fact',
        front: expect.stringMatching(/^Fill in the blank: .*_____/),
      }),
    );
  });

  it('never heads a card with its own answer', () => {
    for (const name of [
      '01-photosynthesis.md',
      '02-french-revolution.md',
      '05-atomic-structure.md',
      '20-ecosystems.md',
    ]) {
      for (const card of reviewCardsFromText(corpus(name))) {
        const concept = card.concept.toLowerCase();
        const back = card.back.toLowerCase().replace(/[.]$/, '');
        expect(
          back.includes(concept) || concept.includes(back),
          `${name}: ${card.concept} | ${card.back}`,
        ).toBe(false);
      }
    }
  });

  it('gives no cards for empty text', () => {
    expect(reviewCardsFromText('   ')).toEqual([]);
  });
});

describe('review cards from diagrams and quizzes', () => {
  it('numbers diagram boxes top to bottom and asks for the label', () => {
    const cards = reviewCardsFromDiagram('The heart', [
      { x: 50, y: 80, width: 10, height: 10, label: 'Left ventricle' },
      { x: 10, y: 10, width: 10, height: 10, label: 'Aorta' },
      { x: 0, y: 0, width: 5, height: 5, label: ' ' },
    ]);
    expect(cards.map((card) => [card.front, card.back])).toEqual([
      ['On the diagram "The heart", what is labelled at box 1?', 'Aorta'],
      ['On the diagram "The heart", what is labelled at box 2?', 'Left ventricle'],
    ]);
  });

  it('turns saved questions into cards with their options and a key by position', () => {
    const cards = reviewCardsFromQuestions([
      {
        questions: [
          {
            question: 'Which gas do plants take in?',
            answer: 'Carbon dioxide',
            options: ['Oxygen', 'Carbon dioxide'],
            questionType: 'multiple_choice',
            skill: 'Photosynthesis',
          },
          {
            question: 'Plants make glucose.',
            answer: 'True',
            options: ['True', 'False'],
            questionType: 'true_false',
          },
        ],
      },
    ]);
    expect(cards[0]).toMatchObject({
      key: 'question_answer:0:0',
      front: 'Which gas do plants take in?\nA. Oxygen\nB. Carbon dioxide',
      back: 'Carbon dioxide',
      concept: 'Photosynthesis',
    });
    expect(cards[1]).toMatchObject({
      key: 'question_answer:0:1',
      front: 'True or false: Plants make glucose.',
    });
  });

  it('never doubles the "True or false:" a stem already has', () => {
    const cards = reviewCardsFromQuestions([
      {
        questions: [
          {
            question: 'True or false: the Moon orbits the Earth.',
            answer: 'True',
            options: ['True', 'False'],
            questionType: 'true_false',
          },
          {
            question: 'True or false? True or false: water boils at 100 °C at sea level.',
            answer: 'True',
            options: ['True', 'False'],
            questionType: 'true_false',
          },
        ],
      },
    ]);
    expect(cards.map((card) => card.front)).toEqual([
      'True or false: The Moon orbits the Earth.',
      'True or false: Water boils at 100 °C at sea level.',
    ]);
  });
});
