import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import {
  defensibleBeside,
  kindBeforeGap,
  kindInName,
  kindsGiven,
  ofAnotherVisibleKind,
  ofKind,
} from './option-kinds.js';

describe('options a reader could defend beside the key', () => {
  it('are a part or whole, a synonym or an inflection of it', () => {
    expect(defensibleBeside('Britain', 'England')).toBe(true);
    expect(defensibleBeside('Scotland', 'Britain')).toBe(true);
    expect(defensibleBeside('Kathmandu', 'Nepal')).toBe(true);
    expect(defensibleBeside('low pressure', 'lower pressure')).toBe(true);
    expect(defensibleBeside('fast reaction', 'fastest reaction')).toBe(true);
  });

  it('never two sibling kinds of one kind', () => {
    expect(defensibleBeside('France', 'Spain')).toBe(false);
    expect(defensibleBeside('Britain', 'Jamaica')).toBe(false);
    expect(defensibleBeside('low pressure', 'air pressure')).toBe(false);
    expect(defensibleBeside('lossy compression', 'lossless compression')).toBe(false);
  });
});

describe('the kind a stem or a name names', () => {
  const text = [
    '# Norse myths',
    'The god Thor carried a hammer called Mjolnir. The goddess Freyja rode in a chariot pulled by cats.',
    'Sigurd, a young warrior, killed the dragon Fafnir. The eighteenth century Iceland kept the old poems.',
    'The Pacific Plate slides past the North American Plate along the San Andreas Fault.',
  ].join('\n\n');
  const sentences = readMaterial(text).analysis.sentences;

  it('reads the kind word just before a gap, never a noun of time or amount', () => {
    const goddess = sentences.find((s) => s.text.includes('Freyja'));
    const at = goddess?.tokens.findIndex((t) => t.value === 'Freyja') ?? -1;
    expect(goddess && kindBeforeGap(goddess, at)).toBe('goddess');
    const century = sentences.find((s) => s.text.includes('Iceland'));
    const iceland = century?.tokens.findIndex((t) => t.value === 'Iceland') ?? -1;
    expect(century && kindBeforeGap(century, iceland)).toBeNull();
  });

  it('takes the kind the passage gives a name, before it or in an apposition', () => {
    expect(kindsGiven(sentences, 'Thor')).toEqual(['god']);
    expect(kindsGiven(sentences, 'Sigurd')).toContain('warrior');
    expect(ofKind(sentences, 'Thor', 'goddess')).toBe(true);
    expect(ofKind(sentences, 'Sigurd', 'goddess')).toBe(false);
  });

  it('refuses a god or a king beside someone the passage gives no such kind', () => {
    expect(ofAnotherVisibleKind(sentences, 'Sigurd', 'Thor')).toBe(true);
    expect(ofAnotherVisibleKind(sentences, 'Freyja', 'Thor')).toBe(false);
    expect(ofAnotherVisibleKind(sentences, 'Thor', 'Sigurd')).toBe(false);
  });

  it("takes a name's own last word as its kind when readers know it as one", () => {
    expect(kindInName('Pacific Plate')).toBe('plate');
    expect(ofKind(sentences, 'North American Plate', 'plate')).toBe(true);
    expect(ofKind(sentences, 'San Andreas Fault', 'plate')).toBe(false);
    expect(kindInName('Sierra Leone')).toBeNull();
    expect(kindInName('King Ashoka')).toBe('king');
    expect(kindInName('Lise Meitner')).toBeNull();
  });
});
