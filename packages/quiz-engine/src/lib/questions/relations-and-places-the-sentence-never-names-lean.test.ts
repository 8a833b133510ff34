import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { leansOnEarlierText } from './referents.js';

// Round 44's "meaningless out of context" rejects: "the difference" (between what?), "The decisive clue"
// (for what?), "these colours", "Water there", "published several", "from its depths", "A second
// mismatch", "The necessary calculation", "did not meet his demands". Sentences written for this test.
const material = readMaterial(
  [
    '# The Harbour Survey',
    '',
    'In 1820 the town of Penrith Bay built two harbours, the Old Basin and the New Basin, with very different records of wrecks.',
    'Storms could not explain the difference, because the New Basin was in fact more exposed.',
    'The decisive clue came in March 1824.',
    'Part of the reason was commercial.',
    'Pilots painted the breakwaters red and yellow so that ships could see them from afar.',
    'Fog and spray can hide these colours.',
    'The Old Basin is about 12 metres deep.',
    'Water there stays calm in winter.',
    'The engineer Thomas Rowe drew charts of the harbour entrance.',
    'The surveyor Anne Clare published several in her guide Coastal Soundings of 1830.',
    'Since 1900 a pumping station has drawn fresh water from its depths for the town.',
    'A second problem affected the quays: the timber rotted within a decade.',
    'The necessary calculation was made by the engineer John Rennie in 1825.',
    'Rennie calculated that a longer breakwater would halve the number of wrecks.',
    'The Bell Rock Lighthouse guided ships past the reef after 1811.',
    'A malignant storm surge is dangerous.',
    'The harbour pilot Tom Price wrote to the mayor asking for new lights.',
    'Mayor Hale did not meet his demands.',
  ].join('\n'),
);
const sentence = (start: string) => {
  const found = material.analysis.sentences.find((s) => s.text.startsWith(start));
  if (!found) throw new Error(start);
  return found;
};
const leaning = (start: string) => leansOnEarlierText(sentence(start), material, 'The Harbour Survey');

describe('relations and places the sentence never names lean on the text before', () => {
  it('finds a relational noun with no "of" or "between" leaning ("the difference")', () => {
    expect(leaning('Storms could not')?.phrase).toBe('the difference');
  });

  it('finds a short sentence whose subject is an abstract definite noun leaning', () => {
    expect(leaning('The decisive clue')?.phrase).toBe('The decisive clue');
    expect(leaning('Part of the reason')).not.toBeNull();
  });

  it('finds a demonstrative before a noun any earlier sentence introduced leaning', () => {
    expect(leaning('Fog and spray')?.phrase).toBe('these colours');
  });

  it('finds a "there" for a place the sentence never names leaning', () => {
    expect(leaning('Water there')?.phrase).toBe('there');
  });

  it('finds a quantifier standing for things only the text before names leaning', () => {
    expect(leaning('The surveyor Anne Clare')?.phrase).toBe('published several');
  });

  it('finds "its depths" in a sentence naming no place leaning', () => {
    expect(leaning('Since 1900')?.phrase).toBe('its depths');
  });

  it('finds "A second <noun>" and "The necessary <noun>" leaning', () => {
    expect(leaning('A second problem')?.phrase).toBe('A second problem');
    expect(leaning('The necessary calculation')?.phrase).toBe('The necessary calculation');
  });

  it('finds "his demands" after a verb leaning: demands are put to someone by someone else', () => {
    expect(leaning('Mayor Hale')?.phrase).toBe('his demands');
  });

  it('leaves sentences that name what they speak of alone', () => {
    expect(leaning('Rennie calculated')).toBeNull();
    expect(leaning('The Bell Rock Lighthouse')).toBeNull();
    expect(leaning('A malignant storm surge')).toBeNull();
  });
});
