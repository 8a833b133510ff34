import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConceptMap, type ConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { GENERIC_KEYS, WEAK_KEY, weakKey } from './sentence-keys.js';

// A key that runs on into the verb after its noun ("telescope fitted"), carries a describing word the
// passage also leaves off ("expensive ammonia", "American Marshall Plan"), or is a country's group of people
// ("German theorists", "Indians") waits behind sound keys and is marked, never removed. Passages of spent review sets
// (quality/heldout/set-ap, set-aq), where each was asked.
const mapOf = (set: string, name: string): ConceptMap =>
  buildConceptMap(
    readMaterial(
      readFileSync(new URL(`../../../../../quality/heldout/${set}/${name}`, import.meta.url), 'utf8'),
    ),
  );
const drops = mapOf('set-ap', '04-millikans-oil-drop-experiment.md');
const soda = mapOf('set-ap', '02-leblanc-and-solvay-processes.md');
const money = mapOf('set-aq', '06-the-bretton-woods-system.md');
const tuning = mapOf('set-aq', '05-bach-well-tempered-clavier.md');
const march = mapOf('set-aq', '03-the-salt-march-1930.md');
const insulin = mapOf('set-as', '01-discovery-of-insulin.md');
const prince = mapOf('set-at', '05-machiavelli-the-prince.md');
const factsOf = (map: ConceptMap, display: string) => {
  const facts = map.material.facts.filter((f) => f.display === display);
  if (facts.length === 0) throw new Error(`no fact "${display}"`);
  return facts;
};

describe('a key that is no whole term', () => {
  it('is a broken span, generic and last, when it runs on into a participle or a verb', () => {
    for (const fact of [...factsOf(drops, 'telescope fitted'), ...factsOf(drops, 'drop rise')]) {
      expect(weakKey(drops, fact)).toBe(WEAK_KEY.brokenSpan);
      expect(GENERIC_KEYS.has(WEAK_KEY.brokenSpan)).toBe(true);
    }
  });

  it('is a broken span when a naming noun runs into the name it introduces ("The name insulin, …")', () => {
    for (const fact of factsOf(insulin, 'name insulin'))
      expect(weakKey(insulin, fact)).toBe(WEAK_KEY.brokenSpan);
  });

  it('is a broken span when it runs on into the verb before a determiner ("its notoriety concern the …")', () => {
    for (const fact of factsOf(prince, 'notoriety concern'))
      expect(weakKey(prince, fact)).toBe(WEAK_KEY.brokenSpan);
  });

  it('is weak when a describing or national word is glued to a term the passage also writes alone', () => {
    for (const fact of factsOf(soda, 'expensive ammonia'))
      expect(weakKey(soda, fact)).toBe(WEAK_KEY.gluedAdjective);
    for (const fact of factsOf(money, 'American Marshall Plan'))
      expect(weakKey(money, fact)).toBe(WEAK_KEY.gluedAdjective);
  });

  it("is a group of people when a country's adjective stands before a job", () => {
    for (const fact of factsOf(tuning, 'German theorists')) expect(weakKey(tuning, fact)).toBe(WEAK_KEY.role);
  });

  it("is a group of people when it is a country's people in the plural", () => {
    for (const fact of factsOf(march, 'Indians')) expect(weakKey(march, fact)).toBe(WEAK_KEY.role);
  });

  it('leaves whole terms and names sound', () => {
    for (const fact of factsOf(money, 'Robert Triffin')) expect(weakKey(money, fact)).toBeNull();
    for (const fact of factsOf(tuning, 'syntonic comma')) expect(weakKey(tuning, fact)).toBeNull();
  });
});
