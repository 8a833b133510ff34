import { describe, expect, it } from 'vitest';
import { gateQuestion } from './check.js';
import { indexMaterial } from './evidence.js';
import { withoutConnectives } from './stem.js';

// Sentences modelled on review round 28's passages (ocean acidification, the Silk Roads, the Dust Bowl).
const SENTENCES = [
  'In 2007 oyster larvae began dying in huge numbers at hatcheries on the Pacific coast of the United States.',
  'Researchers found that upwelling was bringing deep water rich in carbon dioxide to the coast, and the larvae could not build their first shells in it.',
  'Coral reefs grow by laying down calcium carbonate, and acidification slows that growth.',
  'At the same time, erosion by waves and by organisms that bore into the reef continues, so a reef that grows more slowly may begin to shrink.',
  'There was never a single road between China and Rome.',
  'Instead there was a shifting network of overland caravan routes and sea lanes linking China, Central Asia, India, Persia, Arabia, East Africa and the Mediterranean.',
  'In the 1930s huge dust storms swept across the southern plains.',
  'These storms, called black blizzards, could turn day into night.',
  'Scientists therefore treat warming and acidification as two consequences of the same cause, the rise in carbon dioxide.',
];
const MATERIAL = indexMaterial(SENTENCES.join(' '));
const sentence = (i: number) => SENTENCES[i] as string;

const fib = (question: string, answer: string, evidence: string) => ({
  question,
  answer,
  options: [],
  evidence,
  bloom_level: 'remember',
});

describe('a stem that stands on its own', () => {
  it('cuts a leading connective when the sentence stands without it, and keeps the item', () => {
    const instead = gateQuestion(
      fib(
        'Instead there was a shifting network of overland caravan routes and _____ linking China, Central Asia, India, Persia, Arabia, East Africa and the Mediterranean.',
        'sea lanes',
        sentence(5),
      ),
      'fill_in_the_blank',
      MATERIAL,
    );
    expect(instead.status).toBe('keep');
    if (instead.status !== 'keep') return;
    expect(instead.question.question).toMatch(/^There was a shifting network/);

    const sameTime = gateQuestion(
      fib(
        'At the same time, erosion by waves and by organisms that bore into the reef continues, so a reef that grows more slowly may begin to _____.',
        'shrink',
        sentence(3),
      ),
      'fill_in_the_blank',
      MATERIAL,
    );
    expect(sameTime.status).toBe('keep');
    if (sameTime.status === 'keep') expect(sameTime.question.question).toMatch(/^Erosion by waves/);
  });

  it('cuts an inner "therefore", and leaves a sentence without connectives untouched', () => {
    expect(
      withoutConnectives(
        'Scientists therefore treat warming and acidification as two consequences of the same cause, the _____.',
      ),
    ).toBe('Scientists treat warming and acidification as two consequences of the same cause, the _____.');
    const plain = 'The shape of an ellipse is described by its _____, a number between 0 and 1.';
    expect(withoutConnectives(plain)).toBe(plain);
    // "Still" and "So" as words of the sentence, not openers, stay.
    expect(withoutConnectives('Stillwater lies on the plains.')).toBe('Stillwater lies on the plains.');
    // "Instead of" and "In addition to" open a phrase the sentence needs; "Still" without a comma is a word of it.
    const insteadOf =
      'Instead of a sea-level canal, the engineers built _____ to lift ships over the isthmus.';
    expect(withoutConnectives(insteadOf)).toBe(insteadOf);
    const inAdditionTo = 'In addition to the locks, the canal needed a huge artificial _____ to feed them.';
    expect(withoutConnectives(inAdditionTo)).toBe(inAdditionTo);
    expect(withoutConnectives('Still water holds more _____ than a fast stream.')).toBe(
      'Still water holds more _____ than a fast stream.',
    );
    expect(withoutConnectives('Still, the reef keeps growing.')).toBe('The reef keeps growing.');
  });

  it('sends back "These _____" and "Researchers found" to be rewritten as a standalone sentence', () => {
    const these = gateQuestion(
      fib('These _____, called black blizzards, could turn day into night.', 'storms', sentence(7)),
      'fill_in_the_blank',
      MATERIAL,
    );
    expect(these).toMatchObject({ status: 'rewrite', cues: ['unresolved_reference'] });
    const researchers = gateQuestion(
      fib(
        'Researchers found that _____ was bringing deep water rich in carbon dioxide to the coast.',
        'upwelling',
        sentence(1),
      ),
      'fill_in_the_blank',
      MATERIAL,
    );
    expect(researchers).toMatchObject({ status: 'rewrite', cues: ['unresolved_reference'] });
  });

  it('sends back "the larvae" that only an earlier sentence named, and keeps "oyster larvae"', () => {
    const bare = gateQuestion(
      fib(
        'Deep water rich in carbon dioxide reached the coast through _____, and the larvae could not build their first shells in it.',
        'upwelling',
        sentence(1),
      ),
      'fill_in_the_blank',
      MATERIAL,
    );
    expect(bare).toMatchObject({ status: 'rewrite', cues: ['unresolved_reference'] });
    const named = gateQuestion(
      fib(
        'Deep water rich in carbon dioxide reached the Pacific coast through _____, and the oyster larvae in hatcheries there could not build their first shells in it.',
        'upwelling',
        sentence(1),
      ),
      'fill_in_the_blank',
      MATERIAL,
    );
    expect(named.status).toBe('keep');
  });

  it('applies to a true/false statement behind its lead, which stays', () => {
    const verdict = gateQuestion(
      {
        question:
          'True or false: Instead there was a shifting network of overland caravan routes and sea lanes linking China, Central Asia, India, Persia, Arabia, East Africa and the Mediterranean.',
        answer: 'True',
        options: ['True', 'False'],
        evidence: sentence(5),
      },
      'true_false',
      MATERIAL,
    );
    expect(verdict.status).toBe('keep');
    if (verdict.status === 'keep')
      expect(verdict.question.question).toMatch(/^True or false: There was a shifting network/);
  });
});
