import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem, withNamedPeople } from './referents.js';

// Passages of a spent review set (quality/heldout/set-ap, set-ao), where each pronoun was named.
function passage(path: string) {
  return readMaterial(
    readFileSync(new URL(`../../../../../quality/heldout/${path}`, import.meta.url), 'utf8'),
  );
}

/** The sentence as a stem made of it reads once the pronoun it leans on is named (unchanged when none is). */
function named(path: string, opening: string): string {
  const material = passage(path);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  const leans = leansOnEarlierText(sentence, material, materialTitle(material));
  return repairedStem(sentence.text, sentence.text, leans?.repair) ?? sentence.text;
}

describe("a pronoun is named as the person it points back at, not the passage's own person", () => {
  it('leaves a "his" whose person the sentence names before it, in a possessive too', () => {
    // Round 43 asked "… a large part of James Lind's crew died" (Lind was born in 1716).
    expect(named('set-ap/01-scurvy-and-vitamin-c.md', 'During Vasco da Gama')).toBe(
      "During Vasco da Gama's voyage around the Cape of Good Hope to India in 1497–1499, a large part of his crew died, many of them from scurvy.",
    );
  });

  it('names the subject of the sentence before, not the person the title names', () => {
    // Round 43 asked "In _____ Jacquard's assistant Jean-Baptiste Falcon replaced …": he was Bouchon's.
    expect(named('set-ap/06-the-jacquard-loom.md', 'In 1728 his assistant')).toBe(
      "In 1728 Basile Bouchon's assistant Jean-Baptiste Falcon replaced the paper roll with a chain of separate rectangular cards, which were sturdier and easier to change.",
    );
  });

  it('names the subject of the sentence before in a short answer made of part of the sentence', () => {
    const material = passage('set-ap/06-the-jacquard-loom.md');
    const sentence = material.analysis.sentences.find((s) => s.text.startsWith('In 1728 his assistant'));
    if (!sentence) throw new Error('no sentence');
    const { stem } = withNamedPeople(
      material,
      sentence,
      'What did his assistant Jean-Baptiste Falcon replace the paper roll with in 1728?',
      'a chain of separate rectangular cards',
    );
    expect(stem).toBe(
      "What did Basile Bouchon's assistant Jean-Baptiste Falcon replace the paper roll with in 1728?",
    );
  });

  it('leaves a "his" after a sentence that names two people, rather than guess its subject', () => {
    // Round 44 asked "… publicised Johann Klein's findings": Klein was hostile; the findings were Semmelweis's.
    const material = passage('set-aq/01-semmelweis-and-childbed-fever.md');
    const sentence = material.analysis.sentences.find((s) => s.text.startsWith('Influential supporters'));
    if (!sentence) throw new Error('no sentence');
    expect(named('set-aq/01-semmelweis-and-childbed-fever.md', 'Influential supporters')).not.toMatch(
      /Klein/,
    );
    const { stem } = withNamedPeople(
      material,
      sentence,
      'What completes the statement "Influential supporters, including the dermatologist Ferdinand von _____ and the pathologist Carl von Rokitansky, publicised his findings, but Semmelweis himself was slow to publish and quick to quarrel"?',
      'Hebra',
    );
    expect(stem).not.toMatch(/Klein/);
  });

  it("names the passage's own person at a paragraph's opening when the sentences just before name them", () => {
    expect(named('set-ao/02-clair-patterson-age-of-the-earth.md', 'Events eventually')).toBe(
      "Events eventually moved Patterson's way.",
    );
  });

  it("leaves the pronoun where the passage's own person is not named just before", () => {
    // "Change came through practical commanders …" opens the paragraph: Cook, not Lind, took the voyages.
    expect(named('set-ap/01-scurvy-and-vitamin-c.md', 'James Cook, on his')).not.toContain("Lind's");
  });
});
