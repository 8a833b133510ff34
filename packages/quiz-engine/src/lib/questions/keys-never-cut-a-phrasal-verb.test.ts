import { describe, expect, it } from 'vitest';
import { crossesFixedPhrase, readMaterial } from '../material.js';

// "the wavelength of _____ off by krypton-86" with the key "light given" (of "light given off"): a key that
// ends on a participle whose particle stays in the sentence cuts a phrasal verb in two. Sentences written
// for this test.
const material = readMaterial(
  [
    '# The metre',
    '',
    'From 1960 the metre was defined by the wavelength of light given off by krypton-86.',
    'Surveyors measured the distance travelled by light in a vacuum.',
  ].join('\n'),
);

describe('keys never cut a phrasal verb', () => {
  it('takes no key that ends on a participle whose particle stays outside ("light given")', () => {
    expect(material.facts.map((f) => f.text)).not.toContain('light given');
    const tokens = material.usable[0]?.tokens ?? [];
    const at = tokens.findIndex((t) => t.lower === 'light');
    expect(crossesFixedPhrase(tokens, at, at + 2)).toBe(true);
  });

  it('keeps a phrase whose participle is followed by a preposition of its own', () => {
    const tokens = material.usable[1]?.tokens ?? [];
    const at = tokens.findIndex((t) => t.lower === 'distance');
    expect(crossesFixedPhrase(tokens, at, at + 2)).toBe(false);
  });
});
