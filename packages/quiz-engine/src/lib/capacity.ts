import { QUESTION_TYPES, type QuestionType } from '@quizwise/contract';
import { buildConceptMap } from './concepts/concept-map.js';
import { generateQuiz, MIN_WORDS } from './generate.js';
import { diagramLabelling } from './generators/diagram-labelling.js';
import { readMaterial } from './material.js';
import type { GenerationInput } from './provider.js';
import { createRng, hashString } from './random.js';

/** How many questions of one type the embedded engine can make from the material, asked on its own. */
export interface TypeCapacity {
  question_type: QuestionType;
  /** Recall and above, without Higher Order. */
  standard: number;
  /** With Higher Order (at least half of them above recall). */
  higher_order: number;
}

export interface EngineCapacity {
  word_count: number;
  types: TypeCapacity[];
}

/**
 * The most questions of one type counted: enough to say whether a set of the usual sizes (5, 10, 20) can
 * be filled, at half the work of counting up to the most a set may ask for (50).
 */
export const CAPACITY_CEILING = 25;

/**
 * What the embedded engine can fill from this material, per question type, before anyone asks: each type
 * is generated alone, up to `CAPACITY_CEILING`, once without and once with Higher Order, and counted.
 * The same code as a real generation, so the figure is what the generator would deliver for that type
 * on its own (sets that share a quiz share the material's sentences, so together they may get fewer).
 */
export function engineCapacity(input: Pick<GenerationInput, 'text' | 'diagrams'>): EngineCapacity {
  const text = input.text.trim();
  const material = text ? readMaterial(text) : null;
  const wordCount = material?.analysis.wordCount ?? 0;
  const diagrams = (input.diagrams ?? []).filter((d) => d.rectangles.length > 0);
  // Read once, asked ten times: the material and its concept map are the costly part.
  const map = material && wordCount >= MIN_WORDS ? buildConceptMap(material) : null;
  const labelled =
    diagrams.length > 0
      ? diagramLabelling(diagrams, material, createRng(hashString(text)), false, CAPACITY_CEILING).length
      : 0;
  const types = QUESTION_TYPES.map((questionType): TypeCapacity => {
    if (questionType === 'diagram_labelling')
      return { question_type: questionType, standard: labelled, higher_order: labelled };
    const count = (higherOrder: boolean): number => {
      if (!map) return 0;
      const result = generateQuiz(
        {
          text,
          options: [
            {
              questionType,
              higherOrder,
              questionsQuantity: 'specified',
              specifiedNumber: CAPACITY_CEILING,
            },
          ],
        },
        { material, map },
      );
      return result.ok ? result.value.total_questions : 0;
    };
    return { question_type: questionType, standard: count(false), higher_order: count(true) };
  });
  return { word_count: wordCount, types };
}
