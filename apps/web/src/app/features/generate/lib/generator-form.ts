// The generator form's state and how it becomes a `generate-quiz` body, kept pure for tests.
import {
  QUESTION_TYPES,
  QUIZ_QUANTITY,
  QUIZ_SPECIFIED_MAX,
  type GenerateQuizBody,
  type InputData,
  type QuestionType,
  type QuizCapacityResponse,
  type QuizOption,
} from '@quizwise/contract';

/** The engine's minimum (quiz-engine MIN_WORDS), checked here so the user learns before spending. */
export const MIN_QUIZ_WORDS_HINT = 25;

export interface TypeChoice {
  enabled: boolean;
  quantity: QuizOption['questionsQuantity'];
  /** Text of the number box, so a half-typed number is not lost. */
  specified: string;
  higherOrder: boolean;
}

export interface Material {
  text: string;
  rawTextIds: number[];
  studyNoteIds: number[];
  diagramIds: number[];
  collectionId: number | null;
}

export interface GeneratorForm {
  material: Material;
  types: Record<QuestionType, TypeChoice>;
}

/** A fresh form: multiple choice and true/false on, "some" questions each. */
export function initialGeneratorForm(preselect: Partial<Omit<Material, 'text'>> = {}): GeneratorForm {
  const types = Object.fromEntries(
    QUESTION_TYPES.map((type) => [
      type,
      {
        enabled:
          type === 'multiple_choice' ||
          type === 'true_false' ||
          (type === 'diagram_labelling' && (preselect.diagramIds?.length ?? 0) > 0),
        quantity: 'some',
        specified: '10',
        higherOrder: false,
      } satisfies TypeChoice,
    ]),
  ) as Record<QuestionType, TypeChoice>;
  return {
    material: {
      text: '',
      rawTextIds: preselect.rawTextIds ?? [],
      studyNoteIds: preselect.studyNoteIds ?? [],
      diagramIds: preselect.diagramIds ?? [],
      collectionId: preselect.collectionId ?? null,
    },
    types,
  };
}

/** Words in a text, as the engine counts them roughly (anything between spaces). */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Whether any library item or collection is chosen. */
export function hasLibraryMaterial(material: Material): boolean {
  return (
    material.rawTextIds.length + material.studyNoteIds.length + material.diagramIds.length > 0 ||
    material.collectionId !== null
  );
}

/** The `input_data` for the request: a plain string for pasted text alone, else the object form. */
export function inputDataFrom(material: Material): InputData {
  const text = material.text.trim();
  if (!hasLibraryMaterial(material)) return text;
  return {
    ...(text ? { text } : {}),
    ...(material.rawTextIds.length ? { raw_text_ids: material.rawTextIds } : {}),
    ...(material.studyNoteIds.length ? { study_note_ids: material.studyNoteIds } : {}),
    ...(material.diagramIds.length ? { diagram_ids: material.diagramIds } : {}),
    ...(material.collectionId !== null ? { collection_id: material.collectionId } : {}),
  };
}

/** The quiz options for the chosen types; a blank or out-of-range number is left for validation. */
export function quizOptionsFrom(types: GeneratorForm['types']): QuizOption[] {
  return QUESTION_TYPES.filter((type) => types[type].enabled).map((type) => {
    const choice = types[type];
    const option: QuizOption = {
      questionType: type,
      higherOrder: choice.higherOrder,
      questionsQuantity: choice.quantity,
    };
    if (choice.quantity === 'specified') option.specifiedNumber = Number(choice.specified) || 0;
    return option;
  });
}

export interface FormProblems {
  material?: string;
  types?: string;
  /** Per type: the number box's problem. */
  specified: Partial<Record<QuestionType, string>>;
}

/** What stops the form from being sent, in words for the fields; null when it can be sent. */
export function formProblems(form: GeneratorForm): FormProblems | null {
  const problems: FormProblems = { specified: {} };
  const words = wordCount(form.material.text);
  if (!hasLibraryMaterial(form.material)) {
    if (words === 0) problems.material = 'Paste some text, or choose material from your library.';
    else if (words < MIN_QUIZ_WORDS_HINT) {
      problems.material = `Add a little more: questions need at least ${MIN_QUIZ_WORDS_HINT} words (you have ${words}).`;
    }
  }
  const enabled = QUESTION_TYPES.filter((type) => form.types[type].enabled);
  if (enabled.length === 0) problems.types = 'Choose at least one question type.';
  for (const type of enabled) {
    const choice = form.types[type];
    if (choice.quantity !== 'specified') continue;
    const value = Number(choice.specified);
    if (!Number.isInteger(value) || value < 1 || value > QUIZ_SPECIFIED_MAX)
      problems.specified[type] = `Enter a number from 1 to ${QUIZ_SPECIFIED_MAX}.`;
  }
  const empty = !problems.material && !problems.types && Object.keys(problems.specified).length === 0;
  return empty ? null : problems;
}

/** The request body, or null while the form has problems. */
export function generateBody(form: GeneratorForm, title?: string): GenerateQuizBody | null {
  if (formProblems(form)) return null;
  return {
    input_data: inputDataFrom(form.material),
    quiz_options: quizOptionsFrom(form.types),
    ...(title?.trim() ? { title: title.trim() } : {}),
  };
}

/** The material to ask the capacity of, or null while there is too little to ask about. */
export function capacityInput(material: Material): InputData | null {
  if (!hasLibraryMaterial(material) && wordCount(material.text) < MIN_QUIZ_WORDS_HINT) return null;
  return inputDataFrom(material);
}

/** What the generator says the embedded engine cannot do well, beside the options it concerns. */
export const NEEDS_MODEL = 'Needs a language model: ask whoever runs Quizwise to connect one.';

/** How many of a type the chosen settings ask for (null while the number box is not a valid number). */
function asked(choice: TypeChoice): number | null {
  if (choice.quantity !== 'specified') return QUIZ_QUANTITY[choice.quantity];
  const value = Number(choice.specified);
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : null;
}

/**
 * What the AI can make of one type from the material, in words for the type's card: null when nothing is
 * known (no material yet, or a language model, whose capacity is not known before it is asked).
 */
export function capacityNote(
  capacity: QuizCapacityResponse | undefined,
  type: QuestionType,
  choice: TypeChoice,
): { text: string; short: boolean } | null {
  if (!capacity || capacity.engine !== 'embedded') return null;
  const entry = capacity.types.find((t) => t.question_type === type);
  const can = choice.higherOrder ? entry?.higher_order : entry?.standard;
  if (can === null || can === undefined) return null;
  const want = asked(choice);
  const kind = choice.higherOrder ? 'higher-order ' : '';
  if (can === 0)
    return {
      text: `The built-in engine can make no ${kind}questions of this type from this material.`,
      short: true,
    };
  const most = can >= 25 ? '25 or more' : String(can);
  const text = `The built-in engine can make ${most} ${kind}from this material.`;
  return { text, short: want !== null && want > can };
}

/** How many questions the chosen types can actually get from the embedded engine, or null if unknown. */
export function fillableQuestions(
  capacity: QuizCapacityResponse | undefined,
  types: GeneratorForm['types'],
): number | null {
  if (!capacity || capacity.engine !== 'embedded') return null;
  let total = 0;
  for (const type of QUESTION_TYPES) {
    const choice = types[type];
    if (!choice.enabled) continue;
    const entry = capacity.types.find((t) => t.question_type === type);
    const can = (choice.higherOrder ? entry?.higher_order : entry?.standard) ?? 0;
    total += Math.min(asked(choice) ?? 0, can);
  }
  return total;
}
