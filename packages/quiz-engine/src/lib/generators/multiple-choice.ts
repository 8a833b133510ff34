import type { Question } from '@quizwise/contract';
import { pickDistractors } from '../distractors.js';
import { replaceSpan, type Fact } from '../material.js';
import { dateAsker, personName, placeReading } from './direct-questions.js';
import { fitsRequiredKind, questionForm, siblingOptions } from '../questions/sentence-keys.js';
import { blankSentence } from './blanks.js';
import {
  containsPhrase,
  displayAnswer,
  kindWord,
  rankFacts,
  SetTracker,
  skillOf,
  withAnswer,
  type Generator,
} from './common.js';

/**
 * Questions whose wrong answers are only "of the same kind" by the material's rough pools (`pickDistractors`),
 * because the concept map had no three siblings for the key: the top-up asks them last and marks them.
 */
export const ROUGH_OPTIONS = new WeakSet<Question>();

/**
 * Four options, one answer, three distractors of the same kind: with a concept map, the key's siblings
 * (`siblingOptions`), else the material's pool of its kind; a real question where the sentence allows one
 * ("What is … called?", "When was …?"), else the sentence with the key blanked.
 */
export const multipleChoice: Generator = (ctx, want) => {
  const out: Question[] = [];
  const tracker = new SetTracker(ctx);
  const definitionBySentence = new Map(ctx.material.definitions.map((d) => [d.sentence.index, d]));
  const facts = rankFacts(ctx, () => true);
  // With a concept map: every key with wrong answers proven of its kind among the key terms first; then
  // years, and keys with proven siblings among the material's other noun phrases (a year is sound but no
  // key idea: round 31 asked them first and reviewers called them trivia); then keys whose wrong answers
  // only share a broad WordNet category; then the rest, with the pool's rough options.
  const passes = ctx.map ? (['terms', 'loose', 'category', 'rough'] as const) : (['rough'] as const);
  for (const fact of passes.flatMap((pass) => facts.map((f) => ({ ...f, pass })))) {
    if (out.length >= want) break;
    if (!tracker.fresh(fact.sentence, fact.key)) continue;
    if (fact.pass === 'terms' && fact.kind === 'date') continue;
    if (fact.pass === 'category' && fact.kind === 'date') continue;
    const tier = fact.pass === 'terms' || fact.pass === 'rough' ? 'strict' : fact.pass;
    const siblings = ctx.map ? siblingOptions(ctx.map, fact, [fact.sentence.text], ctx.rng, tier) : null;
    if (fact.pass !== 'rough' && !siblings) continue;
    const map = ctx.map;
    const distractors =
      siblings ??
      pickDistractors(
        fact,
        ctx.material,
        ctx.rng,
        3,
        map ? (text) => fitsRequiredKind(map, fact, text) : undefined,
      );
    if (!distractors) continue;
    const answer = displayAnswer(fact);
    const kind = kindWord(fact.kind);
    const definition = definitionBySentence.get(fact.sentence.index);
    let stem: string;
    let bloom: Question['bloom_level'];
    let explanation = `The material says: "${fact.sentence.text}"`;
    if (ctx.higherOrder) {
      const wrong = distractors[0] as string;
      let altered = replaceSpan(fact.sentence, fact.start, fact.end, wrong);
      altered = altered.charAt(0).toUpperCase() + altered.slice(1);
      stem = `A student's notes say: "${altered}" One ${kind} in the notes is wrong. Which ${kind} should replace "${wrong}" to match the material?`;
      bloom = 'analyze';
      explanation += ` So "${answer}" belongs there, not "${wrong}".`;
    } else if (definition && definition.key === fact.key && fact.kind === 'term') {
      stem = `Which term ${definition.verb} ${definition.description}?`;
      bloom = 'understand';
    } else {
      stem =
        (ctx.map && questionForm(fact)) ??
        `${completingKind(fact, kind)} completes this statement from the material? "${blankSentence(fact)}"`;
      bloom = 'remember';
    }
    if (containsPhrase(stem, answer)) continue;
    const question: Question = {
      question: stem,
      answer,
      options: withAnswer(ctx.rng, answer, distractors),
      questionType: 'multiple_choice',
      explanation,
      skill: skillOf(ctx.material, fact.sentence, fact.key),
      bloom_level: bloom,
      source: fact.sentence.text,
    };
    if (!siblings || fact.pass === 'category') ROUGH_OPTIONS.add(question);
    out.push(question);
    tracker.take(fact.sentence, fact.key);
  }
  return out;
};

/**
 * "Which place completes …" only of a key the passage treats as a location ("CVS and _____" is no place),
 * "Which person" only of a name that is no one thing else ("Earth"), "Which month and year" of "October 1884".
 */
function completingKind(fact: Fact, kind: string): string {
  if (fact.kind === 'date') return dateAsker(fact.text);
  if (fact.kind === 'place' && !placeReading(fact)) return 'Which name';
  if (fact.kind === 'person' && !personName(fact, true)) return 'Which name';
  return `Which ${kind}`;
}
