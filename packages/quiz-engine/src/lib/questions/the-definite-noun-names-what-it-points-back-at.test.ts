import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem } from './referents.js';
import { passageSubjects, withSubjectNamed } from './subject.js';

// Passages written for these tests.
const TANNING = `# Leather and Tannin

Leather is made from the hides of cattle, goats and sheep. In 1794 Armand Seguin soaked hides in an extract of oak bark, which contains a bitter compound called tannin. The extract turned the hides brown and stiff. The compound bound tightly to the collagen fibres. Forty years later, in 1834, Seguin opened a tannery near Paris.`;

const TWO_COMPOUNDS = `# Leather and Tannin

Leather is made from the hides of cattle, goats and sheep. In 1794 Armand Seguin soaked hides in oak bark, which contains a compound called tannin and a second compound called gallic acid. The compound bound tightly to the collagen fibres.`;

const BACILLUS = `# Bacillus anthracis: The Bacterium That Founded Microbiology

Anthrax kills cattle and sheep within days. In 1876 Robert Koch grew B. anthracis in drops of fluid from the eyes of oxen. He watched the bacterium grow into long threads and then tough spores. The spores survived for years in the soil of fields where B. anthracis had killed animals.`;

const TARN = `# Lake Wenn

Lake Wenn lies high in the Kessel valley. Lake Wenn was dammed in 1902 to feed a mill. Divers later found a sunken barge beneath the lake.`;

const MOULD = `# Early Antibiotics

In 1928 a careless assistant left a dish of staphylococci uncovered, and a mould drifted in from the stairwell. Around the mould the colonies had died.`;

function sentenceOf(text: string, opening: string) {
  const material = readMaterial(text);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { material, sentence };
}

function repaired(text: string, opening: string, stem: string): string | null {
  const { material, sentence } = sentenceOf(text, opening);
  const leans = leansOnEarlierText(sentence, material, materialTitle(material));
  return repairedStem(stem, sentence.text, leans?.repair);
}

describe('a definite noun names what it points back at', () => {
  it('names "the compound" as the one thing the sentences before introduced as a compound, never one of two', () => {
    const stem = 'True or false: The compound bound tightly to the collagen fibres.';
    expect(repaired(TANNING, 'The compound bound', stem)).toBe(
      'True or false: The compound tannin bound tightly to the collagen fibres.',
    );
    // Where two compounds came before, "the compound" is left unnamed.
    const { material, sentence } = sentenceOf(TWO_COMPOUNDS, 'The compound bound');
    const leans = leansOnEarlierText(sentence, material, materialTitle(material));
    expect(repairedStem(stem, sentence.text, leans?.repair) ?? stem).not.toContain('tannin');
    expect(repairedStem(stem, sentence.text, leans?.repair) ?? stem).not.toContain('gallic');
  });

  it('drops a span counted from the sentence before when the date follows it', () => {
    const stem = 'True or false: Forty years later, in 1834, Seguin opened a tannery near Paris.';
    expect(repaired(TANNING, 'Forty years later', stem)).toBe(
      'True or false: In 1834, Seguin opened a tannery near Paris.',
    );
  });

  it('names "the lake" as the lake a name like "Lake Wenn" is', () => {
    const { material, sentence } = sentenceOf(TARN, 'Divers later');
    const stem = 'True or false: Divers later found a sunken barge beneath the lake.';
    expect(withSubjectNamed(stem, sentence, material, 'True')).toBe(
      'True or false: Divers later found a sunken barge beneath Lake Wenn.',
    );
  });

  it('leans where "the mould" is the one the sentence before introduced with "a" and names nothing', () => {
    const { material, sentence } = sentenceOf(MOULD, 'Around the mould');
    expect(leansOnEarlierText(sentence, material, materialTitle(material))?.phrase).toBe('the mould');
  });

  it('takes a kind from a heading that calls its subject "The Bacterium That …", by the name the text uses', () => {
    const [subject] = passageSubjects(readMaterial(BACILLUS));
    expect(subject?.phrase).toBe('B. anthracis');
    expect(subject?.kinds.has('bacterium')).toBe(true);
    const { material, sentence } = sentenceOf(BACILLUS, 'He watched');
    const stem = 'True or false: He watched the bacterium grow into long threads and then tough spores.';
    expect(withSubjectNamed(stem, sentence, material, 'True')).toBe(
      'True or false: He watched B. anthracis grow into long threads and then tough spores.',
    );
  });
});
