import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { passageSubjects, withSubjectNamed } from './subject.js';

// Passages written for these tests.
const TOLUENE = `# The Story of Toluene: From Pine Resin to Paint Thinner

Toluene is a clear, sweet-smelling liquid that boils at 111 °C. It is used as a solvent in paints and glues. In 1837 Pierre Pelletier first obtained it from pine oil. In 1841 Henri Deville prepared the same liquid by distilling a resin from Colombia. Later work showed that toluene is found in crude oil.`;

const OILY = `# The Story of Toluene: From Pine Resin to Paint Thinner

Toluene is a clear, sweet-smelling liquid that boils at 111 °C. It is used as a solvent in paints and glues. Heating pine resin gave an oily liquid with a sharp smell. Pelletier distilled this liquid and obtained a solvent. Later work showed that toluene is found in crude oil.`;

const BELSHAZZAR = `# Walton's Belshazzar: An Oratorio for Leeds

Few choral works are sung as often in Britain as Belshazzar, the oratorio composed by William Walton in 1931. Walton wrote it for the Leeds Festival. Belshazzar uses a very large orchestra with two brass bands. In 1960 Paul Keller produced a German version with a smaller orchestra. In 1970 the choir booked a recording studio in Leeds. Choirs still sing Belshazzar every year.`;

const TWO_ORATORIOS = `# Walton's Belshazzar: An Oratorio for Leeds

Few choral works are sung as often in Britain as Belshazzar, the oratorio composed by William Walton in 1931. Walton wrote it for the Leeds Festival. Belshazzar uses a very large orchestra. Walton's friend Edmund Rubbra wrote another oratorio, The Morning Watch, in 1946. In 1960 Paul Keller produced a German version with a smaller orchestra. Choirs still sing Belshazzar every year.`;

function named(text: string, opening: string, stem: string, answer: string): string {
  const material = readMaterial(text);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return withSubjectNamed(stem, sentence, material, answer);
}

describe('a thing a stem calls by its kind, or a version of it, is named', () => {
  it('takes the kind from "X is a clear, sweet-smelling liquid" and writes the name as the text does', () => {
    const [toluene] = passageSubjects(readMaterial(TOLUENE));
    expect(toluene?.phrase).toBe('toluene');
    expect(toluene?.kinds.has('liquid')).toBe(true);
  });

  it('names "the same liquid" as the subject the text introduced as a liquid, never another liquid', () => {
    const stem =
      'In which year did Henri Deville prepare the same liquid by distilling a resin from Colombia?';
    expect(named(TOLUENE, 'In 1841', stem, '1841')).toBe(
      'In which year did Henri Deville prepare toluene by distilling a resin from Colombia?',
    );
    // The sentence before introduced another liquid: "this liquid" may be that one.
    const oily = 'Fill in the blank: _____ distilled this liquid and obtained a solvent.';
    expect(named(OILY, 'Pelletier distilled', oily, 'Pelletier')).toBe(oily);
  });

  it('takes a one-word title the text calls an oratorio as a work, not a person', () => {
    const [work] = passageSubjects(readMaterial(BELSHAZZAR));
    expect(work?.phrase).toBe('Belshazzar');
    expect(work?.work).toBe(true);
  });

  it('says of what "a German version" is where the passage is about one work and names no other', () => {
    const stem = 'In which year did Paul Keller produce a German version with a smaller orchestra?';
    expect(named(BELSHAZZAR, 'In 1960', stem, '1960')).toBe(
      'In which year did Paul Keller produce a German version of Belshazzar with a smaller orchestra?',
    );
    // "a recording studio" is no version of anything.
    const studio = 'Fill in the blank: In 1970 the choir booked a recording studio in _____.';
    expect(named(BELSHAZZAR, 'In 1970', studio, 'Leeds')).toBe(studio);
    // Another oratorio named just before: the version may be of either.
    expect(named(TWO_ORATORIOS, 'In 1960', stem, '1960')).toBe(stem);
  });
});
