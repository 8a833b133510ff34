import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { factFamily } from './fact-family.js';
import { standsOnItsOwn } from './statement-family.js';
import { whyFamily } from './why-family.js';

const mapOf = (text: string) => buildConceptMap(readMaterial(text));
const ctx = (map: ReturnType<typeof mapOf>) => ({ map, rng: createRng(1), higherOrder: true });

describe('"Why …?" multiple choice from a stated reason', () => {
  const text = [
    '# Pressure in liquids',
    'Pressure in a liquid depends on depth and on the density of the liquid.',
    'Dams are built much thicker at the base than at the top because the pressure is greatest at the bottom.',
    'Divers feel the pressure on their ears as they swim down.',
    'Submarines have thick hulls so that they can survive the pressure of deep water.',
    'Water towers are placed on hills to give a good pressure to the houses below them.',
  ].join('\n\n');

  it('asks why, keys the stated reason and offers it reversed, never a reason from elsewhere', () => {
    const made = whyFamily(ctx(mapOf(text)), 'multiple_choice');
    expect(made).toHaveLength(1);
    const q = made[0]?.question;
    expect(q?.question).toBe('Why are dams built much thicker at the base than at the top?');
    expect(q?.answer).toBe('Because the pressure is greatest at the bottom');
    expect([...(q?.options ?? [])].sort()).toEqual([
      'Because the pressure is greatest at the bottom',
      'Because the pressure is greatest at the top',
      'Because the pressure is lowest at the bottom',
    ]);
    expect(q?.bloom_level).toBe('understand');
    expect(q?.cognitive_skill).toBe('cause_and_effect');
  });

  // The passage gives only two wrong reasons, so this question has three options. A multiple choice needs
  // four (round 41 blind reviews marked three-option "Why …?" questions down): it is still made, but waits
  // behind every four-option question, which this expectation once assumed it ranked among.
  it('lets a three-option "Why …?" wait behind four-option questions', () => {
    const made = whyFamily(ctx(mapOf(text)), 'multiple_choice');
    expect(made[0]?.question.options).toHaveLength(3);
    expect(made[0]?.score ?? 0).toBeLessThan(0);
    const facts = factFamily(ctx(mapOf(text)), 'multiple_choice').filter(
      (c) => c.question.options.length >= 4,
    );
    for (const c of facts) expect(c.score).toBeGreaterThan(made[0]?.score ?? 0);
  });

  it('makes nothing when only one wrong reason can be made', () => {
    const one = text.replace('greatest at the bottom', 'great near the riverbed');
    expect(whyFamily(ctx(mapOf(one)), 'multiple_choice')).toEqual([]);
  });

  it('does not ask why of two joined clauses or of a clause that opens with "as"', () => {
    // Seen on the dev sets: "Why do the cells bend outwards and the pore opens?", "Why does as the carbon
    // chain get longer, the boiling point increases?".
    const joined = [
      '# Stomata',
      'Guard cells control the opening of each stoma in a leaf.',
      'The cells bend outwards and the pore opens because the inner wall is thicker and less stretchy than the outer wall.',
      'Stomata close at night when photosynthesis stops.',
      'As the carbon chain gets longer, the boiling point increases because larger molecules have stronger forces between them.',
    ].join('\n\n');
    const stems = whyFamily(ctx(mapOf(joined)), 'multiple_choice').map((c) => c.question.question);
    expect(stems).toEqual([]);
    const plain = joined.replace('The cells bend outwards and the pore opens', 'The pore opens');
    expect(whyFamily(ctx(mapOf(plain)), 'multiple_choice').map((c) => c.question.question)).toEqual([
      'Why does the pore open?',
    ]);
  });

  it('makes only other-question types nothing', () => {
    expect(whyFamily(ctx(mapOf(text)), 'true_false')).toEqual([]);
  });
});

describe('statements and year questions that lean on their neighbours (round 9, set H)', () => {
  it('does not state what opens on a back-reference', () => {
    expect(standsOnItsOwn('The disaster led Parliament to pass the Clean Air Act of 1956.')).toBe(false);
    expect(standsOnItsOwn('Later in 1914, the campaign was suspended when war broke out.')).toBe(false);
    expect(standsOnItsOwn('The Clean Air Act of 1956 created smoke control areas.')).toBe(true);
  });

  it('asks no year of a subject without its noun or of a participle', () => {
    const text = [
      '# Votes for women',
      'Many suffragettes went on hunger strike in prison to protest against their treatment.',
      'The first was Marion Wallace Dunlop in 1909.',
      'In 2013, research led by Maiken Nedergaard suggested that sleep clears waste from the brain.',
      'In 1918, Parliament gave some women over 30 the vote.',
      "Emmeline Pankhurst founded the Women's Social and Political Union in 1903.",
    ].join('\n\n');
    const stems = factFamily(ctx(mapOf(text)), 'short_answer').map((c) => c.question.question);
    expect(stems).toContain('In which year did Parliament give some women over 30 the vote?');
    expect(stems.filter((s) => /was the first|research lead/.test(s))).toEqual([]);
  });
});
