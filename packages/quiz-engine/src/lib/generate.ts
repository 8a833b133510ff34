import { QUIZ_SPECIFIED_MAX, questionsRequested } from '@quizwise/contract';
import type { Question, QuestionType } from '@quizwise/contract';
import { diagramLabelling } from './generators/diagram-labelling.js';
import { keepsFormulasWhole, materialFormulas } from './formulas/whole.js';
import { buildConceptMap } from './concepts/concept-map.js';
import { fallbackQuestions } from './questions/fallback.js';
import { selectQuestions } from './questions/select.js';
import { readMaterial } from './material.js';
import type { GeneratedQuiz, GenerationInput } from './provider.js';
import { createRng, hashString } from './random.js';
import { fail, ok, type GenerationFailure, type Result } from './result.js';
import { deriveTitle } from './title.js';

/** Below this many words there is too little to ask about without repeating the text back. */
export const MIN_WORDS = 25;

const LABELS: Record<QuestionType, string> = {
  multiple_choice: 'multiple-choice',
  true_false: 'true/false',
  short_answer: 'short-answer',
  fill_in_the_blank: 'fill-in-the-blank',
  scenario_based: 'scenario',
  diagram_labelling: 'diagram-labelling',
};

/**
 * True/false sets alternate true and false (concept questions first, in their order) so every prefix is
 * balanced within one; other sets are cut to the count asked for.
 */
function balanced(questions: Question[], want: number): Question[] {
  if (questions[0]?.questionType !== 'true_false') return questions.slice(0, want);
  const trues = questions.filter((q) => q.answer === 'True');
  const falses = questions.filter((q) => q.answer === 'False');
  const out: Question[] = [];
  let takeTrue = questions[0]?.answer === 'True';
  while (out.length < want) {
    const next = (takeTrue ? trues : falses).shift();
    if (!next) {
      // One truth has run out: one more of the other only while the set stays balanced within one.
      const last = (takeTrue ? falses : trues).shift();
      const placed = out.filter((q) => q.answer === 'True').length;
      const after = last?.answer === 'True' ? placed + 1 : placed;
      if (last && Math.abs(after - (out.length + 1 - after)) <= 1) out.push(last);
      break;
    }
    out.push(next);
    takeTrue = !takeTrue;
  }
  return out;
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
  const map = material && enoughText ? buildConceptMap(material) : null;
  const focus = (input.focusSkills ?? []).map((s) => s.toLowerCase()).filter(Boolean);
  const formulas = materialFormulas(text);
  const warnings: string[] = [];
  const question_sets: GeneratedQuiz['question_sets'] = [];
  input.options.forEach((option, i) => {
    const want = counts[i] as number;
    const rng = createRng(seed + i * 7919);
    const label = `${option.higherOrder && option.questionType !== 'diagram_labelling' ? 'higher-order ' : ''}${LABELS[option.questionType]}`;
    let questions: Question[];
    if (option.questionType === 'diagram_labelling') {
      if (diagrams.length === 0) {
        warnings.push('Diagram-labelling questions need a diagram with labelled boxes; none was given.');
        return;
      }
      questions = diagramLabelling(diagrams, material, rng, option.higherOrder, want);
    } else if (!map) {
      warnings.push(`No ${label} questions: the text is too short (at least ${MIN_WORDS} words are needed).`);
      return;
    } else {
      questions = selectQuestions(map, rng, {
        type: option.questionType,
        want,
        higherOrder: option.higherOrder,
        usedSentences,
        focus,
      });
      // Recall questions may fill a higher-order set only up to two in five places, and never more places
      // than the questions above recall: a higher-order set is at least half above it.
      const recall = questions.filter((q) => q.bloom_level === 'remember').length;
      const recallRoom = option.higherOrder
        ? Math.min(Math.floor(want * 0.4), questions.length - recall) - recall
        : want - questions.length;
      // True/false asks for spares: balancing may leave some of one truth unused.
      const spare = option.questionType === 'true_false' && !option.higherOrder ? 6 : 0;
      const topUp = Math.min(want - questions.length, recallRoom) + (recallRoom > 0 ? spare : 0);
      if (topUp > 0 && material)
        questions.push(
          ...fallbackQuestions(material, option.questionType, topUp, questions, {
            rng,
            usedSentences,
            followUp: focus.length > 0,
            map,
            higherOrder: option.higherOrder,
          }).map((q) => ({ ...q, bloom_level: 'remember' as const })),
        );
    }
    // A question that changed, cut or blanked inside one of the material's formulas is never shown.
    if (formulas.size > 0) questions = questions.filter((q) => keepsFormulasWhole(q, formulas));
    const verified = balanced(questions, want);
    if (verified.length === 0) {
      warnings.push(
        option.higherOrder && option.questionType !== 'diagram_labelling'
          ? `No ${label} questions: the material states too few causes, contrasts, kinds with examples, dated events or chemical equations to ask above recall. Without Higher Order, recall questions can be made from it.`
          : option.questionType === 'scenario_based'
            ? `No ${label} questions: the material gives no worked example or case to build a scenario on.`
            : option.questionType === 'multiple_choice'
              ? `No ${label} questions: the material names too few related key terms to offer wrong answers of the same kind. True/false and short-answer questions can still be made from it.`
              : `No ${label} questions could be made from this material.`,
      );
      return;
    }
    if (verified.length < want)
      warnings.push(
        option.higherOrder
          ? `Only ${verified.length} of ${want} ${label} questions could be made: the material states too few causes, contrasts, kinds with examples, dated events or chemical equations to ask more above recall.`
          : `Only ${verified.length} of ${want} ${label} questions could be made from this material without repeating; add more material for more.`,
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
