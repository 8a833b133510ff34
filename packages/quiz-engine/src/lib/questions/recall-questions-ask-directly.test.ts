import { describe, expect, it } from 'vitest';
import { buildConceptMap, materialTitle } from '../concepts/concept-map.js';
import { titledPersonQuestion } from '../generators/blanks.js';
import { yearQuestion } from '../generators/direct-questions.js';
import { readMaterial } from '../material.js';
import { describingNumberSwap, absurdDateSwap, fallbackQuestions } from './fallback.js';
import { createRng } from '../random.js';
import { sameEra, withReferents } from './referents.js';
import { weakKey } from './sentence-keys.js';

// Round 30 (quality/reviews/round-30-set-ac.jsonl): short answers worded as "Which word or phrase fills the
// gap in …" over a long sentence, the topic word or an everyday noun as the key, a place picked from a list,
// and false statements made by changing a count in a description. An original passage, not a reviewed one.
const text = `Printing Presses: How Books Became Cheap

Before the printing press, every book in Europe was copied by hand, usually by monks working in monasteries.
In 1440 the goldsmith Johannes Gutenberg built a press with movable metal type in Mainz.
The compositor arranged the type letter by letter in a composing stick before each page was inked.
In Venice, Aldus Manutius introduced italic type for small portable books in 1501, and other printers soon copied it.
By 1500 presses in cities such as Venice, Paris and Lyon had printed more than twenty million volumes.
Printers sold their books to customers at fairs in Frankfurt and Leipzig.
Paper mills in northern Italy, France and Germany supplied the printers with cheap rag paper.
The two sheets of a folded sheet of paper make four pages, which printers call a folio.
In 1476 the merchant William Caxton set up the first press in England at Westminster.
In Strasbourg, Johann Mentelin printed a Bible and sold copies across Germany until his death in 1478.
The printing press spread the ideas of the Reformation faster than any authority could suppress them.
Printing presses made books cheap enough for merchants and craftsmen to own.
By 1480 presses had appeared in more than a hundred towns.
`;
const material = readMaterial(text);
const map = buildConceptMap(material);
const factFor = (answer: string, sentenceStart: string) => {
  const fact = material.facts.find(
    (f) => f.display.toLowerCase() === answer.toLowerCase() && f.sentence.text.startsWith(sentenceStart),
  );
  if (!fact) throw new Error(`no fact ${answer} in "${sentenceStart}"`);
  return fact;
};

describe('short answers from one sentence', () => {
  it('ask for a year directly, with the verb of its clause', () => {
    expect(yearQuestion(factFor('1440', 'In 1440'))).toBe(
      'In which year did the goldsmith Johannes Gutenberg build a press with movable metal type in Mainz?',
    );
    expect(yearQuestion(factFor('1501', 'In Venice'))).toBe(
      'In which year did Aldus Manutius introduce italic type for small portable books in Venice?',
    );
  });

  it('never date a clause whose year may belong to a second verb', () => {
    expect(yearQuestion(factFor('1478', 'In Strasbourg'))).toBeNull();
  });

  it('ask for a person named after their calling as "Which <calling> …?"', () => {
    expect(titledPersonQuestion(factFor('William Caxton', 'In 1476'))).toBe(
      'Which merchant set up the first press in England at Westminster in 1476?',
    );
  });

  it('put real questions before "Which word or phrase fills the gap"', () => {
    const asked = fallbackQuestions(material, 'short_answer', 3, [], {
      rng: createRng(1),
      usedSentences: new Set(),
      map,
    });
    expect(asked.length).toBe(3);
    const gaps = asked.map((r) => r.question.question).filter((q) => q.includes('_____'));
    expect(gaps.length).toBeLessThan(asked.length);
    expect(asked[0]?.question.question).not.toContain('_____');
  });
});

describe('keys from one sentence', () => {
  it('read a plain first line as the title, so its topic word is no key', () => {
    expect(materialTitle(material)).toBe('Printing Presses: How Books Became Cheap');
    expect(map.concepts.get('printing press')?.topic).toBe(true);
  });

  it('count an everyday noun, however often repeated, and a place from a list as weak keys', () => {
    expect(weakKey(map, factFor('books', 'Printers sold'))).not.toBeNull();
    expect(weakKey(map, factFor('France', 'Paper mills'))).not.toBeNull();
  });
});

describe('stems that lean on the sentence before', () => {
  it('are never asked, whichever form they take', () => {
    expect(withReferents(map, 'What is the term for the ones used when no scribe was free?')).toBeNull();
    expect(withReferents(map, 'Fill in the blank: By then the _____ had spread to Italy.')).toBeNull();
    expect(
      withReferents(map, 'Which word or phrase fills the gap in "In return, the _____ printed the bulls"?'),
    ).toBeNull();
    expect(withReferents(map, 'Which merchant set up the first press in England?')).not.toBeNull();
  });

  it('count a date whose gap swallows its preposition as a weak key', () => {
    const fact = material.facts.find((f) => f.kind === 'date' && /^By 1480/.test(f.text));
    expect(fact && weakKey(map, fact)).toBeTruthy();
    expect(weakKey(map, factFor('1440', 'In 1440'))).toBeNull();
  });
});

describe('false statements from one sentence', () => {
  it('never change only a count that describes a thing', () => {
    const source = 'The two sheets of a folded sheet of paper make four pages, which printers call a folio.';
    expect(describingNumberSwap(source, source.replace('two', 'ten'))).toBe(true);
    expect(describingNumberSwap('A three-step lock raises ships.', 'A ten-step lock raises ships.')).toBe(
      true,
    );
    expect(
      describingNumberSwap('The press printed 400 pages a day.', 'The press printed 40 pages a day.'),
    ).toBe(false);
  });

  it('never swap in a person of another time', () => {
    const source = 'In 1476 the merchant William Caxton set up the first press in England at Westminster.';
    expect(sameEra(map, 'Aldus Manutius', source)).toBe(true);
    expect(sameEra(map, 'Johannes Gutenberg', source)).toBe(true);
    expect(sameEra(map, 'William Caxton', 'In 1890 the first linotype machines arrived in London.')).toBe(
      false,
    );
  });

  it('never move a year by more than sixty years, nor make it a plain number or a bare "On 1950"', () => {
    const source = 'In 1476 the merchant William Caxton set up the first press in England at Westminster.';
    expect(absurdDateSwap(source, source.replace('1476', '1992'))).toBe(true);
    expect(absurdDateSwap(source, source.replace('1476', '1490'))).toBe(false);
    expect(absurdDateSwap(source, source.replace('1476', '600'))).toBe(true);
    const dated = 'On 3 May 1470 the press printed its first book.';
    expect(absurdDateSwap(dated, dated.replace('3 May 1470', '1490'))).toBe(true);
  });
});
