import { describe, expect, it } from 'vitest';
import { generatorContext } from '../generators/generator-context.js';
import { adjectiveBesideNoun, personOfAnotherShape, surnameOf } from '../concepts/option-kinds.js';
import { readMaterial, type Fact } from '../material.js';
import { multipleChoice } from '../generators/multiple-choice.js';
import { verbKey } from './sentence-keys.js';

// Round 38: wrong answers of another form gave the key away: "Pope Gregory XI" the only option with a title,
// "Martin V" beside "Pedro de Luna", "Kirschvink" beside full names, "proportional" beside "repeating
// arrangement", nouns beside the verb "offer", and questions of three options.
const text = [
  '# The quarrel of the northern bishops',
  'Pope Anselm IV summoned the bishops of the north to Varnholt in 1402.',
  'Pope Lucian II had refused to meet them, and Pope Cyril VII had died before the council opened.',
  'Pope Theodric III later moved the archive to a new library beside the river.',
  'The chronicler Halvard Brenn wrote that the bishops feared a schism more than a war.',
  'The scholar Osric Tammel argued that the council was lawful, while the monk Edwin Falsgrave disagreed.',
  'Brenn described the council in a long letter to the abbot Rupert Lindqvist.',
  'A crystal of salt is a regular, repeating arrangement of ions, and its growth is proportional to the heat.',
  'The two volumes offer a detailed account of the quarrel.',
].join('\n\n');

describe('the form of a wrong answer beside a person key', () => {
  it('must carry a title and a regnal number where the key does, and only there', () => {
    expect(personOfAnotherShape('Pope Anselm IV', 'Lucian II')).toBe(true);
    expect(personOfAnotherShape('Pope Anselm IV', 'Pope Lucian II')).toBe(false);
    expect(personOfAnotherShape('Lord Mansfield', 'Victor Hugo')).toBe(true);
    expect(personOfAnotherShape('Martin V', 'Pedro de Luna')).toBe(true);
    expect(personOfAnotherShape('Martin V', 'Alexander V')).toBe(false);
    expect(personOfAnotherShape('Petrarch', 'Benedict XIII')).toBe(true);
  });

  it('is a surname beside a surname: a full name is cut to its surname', () => {
    expect(personOfAnotherShape('Kirschvink', 'William Hyde')).toBe(true);
    expect(surnameOf('William Hyde')).toBe('Hyde');
    expect(surnameOf('Pedro de Luna')).toBeNull();
    expect(surnameOf('Pope Lucian II')).toBeNull();
  });
});

describe('the part of speech of a wrong answer', () => {
  const material = readMaterial(text);
  const sentences = material.analysis.sentences;

  it('is never an adjective beside a noun phrase', () => {
    expect(adjectiveBesideNoun(sentences, 'repeating arrangement', 'proportional')).toBe(true);
    expect(adjectiveBesideNoun(sentences, 'repeating arrangement', 'library')).toBe(false);
  });

  it('makes no multiple choice of a verb key', () => {
    const sentence = sentences.find((s) => s.text.startsWith('The two volumes'));
    expect(sentence).toBeDefined();
    if (!sentence) return;
    const at = sentence.tokens.findIndex((t) => t.lower === 'offer');
    const fact: Fact = {
      sentence,
      start: at,
      end: at + 1,
      text: 'offer',
      key: 'offer',
      kind: 'term',
      weight: 1,
      display: 'offer',
    };
    expect(verbKey(fact)).toBe(true);
    const noun = sentences.find((s) => s.text.startsWith('Pope Theodric'));
    if (!noun) return;
    const library = noun.tokens.findIndex((t) => t.lower === 'library');
    expect(verbKey({ ...fact, sentence: noun, start: library, end: library + 1, text: 'library' })).toBe(
      false,
    );
  });
});

describe('a multiple choice', () => {
  it('always offers four options, wrong answers in the shape of a person key', () => {
    const material = readMaterial(text);
    const questions = multipleChoice(generatorContext(material, 5), 20);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      expect([q.answer, q.options.length]).toEqual([q.answer, 4]);
      for (const o of q.options.filter((x) => x !== q.answer))
        if (/^Pope /.test(q.answer)) expect(o).toMatch(/^Pope \S+ [IVX]+$/);
      expect(q.answer).not.toBe('offer');
    }
  });
});
