import { QUESTION_TYPES, type QuizCapacityResponse } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import {
  capacityInput,
  capacityNote,
  fillableQuestions,
  formProblems,
  generateBody,
  initialGeneratorForm,
  type GeneratorForm,
  type TypeChoice,
} from './generator-form.js';

const text =
  'Photosynthesis is the process by which green plants use sunlight, water and carbon dioxide to make glucose and oxygen. It happens in the chloroplasts, which contain the green pigment chlorophyll.';

function withText(form: GeneratorForm, value: string): GeneratorForm {
  return { ...form, material: { ...form.material, text: value } };
}

describe('generator form', () => {
  it('sends pasted text alone as a plain string with the chosen types', () => {
    expect(generateBody(withText(initialGeneratorForm(), text))).toEqual({
      input_data: text,
      quiz_options: [
        { questionType: 'multiple_choice', higherOrder: false, questionsQuantity: 'some' },
        { questionType: 'true_false', higherOrder: false, questionsQuantity: 'some' },
      ],
    });
  });

  it('sends library material as ids, with any pasted text alongside', () => {
    const form = initialGeneratorForm({ collectionId: 4, rawTextIds: [2] });
    expect(generateBody(withText(form, 'extra'))?.input_data).toEqual({
      text: 'extra',
      raw_text_ids: [2],
      collection_id: 4,
    });
    expect(generateBody(form)?.input_data).toEqual({ raw_text_ids: [2], collection_id: 4 });
  });

  it('turns on diagram labelling when the generator opens with a diagram', () => {
    expect(initialGeneratorForm({ diagramIds: [9] }).types.diagram_labelling.enabled).toBe(true);
    expect(initialGeneratorForm().types.diagram_labelling.enabled).toBe(false);
  });

  it('asks for enough material before spending credits', () => {
    expect(formProblems(initialGeneratorForm())?.material).toMatch(/Paste some text/);
    expect(formProblems(withText(initialGeneratorForm(), 'Too short to quiz.'))?.material).toMatch(
      /at least 25 words \(you have 4\)/,
    );
  });

  it('needs a type and a specified number from 1 to 50', () => {
    const form = withText(initialGeneratorForm(), text);
    const none: GeneratorForm = {
      ...form,
      types: {
        ...form.types,
        multiple_choice: { ...form.types.multiple_choice, enabled: false },
        true_false: { ...form.types.true_false, enabled: false },
      },
    };
    expect(formProblems(none)?.types).toBe('Choose at least one question type.');
    const tooMany: GeneratorForm = {
      ...form,
      types: {
        ...form.types,
        multiple_choice: { ...form.types.multiple_choice, quantity: 'specified', specified: '51' },
      },
    };
    expect(formProblems(tooMany)?.specified.multiple_choice).toBe('Enter a number from 1 to 50.');
    expect(generateBody(tooMany)).toBeNull();
    const exact: GeneratorForm = {
      ...form,
      types: {
        ...form.types,
        multiple_choice: {
          ...form.types.multiple_choice,
          quantity: 'specified',
          specified: '50',
          higherOrder: true,
        },
      },
    };
    expect(generateBody(exact)?.quiz_options[0]).toEqual({
      questionType: 'multiple_choice',
      higherOrder: true,
      questionsQuantity: 'specified',
      specifiedNumber: 50,
    });
  });
});

describe('what the embedded engine can fill, shown before the click', () => {
  const capacity: QuizCapacityResponse = {
    engine: 'embedded',
    word_count: 600,
    types: QUESTION_TYPES.map((question_type) => ({
      question_type,
      standard: question_type === 'multiple_choice' ? 12 : question_type === 'scenario_based' ? 0 : 30,
      higher_order: question_type === 'multiple_choice' ? 2 : 0,
    })),
    needs_model: ['scenario_based', 'higher_order'],
  };
  const choice = (patch: Partial<TypeChoice> = {}): TypeChoice => ({
    enabled: true,
    quantity: 'specified',
    specified: '10',
    higherOrder: false,
    ...patch,
  });

  it('asks nothing while there is too little material', () => {
    expect(capacityInput(initialGeneratorForm().material)).toBeNull();
    expect(capacityInput(withText(initialGeneratorForm(), text).material)).toBe(text);
    expect(capacityInput(initialGeneratorForm({ rawTextIds: [3] }).material)).toEqual({ raw_text_ids: [3] });
  });

  it('says how many of a type the engine can make, and when that is fewer than asked', () => {
    expect(capacityNote(capacity, 'multiple_choice', choice())).toEqual({
      text: 'The built-in engine can make 12 from this material.',
      short: false,
    });
    expect(capacityNote(capacity, 'multiple_choice', choice({ specified: '20' }))?.short).toBe(true);
    expect(capacityNote(capacity, 'true_false', choice())?.text).toMatch(/25 or more/);
    expect(capacityNote(capacity, 'scenario_based', choice())).toEqual({
      text: 'The built-in engine can make no questions of this type from this material.',
      short: true,
    });
    expect(capacityNote(capacity, 'multiple_choice', choice({ higherOrder: true }))?.text).toMatch(
      /2 higher-order/,
    );
  });

  it('knows nothing of a language model, and sums what the chosen types can get', () => {
    expect(capacityNote({ ...capacity, engine: 'model' }, 'true_false', choice())).toBeNull();
    const form = initialGeneratorForm();
    const types = {
      ...form.types,
      multiple_choice: choice({ specified: '20' }),
      true_false: choice(),
    };
    expect(fillableQuestions(capacity, types)).toBe(22);
    expect(fillableQuestions(undefined, types)).toBeNull();
  });
});
