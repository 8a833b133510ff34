import { QUIZ_SPECIFIED_MAX, questionsRequested } from '@quizwise/contract';
import type { Question, QuestionType } from '@quizwise/contract';
import { diagramLabelling } from './generators/diagram-labelling.js';
import type { Generator, GeneratorContext } from './generators/common.js';
import { fillInTheBlank } from './generators/fill-in-the-blank.js';
import { multipleChoice } from './generators/multiple-choice.js';
import { scenarioBased } from './generators/scenario.js';
import { shortAnswer } from './generators/short-answer.js';
import { trueFalse } from './generators/true-false.js';
import { readMaterial, type Material } from './material.js';
import type { GeneratedQuiz, GenerationInput } from './provider.js';
import { createRng, hashString } from './random.js';
import { fail, ok, type GenerationFailure, type Result } from './result.js';
import { deriveTitle } from './title.js';
import { flawsOf } from './questions/flaw-gate.js';
import { verifyQuestion } from './verify.js';

/** Below this many words there is too little to ask about without repeating the text back. */
export const MIN_WORDS = 25;

const GENERATORS: Record<Exclude<QuestionType, 'diagram_labelling'>, Generator> = {
  multiple_choice: multipleChoice,
  true_false: trueFalse,
  short_answer: shortAnswer,
  fill_in_the_blank: fillInTheBlank,
  scenario_based: scenarioBased,
};

const LABELS: Record<QuestionType, string> = {
  multiple_choice: 'multiple-choice',
  true_false: 'true/false',
  short_answer: 'short-answer',
  fill_in_the_blank: 'fill-in-the-blank',
  scenario_based: 'scenario',
  diagram_labelling: 'diagram-labelling',
};

function focus(material: Material, skills: string[] | undefined): Material {
  const wanted = (skills ?? []).map((s) => s.toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return material;
  const facts = material.facts.map((fact) => {
    const lower = `${fact.sentence.section ?? ''} ${fact.sentence.text}`.toLowerCase();
    return wanted.some((w) => lower.includes(w)) ? { ...fact, weight: fact.weight * 20 + 40 } : fact;
  });
  return { ...material, facts };
}

/**
 * Generates one question set per option from the material, offline and deterministically for a seed.
 * Every question is verified against its source before it is returned; when the material cannot support
 * the requested count the set is shorter and `warnings` says so — never filler or repeats.
 */
export function generateQuiz(input: GenerationInput): Result<GeneratedQuiz, GenerationFailure> {
  if (input.options.length === 0) return fail('invalid_options', 'Choose at least one question type.');
  const counts = input.options.map(questionsRequested);
  if (counts.some((c) => c === null))
    return fail(
      'invalid_options',
      `A specified number of questions must be between 1 and ${QUIZ_SPECIFIED_MAX}.`,
    );
  const diagrams = (input.diagrams ?? []).filter((d) => d.rectangles.length > 0);
  const text = input.text.trim();
  const material = text ? readMaterial(text) : null;
  const enoughText = (material?.analysis.wordCount ?? 0) >= MIN_WORDS;
  const canLabel = diagrams.length > 0 && input.options.some((o) => o.questionType === 'diagram_labelling');
  if (!enoughText && !canLabel)
    return fail('text_too_short', `The material needs at least ${MIN_WORDS} words to make questions from.`);

  const seed = input.seed ?? hashString(text + JSON.stringify(diagrams));
  const usedSentences = new Set<number>();
  const focused = material ? focus(material, input.focusSkills) : null;
  const warnings: string[] = [];
  const question_sets: GeneratedQuiz['question_sets'] = [];
  input.options.forEach((option, i) => {
    const want = counts[i] as number;
    const rng = createRng(seed + i * 7919);
    const label = LABELS[option.questionType];
    let questions: Question[];
    if (option.questionType === 'diagram_labelling') {
      if (diagrams.length === 0) {
        warnings.push('Diagram-labelling questions need a diagram with labelled boxes; none was given.');
        return;
      }
      questions = diagramLabelling(diagrams, material, rng, option.higherOrder, want);
    } else if (!focused || !enoughText) {
      warnings.push(`No ${label} questions: the text is too short (at least ${MIN_WORDS} words are needed).`);
      return;
    } else {
      const ctx: GeneratorContext = {
        material: focused,
        rng,
        higherOrder: option.higherOrder,
        usedSentences,
      };
      // Ask for a few extra so a question dropped by verification does not shorten the set.
      questions = GENERATORS[option.questionType](ctx, want + 3);
    }
    // Every question passes the source check and the item-writing-flaw gate; a flawed one is dropped, never
    // repaired, and the spare questions asked for above take its place.
    const verified = questions
      .filter(
        (q) => verifyQuestion(q).ok && (q.questionType === 'diagram_labelling' || flawsOf(q).length === 0),
      )
      .slice(0, want);
    if (verified.length === 0) {
      warnings.push(`No ${label} questions could be made from this material.`);
      return;
    }
    if (verified.length < want)
      warnings.push(
        `Only ${verified.length} of ${want} ${label} questions could be made from this material without repeating; add more material for more.`,
      );
    question_sets.push({ question_type: option.questionType, questions: verified });
  });
  const total = question_sets.reduce((n, s) => n + s.questions.length, 0);
  if (total === 0)
    return fail(
      'no_questions_possible',
      warnings.join(' ') || 'No questions could be made from this material.',
    );
  return ok({
    title: deriveTitle(
      material,
      diagrams.map((d) => d.name),
    ),
    question_sets,
    total_questions: total,
    warnings,
  });
}
