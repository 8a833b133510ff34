import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { phraseFact } from '../questions/phrase-fact.js';
import { peopleKey, subjectGapQuestion, yearQuestion } from './direct-questions.js';

// Set AI read-through before round 37: "What, C₅H₁₂, shows a molecular ion at 72?" and "What, by the dancer
// Vaslav Nijinsky, was as radical as the music?" — an aside that described the key is nonsense beside a bare
// "What". An original passage, not a reviewed one.
const material = readMaterial(
  [
    'The Glassworks of Murano',
    '',
    'Cristallo, a nearly colourless glass, made the island famous in the fifteenth century.',
    'The furnace design, by the engineer Paolo Venier, was as bold as the glass itself.',
    'Angelo Barovier, working at his family workshop on Murano, perfected cristallo around 1450.',
    'Marietta Barovier, who ran the workshop after him, invented the rosetta bead.',
  ].join('\n'),
);

describe('a wh-word never takes the key’s own aside', () => {
  it('asks no "What, <aside>, …?" of a thing', () => {
    expect(subjectGapQuestion(phraseFact(material, 'Cristallo', 'cristallo'), false)).toBeNull();
    expect(subjectGapQuestion(phraseFact(material, 'furnace design', 'furnace design'), false)).toBeNull();
  });

  it('asks no "Who, who …?" of a person', () => {
    expect(
      subjectGapQuestion(phraseFact(material, 'Marietta Barovier', 'marietta barovier', 'name'), true),
    ).toBeNull();
  });

  it('still asks a person by a participle aside', () => {
    expect(subjectGapQuestion(phraseFact(material, 'Angelo Barovier', 'angelo barovier', 'name'), true)).toBe(
      'Who, working at his family workshop on Murano, perfected cristallo around 1450?',
    );
  });
});

// Round 37 (set AJ): "Who can be credited with the system?" (key "single inventor", from "No single inventor
// can be credited …"), "What is called double-entry bookkeeping?" (key "method") and "In which year was the
// port of Rotterdam followed?" (from "…, a barrier protecting the port of Rotterdam, followed in 1997").
const ledger = readMaterial(
  [
    'The Ledgers of Ragusa',
    '',
    'No single clerk can be credited with the ledger.',
    'The method is called tally reckoning, and its rule is simple.',
    'The Lokrum Gate, a great barrier protecting the harbour of Ragusa, followed in 1521.',
  ].join('\n'),
);

describe('a direct question keeps the sentence’s meaning', () => {
  it('never asks a denied subject as the wh-word', () => {
    expect(subjectGapQuestion(phraseFact(ledger, 'single clerk', 'single clerk'), true)).toBeNull();
  });

  it('never asks the head of a sentence that names a term', () => {
    expect(subjectGapQuestion(phraseFact(ledger, 'method', 'method'), false)).toBeNull();
  });

  it('never asks when something "followed" without saying what it followed', () => {
    expect(yearQuestion(phraseFact(ledger, '1521', '1521', 'date'))).toBeNull();
  });
});

// Round 38 (set AK): "In which year did Revolutionary France pass laws?" (1791 of "1791 and 1793"), "In which
// year did the United States join only?", "In which year was the effect discovered by two French brothers,
// Jacques?".
const pairs = readMaterial(
  [
    'The Glass Tax',
    '',
    'Venice, by contrast, passed laws in 1291 and 1295 that moved the furnaces to Murano.',
    'Genoa joined only in 1320.',
    'The method was invented in 1450 by two Venetian brothers, Angelo and Marino Barovier, long before the guild existed.',
  ].join('\n'),
);

describe('a year question asks what its sentence says', () => {
  it('never asks one year of a pair', () => {
    expect(yearQuestion(phraseFact(pairs, '1291', '1291', 'date'))).toBeNull();
  });

  it('never ends on a focusing adverb', () => {
    expect(yearQuestion(phraseFact(pairs, '1320', '1320', 'date'))).toBeNull();
  });

  it('never cuts a pair of names', () => {
    expect(yearQuestion(phraseFact(pairs, '1450', '1450', 'date')) ?? '').not.toMatch(/Angelo\?$/);
  });
});

describe('a ruler named with a regnal number', () => {
  it('is asked "Who …?"', () => {
    const rulers = readMaterial(
      ['The Papal City', '', 'Clement VI bought the city itself in 1348 from Queen Joanna I of Naples.'].join(
        '\n',
      ),
    );
    expect(subjectGapQuestion(phraseFact(rulers, 'Clement VI', 'clement vi', 'name'), true)).toMatch(/^Who /);
    expect(peopleKey(phraseFact(rulers, 'Clement VI', 'clement vi', 'name'), rulers)).toBe(true);
    const war = readMaterial(['The War', '', 'World War II ended the papal court in 1945.'].join('\n'));
    expect(peopleKey(phraseFact(war, 'World War II', 'world war ii', 'name'), war)).toBe(false);
  });
});

// Round 39 (set AL): "In which year did the Austro-Hungarian- bear physicist …?" — the tagger read "born" in
// a hyphenated compound adjective as the sentence's verb. An original passage, not a reviewed one.
const compound = readMaterial(
  [
    'The Glass Furnaces',
    '',
    'In 1291 the Venetian-born glassmaker Marco Venier, then living in Murano, built a furnace for cristallo.',
  ].join('\n'),
);

describe('a participle inside a hyphenated adjective is no verb', () => {
  it('asks the year of what the sentence says happened', () => {
    expect(yearQuestion(phraseFact(compound, '1291', '1291', 'date'))).toBe(
      'In which year did the Venetian-born glassmaker Marco Venier build a furnace for cristallo?',
    );
  });
});
