import { describe, expect, it } from 'vitest';
import {
  invertedSubjectQuestion,
  objectGapQuestion,
  passiveAgentQuestion,
  peopleKey,
  whoseQuestion,
} from '../generators/direct-questions.js';
import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { fallbackQuestions } from './fallback.js';

// Blind reviewers marked short answers worded 'What completes the statement "…_____…"?' as "clumsy wrapper;
// ask directly" where the key was an object after an aside, the "of" of a person's noun, a passive's agent
// or a subject put after its verb of place. An original passage.
const text = `The Old Abbey

Marriage was regulated by the Catholic Church, and royal ordinances added further layers.
The abbots sided with the Guelphs, who resisted the territorial claims of Emperor Frederick Barbarossa.
The new name monastic script, by analogy with the neat hands of the old scribes, slowly replaced book hand.
Beyond the cloister walls lies the herb garden, where the monks grew remedies for fever.
The abbey library was founded in 1120 by Abbot Suger.
`;
const material = readMaterial(text);
const factFor = (answer: string) => {
  const fact = material.facts.find((f) => f.display.toLowerCase() === answer.toLowerCase());
  if (!fact) throw new Error(`no fact ${answer}`);
  return fact;
};

describe('a short answer asks its key directly, not as a statement to complete', () => {
  it('asks the agent of a past passive as the subject of the active clause', () => {
    const church = factFor('Catholic Church');
    expect(passiveAgentQuestion(church, peopleKey(church, material))).toBe('Which body regulated marriage?');
  });

  it('asks a person after "the <noun> of" as "Whose <noun> did …?"', () => {
    const emperor = factFor('Emperor Frederick Barbarossa');
    expect(whoseQuestion(emperor, peopleKey(emperor, material))).toBe(
      'Whose territorial claims did the Guelphs resist?',
    );
  });

  it('asks an object past an aside in its subject, keeping the adverb with the verb', () => {
    const hand = factFor('book hand');
    expect(objectGapQuestion(hand, peopleKey(hand, material))).toBe(
      'What did the new name monastic script slowly replace?',
    );
  });

  it('asks a subject put after its verb of place as "What lies …?"', () => {
    const garden = factFor('herb garden');
    expect(invertedSubjectQuestion(garden, peopleKey(garden, material))).toBe(
      'What lies beyond the cloister walls?',
    );
  });
});

describe('short answers topped up from single sentences', () => {
  const asked = fallbackQuestions(material, 'short_answer', 5, [], {
    rng: createRng(3),
    usedSentences: new Set(),
    map: buildConceptMap(material),
  });
  const stems = asked.map((r) => `${r.question.question} — ${r.question.answer}`);

  it('ask a passive agent and a person after "the <noun> of" directly', () => {
    expect(stems).toContain(
      'Whose territorial claims did the Guelphs resist? — Emperor Frederick Barbarossa',
    );
    expect(stems.some((s) => /completes the statement "The abbots sided/.test(s))).toBe(false);
  });

  it('keep the statement where the direct question would be too short to keep', () => {
    expect(stems.some((s) => s.startsWith('What lies beyond the cloister walls?'))).toBe(false);
  });
});
