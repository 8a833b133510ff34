import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { kindOfName, nameOfAnotherKindThan, yearOfAParallelItem } from '../questions/statement-checks.js';

// Round 43: "the industry grew on Leblanc, on Tyneside and around Glasgow" (for "Merseyside") put a person
// where a place stood; "the Chinese chemist Brunner Mond" put a firm where a person stood.
describe('a name swapped into a false statement is of the kind of the one it replaces', () => {
  const material = readMaterial(
    [
      'The answer came from Nicolas Leblanc, surgeon to the Duke of Orléans, who patented his process in 1791.',
      'James Muspratt began manufacture in Liverpool, and the industry grew on Merseyside, on Tyneside and around Glasgow.',
      'In England the chemist Ludwig Mond and the businessman John Brunner bought a licence in 1873.',
      'Brunner Mond became one of the leading chemical firms in Britain.',
      'In the 1930s the Chinese chemist Hou Debang developed a modification of the process.',
    ].join(' '),
  );
  const sentences = material.analysis.sentences;

  it('reads a surname as the person the material names in full', () => {
    expect(kindOfName(sentences, 'Leblanc')).toBe('person');
  });

  it('reads a name made of other people’s surnames as no one person', () => {
    expect(kindOfName(sentences, 'Brunner Mond')).not.toBe('person');
  });

  it('refuses a person where a place or a name of no kind stood, and a firm where a person stood', () => {
    expect(nameOfAnotherKindThan(sentences, 'Merseyside', 'Leblanc')).toBe(true);
    expect(nameOfAnotherKindThan(sentences, 'Hou Debang', 'Brunner Mond', true)).toBe(true);
  });

  it('keeps a firm the material reads as someone for another firm', () => {
    const firms = readMaterial(
      [
        'In 2005 Vodafone and its Kenyan partner Safaricom ran a pilot in the town of Thika.',
        'Safaricom redesigned the product around person-to-person transfers.',
        "Vodafone's dominance has raised questions about competition.",
      ].join(' '),
    ).analysis.sentences;
    expect(nameOfAnotherKindThan(firms, 'Safaricom', 'Vodafone')).toBe(false);
  });

  it('keeps a place for a place and a person for a person', () => {
    expect(nameOfAnotherKindThan(sentences, 'Liverpool', 'Glasgow')).toBe(false);
    expect(nameOfAnotherKindThan(sentences, 'Hou Debang', 'Nicolas Leblanc', true)).toBe(false);
  });
});

// Round 43: "In his 1911 paper Millikan gave e as …" for "his 1913 paper", in a passage that also speaks of
// "the key 1911 paper": the statement may be true of the other paper.
describe('a year swapped in that dates another item of the same kind', () => {
  const material = readMaterial(
    [
      'In his 1913 paper Millikan gave e as 4.774 units.',
      'By agreement Millikan was sole author of the key 1911 paper.',
      'The results were confirmed in 1923 by other laboratories.',
    ].join(' '),
  );
  const fact = material.facts.find((f) => f.text === '1913' && f.sentence.index === 0);

  it('is refused', () => {
    expect(fact).toBeDefined();
    expect(yearOfAParallelItem(material.text, fact!, '1911')).toBe(true);
  });

  it('leaves a year the material gives to nothing of the kind', () => {
    expect(yearOfAParallelItem(material.text, fact!, '1923')).toBe(false);
  });
});
