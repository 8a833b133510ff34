// Practice mode as a small state machine: the learner answers, may check an answer at once (instant
// feedback), moves between questions (one at a time) and submits; the server grades the submission.
import type { Question, QuestionSet } from '@quizwise/contract';

export const PRACTICE_LAYOUTS = ['one', 'all'] as const;
export type PracticeLayout = (typeof PRACTICE_LAYOUTS)[number];
export const PRACTICE_FEEDBACK = ['instant', 'end'] as const;
export type PracticeFeedback = (typeof PRACTICE_FEEDBACK)[number];

export interface PracticeItem {
  /** `set:question`, unique within the quiz. */
  id: string;
  setIndex: number;
  questionIndex: number;
  question: Question;
}

/**
 * `checking` while the server grades a typed answer; `typo` is right but misspelt; `compare` is left to
 * the learner when the check could not be made (offline).
 */
export type Verdict = 'correct' | 'typo' | 'incorrect' | 'checking' | 'compare';

export interface PracticeState {
  layout: PracticeLayout;
  feedback: PracticeFeedback;
  items: PracticeItem[];
  /** Index into `items` of the question shown when one at a time. */
  position: number;
  responses: Record<string, string>;
  /** Questions whose answer was checked (instant feedback): locked, with the verdict shown. */
  checked: Record<string, Verdict>;
  /** The spelling a misspelt typed answer was taken for, by question. */
  spellings: Record<string, string>;
  phase: 'answering' | 'submitting' | 'failed';
}

export type PracticeAction =
  | { type: 'answer'; id: string; response: string }
  | { type: 'check'; id: string }
  | { type: 'checked'; id: string; verdict: Exclude<Verdict, 'checking'>; spelling?: string | null }
  | { type: 'go'; to: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submit' }
  | { type: 'submitFailed' };

/** The questions of a quiz in order, one item each. */
export function practiceItems(sets: QuestionSet[]): PracticeItem[] {
  return sets.flatMap((set, setIndex) =>
    set.questions.map((question, questionIndex) => ({
      id: `${setIndex}:${questionIndex}`,
      setIndex,
      questionIndex,
      question,
    })),
  );
}

/** A new practice session over some question sets. */
export function initialPracticeState(
  sets: QuestionSet[],
  layout: PracticeLayout = 'one',
  feedback: PracticeFeedback = 'end',
): PracticeState {
  return {
    layout,
    feedback,
    items: practiceItems(sets),
    position: 0,
    responses: {},
    checked: {},
    spellings: {},
    phase: 'answering',
  };
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(the|a|an) /, '');
}

/**
 * A quick verdict for instant feedback. Picked answers (choice, true/false, labels) are right or
 * wrong; a typed answer that matches the answer or an accepted one is right; anything else is sent
 * to the server's tolerant grader (typos, plurals, number words), which has the final word.
 */
export function quickVerdict(question: Question, response: string): Verdict {
  if (question.options.length > 0) {
    return normalise(response) === normalise(question.answer) ? 'correct' : 'incorrect';
  }
  const expected = [question.answer, ...(question.accepted_answers ?? [])].map(normalise);
  return expected.includes(normalise(response)) ? 'correct' : 'checking';
}

function clamp(index: number, state: PracticeState): number {
  return Math.min(Math.max(index, 0), Math.max(state.items.length - 1, 0));
}

/** Every step of a practice session; answers are locked once checked or while submitting. */
export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'answer':
      if (state.phase === 'submitting' || state.checked[action.id]) return state;
      return { ...state, responses: { ...state.responses, [action.id]: action.response } };
    case 'check': {
      const item = state.items.find((each) => each.id === action.id);
      const response = state.responses[action.id]?.trim();
      if (state.feedback !== 'instant' || !item || !response || state.checked[action.id]) return state;
      return { ...state, checked: { ...state.checked, [action.id]: quickVerdict(item.question, response) } };
    }
    case 'checked': {
      if (state.checked[action.id] !== 'checking') return state;
      const spellings = action.spelling
        ? { ...state.spellings, [action.id]: action.spelling }
        : state.spellings;
      return { ...state, checked: { ...state.checked, [action.id]: action.verdict }, spellings };
    }
    case 'go':
      return { ...state, position: clamp(action.to, state) };
    case 'next':
      return { ...state, position: clamp(state.position + 1, state) };
    case 'previous':
      return { ...state, position: clamp(state.position - 1, state) };
    case 'submit':
      return state.phase === 'submitting' ? state : { ...state, phase: 'submitting' };
    case 'submitFailed':
      return { ...state, phase: 'failed' };
  }
}

/** How many questions have a non-blank answer. */
export function answeredCount(state: PracticeState): number {
  return state.items.filter((item) => (state.responses[item.id] ?? '').trim().length > 0).length;
}

/** The responses in the shape `process-quiz-results` takes; unanswered questions are sent as null. */
export function attemptResponses(
  state: PracticeState,
): Array<{ set_index: number; question_index: number; response: string | null }> {
  return state.items.map((item) => {
    const response = (state.responses[item.id] ?? '').trim();
    return {
      set_index: item.setIndex,
      question_index: item.questionIndex,
      response: response.length > 0 ? response : null,
    };
  });
}
