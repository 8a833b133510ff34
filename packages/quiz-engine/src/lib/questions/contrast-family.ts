import type { QuestionType } from '@quizwise/contract';
import { escapeRegExp, runningCase, sentenceCase } from '../concepts/clauses.js';
import { siblingScore } from '../concepts/alternatives.js';
import type { Concept, ConceptMap } from '../concepts/concept-map.js';
import type { Sentence } from '../nlp.js';
import { candidate, type Candidate, type FamilyContext } from './candidate.js';
import { selfContained } from './statement-family.js';

interface Contrast {
  sentence: Sentence;
  first: Concept;
  second: Concept;
  /** The sentence with the two compared concepts exchanged: what a confused learner would believe. */
  swapped: string;
}

const patterns = new WeakMap<Concept, RegExp>();
function patternOf(concept: Concept): RegExp {
  let pattern = patterns.get(concept);
  if (!pattern) {
    pattern = new RegExp(`\\b${escapeRegExp(concept.name.toLowerCase())}\\b`);
    patterns.set(concept, pattern);
  }
  return pattern;
}

/** The vocabulary concept a clause is about: the first one named in it. */
function subjectConcept(map: ConceptMap, clause: string): { concept: Concept; at: number } | null {
  const lower = clause.toLowerCase();
  let best: { concept: Concept; at: number } | null = null;
  for (const concept of map.concepts.values()) {
    if (!concept.vocabulary || concept.kind === 'date' || concept.kind === 'number') continue;
    if (!lower.includes(concept.name.toLowerCase())) continue;
    const at = lower.search(patternOf(concept));
    if (at < 0 || at > 40) continue;
    if (!best || at < best.at || (at === best.at && concept.name.length > best.concept.name.length))
      best = { concept, at };
  }
  return best;
}

/** "X …, whereas Y …" and "Unlike X, Y …": two concepts the material compares. */
function readContrast(map: ConceptMap, sentence: Sentence): Contrast | null {
  const text = sentence.text;
  const split = /^(.{12,}?),? (whereas|while) (.{12,})$/.exec(text);
  let firstText: string;
  let secondText: string;
  if (split?.[1] && split[3]) {
    firstText = split[1];
    secondText = split[3];
  } else {
    const unlike = /^Unlike ([^,]{3,60}), (.{12,})$/.exec(text);
    if (!unlike?.[1] || !unlike[2]) return null;
    firstText = unlike[1];
    secondText = unlike[2];
  }
  const first = subjectConcept(map, firstText.replace(/^Unlike /, ''));
  const second = subjectConcept(map, secondText);
  if (!first || !second || first.concept === second.concept) return null;
  if (first.concept.kind !== second.concept.kind || first.concept.plural !== second.concept.plural)
    return null;
  // Exchanged siblings ("convex lens" / "concave lens") make a real misconception; exchanging unlike
  // things ("the carbon dioxide respires") makes nonsense.
  if (siblingScore(first.concept, second.concept) < 4) return null;
  if (first.concept.name.toLowerCase().includes(second.concept.name.toLowerCase())) return null;
  if (second.concept.name.toLowerCase().includes(first.concept.name.toLowerCase())) return null;
  // Exchange the two names everywhere in the sentence.
  const a = first.concept.name;
  const b = second.concept.name;
  const pattern = new RegExp(`\\b(${escapeRegExp(a)}|${escapeRegExp(b)})\\b`, 'gi');
  const swapped = text.replace(pattern, (m) => (m.toLowerCase() === a.toLowerCase() ? b : a));
  if (swapped === text) return null;
  return { sentence, first: first.concept, second: second.concept, swapped: sentenceCase(swapped) };
}

/**
 * Comparison: the material's own contrast, as stated or with the two concepts exchanged, judged true or
 * false. Telling which of two related ideas has which property is analysis, not recall of a word.
 */
export function contrastFamily(ctx: FamilyContext, type: QuestionType): Candidate[] {
  const { map, rng } = ctx;
  if (type !== 'true_false') return [];
  const out: Candidate[] = [];
  for (const sentence of map.usable.values()) {
    if (!selfContained(sentence)) continue;
    const contrast = readContrast(map, sentence);
    if (!contrast) continue;
    const base = {
      type,
      concept: contrast.first,
      source: sentence.text,
      sentences: [sentence.index],
      value: 4.5,
      bloom: 'analyze' as const,
      cognitive: 'comparison' as const,
    };
    const pair = `${runningCase(contrast.first.name)} and ${runningCase(contrast.second.name)}`;
    out.push(
      candidate(
        {
          ...base,
          stem: `True or false: ${sentence.text}`,
          answer: 'True',
          explanation: `True: this is how the material compares ${pair}: "${sentence.text}"`,
        },
        rng,
      ),
      candidate(
        {
          ...base,
          stem: `True or false: ${contrast.swapped}`,
          answer: 'False',
          explanation: `False: the statement swaps ${pair}. The material says: "${sentence.text}"`,
        },
        rng,
      ),
    );
  }
  return out;
}
