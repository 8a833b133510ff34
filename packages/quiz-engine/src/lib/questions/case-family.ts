import type { QuestionType } from '@quizwise/contract';
import { alternativesFor } from '../concepts/alternatives.js';
import { sentenceCase } from '../concepts/clauses.js';
import { isGenericKey } from '../concepts/concept-map.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';

const CASE_OPENERS = [
  /^for example,?\s+/i,
  /^for instance,?\s+/i,
  /^a good example is\s+/i,
  /^one example is\s+/i,
];

/**
 * A described case from the material ("For example, a doctor uses …") and the concept it illustrates,
 * named in the sentence before: the learner recognises which idea the case shows, among sibling concepts.
 */
export function caseFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  if (type !== 'scenario_based') return [];
  const out: Candidate[] = [];
  const sentences = map.material.analysis.sentences;
  for (const sentence of sentences) {
    const opener = CASE_OPENERS.find((p) => p.test(sentence.text));
    if (!opener) continue;
    const previous = sentences[sentence.index - 1];
    if (!previous || !map.usable.has(previous.index)) continue;
    const body = sentence.text.replace(opener, '');
    if (body.split(' ').length < 6 || /\b(it|this|they|these|he|she|its|their)\b/i.test(body.slice(0, 30)))
      continue;
    const lowerCase = body.toLowerCase();
    // The concept the case illustrates: defined or heaviest in the sentence before, absent from the case.
    const concept = [...map.concepts.values()]
      .filter(
        (c) =>
          c.vocabulary &&
          c.kind === 'term' &&
          c.sentences.includes(previous.index) &&
          !lowerCase.includes(c.name.toLowerCase()) &&
          !lowerCase.includes(c.head),
      )
      .sort((a, b) => Number(!!b.definition) - Number(!!a.definition) || b.weight - a.weight)[0];
    // Only a defined concept: the case must illustrate an idea the material explains, not a passing word.
    if (!concept?.definition || isGenericKey(concept.key)) continue;
    const stem = `${sentenceCase(body.replace(/\.$/, ''))}. Which idea from the material does this case show?`;
    // Three siblings when the material has them; two make a fair question too (igneous, sedimentary, metamorphic).
    const request = { avoidIn: [stem, previous.text], siblingsOnly: true };
    const options =
      alternativesFor(map, concept, { ...request, count: 3 }, rng) ??
      alternativesFor(map, concept, { ...request, count: 2 }, rng);
    if (!options) continue;
    out.push(
      candidate(
        {
          type,
          stem,
          answer: concept.name,
          options,
          explanation: `The material gives this as an example of ${concept.name}: "${previous.text} ${sentence.text}"`,
          concept,
          bloom: 'understand',
          cognitive: 'application',
          source: `${previous.text} ${sentence.text}`,
          sentences: [previous.index, sentence.index],
          value: 4,
        },
        rng,
      ),
    );
  }
  return out;
}
