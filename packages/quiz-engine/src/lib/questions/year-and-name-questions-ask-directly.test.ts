import { describe, expect, it } from 'vitest';
import {
  peopleKey,
  subjectGapQuestion,
  whereQuestion,
  yearQuestion,
} from '../generators/direct-questions.js';
import { readMaterial } from '../material.js';

// Round 36 (set AI): 'Which year completes the statement "In _____ the newly formed Metropolitan Commission of
// Sewers, influenced by …, began …"?', 'Which year completes … "In Donoghue v Stevenson, decided by the House
// of Lords in _____, …"?' and 'Whose name completes …' were sent back to be asked directly ("In which year was
// … decided?", "Who showed that …?"), and a clause pasted in front of the key's own ("Even supposedly ordinary
// fossils may hold surprises: in _____ …") to be trimmed. An original passage, not a reviewed one.
const text = `The Harbour Board of Kestrel Bay

In 1871 the newly created Kestrel Harbour Board, encouraged by the shipowner Agnes Morrow, began to dredge the channel and to build a stone breakwater.
In Morrow v Lindqvist, decided by the Court of Session in 1879, three judges held that the board owed a duty to passing ships.
The old quay had silted badly, and in 1884 divers reported that the wreck of the Osprey blocked the eastern berth.
Lighthouses can mislead as well as guide: in 1890 the Scottish engineer Thomas Arbuthnot moved the harbour light to the end of the breakwater.
In 1893 the four fishing companies set up a joint fund for training pilots.
The survey ship Petrel, which charted the bay in 1886, later sank off Orkney.
On 3 May the Kestrel pilots gathered at Greyhaven, a village across the bay.
Another small boat sank at Greyhaven.
Divers from Leith in 1905 raised the bell of the Osprey from the wreck.
Storms sank two dredgers at their moorings, and in 1902 the Board raised them from the seabed.
Trade grew for a decade, and Agnes Morrow founded the Kestrel Pilots' Society to train the bay's first licensed pilots.
In the 1900s and 1910s the Norwegian chemist Ingrid Sollie showed that the mud of the bay, once dried in the sun, could be fired into bricks.
`;
const material = readMaterial(text);
const factFor = (answer: string, sentenceStart: string) => {
  const fact = material.facts.find(
    (f) => f.display.toLowerCase() === answer.toLowerCase() && f.sentence.text.startsWith(sentenceStart),
  );
  if (!fact) throw new Error(`no fact ${answer} in "${sentenceStart}"`);
  return fact;
};

describe('a year asked directly', () => {
  it("keeps a participle before the subject's noun in the subject and leaves out a long aside", () => {
    expect(yearQuestion(factFor('1871', 'In 1871'))).toBe(
      'In which year did the newly created Kestrel Harbour Board begin to dredge the channel and to build a stone breakwater?',
    );
  });

  it('asks the year of a clause about a name as a passive ("was … decided")', () => {
    expect(yearQuestion(factFor('1879', 'In Morrow'))).toBe(
      'In which year was Morrow v Lindqvist decided by the Court of Session?',
    );
  });

  it('asks only the clause after ", and", ":" or ";", with what a "that" clause says', () => {
    expect(yearQuestion(factFor('1884', 'The old quay'))).toBe(
      'In which year did divers report that the wreck of the Osprey blocked the eastern berth?',
    );
    expect(yearQuestion(factFor('1890', 'Lighthouses'))).toBe(
      'In which year did the Scottish engineer Thomas Arbuthnot move the harbour light to the end of the breakwater?',
    );
  });

  it('asks the year of a "which" clause about a noun with its verb ("did … chart")', () => {
    expect(yearQuestion(factFor('1886', 'The survey ship'))).toBe(
      'In which year did the survey ship Petrel chart the bay?',
    );
  });

  it('asks a year inside the subject by the verb after it', () => {
    expect(yearQuestion(factFor('1905', 'Divers'))).toBe(
      'In which year did divers from Leith raise the bell of the Osprey from the wreck?',
    );
  });

  it('reads a verb spelled alike in past and present as past after an opening year', () => {
    expect(yearQuestion(factFor('1893', 'In 1893'))).toBe(
      'In which year did the four fishing companies set up a joint fund for training pilots?',
    );
  });

  it('never asks a name ending an aside as what a main verb dated', () => {
    // Round 48 (set AU): "In which year was Cambridge resolved?" from "John Couch Adams, a young mathematician
    // at St John's College, Cambridge, resolved in 1841, while still an undergraduate, to investigate …".
    const surveyor = readMaterial(
      'The Brine Pits\n\nThomas Marbury, a young surveyor at the works in Winsford, Cheshire, resolved in 1721, while still an apprentice, to map every brine pit in the county.\n',
    );
    const fact = surveyor.facts.find((f) => f.display === '1721');
    expect(fact).toBeDefined();
    if (fact) expect(yearQuestion(fact) ?? '').not.toMatch(/was Cheshire/);
  });

  it('never asks a clause whose cut-away part it points back to', () => {
    // "…, and in 1902 the Board raised them from the seabed": "them" needs the clause before.
    expect(yearQuestion(factFor('1902', 'Storms'))).toBeNull();
  });
});

describe('a place asked directly', () => {
  it('asks "Where …?" of the place its clause\'s subject went to, an opening date at the end', () => {
    expect(whereQuestion(factFor('Greyhaven', 'On 3 May'))).toBe(
      'Where did the Kestrel pilots gather on 3 May?',
    );
  });

  it('never asks of a subject that points back ("Another small boat")', () => {
    expect(whereQuestion(factFor('Greyhaven', 'Another'))).toBeNull();
  });

  it('never asks "Where …?" of a person things were sent to', () => {
    // Round 47 check on set AT: "Where did Perkin send samples in June 1856? — Robert Pullar".
    const letters = readMaterial(
      'The Tanner of Ayr\n\nIn March 1862 the young chemist Ellen Voss sent samples to Duncan Mair, who ran a tannery in Ayr.\nMair replied that the new liquor tanned hides in half the usual time.\n',
    );
    const fact = letters.facts.find((f) => f.display === 'Duncan Mair');
    expect(fact).toBeDefined();
    if (!fact) return;
    expect(peopleKey(fact, letters)).toBe(true);
    expect(whereQuestion(fact, peopleKey(fact, letters))).toBeNull();
  });
});

describe('a person asked directly', () => {
  it('asks by the clause after ", and" when the key opens it', () => {
    expect(subjectGapQuestion(factFor('Agnes Morrow', 'Trade grew'), true)).toBe(
      "Who founded the Kestrel Pilots' Society to train the bay's first licensed pilots?",
    );
  });

  it('keeps an opening of two decades and a "that" clause whole past its aside', () => {
    expect(subjectGapQuestion(factFor('Ingrid Sollie', 'In the 1900s'), true)).toBe(
      'In the 1900s and 1910s, which Norwegian chemist showed that the mud of the bay, once dried in the sun, could be fired into bricks?',
    );
  });
});

describe('a year that opens a range', () => {
  // Set AG: "In which year did John Law's Mississippi Company go through a similar boom and bust –20 in
  // France?" from "… in 1719–20". An original passage, not a reviewed one.
  const ranged = readMaterial(`The Kestrel Herring Trade

In Norway, the Bergen Herring Company went through a long boom and bust in 1881–84.
`);
  it('is not asked with the range cut in half', () => {
    const fact = ranged.facts.find((f) => f.display === '1881');
    if (!fact) throw new Error('no fact 1881');
    expect(yearQuestion(fact) ?? '').not.toMatch(/[–-]\d/);
  });
});
