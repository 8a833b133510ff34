import type { QuestionSet } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  initialEditorState,
  questionCount,
  skillSuggestions,
  toQuestionSets,
  validateEditor,
  type EditorAction,
  type EditorState,
} from './editor-state.js';

const sets: QuestionSet[] = [
  {
    question_type: 'multiple_choice',
    questions: [
      {
        question: 'Which gas do plants take in?',
        answer: 'Carbon dioxide',
        options: ['Oxygen', 'Carbon dioxide', 'Nitrogen'],
        questionType: 'multiple_choice',
        source: 'Plants take in carbon dioxide.',
      },
      {
        question: 'Where does photosynthesis happen?',
        answer: 'Chloroplasts',
        options: ['Chloroplasts', 'Nucleus'],
        questionType: 'multiple_choice',
      },
    ],
  },
  {
    question_type: 'short_answer',
    questions: [
      {
        question: 'Name the green pigment.',
        answer: 'Chlorophyll',
        options: [],
        questionType: 'short_answer',
      },
    ],
  },
];

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

function keyOf(state: EditorState, setIndex: number, questionIndex: number): string {
  const key = state.sets[setIndex]?.questions[questionIndex]?.key;
  if (!key) throw new Error(`no question at ${setIndex}/${questionIndex}`);
  return key;
}

describe('quiz editor state', () => {
  it('round-trips question sets without the editor keys', () => {
    const state = initialEditorState({ title: 'Plants', sets });
    expect(toQuestionSets(state)).toEqual(sets);
    expect(state.dirty).toBe(false);
    expect(questionCount(state)).toBe(3);
  });

  it('keeps the answer on its option when that option is edited', () => {
    const state = initialEditorState({ sets });
    const key = keyOf(state, 0, 0);
    const next = run(state, { type: 'editOption', key, index: 1, value: 'CO2' });
    expect(next.sets[0]?.questions[0]?.options).toEqual(['Oxygen', 'CO2', 'Nitrogen']);
    expect(next.sets[0]?.questions[0]?.answer).toBe('CO2');
    expect(next.dirty).toBe(true);
  });

  it('clears the answer when its option is removed, and the quiz is then invalid', () => {
    const state = initialEditorState({ sets });
    const key = keyOf(state, 0, 0);
    const next = run(state, { type: 'removeOption', key, index: 1 });
    expect(next.sets[0]?.questions[0]?.options).toEqual(['Oxygen', 'Nitrogen']);
    expect(next.sets[0]?.questions[0]?.answer).toBe('');
    expect(
      validateEditor(next)
        .byQuestion.get(key)
        ?.map((problem) => problem.field),
    ).toContain('answer');
  });

  it('adds a blank question at the end of the quiz, into the last set when it has the type', () => {
    const state = initialEditorState({ sets });
    const next = run(
      state,
      { type: 'addQuestion', questionType: 'short_answer' },
      { type: 'addQuestion', questionType: 'multiple_choice' },
      { type: 'addQuestion', questionType: 'true_false' },
    );
    expect(next.sets.map((set) => [set.question_type, set.questions.length])).toEqual([
      ['multiple_choice', 2],
      ['short_answer', 2],
      ['multiple_choice', 1],
      ['true_false', 1],
    ]);
    expect(next.sets[3]).toMatchObject({
      question_type: 'true_false',
      questions: [{ options: ['True', 'False'], answer: 'True' }],
    });
  });

  it('asks a question written by hand for its skill, suggesting the ones the quiz already tests', () => {
    const added = run(
      initialEditorState({
        sets: [
          {
            ...sets[0]!,
            questions: sets[0]!.questions.map((q, i) => ({
              ...q,
              skill: i === 0 ? 'Photosynthesis' : 'General',
            })),
          },
        ],
      }),
      {
        type: 'addQuestion',
        questionType: 'short_answer',
      },
    );
    const key = added.sets[1]!.questions[0]!.key;
    expect(
      validateEditor(added)
        .byQuestion.get(key)
        ?.map((p) => p.field),
    ).toContain('skill');
    expect(skillSuggestions(added)).toEqual(['Photosynthesis']);
    const named = run(added, { type: 'editText', key, field: 'skill', value: 'Photosynthesis' });
    expect(
      validateEditor(named)
        .byQuestion.get(key)
        ?.map((p) => p.field) ?? [],
    ).not.toContain('skill');
    expect(toQuestionSets(named)[1]!.questions[0]).not.toHaveProperty('handWritten');
  });

  it('starts a new multiple-choice question with four options', () => {
    const next = run(initialEditorState({ sets }), { type: 'addQuestion', questionType: 'multiple_choice' });
    expect(next.sets[next.sets.length - 1]?.questions[0]?.options).toEqual(['', '', '', '']);
  });

  it('deletes a question and drops a set that becomes empty', () => {
    const state = initialEditorState({ sets });
    const next = run(state, { type: 'deleteQuestion', key: keyOf(state, 1, 0) });
    expect(next.sets.map((set) => set.question_type)).toEqual(['multiple_choice']);
    expect(run(state, { type: 'deleteQuestion', key: 'missing' })).toBe(state);
  });

  it('reorders within a set and refuses to move past its edges', () => {
    const state = initialEditorState({ sets });
    const first = keyOf(state, 0, 0);
    const moved = run(state, { type: 'moveQuestion', key: first, by: 1 });
    expect(moved.sets[0]?.questions.map((question) => question.key)).toEqual([keyOf(state, 0, 1), first]);
    expect(run(state, { type: 'moveQuestion', key: first, by: -1 })).toBe(state);
    expect(run(moved, { type: 'moveQuestion', key: first, by: 1 })).toBe(moved);
  });

  it('changes a question’s type into a valid question of the new type, in that type’s set', () => {
    const state = initialEditorState({ sets });
    const key = keyOf(state, 1, 0);
    const asTrueFalse = run(state, { type: 'changeType', key, questionType: 'true_false' });
    expect(asTrueFalse.sets.map((set) => set.question_type)).toEqual(['multiple_choice', 'true_false']);
    expect(asTrueFalse.sets[1]?.questions[0]).toMatchObject({
      key,
      question: 'Name the green pigment.',
      options: ['True', 'False'],
      answer: 'True',
      questionType: 'true_false',
    });
    expect(validateEditor(asTrueFalse).byQuestion.size).toBe(0);

    const asChoice = run(state, { type: 'changeType', key, questionType: 'multiple_choice' });
    const converted = asChoice.sets[0]?.questions[2];
    expect(converted).toMatchObject({ key, options: ['Chlorophyll', ''], answer: 'Chlorophyll' });
    // The empty second option is what the user still has to fill in.
    expect(validateEditor(asChoice).byQuestion.get(key)?.[0]?.field).toBe('options');

    const backToOpen = run(asChoice, { type: 'changeType', key, questionType: 'short_answer' });
    expect(backToOpen.sets[1]?.questions[0]).toMatchObject({ options: [], answer: 'Chlorophyll' });
  });

  it('replaces a regenerated question in place, keeping its key and type', () => {
    const state = initialEditorState({ sets });
    const key = keyOf(state, 0, 1);
    const next = run(state, {
      type: 'replaceQuestion',
      key,
      question: {
        question: 'What do chloroplasts contain?',
        answer: 'Chlorophyll',
        options: ['Chlorophyll', 'Keratin'],
        questionType: 'multiple_choice',
      },
    });
    expect(next.sets[0]?.questions[1]).toMatchObject({ key, question: 'What do chloroplasts contain?' });
    expect(next.sets[0]?.questions).toHaveLength(2);
  });

  it('reports the contract’s problems per question and for the whole quiz', () => {
    const state = initialEditorState({ sets });
    const key = keyOf(state, 0, 0);
    const blank = run(state, { type: 'editText', key, field: 'question', value: '   ' });
    expect(validateEditor(blank).byQuestion.get(key)).toEqual([
      expect.objectContaining({ field: 'question' }),
    ]);
    const empty = run(
      state,
      { type: 'deleteQuestion', key: keyOf(state, 0, 0) },
      { type: 'deleteQuestion', key: keyOf(state, 0, 1) },
      { type: 'deleteQuestion', key: keyOf(state, 1, 0) },
    );
    expect(validateEditor(empty).general).toEqual(['A quiz needs at least one question.']);
  });

  it('never adds options to a true/false question', () => {
    const state = initialEditorState({ sets });
    const withTf = run(state, { type: 'addQuestion', questionType: 'true_false' });
    const key = keyOf(withTf, 2, 0);
    expect(
      run(withTf, { type: 'addOption', key }, { type: 'removeOption', key, index: 0 }).sets[2]?.questions[0]
        ?.options,
    ).toEqual(['True', 'False']);
  });

  it('clears the engine\'s "check this one" mark when the question is edited or kept', () => {
    const marked: QuestionSet[] = [
      {
        question_type: 'short_answer',
        questions: [
          { ...sets[1]!.questions[0]!, check_reason: 'it is very short; check it asks something definite' },
          {
            ...sets[1]!.questions[0]!,
            question: 'Name the gas.',
            check_reason: 'the answer is an everyday word',
          },
        ],
      },
    ];
    const state = initialEditorState({ sets: marked });
    const first = keyOf(state, 0, 0);
    const second = keyOf(state, 0, 1);
    const edited = run(state, {
      type: 'editText',
      key: first,
      field: 'question',
      value: 'Name the pigment.',
    });
    expect(edited.sets[0]?.questions.map((q) => q.check_reason)).toEqual([
      null,
      'the answer is an everyday word',
    ]);
    const kept = run(edited, { type: 'keepQuestion', key: second });
    expect(kept.sets[0]?.questions.map((q) => q.check_reason)).toEqual([null, null]);
    expect(kept.dirty).toBe(true);
    // Saved with the quiz: the cleared mark travels as null.
    expect(toQuestionSets(kept)[0]?.questions[1]?.check_reason).toBeNull();
  });

  it('keeps the mark a regenerated question comes with', () => {
    const state = initialEditorState({ sets });
    const key = keyOf(state, 1, 0);
    const replaced = run(state, {
      type: 'replaceQuestion',
      key,
      question: { ...sets[1]!.questions[0]!, check_reason: 'check only one short answer fits' },
    });
    expect(replaced.sets[1]?.questions[0]?.check_reason).toBe('check only one short answer fits');
  });
});
