// The quiz editor's state: question sets with a stable key per question (React lists and focus after a
// move), changed only through `editorReducer`, so every rule about types, options and answers lives here.
import {
  QuizQuestionSets,
  TRUE_FALSE_QUESTION_OPTIONS,
  type Question,
  type QuestionSet,
  type QuestionType,
} from '@quizwise/contract';

export interface EditorQuestion extends Question {
  key: string;
  /**
   * Added in the editor by hand: it is asked for the skill it tests (`validateEditor`), so results never
   * count it under "General". Never sent to the server.
   */
  handWritten?: boolean;
}

export interface EditorSet {
  question_type: QuestionType;
  questions: EditorQuestion[];
}

export interface EditorState {
  title: string;
  category: number | null;
  sets: EditorSet[];
  /** True once anything changed since `load` (or the last `saved`). */
  dirty: boolean;
}

export type EditorAction =
  | { type: 'load'; title: string; category: number | null; sets: QuestionSet[] }
  | { type: 'saved' }
  | { type: 'setTitle'; title: string }
  | { type: 'setCategory'; category: number | null }
  | { type: 'editText'; key: string; field: 'question' | 'explanation' | 'skill'; value: string }
  | { type: 'setAnswer'; key: string; answer: string }
  | { type: 'editOption'; key: string; index: number; value: string }
  | { type: 'addOption'; key: string }
  | { type: 'removeOption'; key: string; index: number }
  | { type: 'addQuestion'; questionType: QuestionType }
  | { type: 'deleteQuestion'; key: string }
  | { type: 'moveQuestion'; key: string; by: -1 | 1 }
  | { type: 'changeType'; key: string; questionType: QuestionType }
  | { type: 'replaceQuestion'; key: string; question: Question }
  /** "Keep": the teacher has checked a question the engine marked, and keeps it as it is. */
  | { type: 'keepQuestion'; key: string };

const CLOSED_TYPES: readonly QuestionType[] = ['multiple_choice', 'true_false', 'diagram_labelling'];

/** Whether a type answers by picking one of `options` (the rest are typed answers). */
export function hasOptions(type: QuestionType): boolean {
  return CLOSED_TYPES.includes(type);
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `q${nextKey}`;
}

function withKey(question: Question): EditorQuestion {
  return { ...question, options: [...question.options], key: newKey() };
}

/** A fresh editor state from saved or generated question sets. */
export function initialEditorState(
  input: { title?: string; category?: number | null; sets?: QuestionSet[] } = {},
): EditorState {
  return {
    title: input.title ?? '',
    category: input.category ?? null,
    sets: (input.sets ?? []).map((set) => ({
      question_type: set.question_type,
      questions: set.questions.map(withKey),
    })),
    dirty: false,
  };
}

/** A blank question of a type, shaped so the contract's rules only ask for the text to be filled in. */
export function blankQuestion(type: QuestionType): Question {
  switch (type) {
    case 'multiple_choice':
      // Four options, as most multiple-choice questions have; unused ones can be removed.
      return { question: '', answer: '', options: ['', '', '', ''], questionType: type };
    case 'true_false':
      return { question: '', answer: 'True', options: [...TRUE_FALSE_QUESTION_OPTIONS], questionType: type };
    default:
      return { question: '', answer: '', options: [], questionType: type };
  }
}

/**
 * Skills to suggest for a question written by hand: the concepts of the quiz's material (as the server
 * reads them, weightiest first), then the other skills the quiz's questions test; never "General".
 */
export function skillSuggestions(state: EditorState, materialSkills: readonly string[] = []): string[] {
  const own = state.sets
    .flatMap((set) => set.questions.map((question) => question.skill?.trim() ?? ''))
    .sort((a, b) => a.localeCompare(b));
  const seen = new Set<string>();
  return [...materialSkills.map((skill) => skill.trim()), ...own].filter((skill) => {
    const key = skill.toLowerCase();
    if (!skill || key === 'general' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A question converted to another type, keeping what still makes sense: the text, explanation and
 * skill always; the answer when it fits the new type; options only for multiple choice and labelling.
 */
export function convertQuestion(question: Question, type: QuestionType): Question {
  const { question: text, explanation, skill, bloom_level, source } = question;
  const kept: Question = {
    question: text,
    answer: '',
    options: [],
    questionType: type,
    ...(explanation !== undefined ? { explanation } : {}),
    ...(skill !== undefined ? { skill } : {}),
    ...(bloom_level !== undefined ? { bloom_level } : {}),
    ...(source !== undefined ? { source } : {}),
  };
  const answer = question.answer.trim();
  switch (type) {
    case 'true_false':
      return {
        ...kept,
        options: [...TRUE_FALSE_QUESTION_OPTIONS],
        answer: /^false$/i.test(answer) ? 'False' : 'True',
      };
    case 'multiple_choice':
    case 'diagram_labelling': {
      const previous = hasOptions(question.questionType) && question.questionType !== 'true_false';
      const options = previous ? [...question.options] : answer ? [answer, ''] : ['', ''];
      while (type === 'multiple_choice' && options.length < 2) options.push('');
      return { ...kept, options, answer };
    }
    default:
      return {
        ...kept,
        answer,
        ...(question.accepted_answers ? { accepted_answers: [...question.accepted_answers] } : {}),
      };
  }
}

function mapQuestion(
  state: EditorState,
  key: string,
  change: (question: EditorQuestion) => EditorQuestion,
  /** False when the change brings a new question, whose own mark (if any) stands. */
  clearsMark = true,
): EditorState {
  let found = false;
  const sets = state.sets.map((set) => {
    const index = set.questions.findIndex((question) => question.key === key);
    if (index < 0) return set;
    found = true;
    const questions = [...set.questions];
    const changed = change(set.questions[index] as EditorQuestion);
    // An edited question has been looked at: the engine's "check this one" mark goes with the edit.
    questions[index] = clearsMark && changed.check_reason ? { ...changed, check_reason: null } : changed;
    return { ...set, questions };
  });
  return found ? { ...state, sets, dirty: true } : state;
}

function addToSet(sets: EditorSet[], question: EditorQuestion, type: QuestionType): EditorSet[] {
  // The last set of the type, so a new question lands at the end of what the user is looking at.
  let target = -1;
  sets.forEach((set, index) => {
    if (set.question_type === type) target = index;
  });
  if (target < 0) return [...sets, { question_type: type, questions: [question] }];
  return sets.map((set, index) =>
    index === target ? { ...set, questions: [...set.questions, question] } : set,
  );
}

/**
 * Adds a new question at the very end of the quiz, beside the "Add question" button the user just
 * pressed: into the last set when it holds the type, else as a new set after it.
 */
function addAtEnd(sets: EditorSet[], question: EditorQuestion, type: QuestionType): EditorSet[] {
  const last = sets[sets.length - 1];
  if (last?.question_type !== type) return [...sets, { question_type: type, questions: [question] }];
  return [...sets.slice(0, -1), { ...last, questions: [...last.questions, question] }];
}

function removeQuestion(sets: EditorSet[], key: string): EditorSet[] {
  return sets
    .map((set) => ({ ...set, questions: set.questions.filter((question) => question.key !== key) }))
    .filter((set) => set.questions.length > 0);
}

/** Every change the editor can make, as a pure function of the state. Unknown keys change nothing. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action);
    case 'saved':
      return { ...state, dirty: false };
    case 'setTitle':
      return { ...state, title: action.title, dirty: true };
    case 'setCategory':
      return { ...state, category: action.category, dirty: true };
    case 'editText':
      return mapQuestion(state, action.key, (question) => ({ ...question, [action.field]: action.value }));
    case 'setAnswer':
      return mapQuestion(state, action.key, (question) => ({ ...question, answer: action.answer }));
    case 'editOption':
      return mapQuestion(state, action.key, (question) => {
        const previous = question.options[action.index];
        if (previous === undefined) return question;
        const options = [...question.options];
        options[action.index] = action.value;
        // The answer is stored as the option's text, so it follows its option when that is edited.
        const answer = previous === question.answer && previous !== '' ? action.value : question.answer;
        return { ...question, options, answer };
      });
    case 'addOption':
      return mapQuestion(state, action.key, (question) =>
        question.questionType === 'true_false' || question.options.length >= 12
          ? question
          : { ...question, options: [...question.options, ''] },
      );
    case 'removeOption':
      return mapQuestion(state, action.key, (question) => {
        if (question.questionType === 'true_false') return question;
        const removed = question.options[action.index];
        if (removed === undefined) return question;
        const options = question.options.filter((_, index) => index !== action.index);
        return { ...question, options, answer: removed === question.answer ? '' : question.answer };
      });
    case 'addQuestion':
      return {
        ...state,
        sets: addAtEnd(
          state.sets,
          { ...withKey(blankQuestion(action.questionType)), handWritten: true },
          action.questionType,
        ),
        dirty: true,
      };
    case 'deleteQuestion': {
      const sets = removeQuestion(state.sets, action.key);
      return sets.length === state.sets.length &&
        sets.every((set, index) => set.questions.length === state.sets[index]?.questions.length)
        ? state
        : { ...state, sets, dirty: true };
    }
    case 'moveQuestion':
      return moveQuestion(state, action.key, action.by);
    case 'changeType': {
      const found = findQuestion(state, action.key);
      if (!found || found.question.questionType === action.questionType) return state;
      const converted = { ...convertQuestion(found.question, action.questionType), key: found.question.key };
      return {
        ...state,
        sets: addToSet(removeQuestion(state.sets, action.key), converted, action.questionType),
        dirty: true,
      };
    }
    case 'replaceQuestion':
      return mapQuestion(
        state,
        action.key,
        (question) => ({
          ...action.question,
          options: [...action.question.options],
          questionType: question.questionType,
          key: question.key,
        }),
        false,
      );
    case 'keepQuestion':
      return mapQuestion(state, action.key, (question) => question);
  }
}

function moveQuestion(state: EditorState, key: string, by: -1 | 1): EditorState {
  // Moves within its set only: a set holds one type, and the sets keep their order.
  const found = findQuestion(state, key);
  if (!found) return state;
  const { setIndex, questionIndex } = found;
  const set = state.sets[setIndex] as EditorSet;
  const target = questionIndex + by;
  if (target < 0 || target >= set.questions.length) return state;
  const questions = [...set.questions];
  const [moved] = questions.splice(questionIndex, 1);
  questions.splice(target, 0, moved as EditorQuestion);
  const sets = state.sets.map((each, index) => (index === setIndex ? { ...each, questions } : each));
  return { ...state, sets, dirty: true };
}

/** Where a question is, by key. */
export function findQuestion(
  state: EditorState,
  key: string,
): { setIndex: number; questionIndex: number; question: EditorQuestion } | null {
  for (const [setIndex, set] of state.sets.entries()) {
    const questionIndex = set.questions.findIndex((question) => question.key === key);
    if (questionIndex >= 0) {
      return { setIndex, questionIndex, question: set.questions[questionIndex] as EditorQuestion };
    }
  }
  return null;
}

/** The question sets to send to the API: keys dropped, text trimmed, empty sets left out. */
export function toQuestionSets(state: EditorState): QuestionSet[] {
  return state.sets
    .filter((set) => set.questions.length > 0)
    .map((set) => ({
      question_type: set.question_type,
      questions: set.questions.map(({ key: _key, handWritten: _handWritten, ...question }) => ({
        ...question,
        question: question.question.trim(),
        answer: question.answer.trim(),
        options: question.options.map((option) => option.trim()),
      })),
    }));
}

/** Number of questions in the editor. */
export function questionCount(state: EditorState): number {
  return state.sets.reduce((total, set) => total + set.questions.length, 0);
}

export interface EditorProblems {
  /** Problems per question key, each a message for a field (`question`, `answer`, `options`). */
  byQuestion: Map<string, Array<{ field: string; message: string }>>;
  /** Problems with the quiz as a whole. */
  general: string[];
}

/**
 * What is wrong with the quiz by the contract's own rules (`QuizQuestionSets`), mapped back to the
 * editor's question keys, so the editor shows exactly what the API would refuse before saving.
 */
export function validateEditor(state: EditorState): EditorProblems {
  const byQuestion: EditorProblems['byQuestion'] = new Map();
  const general: string[] = [];
  const nonEmpty = state.sets.filter((set) => set.questions.length > 0);
  // A question written by hand names the skill it tests (generated and imported ones may not have one).
  for (const set of nonEmpty)
    for (const question of set.questions)
      if (question.handWritten && !question.skill?.trim())
        byQuestion.set(question.key, [
          { field: 'skill', message: 'Name the skill this question tests, e.g. one of the suggestions.' },
        ]);
  const result = QuizQuestionSets.safeParse(toQuestionSets(state));
  if (result.success) return { byQuestion, general };
  for (const issue of result.error.issues) {
    const [setIndex, part, questionIndex, field] = issue.path;
    const question =
      typeof setIndex === 'number' && part === 'questions' && typeof questionIndex === 'number'
        ? nonEmpty[setIndex]?.questions[questionIndex]
        : undefined;
    if (!question) {
      general.push(issue.message);
      continue;
    }
    const list = byQuestion.get(question.key) ?? [];
    list.push({ field: typeof field === 'string' ? field : 'question', message: issue.message });
    byQuestion.set(question.key, list);
  }
  return { byQuestion, general };
}
