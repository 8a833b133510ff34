import {
  QUESTION_TYPES,
  type InputData,
  type QuestionSet,
  type QuestionType,
  type Quiz,
  NAME_MAX_LENGTH,
} from '@quizwise/contract';
import { Download, Play, Plus, Save } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { FormAlert, TextField } from '../../../components/form.js';
import { useLeaveGuard } from '../../../components/leave-guard.js';
import { useToast } from '../../../components/toast.js';
import { ApiError } from '../../../lib/api-error.js';
import { useRegenerateQuestion } from '../api/regenerate-question.js';
import { useSaveQuiz } from '../api/save-quiz.js';
import { useSkillSuggestions } from '../api/get-skill-suggestions.js';
import {
  editorReducer,
  initialEditorState,
  questionCount,
  skillSuggestions,
  toQuestionSets,
  validateEditor,
} from '../lib/editor-state.js';
import { QUESTION_TYPE_LABELS } from '../lib/question-types.js';
import { useDraftAutosave } from '../lib/use-draft-autosave.js';
import { CategoryPicker } from './category-picker.js';
import { DownloadDialog } from './download-dialog.js';
import { QuestionCard } from './question-card.js';
import '../quizzes.css';

export interface QuizEditorProps {
  /** The saved quiz being edited; null for a generated quiz that is not saved yet. */
  quizId: number | null;
  /** The draft a generated quiz is kept in: edits are autosaved into it, and saving removes it. */
  draftId?: number | null;
  initial: { title: string; category: number | null; sets: QuestionSet[] };
  /** What the quiz was generated from, so "regenerate" draws on the same material. */
  material?: InputData;
  collection?: number | null;
  onSaved: (quiz: Quiz) => void;
  /** Practise what is in the editor now (saved or not). */
  onPractise: (sets: QuestionSet[], title: string) => void;
}

/**
 * The quiz editor: title and category, every question's text, options and answer, adding, deleting,
 * reordering (buttons, so it works from the keyboard) and regenerating one question; checks the
 * contract's rules before saving and shows the API's errors after.
 */
export function QuizEditor({
  quizId,
  draftId = null,
  initial,
  material,
  collection,
  onSaved,
  onPractise,
}: QuizEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState);
  const autosave = useDraftAutosave(quizId === null ? draftId : null, state);
  const inDraft = quizId === null && draftId !== null;
  // A draft keeps every edit once autosaved; elsewhere any edit since loading is unsaved.
  const unsaved = inDraft ? autosave.pending : state.dirty;
  const leaveGuard = useLeaveGuard(
    unsaved,
    inDraft
      ? 'Your latest edits are not kept in the draft yet. If you leave now, they are lost.'
      : 'Your edits to this quiz are not saved. If you leave now, they are lost.',
  );
  const [attempted, setAttempted] = useState(false);
  const [newType, setNewType] = useState<QuestionType>(
    initial.sets[0]?.question_type === 'diagram_labelling'
      ? 'multiple_choice'
      : (initial.sets[0]?.question_type ?? 'multiple_choice'),
  );
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [regeneratingKey, setRegeneratingKey] = useState<string | null>(null);
  const focusAfter = useRef<{ id: string; fallback?: string } | { find: () => HTMLElement | null } | null>(
    null,
  );
  const toast = useToast();
  const save = useSaveQuiz();
  const regenerate = useRegenerateQuestion();

  const problems = useMemo(() => validateEditor(state), [state]);
  const total = questionCount(state);
  const titleErrors =
    attempted && !state.title.trim()
      ? ['Give the quiz a title.']
      : save.error instanceof ApiError
        ? save.error.fieldErrors.title
        : undefined;

  // Focus follows a moved or added question, since React re-inserting the node drops it.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if ('find' in target) {
      target.find()?.focus();
      return;
    }
    const element = document.getElementById(target.id) as HTMLButtonElement | null;
    if (element && !element.disabled) element.focus();
    else if (target.fallback) document.getElementById(target.fallback)?.focus();
  }, [state]);

  const onMove = useCallback((key: string, by: -1 | 1) => {
    const direction = by < 0 ? 'up' : 'down';
    focusAfter.current = { id: `${key}-${direction}`, fallback: `${key}-${by < 0 ? 'down' : 'up'}` };
    dispatch({ type: 'moveQuestion', key, by });
  }, []);

  const allQuestions = useMemo(() => state.sets.flatMap((set) => set.questions), [state.sets]);
  const skillListId = `${useId()}-skills`;
  // The material's concepts (the server reads them as the generator does), then the quiz's other skills.
  const materialSkills = useSkillSuggestions(quizId, material).data?.skills;
  const skills = useMemo(() => skillSuggestions(state, materialSkills), [state, materialSkills]);
  const onRegenerate = useCallback(
    (key: string) => {
      const found = allQuestions.find((question) => question.key === key);
      if (!found) return;
      setRegeneratingKey(key);
      regenerate.mutate(
        { question: found, all: allQuestions, ...(material !== undefined ? { material } : {}) },
        {
          onSuccess: (question) => {
            dispatch({ type: 'replaceQuestion', key, question });
            toast('Question replaced.');
          },
          onError: (error) => {
            if (error instanceof ApiError && error.kind === 'payment-required') return;
            toast(
              error instanceof ApiError ? error.message : 'The question could not be regenerated.',
              'error',
            );
          },
          onSettled: () => setRegeneratingKey(null),
        },
      );
    },
    [allQuestions, material, regenerate, toast],
  );

  const addQuestion = () => {
    dispatch({ type: 'addQuestion', questionType: newType });
    focusAfter.current = {
      find: () => {
        const sets = document.querySelectorAll(`.q-set[data-type="${newType}"]`);
        return sets[sets.length - 1]?.querySelector<HTMLElement>('.q-item:last-child textarea') ?? null;
      },
    };
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!state.title.trim() || problems.byQuestion.size > 0 || problems.general.length > 0) {
      const firstKey = [...problems.byQuestion.keys()][0];
      if (firstKey) {
        document
          .querySelector<HTMLElement>(`[data-key="${firstKey}"] textarea, [data-key="${firstKey}"] input`)
          ?.focus();
      } else if (!state.title.trim()) {
        document.querySelector<HTMLElement>('.quiz-editor-head input')?.focus();
      }
      return;
    }
    save.mutate(
      {
        id: quizId,
        draftId,
        body: {
          title: state.title.trim(),
          question_sets: toQuestionSets(state),
          category: state.category,
          ...(collection ? { collection } : {}),
        },
      },
      {
        onSuccess: (quiz) => {
          dispatch({ type: 'saved' });
          toast(quizId === null ? 'Quiz saved.' : 'Changes saved.');
          leaveGuard.allowLeaving();
          onSaved(quiz);
        },
      },
    );
  };

  const saveError =
    save.error instanceof ApiError && save.error.kind !== 'signed-out'
      ? [
          save.error.message,
          ...(save.error.fieldErrors.question_sets
            ? ['Some questions were refused; check them and try again.']
            : []),
        ]
      : undefined;
  const needAttention = attempted ? problems.byQuestion.size : 0;
  const offsets = setOffsets(state.sets);
  // Two sets of one type (a question added at the end) are "part 1" and "part 2": each section's name is its own.
  const setParts = state.sets.map((set, index) => {
    const same = state.sets.filter((other) => other.question_type === set.question_type);
    if (same.length < 2) return 0;
    return state.sets.slice(0, index + 1).filter((other) => other.question_type === set.question_type).length;
  });

  return (
    <form className="quiz-editor" onSubmit={submit} noValidate aria-label="Quiz editor">
      <div className="quiz-editor-head card card-pad">
        <TextField
          type="text"
          label="Quiz title"
          value={state.title}
          errors={titleErrors}
          maxLength={NAME_MAX_LENGTH}
          onChange={(event) => dispatch({ type: 'setTitle', title: event.target.value })}
        />
        <CategoryPicker
          value={state.category}
          onChange={(category) => dispatch({ type: 'setCategory', category })}
        />
      </div>

      {attempted && problems.general.length > 0 ? <FormAlert messages={problems.general} /> : null}
      {needAttention > 0 ? (
        <div role="alert" className="form-alert">
          <p>
            {needAttention === 1 ? '1 question needs' : `${needAttention} questions need`} attention before
            saving.
          </p>
        </div>
      ) : null}

      {state.sets.map((set, setIndex) => (
        <section
          key={`${setIndex}-${set.question_type}`}
          className="q-set"
          data-type={set.question_type}
          aria-labelledby={`set-${setIndex}-title`}
        >
          <h2 id={`set-${setIndex}-title`} className="q-set-title">
            {QUESTION_TYPE_LABELS[set.question_type]}
            {setParts[setIndex] ? ` (part ${setParts[setIndex]})` : ''}
            <span className="q-set-count">
              {set.questions.length} {set.questions.length === 1 ? 'question' : 'questions'}
            </span>
          </h2>
          <ol className="q-list">
            {set.questions.map((question, index) => {
              const number = (offsets[setIndex] ?? 0) + index + 1;
              return (
                <li key={question.key} className="q-item" data-key={question.key}>
                  <QuestionCard
                    question={question}
                    number={number}
                    isFirst={index === 0}
                    isLast={index === set.questions.length - 1}
                    problems={attempted ? problems.byQuestion.get(question.key) : undefined}
                    dispatch={dispatch}
                    onMove={onMove}
                    onRegenerate={material !== undefined || question.source ? onRegenerate : null}
                    regenerating={regeneratingKey === question.key}
                    skillListId={skillListId}
                  />
                </li>
              );
            })}
          </ol>
        </section>
      ))}

      <datalist id={skillListId}>
        {skills.map((skill) => (
          <option key={skill} value={skill} />
        ))}
      </datalist>

      <div className="q-add card card-pad">
        <label className="q-add-type">
          <span>Add a question</span>
          <select value={newType} onChange={(event) => setNewType(event.target.value as QuestionType)}>
            {QUESTION_TYPES.filter((type) => type !== 'diagram_labelling').map((type) => (
              <option key={type} value={type}>
                {QUESTION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-ghost" onClick={addQuestion}>
          <Plus aria-hidden="true" size={18} /> Add question
        </button>
      </div>

      <FormAlert messages={saveError} />

      <div className="editor-bar">
        <p className="editor-status" aria-live="polite">
          {total} {total === 1 ? 'question' : 'questions'} ·{' '}
          {editorStatus(quizId, inDraft, state.dirty, autosave)}
        </p>
        <div className="editor-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setDownloadOpen(true)}
            disabled={total === 0}
          >
            <Download aria-hidden="true" size={18} /> Download
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={total === 0 || problems.byQuestion.size > 0}
            onClick={() => onPractise(toQuestionSets(state), state.title.trim() || 'Practice quiz')}
          >
            <Play aria-hidden="true" size={18} /> Practise
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            <Save aria-hidden="true" size={18} />
            {save.isPending ? 'Saving…' : quizId === null ? 'Save quiz' : 'Save changes'}
          </button>
        </div>
      </div>

      <DownloadDialog
        open={downloadOpen}
        onOpenChange={setDownloadOpen}
        name={state.title.trim() || 'Quiz'}
        questionSets={toQuestionSets(state)}
      />
      {leaveGuard.dialog}
    </form>
  );
}

/** The editor bar's one-line status: where the edits are kept right now. */
function editorStatus(
  quizId: number | null,
  inDraft: boolean,
  dirty: boolean,
  autosave: { pending: boolean; failed: boolean },
): string {
  if (inDraft) {
    if (autosave.pending && autosave.failed)
      return 'your latest edits could not be kept; retrying on the next edit';
    if (autosave.pending) return 'keeping your edits in the draft…';
    return 'kept in Drafts, not saved as a quiz yet';
  }
  return dirty || quizId === null ? 'not saved yet' : 'all changes saved';
}

/** The number of questions before each set, for numbering questions across the whole quiz. */
export function setOffsets(sets: ReadonlyArray<{ questions: readonly unknown[] }>): number[] {
  const offsets: number[] = [];
  let before = 0;
  for (const set of sets) {
    offsets.push(before);
    before += set.questions.length;
  }
  return offsets;
}
