import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem } from './referents.js';

// Passages written for these tests (round 35): each sentence under test follows one that names what it
// leans on.
const BRIDGE = `# The Forth Bridge

The Forth Bridge was designed by the engineer John Fowler. Born in Sheffield in 1817, he trained under the canal builder John Leather. Work on the bridge began in 1883. Later that year the first caissons were sunk in the estuary. Engineers therefore painted the steel red to slow rust. The wind load must also be taken into account. Finally, the bridge opened in March 1890. Others praise its cantilevers.

Within two years traffic doubled. The key to the design is the cantilever.`;

function leaning(opening: string) {
  const material = readMaterial(BRIDGE);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { leans: leansOnEarlierText(sentence, material, materialTitle(material)), sentence };
}

function repaired(opening: string): string | null {
  const { leans, sentence } = leaning(opening);
  return repairedStem(`True or false: ${sentence.text}`, sentence.text, leans?.repair);
}

describe('pronouns, years and connectives that point at the sentence before', () => {
  it('names the one person the paragraph names for a "he" with no one before it', () => {
    expect(repaired('Born in Sheffield')).toBe(
      'True or false: Born in Sheffield in 1817, John Fowler trained under the canal builder John Leather.',
    );
  });

  it('gives "later that year" the one year the sentence before states', () => {
    expect(repaired('Later that year')).toBe(
      'True or false: Later in 1883 the first caissons were sunk in the estuary.',
    );
  });

  it('drops a connective inside the sentence or at its opening', () => {
    expect(repaired('Engineers therefore')).toBe(
      'True or false: Engineers painted the steel red to slow rust.',
    );
    expect(repaired('The wind load')).toBe('True or false: The wind load must be taken into account.');
    expect(repaired('Finally, the bridge')).toBe('True or false: The bridge opened in March 1890.');
  });

  it.each(['Others praise', 'Within two years', 'The key to the design'])(
    'marks what it cannot repair: %s',
    (opening) => {
      const { leans } = leaning(opening);
      expect(leans).not.toBeNull();
      expect(leans?.repair).toBeUndefined();
    },
  );
});
