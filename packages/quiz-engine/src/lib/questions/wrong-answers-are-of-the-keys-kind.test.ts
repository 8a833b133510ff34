import { describe, expect, it } from 'vitest';
import { generatorContext } from '../generators/generator-context.js';
import { roundness } from '../concepts/alternatives.js';
import { buildConceptMap } from '../concepts/concept-map.js';
import {
  fitsGapRole,
  gapRole,
  headOfAnotherKind,
  passageEquates,
  type GapRole,
} from '../concepts/option-kinds.js';
import { sameNearKind } from '../concepts/wordnet.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { multipleChoice, OFF_KIND_OPTIONS } from '../generators/multiple-choice.js';
import { provenPerson, siblingOptions } from './sentence-keys.js';

describe("a multiple choice's wrong answers", () => {
  it('are of a near kind by WordNet, never only of one broad category', () => {
    expect(sameNearKind('ants', 'termites')).toBe(true);
    expect(sameNearKind('Spain', 'France')).toBe(true);
    expect(sameNearKind('daughters', 'biologists')).toBe(false);
    expect(sameNearKind('behaviour', 'punishment')).toBe(false);
    expect(sameNearKind('Madrid', 'Spain')).toBe(false);
  });

  it('beside a person are people, never a group, a place, an adjective or a title', () => {
    const text = [
      '# A war',
      'The Nationalists fought the Republicans. The Nationalists won in the end.',
      'Hitler sent aircraft, while Mussolini sent soldiers. Mussolini wanted a fascist Spain.',
      'Revolution broke out in Catalonia and Aragon. Aragon was held by anarchists. Catalonia too.',
      'Hegel and Nietzsche were read widely. Hegel wrote much; Nietzsche wrote more.',
      'Kierkegaard, a deeply committed Christian, wrote about faith. Christian thinkers followed him.',
    ].join('\n\n');
    const map = buildConceptMap(readMaterial(text));
    const named = (name: string): boolean => {
      const c = [...map.concepts.values()].find((x) => x.name === name);
      return c ? provenPerson(map, c) : false;
    };
    expect(named('Mussolini')).toBe(true);
    expect(named('Nationalists')).toBe(false);
    expect(named('Aragon')).toBe(false);
    expect(named('Christian')).toBe(false);
    const fact = map.material.facts.find(
      (f) => f.display === 'Mussolini' && f.sentence.text.startsWith('Hitler sent'),
    );
    const options = fact ? siblingOptions(map, fact, [fact.sentence.text], createRng(1)) : null;
    for (const option of options ?? [])
      expect(['Nationalists', 'Republicans', 'Aragon', 'Catalonia', 'Christian']).not.toContain(option);
  });
});

describe('wrong answers of the kind the stem names', () => {
  // A made-up passage: gods, a goddess and people who are none, each named more than once.
  const myths = [
    '# The myths of the north',
    'The goddess Freyja rode in a chariot pulled by two cats. Freyja wept tears of gold.',
    'The god Thor carried a hammer. Thor fought giants with it.',
    'The god Odin gave an eye for wisdom. Odin rode an eight-legged horse.',
    'The goddess Frigg knew the fate of everyone. Frigg was married to Odin.',
    'Sigurd, a young warrior, killed a dragon. Sigurd tasted its blood and understood birds.',
    'Brynhild, a proud woman, loved Sigurd. Brynhild later turned against him.',
    'Gunnar, a king of the Burgundians, married Brynhild. Gunnar died in a pit of snakes.',
  ].join('\n\n');

  it('after "the goddess _____" are gods or goddesses, never a warrior or a woman', () => {
    const map = buildConceptMap(readMaterial(myths));
    const fact = map.material.facts.find(
      (f) => f.display === 'Frigg' && /knew the fate/.test(f.sentence.text),
    );
    expect(fact).toBeDefined();
    const options = fact ? siblingOptions(map, fact, [fact.sentence.text], createRng(3)) : null;
    expect(options).not.toBeNull();
    for (const option of options ?? []) expect(['Thor', 'Odin', 'Freyja']).toContain(option);
  });

  it('beside a plate are plates: three options when the passage names only two others', () => {
    const text = [
      '# Moving crust',
      'The Pacific Plate moves north-west. The Pacific Plate is the largest plate.',
      'The Nazca Plate sinks beneath South America. The Nazca Plate is young.',
      'The Cocos Plate lies off Central America. The Cocos Plate is small.',
      'The Channel Tunnel runs under the sea. The Channel Tunnel opened in 1994.',
      'The Panama Canal joins two oceans. The Panama Canal opened in 1914.',
      'Along the coast, the Nazca Plate is being pushed beneath the continent, and the Andes rise.',
    ].join('\n\n');
    const map = buildConceptMap(readMaterial(text));
    const fact = map.material.facts.find(
      (f) => f.display === 'Nazca Plate' && /pushed beneath/.test(f.sentence.text),
    );
    const options = fact ? siblingOptions(map, fact, [fact.sentence.text], createRng(1)) : null;
    expect(options?.sort()).toEqual(['Cocos Plate', 'Pacific Plate']);
  });
});

describe('wrong answers a reader could defend', () => {
  it('never a place that contains the key or lies inside it', () => {
    const text = [
      '# Sugar and ships',
      'Merchants in Britain built a large navy. Ships from Britain traded with many countries.',
      'Ports in England grew rich. Most merchants in England bought sugar.',
      'Ships from France fought at sea. Sugar from France was cheaper.',
      'Colonies in Spain were many. Silver from Spain paid for wars.',
      'Traders in Portugal sailed to India. Forts from Portugal lined the coast.',
      'By 1750 the merchants in Britain led the trade in Europe.',
    ].join('\n\n');
    const map = buildConceptMap(readMaterial(text));
    const fact = map.material.facts.find(
      (f) => f.display === 'Britain' && f.sentence.text.startsWith('By 1750'),
    );
    const options = fact ? siblingOptions(map, fact, [fact.sentence.text], createRng(1)) : null;
    expect(options).not.toBeNull();
    expect(options).not.toContain('England');
    const england = map.material.facts.find((f) => f.display === 'England');
    const besideEngland = england
      ? siblingOptions(map, england, [england.sentence.text], createRng(1))
      : null;
    expect(besideEngland).not.toBeNull();
    expect(besideEngland).not.toContain('Britain');
  });
});

describe('wrong years', () => {
  const yearsFor = (text: string, year: string): string[] | null => {
    const map = buildConceptMap(readMaterial(text));
    const fact = map.material.facts.find((f) => f.kind === 'date' && f.text === year);
    return fact ? siblingOptions(map, fact, [fact.sentence.text], createRng(2)) : null;
  };

  it('beside a round year are round too, by the century when the date is hedged', () => {
    const text = [
      '# Reading Linear B',
      'The palace at Knossos was first excavated in 1900 by Arthur Evans.',
      'Evans found thousands of clay tablets written in two scripts.',
      'In 1952 Michael Ventris showed that Linear B wrote an early form of Greek.',
    ].join('\n\n');
    const options = yearsFor(text, '1900');
    expect(options).not.toBeNull();
    for (const option of options ?? []) expect(Number(option) % 10).toBe(0);
    expect(roundness(1100, true)).toBe(100);
    expect(roundness(2000)).toBe(10);
    expect(roundness(1933)).toBe(1);
  });

  it('are never still to come for an event already told', () => {
    const text = [
      '# A new bridge',
      'Work on the bridge began in 2011 after years of planning.',
      'The bridge opened in 2019 and carried its first trains that summer.',
    ].join('\n\n');
    for (let seed = 1; seed <= 6; seed += 1) {
      const map = buildConceptMap(readMaterial(text));
      const fact = map.material.facts.find((f) => f.kind === 'date' && f.text === '2019');
      const options = fact ? siblingOptions(map, fact, [fact.sentence.text], createRng(seed)) : null;
      expect(options).not.toBeNull();
      for (const option of options ?? [])
        expect(Number(option)).toBeLessThanOrEqual(new Date().getUTCFullYear());
    }
  });
});

describe('wrong answers that fit the role of the gap', () => {
  const roleOf = (text: string, key: string): { role: GapRole; body: string } => {
    const material = readMaterial(`# Notes\n\n${text}`);
    const fact = material.facts.find((f) => f.text.toLowerCase() === key.toLowerCase());
    const sentence = fact?.sentence ?? material.analysis.sentences[0];
    if (!fact || !sentence) throw new Error(`no fact for ${key}`);
    const body = material.analysis.sentences.map((s) => s.text).join(' ');
    return { role: gapRole(sentence, fact.start, fact.end), body };
  };

  it('beside a party to a case are other parties, never a place or a piece of a longer name', () => {
    const text = [
      'In Donoghue v Stevenson the House of Lords found a duty of care.',
      'In Caparo Industries v Dickman the court set a three-part test.',
      'In Barnett v Chelsea and Kensington Hospital Management Committee the claim failed.',
      'A reasonable man rides the Clapham omnibus every morning.',
      'Earlier cases, such as Winterbottom v Wright, required a contract.',
    ].join(' ');
    const { role, body } = roleOf(text, 'Wright');
    expect(role.party).toBe(true);
    expect(fitsGapRole(role, body, 'Wright', 'Dickman')).toBe(true);
    expect(fitsGapRole(role, body, 'Wright', 'Stevenson')).toBe(true);
    expect(fitsGapRole(role, body, 'Wright', 'Chelsea')).toBe(false);
    expect(fitsGapRole(role, body, 'Wright', 'Clapham')).toBe(false);
  });

  it('before a noun name a kind of that noun the passage writes, and after "each" are one thing', () => {
    const text = [
      'Accelerator mass spectrometry counts single atoms of carbon-14.',
      'Tandem mass spectrometry breaks ions apart twice.',
      'The relative molecular mass of ethene is 28.',
    ].join(' ');
    const { role, body } = roleOf(text, 'Accelerator mass');
    expect(role.modifies).toBe('spectrometry');
    expect(fitsGapRole(role, body, 'accelerator mass', 'tandem mass')).toBe(true);
    expect(fitsGapRole(role, body, 'accelerator mass', 'relative molecular mass')).toBe(false);
    const counted: GapRole = { modifies: null, party: false, counted: true };
    expect(fitsGapRole(counted, body, 'isotope', 'isotopes')).toBe(false);
    expect(fitsGapRole(counted, body, 'isotope', 'element')).toBe(true);
    expect(fitsGapRole(counted, body, 'augmentation systems', 'similar systems')).toBe(false);
  });

  it('have a head noun of the key kind, and never one the passage says carries the key', () => {
    expect(headOfAnotherKind('cesspits', 'curtains')).toBe(true);
    expect(headOfAnotherKind('cesspits', 'bricks')).toBe(true);
    expect(headOfAnotherKind('isotope', 'nitrogen')).toBe(true);
    expect(headOfAnotherKind('isotope', 'atom')).toBe(false);
    expect(headOfAnotherKind('right energy', 'electric discharge')).toBe(true);
    expect(headOfAnotherKind('molecular ions', 'lighter ions')).toBe(false);
    expect(headOfAnotherKind('height', 'length')).toBe(false);
    const said = readMaterial(
      '# GPS\n\nThe satellites carry atomic clocks that keep time to a few nanoseconds.',
    );
    const sentences = said.analysis.sentences;
    expect(passageEquates(sentences, 'satellite clocks', 'atomic clocks')).toBe(true);
    expect(passageEquates(sentences, 'atomic clocks', 'satellite clocks')).toBe(true);
    expect(passageEquates(sentences, 'satellite clocks', 'quartz clocks')).toBe(false);
  });
});

describe('a multiple choice left with too few wrong answers of its kind', () => {
  // "reasonable man" has no other person-like term in this made-up passage: its wrong answers would be of
  // another kind ("duty", "cricket ground"), which a set is padded with only when they are at least not
  // things beside someone (round 42: "married woman" beside "family home"); a padded question keeps three
  // or four options and waits for every other.
  const text = [
    '# Cases at law',
    'In Donoghue v Stevenson in 1932 the House of Lords found that a maker owed a duty of care to the consumer.',
    'In Caparo Industries v Dickman in 1990 the court set out a three-part test for a duty of care.',
    'In Bolton v Stone in 1951 a woman outside a cricket ground was hit by a ball, and the club was not negligent.',
    'In Barnett v Chelsea and Kensington Hospital Management Committee in 1969 a doctor failed to examine a patient.',
    'The standard is the reasonable man on the Clapham omnibus, an ordinary person of sound judgement.',
    'Earlier cases, such as Winterbottom v Wright in 1842, suggested that a maker was liable only under a contract.',
  ].join('\n\n');

  it('keeps at least three options and is marked to be asked after every other', () => {
    const material = readMaterial(text);
    const ctx = generatorContext(material, 3);
    const questions = multipleChoice(ctx, 20);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      const offKind = q.options.some((o) => o !== q.answer && headOfAnotherKind(q.answer, o));
      if (/^[a-z]/.test(q.answer) && offKind) expect(OFF_KIND_OPTIONS.has(q)).toBe(true);
    }
    // The person-like key is left to the other types rather than padded with things.
    expect(questions.some((q) => q.answer === 'reasonable man' && OFF_KIND_OPTIONS.has(q))).toBe(false);
  });
});
