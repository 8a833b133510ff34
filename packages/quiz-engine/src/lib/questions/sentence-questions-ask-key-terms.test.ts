import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConceptMap } from '../concepts/concept-map.js';
import { generateQuiz } from '../generate.js';
import { readMaterial } from '../material.js';
import { createRng } from '../random.js';
import { siblingOptions, weakKey } from './sentence-keys.js';
import { openGap } from './wording.js';

// Round 28 (quality/reviews/round-28-set-aa.md): the sentence top-up blanked everyday words, left gaps two
// answers fit, and offered nouns of another kind as wrong answers. Passage of that round (spent).
const dustBowl = readFileSync(
  new URL('../../../../../quality/heldout/set-aa/05-the-dust-bowl.md', import.meta.url),
  'utf8',
);
const map = buildConceptMap(readMaterial(dustBowl));
const factFor = (answer: string, sentenceStart: string) => {
  const fact = map.material.facts.find(
    (f) => f.display.toLowerCase() === answer.toLowerCase() && f.sentence.text.startsWith(sentenceStart),
  );
  if (!fact) throw new Error(`no fact ${answer} in "${sentenceStart}"`);
  return fact;
};

describe('questions made from one sentence', () => {
  it('count an everyday word as a weak key and a term of the subject as a key', () => {
    expect(weakKey(map, factFor('soil', 'The rows of trees'))).not.toBeNull();
    expect(weakKey(map, factFor('land', 'Contour ploughing'))).not.toBeNull();
    expect(weakKey(map, factFor('dust pneumonia', 'Breathing the fine dust'))).toBeNull();
    expect(weakKey(map, factFor('tenant farmers', 'Banks foreclosed'))).toBeNull();
    expect(weakKey(map, factFor('1935', 'In 1935 Congress'))).toBeNull();
  });

  it('find a gap that more than one answer fits', () => {
    expect(openGap('Rain returned in the autumn of 1939, and the _____ eased.')).not.toBeNull();
    expect(
      openGap('Many _____ depended on wealthy white patrons, who sometimes tried to control the work.'),
    ).not.toBeNull();
    expect(
      openGap('The _____ declined, although regional trade across Central Asia continued.'),
    ).not.toBeNull();
    expect(
      openGap('Breathing the fine dust caused a lung illness that people called _____, which killed many.'),
    ).toBeNull();
    expect(
      openGap(
        '_____, in which furrows follow the shape of the land rather than running in straight lines, slows the flow of water.',
      ),
    ).toBeNull();
  });

  it("offer wrong answers of the key's own kind, never nouns of another kind", () => {
    // Three wrong answers the material proves of the key's kind, or none (round 31: another sentence is
    // asked instead of weak options).
    const options = siblingOptions(map, factFor('tenant farmers', 'Banks foreclosed'), [], createRng(1));
    expect(options === null || options.length === 3).toBe(true);
    for (const option of options ?? []) expect(['dust', 'soil', 'land', 'rain']).not.toContain(option);
    // No three siblings of an everyday word: no options of the concept map, rather than giveaways.
    const everyday = siblingOptions(map, factFor('land', 'Contour ploughing'), [], createRng(1));
    expect(everyday === null || !everyday.includes('dust')).toBe(true);
  });

  it('still fill the count asked, asking key terms before everyday words', () => {
    for (const questionType of ['multiple_choice', 'fill_in_the_blank'] as const) {
      const result = generateQuiz({
        text: dustBowl,
        options: [{ questionType, higherOrder: false, questionsQuantity: 'specified', specifiedNumber: 5 }],
      });
      if (!result.ok) throw new Error(result.message);
      const questions = result.value.question_sets.flatMap((s) => s.questions);
      expect(questions).toHaveLength(5);
      // Round 28 asked these as "shape of the _____" (land), "loss of _____" (soil), "plant _____" (grass).
      const everyday = questions.filter((q) => ['land', 'soil', 'grass', 'dust'].includes(q.answer));
      expect(everyday.length).toBeLessThanOrEqual(1);
    }
  });
});
