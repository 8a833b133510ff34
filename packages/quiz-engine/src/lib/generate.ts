import { QUIZ_SPECIFIED_MAX, questionsRequested } from '@quizwise/contract';
import type { Question, QuestionType } from '@quizwise/contract';
import { diagramLabelling } from './generators/diagram-labelling.js';
import { keepsFormulasWhole, materialFormulas } from './formulas/whole.js';
import { buildConceptMap, type ConceptMap } from './concepts/concept-map.js';
import { spreadKeys } from './gate/arrange.js';
import { fallbackQuestions } from './questions/fallback.js';
import { balanceSet } from './questions/balance.js';
import { markForCheck, type Ranked } from './questions/rank.js';
import { LEANS } from './questions/referents.js';
import { selectQuestions } from './questions/select.js';
import { teachableSkill } from './questions/skills.js';
import { readMaterial, type Material } from './material.js';
import type { GeneratedQuiz, GenerationInput } from './provider.js';
import { createRng, hashString } from './random.js';
import { fail, ok, type GenerationFailure, type Result } from './result.js';
import { deriveTitle } from './title.js';

/** Below this many words there is too little to ask about without repeating the text back. */
export const MIN_WORDS = 25;

/** Why a question asked from a sentence another set of the quiz also asks from is marked. */
export const ASKED_ELSEWHERE =
  'its sentence is also asked in another set of this quiz; check the two do not give each other away';

const LABELS: Record<QuestionType, string> = {
  multiple_choice: 'multiple-choice',
  true_false: 'true/false',
  short_answer: 'short-answer',
  fill_in_the_blank: 'fill-in-the-blank',
  scenario_based: 'scenario',
  diagram_labelling: 'diagram-labelling',
};

/**
 * Generates one question set per option from the material, offline and deterministically for a seed.
 * Every question is verified against its source before it is returned; when the material cannot support
 * the requested count the set is shorter and `warnings` says so — never filler or one answer asked twice.
 */
export function generateQuiz(
  input: GenerationInput,
  /** The material already read (and its concept map), for callers that generate from it several times. */
  read?: { material: Material | null; map: ConceptMap | null },
): Result<GeneratedQuiz, GenerationFailure> {
  if (input.options.length === 0) return fail('invalid_options', 'Choose at least one question type.');
  const counts = input.options.map(questionsRequested);
  if (counts.some((c) => c === null))
    return fail(
      'invalid_options',
      `A specified number of questions must be between 1 and ${QUIZ_SPECIFIED_MAX}.`,
    );
  const diagrams = (input.diagrams ?? []).filter((d) => d.rectangles.length > 0);
  const text = input.text.trim();
  const material = read ? read.material : text ? readMaterial(text) : null;
  const enoughText = (material?.analysis.wordCount ?? 0) >= MIN_WORDS;
  const canLabel = diagrams.length > 0 && input.options.some((o) => o.questionType === 'diagram_labelling');
  if (!enoughText && !canLabel)
    return fail('text_too_short', `The material needs at least ${MIN_WORDS} words to make questions from.`);

  const seed = input.seed ?? hashString(text + JSON.stringify(diagrams));
  const usedSentences = new Set<number>();
  const map = read ? read.map : material && enoughText ? buildConceptMap(material) : null;
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
      // read → concepts (above) → candidates and the flaw gate, ranked (select, fallback) → balance → mark.
      const shape = { type: option.questionType, want, higherOrder: option.higherOrder };
      const pool = selectQuestions(map, rng, {
        type: option.questionType,
        higherOrder: option.higherOrder,
        usedSentences,
        focus,
      });
      // A question whose answer an earlier set of the quiz asks ("electrons" in multiple choice and again in
      // fill in the blank) waits for every fresh one: it still fills a set rather than leave it short.
      const answered = answersOf(question_sets);
      const repeats = (item: Ranked): number =>
        answered.has(item.question.answer.trim().toLowerCase()) ? 1 : 0;
      // Years over the set's share are left out here, so that the top-up below offers other questions
      // first; they come back, last, only when nothing else fills the set (`YEAR_SHARE`).
      const ordered = [...pool].sort((a, b) => repeats(a) - repeats(b));
      let set = balanceSet(ordered, { ...shape, yearsOverShareOut: true });
      // Single sentences turned into questions, for a set the concept families left short: twice what is
      // missing and a few spare, none from the sentences in `avoid` nor repeating a question `asked` has.
      const topUp = (material: Material, asked: Ranked[], avoid: Set<number>): Ranked[] =>
        fallbackQuestions(
          material,
          option.questionType,
          2 * (want - set.length) + 6,
          asked.map((item) => item.question),
          { rng, usedSentences: avoid, map, higherOrder: option.higherOrder },
        );
      // Too few from the concept families: single sentences top the set up, ranked after them, with
      // spares for balancing. Sentences the pool asked from are left to it.
      // A question from a sentence that leans on its paragraph fills a set only when nothing standalone
      // is left: the top-up is asked for standalone ones first, and the leaning ones go last.
      // A weak key the families gave (`weakKey` in `select.ts`) waits for the top-up's sound ones likewise.
      const leaning = set.filter((item) => item.note).length;
      if (set.length < want && !material) set = balanceSet(ordered, shape);
      if (set.length - leaning < want && material) {
        // A true/false pool cut short by its split (all true, say) keeps only the sentences of the set:
        // the rest may come back as the false statements the split lacks, and leave the pool (round 29).
        const split = option.questionType === 'true_false';
        const asked = split ? set : pool;
        const avoid = new Set([...usedSentences, ...asked.flatMap((item) => item.sentences)]);
        const extra = topUp(material, asked, avoid);
        // Of a sentence the pool asked from, the top-up keeps only a false statement, the truth it lacks.
        const inPool = new Set(pool.flatMap((item) => item.sentences));
        const added = split
          ? extra.filter(
              (item) => item.question.answer === 'False' || !item.sentences.some((x) => inPool.has(x)),
            )
          : extra;
        const taken = new Set(added.flatMap((item) => item.sentences));
        const kept = split
          ? pool.filter((item) => set.includes(item) || !item.sentences.some((x) => taken.has(x)))
          : pool;
        // Standalone questions first, then the leaning ones, then those repeating an earlier set's answer
        // (a quiz that asks "electrons" twice reads as padding, and the asked-again top-up below never does).
        const order = (item: Ranked): number => (item.note === LEANS ? 1 : 0) + 2 * repeats(item);
        set = balanceSet(
          [...kept, ...added].sort((a, b) => order(a) - order(b)),
          shape,
        );
      }
      // Still short because the quiz's earlier sets took the sentences this type could use: rather than a
      // short set (a philosophy text asked for four types can leave fill in the blank none), those
      // sentences are asked again for another key, never an answer another set asks, marked and last. Not for
      // higher order: a recall sentence asked again is no question above recall.
      if (set.length < want && material && usedSentences.size > 0 && !option.higherOrder) {
        const again = topUp(material, set, new Set(set.flatMap((item) => item.sentences)))
          .filter((item) => !answered.has(item.question.answer.trim().toLowerCase()))
          .map((item) => ({ ...item, note: item.note ?? ASKED_ELSEWHERE }));
        set = [...set, ...again.slice(0, want - set.length)];
      }
      for (const item of set) for (const s of item.sentences) usedSentences.add(s);
      // Each question counts towards a concept of the material a teacher would name, never its answer,
      // a place or an everyday noun: insights, follow-ups and Progress are grouped by it.
      questions = markForCheck(set, option.higherOrder).map((q) => ({ ...q, skill: teachableSkill(map, q) }));
    }
    // A question that changed, cut or blanked inside one of the material's formulas is never shown.
    if (formulas.size > 0) questions = questions.filter((q) => keepsFormulasWhole(q, formulas));
    const verified = questions;
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
          : option.questionType === 'scenario_based'
            ? `Only ${verified.length} of ${want} ${label} questions could be made: the built-in engine builds scenarios only on the worked examples and cases the material gives.`
            : `Only ${verified.length} of ${want} ${label} questions could be made from this material without repeating; add more material for more.`,
      );
    // The key's position dealt evenly across the set, as the model path does (write-quiz.ts): each
    // question's own seeded shuffle put the key first in 16 of 30 questions on set AJ before round 37.
    question_sets.push({
      question_type: option.questionType,
      questions: spreadKeys(verified, seed + question_sets.length),
    });
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

/** Every answer the quiz's sets so far ask for, as compared: trimmed and lower-cased. */
function answersOf(sets: GeneratedQuiz['question_sets']): Set<string> {
  return new Set(sets.flatMap((s) => s.questions.map((q) => q.answer.trim().toLowerCase())));
}
