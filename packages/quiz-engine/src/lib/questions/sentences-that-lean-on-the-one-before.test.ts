import { describe, expect, it } from 'vitest';
import { materialTitle } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { leansOnEarlierText, repairedStem } from './referents.js';

// Passages written for these tests: each sentence under test follows one that names what it leans on.
const OWLS = `# Barn Owls

The barn owl, Tyto alba, hunts over open fields at night on long, pale wings. Each wing is broad and soft-edged, which muffles the sound of flight. Many are killed on roads because they hunt low over verges. Some populations on Skye have moved into farm buildings. Owl pellets hold the bones of voles and shrews.

Farmers once nailed owls to barn doors. Meanwhile Gilbert White, a parson in Selborne, described the owl's hunting with care. Ringing began in Britain in 1909. On a long flight across the Pennines in 1932 it covered eighty miles in one night. The barn owl is protected by law in Britain.`;

const COUNCIL = `# The Harbour Council

In 1871 the harbour council voted on a new breakwater. The vote was 9 to 2, with the mayor voting against. Most towns soon followed, and breakwaters lined the whole coast by 1900. The first breakwater at Portland was built of granite blocks. A survey of Dover in 1905 found a similar pattern. Engineers said that stone lasted longer than timber.`;

const NOVEL = `# Middlemarch

Middlemarch appeared in eight parts in 1871 and 1872. Part Two is quieter and more inward. Dorothea Brooke marries the scholar Edward Casaubon in Part One.`;

function leaning(text: string, opening: string) {
  const material = readMaterial(text);
  const sentence = material.analysis.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return { leans: leansOnEarlierText(sentence, material, materialTitle(material)), sentence };
}

describe('a sentence that leans on the one before', () => {
  it.each([
    [OWLS, 'Each wing is broad'],
    [OWLS, 'Many are killed'],
    [OWLS, 'Some populations on Skye'],
    [OWLS, 'On a long flight'],
    [COUNCIL, 'The vote was 9 to 2'],
    [COUNCIL, 'Most towns soon followed'],
    [COUNCIL, 'A survey of Dover'],
  ])('is found whatever leans: %#', (text, opening) => {
    expect(leaning(text, opening).leans).not.toBeNull();
  });

  it.each([
    [OWLS, 'The barn owl, Tyto alba'],
    [OWLS, 'Owl pellets hold'],
    [OWLS, 'Ringing began in Britain'],
    [OWLS, 'The barn owl is protected'],
    [COUNCIL, 'In 1871 the harbour council'],
    [COUNCIL, 'The first breakwater at Portland'],
    [COUNCIL, 'Engineers said that stone'],
    [NOVEL, 'Dorothea Brooke marries'],
  ])('a sentence that names its subject stands alone: %#', (text, opening) => {
    expect(leaning(text, opening).leans).toBeNull();
  });

  it('drops a leading connective from the stem, gap and all', () => {
    const { leans, sentence } = leaning(OWLS, 'Meanwhile Gilbert White');
    expect(leans?.repair).toBeDefined();
    const stem = `Fill in the blank: ${sentence.text.replace('Selborne', '_____')}`;
    expect(repairedStem(stem, sentence.text, leans?.repair)).toBe(
      "Fill in the blank: Gilbert White, a parson in _____, described the owl's hunting with care.",
    );
    expect(repairedStem('Fill in the blank: Meanwhile _____ described …', sentence.text, leans?.repair)).toBe(
      'Fill in the blank: _____ described …',
    );
  });

  it('names the work a part belongs to', () => {
    const { leans, sentence } = leaning(NOVEL, 'Part Two is quieter');
    expect(repairedStem(`True or false: ${sentence.text}`, sentence.text, leans?.repair)).toBe(
      'True or false: In Middlemarch, Part Two is quieter and more inward.',
    );
  });

  it('leaves a stem it cannot find unrepaired, so the question is marked instead', () => {
    const { leans, sentence } = leaning(NOVEL, 'Part Two is quieter');
    expect(repairedStem('What is quieter and more inward?', sentence.text, leans?.repair)).toBeNull();
  });
});

// Written for round 37's reasons ("the process" undefined, dangling "this view", "such", "inside it",
// "reply" to what, "the engineer" unnamed): each leaning sentence follows the one it points back at.
const LOCKS = `# Canal Locks

Boats on early canals could not climb hills, so builders devised the pound lock, a chamber with gates at each end. The process, known as locking, takes about ten minutes for a narrowboat. The main structure, the Caen Hill flight, climbs seventy metres in three kilometres. The engineer John Rennie designed the Kennet and Avon Canal in 1794. A village beside the canal was later named after the engineer. Water is then pumped back to the summit. Horses pulled boats at such slow speeds. Some owners proposed instead that steam tugs pull trains of boats. This method spread quickly across the Midlands. The idea reached Sweden by 1800. Critics of the canal companies reply that the locks wasted water. One chapter, a report on tolls, described the costs. Small reservoirs were built beside it. The more powerful tug pulled six boats. The Kennet and Avon Canal reopened in 1990 after restoration. The process of locking a boat uses thousands of litres of water. Such canals as the Bridgewater were built for coal. Engineers replied to the critics with a study of water use. The tunnel at Standedge runs for five kilometres, and a boat passes through it in two hours. Then the lock keeper opens the top gates.`;

describe('words that point back at what the text before described (round 37)', () => {
  it.each([
    ['The process, known as locking', 'Locking takes about ten minutes for a narrowboat.'],
    [
      'The main structure, the Caen Hill flight',
      'The Caen Hill flight climbs seventy metres in three kilometres.',
    ],
    [
      'A village beside the canal',
      'A village beside the canal was later named after the engineer John Rennie.',
    ],
    ['Water is then pumped', 'Water is pumped back to the summit.'],
    ['Horses pulled boats', 'Horses pulled boats at slow speeds.'],
    ['Some owners proposed instead', 'Some owners proposed that steam tugs pull trains of boats.'],
    ['Then the lock keeper', 'The lock keeper opens the top gates.'],
  ])('repairs what it can name or drop: %s', (opening, repaired) => {
    const { leans, sentence } = leaning(LOCKS, opening);
    expect(leans?.repair).toBeDefined();
    expect(repairedStem(sentence.text.trim(), sentence.text, leans?.repair)).toBe(repaired);
  });

  it('leaves the stem to be marked when the gap holds the name the repair needs', () => {
    const { leans, sentence } = leaning(LOCKS, 'The process, known as locking');
    const stem = `Fill in the blank: ${sentence.text.replace('locking', '_____')}`;
    expect(repairedStem(stem, sentence.text, leans?.repair)).toBeNull();
  });

  it.each([
    ['This method spread', 'This method'],
    ['The idea reached', 'The idea'],
    ['Critics of the canal companies', 'reply'],
    ['One chapter, a report', 'One chapter'],
    ['Small reservoirs were built', 'beside it'],
    ['The more powerful tug', 'The more powerful tug'],
  ])('marks what it cannot repair: %s', (opening, phrase) => {
    const { leans } = leaning(LOCKS, opening);
    expect(leans?.phrase).toBe(phrase);
    expect(leans?.repair).toBeUndefined();
  });

  it.each([
    'The Kennet and Avon Canal reopened',
    'The process of locking a boat',
    'Such canals as the Bridgewater',
    'Engineers replied to the critics',
    'The tunnel at Standedge',
  ])('a sentence that says what it means stands alone: %s', (opening) => {
    expect(leaning(LOCKS, opening).leans).toBeNull();
  });
});

// Written for round 38's reasons ("this claim", "of this kind", "most of them", "go further", "changed
// that", "the council" for a named council): each leaning sentence follows the one it points back at.
const TOWNS = `# Market Towns

Medieval kings granted charters to market towns across England. Some historians claimed that every charter raised rents. Many critics said that this change raised prices. Merchants traded wool, salt and cloth at weekly fairs. Fairs of this kind were held in every county. Related charters named the days of trading. In the winter most of them closed their stalls. Most of what survives comes from royal rolls. Guilds in York go further and fixed prices for bread. Bakers in Kent did so too. The plague of 1348 changed that. The Council of Westminster met in 1290 to settle tolls. The council ruled that tolls must be posted at the gate. Tolls rose in 1300. Weekly markets still meet in many towns today, the only fairs known to have done so. The Council of Westminster sat in the great hall, and the council heard pleas there.`;

describe('words that take up what the text before said (round 38)', () => {
  it.each([
    ['Many critics said that this change', 'this change'],
    ['Fairs of this kind', 'of this kind'],
    ['Related charters named', 'Related charters'],
    ['In the winter most of them', 'In the winter most of them'],
    ['Most of what survives', 'Most of what'],
    ['Guilds in York go further', 'go further'],
    ['Bakers in Kent did so', 'did so'],
    ['The plague of 1348 changed that', 'changed that'],
    ['The council ruled', 'The council'],
  ])('marks what only the text before explains: %s', (opening, phrase) => {
    const { leans } = leaning(TOWNS, opening);
    expect(leans?.phrase).toContain(phrase);
    expect(leans?.repair).toBeUndefined();
  });

  it.each([
    'Merchants traded wool',
    'The Council of Westminster met',
    'Weekly markets still meet',
    'The Council of Westminster sat',
  ])('a sentence that says what it means stands alone: %s', (opening) => {
    expect(leaning(TOWNS, opening).leans).toBeNull();
  });
});
