import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { yearQuestion } from './direct-questions.js';
import { anchored } from './multiple-choice.js';
import { shortAnswer } from './short-answer.js';

// Set AH's before/after (round 35): "In which year did cases peak?" (cases of what?), "Who is Rodion
// Raskolnikov, …? — central character" and the key "way atoms" of "the way atoms interact". An original passage.
const text = `The Lantern Makers

The central character is Tomas Brandt, who has left his trade and lives in a cold attic above the harbour.
The story begins with the way sailors read the lights of the harbour at night.
Brandt opened his first workshop in Harwick in 1884 and sold lanterns to the fishing fleet.
The harbour master, Elin Varga, ordered forty lanterns for the new pier in 1886.
In 1890 a crew led by Elin Varga rebuilt the harbour wall.
`;

describe('short stems and roles ask what the text teaches', () => {
  it('asks a short direct question only when a name ties it to its passage', () => {
    expect(anchored('In which year did cases peak?')).toBe(false);
    expect(anchored('In which year did Brandt open his workshop?')).toBe(true);
    expect(anchored('In which year did the harbour master order forty lanterns for the pier?')).toBe(true);
  });

  it('never asks a role by the name it describes ("Who is Tomas Brandt …? — central character")', () => {
    const material = readMaterial(text);
    const ctx = { material, rng: createRng(3), higherOrder: false, usedSentences: new Set<number>() };
    for (const question of shortAnswer(ctx, 10)) {
      expect(question.question).not.toMatch(/^(Who|What) (is|was) Tomas/);
      expect(question.answer.toLowerCase()).not.toBe('central character');
    }
  });

  it('reads no key "way sailors" out of "the way sailors read the lights"', () => {
    const material = readMaterial(text);
    expect(material.facts.map((f) => f.text.toLowerCase())).not.toContain('way sailors');
  });

  it('dates the verb after a participle with "by", which belongs to the subject ("a crew led by …")', () => {
    const year = readMaterial(text).facts.find((f) => f.text === '1890');
    expect(year && yearQuestion(year)).toBe(
      'In which year did a crew led by Elin Varga rebuild the harbour wall?',
    );
  });
});
