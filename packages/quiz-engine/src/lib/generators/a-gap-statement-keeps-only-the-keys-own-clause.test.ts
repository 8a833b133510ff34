import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { blankClause, blankSentence } from './blanks.js';

// Blind reviewers (rounds 45–47) sent back 'What completes the statement "…"?' over a long sentence that
// leans on the one before or runs on into a second clause: "trim / rephrase". An original passage.
const text = `The Salt Roads of Cheshire

The brine springs at Nantwich were worked by the Romans for table salt.
The merchants carried the salt in wicker baskets on packhorses, but the roads over the hills were often closed by snow.
Forty years later, the Weaver Navigation opened a cheaper route for the salt to the port of Liverpool.
The canal engineers lined the deepest cuttings with puddled clay, which kept the water from draining away.
The boilers of Northwich fired their pans with Lancashire coal, which burned hotter than wood, and the smoke hung over the town.
High duties still burdened the small salt works of Cheshire for decades, but the large works on the Weaver prospered.
The salt tax was raised again in 1694, and many small works closed within a decade.
Thomas Marbury, a young surveyor at the Winsford works, resolved in 1721, while still an apprentice, to map every brine pit in the county.
`;
const material = readMaterial(text);
const factFor = (answer: string, sentenceStart: string) => {
  const fact = material.facts.find(
    (f) => f.display.toLowerCase() === answer.toLowerCase() && f.sentence.text.startsWith(sentenceStart),
  );
  if (!fact) throw new Error(`no fact ${answer} in "${sentenceStart}"`);
  return fact;
};

describe('a gap statement keeps only the key’s own clause', () => {
  it('runs on past a verbless aside after "while" to the words the key needs', () => {
    // Round 48 check on set AU: "… resolved in _____" without "to investigate the irregularities of Uranus".
    expect(blankClause(factFor('1721', 'Thomas Marbury'))).toBe(
      'Thomas Marbury, a young surveyor at the Winsford works, resolved in _____, while still an apprentice, to map every brine pit in the county.',
    );
  });

  it('drops an opening that links back to the sentence before', () => {
    expect(blankClause(factFor('Weaver Navigation', 'Forty years later'))).toBe(
      'The _____ opened a cheaper route for the salt to the port of Liverpool.',
    );
  });

  it('cuts a second clause after ", but" or a ", which" aside that does not hold the key', () => {
    expect(blankClause(factFor('salt', 'The merchants'))).toBe(
      'The merchants carried the _____ in wicker baskets on packhorses.',
    );
    expect(blankClause(factFor('deepest cuttings', 'The canal engineers'))).toBe(
      'The canal engineers lined the _____ with puddled clay.',
    );
  });

  it('keeps a ", which" right after the key, which says what the key is', () => {
    expect(blankClause(factFor('Lancashire coal', 'The boilers'))).toBe(
      'The boilers of Northwich fired their pans with _____, which burned hotter than wood.',
    );
  });

  it('keeps the clause a "still" leans on', () => {
    const fact = factFor('high duties', 'High duties');
    expect(blankClause(fact)).toBe(blankSentence(fact));
  });

  it('keeps the whole sentence when the cut would leave too little', () => {
    const fact = factFor('salt tax', 'The salt tax');
    expect(blankClause(fact)).toBe(blankSentence(fact));
  });
});
