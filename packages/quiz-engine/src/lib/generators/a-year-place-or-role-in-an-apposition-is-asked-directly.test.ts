import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { phraseFact } from '../questions/phrase-fact.js';
import { directQuestion, roleQuestion, whereQuestion, yearQuestion } from './direct-questions.js';

// Round 48 (set AU): 27 of 60 "fix" verdicts on multiple choice and short answer said "clumsy verbatim
// quote-completion stem; ask directly" — 'Which year completes the statement "By the 1850s the East India
// Company, originally a trading enterprise chartered in _____, governed …"?' → "In which year was the East
// India Company chartered?". An original passage in the same shapes, not a reviewed one.
const material = readMaterial(
  [
    'The Levant Trade',
    '',
    'By the 1700s the Muscovy Company, originally a merchant guild chartered in 1555, traded across the eastern Mediterranean.',
    'Volney, born in 1757 at Craon in the province of Anjou, was by then a traveller of some fame.',
    'The Ottoman court favoured Venice, and its spice fleet Muda, introduced in 1320, became the envy of Genoa.',
    'Trade was disrupted for years under the influence of the admiral Andrea Doria, who was exiled in 1528.',
    'Many operas are performed as often as Orfeo, the opera composed by Claudio Monteverdi in 1607.',
    'Hannah Cole became warden of the Smyrna factory under Consul Rycaut in 1668, the first woman to hold the post.',
    'Venice had lost the spice monopoly in 1503.',
    'On 4 June 1683 the Consul opened the new customs house at Smyrna.',
    "A firman issued in the Sultan's name on 9 May 1675 granted the English merchants new rights.",
    'In May 1799 French soldiers in the service of the Republic laid siege to their enemies at Jaffa, a fortified town north of Haifa.',
    'Among the defenders of the city walls was Ahmad Pasha, a governor of the Ottoman province.',
  ].join('\n'),
);

const date = (text: string) => phraseFact(material, text, text.toLowerCase(), 'date');

describe('a year in an apposition or participle phrase is asked of the thing it dates', () => {
  it('asks a participle after an apposition of the name before it', () => {
    expect(yearQuestion(date('1555'))).toBe('In which year was the Muscovy Company chartered?');
    expect(yearQuestion(date('1607'))).toBe('In which year was Orfeo composed by Claudio Monteverdi?');
  });

  it('keeps a place phrase after the year', () => {
    expect(yearQuestion(date('1757'))).toBe(
      'In which year was Volney born at Craon in the province of Anjou?',
    );
  });

  it('asks a name after a possessive by the name alone, and a "who" clause of the person', () => {
    expect(yearQuestion(date('1320'))).toBe('In which year was Muda introduced?');
    expect(yearQuestion(date('1528'))).toBe('In which year was Andrea Doria exiled?');
  });

  it('leaves out an apposition closing the sentence, and asks a past perfect in the past', () => {
    expect(yearQuestion(date('1668'))).toBe(
      'In which year did Hannah Cole become warden of the Smyrna factory under Consul Rycaut?',
    );
    expect(yearQuestion(date('1503'))).toBe('In which year did Venice lose the spice monopoly?');
  });

  it('asks a full date after "on" as "On which date"', () => {
    expect(yearQuestion(date('4 June 1683'))).toBe(
      'On which date did the Consul open the new customs house at Smyrna?',
    );
  });

  it('asks no date of a participle whose clause goes on to its own verb', () => {
    expect(yearQuestion(date('9 May 1675'))).toBeNull();
  });
});

describe('a place or person given a kind or a role in an apposition is asked by it', () => {
  it('asks "At which <kind> …?" of a place the sentence calls a town', () => {
    const jaffa = phraseFact(material, 'Jaffa', 'jaffa', 'place');
    expect(whereQuestion(jaffa)).toBe(
      'At which fortified town did French soldiers in the service of the Republic lay siege to their enemies in May 1799?',
    );
  });

  it('asks "Which <role> was …?" of a person named after a linking verb', () => {
    const jazzar = phraseFact(material, 'Ahmad Pasha', 'ahmad pasha', 'person');
    expect(roleQuestion(jazzar)).toBe(
      'Which governor of the Ottoman province was among the defenders of the city walls?',
    );
    // The role says the name is someone's, whatever the reader took it for.
    expect(directQuestion(jazzar, false)).toBe(
      'Which governor of the Ottoman province was among the defenders of the city walls?',
    );
  });

  it('keeps the quoted form when the role is no person or the opening has a verb', () => {
    const odd = readMaterial(
      ['Ports', '', 'Among the ports he visited was Aleppo, a market of great size.'].join('\n'),
    );
    expect(roleQuestion(phraseFact(odd, 'Aleppo', 'aleppo', 'name'))).toBeNull();
  });
});
