import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { definitionFamily } from './definition-family.js';
import { leansOnEarlierText, withReferents } from './referents.js';
import { passageSubjects, withSubjectNamed } from './subject.js';

// Passages written for these tests.
const SYMPHONY = `# Dvořák's Ninth Symphony

Antonín Dvořák's Symphony No. 9 in E minor, known as From the New World, was first performed in New York in 1893. Dvořák wrote it during his years as director of a conservatory in Manhattan. The symphony has four movements and lasts about forty minutes, a little longer than a typical symphony of the time. Its slow movement became a popular song. Critics praised the symphony at once.`;

const TREATY = `# The Treaty of Nanking, 1842

The Treaty of Nanking, signed on a British warship in August 1842, ended the First Opium War between Britain and China. It opened five ports to British trade and ceded Hong Kong Island. Chinese officials later described the treaty as the first of the unequal treaties. In 1843 a supplementary agreement added further terms. The Board of Trade in London welcomed the treaty. In 1861 the Nanking Commission was set up to hear claims by merchants. The commission's reports led to new rules on tariffs.`;

const TWO_COMMISSIONS = `# Trade in the 1860s

In 1861 the Nanking Commission was set up to hear claims by merchants. In 1863 the Canton Commission followed it. The commission's reports led to new rules on tariffs.`;

const SODA = `# Making Soda

Salt was first treated with sulfuric acid. The salt cake was then roasted with limestone and coal. The product is a dark mixture called black ash. Workers soaked the black ash in water. The English chemist John Smith owned a copy.`;

function sentenceOf(text: string, opening: string) {
  const material = readMaterial(text);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { material, sentence };
}

function referred(text: string, opening: string, stem: string): string | null {
  const map = buildConceptMap(readMaterial(text));
  const sentence = map.material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return withReferents(map, stem, sentence);
}

describe('a work or body the passage calls by its kind is named', () => {
  it('takes a heading that says whose work it is as the subject: "The symphony" is Dvořák\'s Ninth Symphony', () => {
    const [symphony] = passageSubjects(readMaterial(SYMPHONY));
    expect(symphony?.phrase).toBe("Dvořák's Ninth Symphony");
    const { material, sentence } = sentenceOf(SYMPHONY, 'The symphony has');
    expect(withSubjectNamed('How many movements does the symphony have?', sentence, material, 'four')).toBe(
      "How many movements does Dvořák's Ninth Symphony have?",
    );
  });

  it('takes the kind before "of" the text calls the subject by: "the treaty" is the Treaty of Nanking', () => {
    const [treaty] = passageSubjects(readMaterial(TREATY));
    expect(treaty?.phrase).toBe('the Treaty of Nanking');
    const { material, sentence } = sentenceOf(TREATY, 'The Board of Trade');
    expect(
      withSubjectNamed(
        'True or false: The Board of Trade in London welcomed the treaty.',
        sentence,
        material,
        'true',
      ),
    ).toBe('True or false: The Board of Trade in London welcomed the Treaty of Nanking.');
  });

  it('gives "the commission" as the one named commission the text gave before', () => {
    const stem = "Fill in the blank: The commission's reports led to new rules on _____.";
    expect(referred(TREATY, "The commission's reports", stem)).toBe(
      "Fill in the blank: The Nanking Commission's reports led to new rules on _____.",
    );
    // Two named commissions before: "the commission" could be either.
    expect(referred(TWO_COMMISSIONS, "The commission's reports", stem)).toBe(stem);
  });

  it('marks "The product is …" and "owned a copy" as leaning on the sentence before', () => {
    const product = sentenceOf(SODA, 'The product is');
    expect(leansOnEarlierText(product.sentence, product.material)?.phrase).toBe('The product');
    const copy = sentenceOf(SODA, 'The English chemist');
    expect(leansOnEarlierText(copy.sentence, copy.material)?.phrase).toBe('a copy');
  });

  it('never asks for "product" as the term for what one step yields', () => {
    const leblanc = readFileSync(
      new URL('../../../../../quality/heldout/set-ap/02-leblanc-and-solvay-processes.md', import.meta.url),
      'utf8',
    );
    const ctx = { map: buildConceptMap(readMaterial(leblanc)), rng: createRng(1), higherOrder: false };
    const made = definitionFamily(ctx, 'short_answer').map((c) => c.question.answer);
    expect(made).not.toContain('product');
  });
});
