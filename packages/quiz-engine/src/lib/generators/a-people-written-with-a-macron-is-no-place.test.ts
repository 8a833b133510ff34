import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { placeReading } from './direct-questions.js';

// WordNet's index is ASCII: "Māori" is unknown to it as written, and an unknown capitalised key was asked
// as a place ("Which place completes … Article Three gave _____ the rights", spent review set AP).
const treaty = readMaterial(
  readFileSync(
    new URL('../../../../../quality/heldout/set-ap/03-treaty-of-waitangi.md', import.meta.url),
    'utf8',
  ),
);

describe('a people written with a macron', () => {
  it('is not read as a place, while a place written with one still is', () => {
    const maori = treaty.facts.filter((f) => f.text === 'Māori' && f.kind === 'place');
    expect(maori.length).toBeGreaterThan(0);
    for (const fact of maori) expect(placeReading(fact)).toBe(false);
    const town = treaty.facts.filter((f) => f.text === 'Kororāreka' && f.kind === 'place');
    expect(town.length).toBeGreaterThan(0);
    for (const fact of town) expect(placeReading(fact)).toBe(true);
  });
});
