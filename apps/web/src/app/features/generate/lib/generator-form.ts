// The generator form's state and how it becomes a `generate-quiz` body, kept pure for tests.
import {
  QUESTION_TYPES,
  QUIZ_SPECIFIED_MAX,
  type GenerateQuizBody,
  type InputData,
  type QuestionType,
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
