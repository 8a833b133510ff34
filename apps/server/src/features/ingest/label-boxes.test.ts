import { describe, expect, it } from 'vitest';
import { groupWordsIntoLabels, type OcrWord } from './label-boxes.js';

const word = (text: string, x: number, y: number, width: number, height = 40, confidence = 95): OcrWord => ({
  text,
  x,
  y,
  width,
  height,
  confidence,
});

describe('groupWordsIntoLabels', () => {
  it('joins close words on one line into one label and keeps distant ones apart', () => {
    const labels = groupWordsIntoLabels(
      [word('membrane', 130, 100, 200), word('Cell', 50, 100, 70), word('Nucleus', 600, 102, 180)],
      1000,
      800,
    );
    expect(labels.map((l) => l.label)).toEqual(['Cell membrane', 'Nucleus']);
    // Padded by 2 px + 10 % of the height on every side.
    expect(labels[0]).toEqual({ x: 44, y: 94, width: 292, height: 52, label: 'Cell membrane' });
  });

  it('keeps words on different lines in different labels, ordered top to bottom', () => {
    const labels = groupWordsIntoLabels(
      [word('Lower', 100, 300, 120), word('Upper', 100, 100, 120)],
      1000,
      800,
    );
    expect(labels.map((l) => l.label)).toEqual(['Upper', 'Lower']);
  });

  it('drops low-confidence words and words without letters or digits (lines, arrows)', () => {
    const labels = groupWordsIntoLabels(
      [word('Axon', 100, 100, 100), word('—>', 210, 100, 40), word('lll', 400, 100, 40, 40, 20)],
      1000,
      800,
    );
    expect(labels.map((l) => l.label)).toEqual(['Axon']);
  });

  it('clamps padded boxes to the image', () => {
    const [label] = groupWordsIntoLabels([word('Edge', 0, 0, 100)], 101, 41);
    expect(label).toMatchObject({ x: 0, y: 0, width: 101, height: 41 });
  });
});
