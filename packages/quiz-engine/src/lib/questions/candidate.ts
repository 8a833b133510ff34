import type { BloomLevel, CognitiveSkill, Question, QuestionType } from '@quizwise/contract';
import type { Concept, ConceptMap } from '../concepts/concept-map.js';
import type { Rng } from '../random.js';

/** One possible question, before ranking and the flaw gate. */
export interface Candidate {
  question: Question;
  /** The source sentences it draws on: a quiz asks from each at most once. */
  sentences: number[];
  /** The concept it tests; a set asks about each concept at most once. */
  concept: string;
  /** How worth asking it is: the concept's weight, the family's value. */
  score: number;
}

export interface FamilyContext {
  map: ConceptMap;
  rng: Rng;
  higherOrder: boolean;
}

export type Family = (ctx: FamilyContext, type: QuestionType) => Candidate[];

export function skillName(concept: Concept | string): string {
  const name = typeof concept === 'string' ? concept : concept.name;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function candidate(
  fields: {
    type: QuestionType;
    stem: string;
    answer: string;
    options?: string[];
    explanation: string;
    concept: Concept | { key: string; name: string; weight: number };
    bloom: BloomLevel;
    cognitive: CognitiveSkill;
    source: string;
    sentences: number[];
    accepted?: string[];
    value: number;
  },
  rng: Rng,
): Candidate {
  const options = fields.options ? rng.shuffle([fields.answer, ...fields.options]) : [];
  const question: Question = {
    question: fields.stem,
    answer: fields.answer,
    options: fields.type === 'true_false' ? ['True', 'False'] : options,
    questionType: fields.type,
    explanation: fields.explanation,
    skill: skillName(fields.concept.name),
    cognitive_skill: fields.cognitive,
    bloom_level: fields.bloom,
    source: fields.source,
  };
  if (fields.accepted) question.accepted_answers = [...new Set([fields.answer, ...fields.accepted])];
  return {
    question,
    sentences: fields.sentences,
    concept: fields.concept.key,
    score: fields.value + Math.log(1 + fields.concept.weight) + rng.next() * 0.5,
  };
}
