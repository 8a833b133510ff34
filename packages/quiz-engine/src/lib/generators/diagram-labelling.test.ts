import { describe, expect, it } from 'vitest';
import { createRng } from '../random.js';
import { diagramLabelling } from './diagram-labelling.js';

const box = (label: string, i: number) => ({ x: i * 50, y: 10, width: 40, height: 20, label });

describe('diagramLabelling', () => {
  it('skips unlabelled boxes and never offers an empty option', () => {
    const diagram = {
      id: 3,
      name: 'Cell',
      rectangles: ['Nucleus', '', 'Vacuole', '  ', 'Cell wall'].map(box),
    };
    const questions = diagramLabelling([diagram], null, createRng(1), false, 10);
    expect(questions.map((q) => q.answer).sort()).toEqual(['Cell wall', 'Nucleus', 'Vacuole']);
    for (const q of questions) for (const o of q.options) expect(o.trim()).not.toBe('');
  });

  it('makes nothing from a diagram with a single label', () => {
    const diagram = { id: 4, name: 'Lonely', rectangles: [box('Only', 0)] };
    expect(diagramLabelling([diagram], null, createRng(1), false, 5)).toEqual([]);
  });
});
