import type { QuestionSet, QuizAttempt } from '@quizwise/contract';
import { ArrowLeft, ArrowRight, Check, CircleCheck, CircleX, Info, Send } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState, type Dispatch } from 'react';
import { FormAlert } from '../../../components/form.js';
import { ApiError } from '../../../lib/api-error.js';
import { useCheckAnswer } from '../api/check-answer.js';
import { useSubmitAttempt } from '../api/submit-attempt.js';
import {
  answeredCount,
  attemptResponses,
  initialPracticeState,
  practiceReducer,
  type PracticeAction,
  type PracticeFeedback,
  type PracticeItem,
  type PracticeLayout,
  type PracticeState,
} from '../lib/practice-state.js';
import { QUESTION_TYPE_LABELS } from '../lib/question-types.js';
import { DiagramFigure } from './diagram-figure.js';
import '../quizzes.css';
import { formulasAsUnicode } from '@quizwise/contract/formula-unicode';
import { hasFormula } from '@quizwise/contract/formulas';
import { AnswerPalette } from '../../../../lib/math/answer-palette.js';
import { FormulaText } from '../../../../lib/math/formula-text.js';

interface PracticeProps {
  title: string;
  sets: QuestionSet[];
  /** Saved quizzes are graded by id; drafts send their question sets. */
  quizId: number | null;
  onGraded: (attempt: QuizAttempt) => void;
}

/** Practice mode: choose how to practise, answer, and send the attempt to be graded. */
export function Practice({ title, sets, quizId, onGraded }: PracticeProps) {
  const [settings, setSettings] = useState<{ layout: PracticeLayout; feedback: PracticeFeedback } | null>(
    null,
  );
  if (!settings) return <PracticeSetup title={title} sets={sets} onStart={setSettings} />;
  return <PracticeSession title={title} sets={sets} quizId={quizId} onGraded={onGraded} {...settings} />;
}

function PracticeSetup({
  title,
  sets,
  onStart,
}: {
  title: string;
  sets: QuestionSet[];
  onStart: (settings: { layout: PracticeLayout; feedback: PracticeFeedback }) => void;
}) {
  const [layout, setLayout] = useState<PracticeLayout>('one');
  const [feedback, setFeedback] = useState<PracticeFeedback>('instant');
  const total = sets.reduce((sum, set) => sum + set.questions.length, 0);
  return (
    <form
      className="practice-setup card card-pad"
      onSubmit={(event) => {
        event.preventDefault();
        onStart({ layout, feedback });
      }}
    >
      <h1>{title}</h1>
      <p className="muted">
        {total} {total === 1 ? 'question' : 'questions'} ·{' '}
        {sets.map((set) => QUESTION_TYPE_LABELS[set.question_type]).join(', ')}
      </p>
      <fieldset className="choice-cards">
        <legend>Show the questions</legend>
        <ChoiceCard
          name="layout"
          checked={layout === 'one'}
          onChange={() => setLayout('one')}
          title="One at a time"
        >
          Focus on a single question, like flash cards.
        </ChoiceCard>
        <ChoiceCard
          name="layout"
          checked={layout === 'all'}
          onChange={() => setLayout('all')}
          title="All at once"
        >
          See the whole quiz on one page, like a test paper.
        </ChoiceCard>
      </fieldset>
      <fieldset className="choice-cards">
        <legend>Feedback</legend>
        <ChoiceCard
          name="feedback"
          checked={feedback === 'instant'}
          onChange={() => setFeedback('instant')}
          title="After each answer"
        >
          Check each answer as you go and read why.
        </ChoiceCard>
        <ChoiceCard
          name="feedback"
          checked={feedback === 'end'}
          onChange={() => setFeedback('end')}
          title="At the end"
        >
          Answer everything first, like a real exam.
        </ChoiceCard>
      </fieldset>
      <button type="submit" className="btn btn-primary btn-large">
        Start practising
      </button>
    </form>
  );
}

function ChoiceCard({
  name,
  checked,
  onChange,
  title,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  children: string;
}) {
  const id = useId();
  return (
    <label className={`choice-card${checked ? ' is-checked' : ''}`}>
      <input type="radio" name={name} checked={checked} onChange={onChange} aria-describedby={`${id}-hint`} />
      <span className="choice-card-title">{title}</span>
      <span id={`${id}-hint`} className="choice-card-hint">
        {children}
      </span>
    </label>
  );
}

function PracticeSession({
  title,
  sets,
  quizId,
  onGraded,
  layout,
  feedback,
}: PracticeProps & { layout: PracticeLayout; feedback: PracticeFeedback }) {
  const [state, dispatch] = useReducer(practiceReducer, undefined, () =>
    initialPracticeState(sets, layout, feedback),
  );
  const submit = useSubmitAttempt();
  const checkAnswer = useCheckAnswer();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Typed answers the quick check could not settle go to the server's grader, once each.
  const sent = useRef(new Set<string>());
  useEffect(() => {
    for (const item of state.items) {
      if (state.checked[item.id] !== 'checking' || sent.current.has(item.id)) continue;
      sent.current.add(item.id);
      checkAnswer(item.question, state.responses[item.id] ?? '').then(
        (result) =>
          dispatch({ type: 'checked', id: item.id, verdict: result.verdict, spelling: result.spelling }),
        () => dispatch({ type: 'checked', id: item.id, verdict: 'compare' }),
      );
    }
  }, [state.items, state.checked, state.responses, checkAnswer]);
  const answered = answeredCount(state);
  const total = state.items.length;

  const send = () => {
    dispatch({ type: 'submit' });
    submit.mutate(
      { quizId, questionSets: sets, responses: attemptResponses(state) },
      { onSuccess: onGraded, onError: () => dispatch({ type: 'submitFailed' }) },
    );
  };

  // One at a time: moving to another question puts focus on its heading, so it is read out.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.position]);

  const error =
    submit.error instanceof ApiError && submit.error.kind !== 'signed-out'
      ? [submit.error.message]
      : submit.error
        ? ['Your answers could not be sent. Please try again.']
        : undefined;
  const submitBar = (
    <div className="practice-submit">
      <FormAlert messages={error} />
      {answered < total ? (
        <p className="muted">
          {total - answered} unanswered {total - answered === 1 ? 'question counts' : 'questions count'} as
          wrong.
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-large"
        onClick={send}
        disabled={state.phase === 'submitting'}
      >
        <Send aria-hidden="true" size={18} />
        {state.phase === 'submitting' ? 'Grading…' : 'Finish and see results'}
      </button>
    </div>
  );

  return (
    <div className="practice">
      <div className="practice-top">
        <h1 className="practice-title">{title}</h1>
        <div className="practice-progress">
          <span id="practice-progress-label">
            {answered} of {total} answered
          </span>
          <div
            className="progress"
            role="progressbar"
            aria-labelledby="practice-progress-label"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={answered}
          >
            <div className="progress-fill" style={{ width: `${total ? (answered / total) * 100 : 0}%` }} />
          </div>
        </div>
      </div>

      {state.layout === 'one' ? (
        <>
          <nav className="practice-dots" aria-label="Questions">
            {state.items.map((item, index) => {
              const verdict = state.checked[item.id];
              const done = (state.responses[item.id] ?? '').trim().length > 0;
              return (
                <button
                  key={item.id}
                  type="button"
                  className={`dot${index === state.position ? ' is-current' : ''}${done ? ' is-done' : ''}${verdict ? ` is-${verdict}` : ''}`}
                  aria-label={`Question ${index + 1}${done ? ', answered' : ''}`}
                  aria-current={index === state.position ? 'step' : undefined}
                  onClick={() => dispatch({ type: 'go', to: index })}
                >
                  {index + 1}
                </button>
              );
            })}
          </nav>
          {state.items[state.position] ? (
            <PracticeQuestion
              item={state.items[state.position] as PracticeItem}
              number={state.position + 1}
              total={total}
              state={state}
              dispatch={dispatch}
              headingRef={headingRef}
              onEnter={() => {
                const item = state.items[state.position] as PracticeItem;
                if (state.feedback === 'instant' && !state.checked[item.id])
                  dispatch({ type: 'check', id: item.id });
                else dispatch({ type: 'next' });
              }}
            />
          ) : null}
          <div className="practice-nav">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => dispatch({ type: 'previous' })}
              disabled={state.position === 0}
            >
              <ArrowLeft aria-hidden="true" size={18} /> Previous
            </button>
            {state.position < total - 1 ? (
              <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'next' })}>
                Next <ArrowRight aria-hidden="true" size={18} />
              </button>
            ) : null}
          </div>
          {state.position === total - 1 ? submitBar : null}
        </>
      ) : (
        <>
          <ol className="practice-all">
            {state.items.map((item, index) => (
              <li key={item.id}>
                <PracticeQuestion
                  item={item}
                  number={index + 1}
                  total={total}
                  state={state}
                  dispatch={dispatch}
                  onEnter={() => dispatch({ type: 'check', id: item.id })}
                />
              </li>
            ))}
          </ol>
          {submitBar}
        </>
      )}
    </div>
  );
}

interface PracticeQuestionProps {
  item: PracticeItem;
  number: number;
  total: number;
  state: PracticeState;
  dispatch: Dispatch<PracticeAction>;
  headingRef?: React.Ref<HTMLHeadingElement>;
  onEnter: () => void;
}

/** One question to answer: options as a radio group, or a typed answer; instant feedback under it. */
function PracticeQuestion({
  item,
  number,
  total,
  state,
  dispatch,
  headingRef,
  onEnter,
}: PracticeQuestionProps) {
  const id = useId();
  const answerBox = useRef<HTMLInputElement>(null);
  const { question } = item;
  const response = state.responses[item.id] ?? '';
  const verdict = state.checked[item.id];
  const locked = Boolean(verdict) || state.phase === 'submitting';
  const options = question.options.length > 0 ? question.options : null;
  return (
    <section className={`practice-card${verdict ? ` is-${verdict}` : ''}`} aria-labelledby={`${id}-heading`}>
      <p className="practice-kicker">
        Question {number} of {total} · {QUESTION_TYPE_LABELS[question.questionType]}
      </p>
      <h2 id={`${id}-heading`} className="practice-question" ref={headingRef} tabIndex={-1}>
        <FormulaText text={question.question} />
      </h2>
      {question.diagram_id !== undefined && question.rectangle ? (
        <DiagramFigure diagramId={question.diagram_id} rectangle={question.rectangle} />
      ) : null}
      {options ? (
        <div role="radiogroup" aria-labelledby={`${id}-heading`} className="practice-options">
          {options.map((option, index) => {
            const isAnswer = verdict !== undefined && option === question.answer;
            const isWrongPick = verdict === 'incorrect' && option === response;
            return (
              <label
                key={`${index}-${option}`}
                className={`practice-option${response === option ? ' is-selected' : ''}${isAnswer ? ' is-answer' : ''}${isWrongPick ? ' is-wrong' : ''}`}
              >
                <input
                  type="radio"
                  name={`${id}-option`}
                  value={option}
                  // A formula's MathML gives the label no name; this says it in plain text ("1.2 × 10⁴ J").
                  aria-label={hasFormula(option) ? formulasAsUnicode(option) : undefined}
                  checked={response === option}
                  disabled={locked && response !== option}
                  onChange={() => dispatch({ type: 'answer', id: item.id, response: option })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      onEnter();
                    }
                  }}
                />
                <span className="practice-option-key" aria-hidden="true">
                  {String.fromCharCode(65 + index)}
                </span>
                <span>
                  <FormulaText text={option} />
                </span>
              </label>
            );
          })}
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-answer`}>Your answer</label>
          <input
            id={`${id}-answer`}
            ref={answerBox}
            type="text"
            value={response}
            readOnly={locked}
            autoComplete="off"
            onChange={(event) => dispatch({ type: 'answer', id: item.id, response: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onEnter();
              }
            }}
          />
          <AnswerPalette
            target={answerBox}
            value={response}
            disabled={locked}
            onChange={(value) => dispatch({ type: 'answer', id: item.id, response: value })}
          />
        </div>
      )}
      {state.feedback === 'instant' && !verdict ? (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={!response.trim() || state.phase === 'submitting'}
          onClick={() => dispatch({ type: 'check', id: item.id })}
        >
          <Check aria-hidden="true" size={16} /> Check answer
        </button>
      ) : null}
      <div role="status" className="practice-feedback-slot">
        {verdict ? (
          <div className={`practice-feedback is-${verdict}`}>
            {verdict === 'checking' ? (
              <p className="practice-verdict">Checking your answer…</p>
            ) : verdict === 'correct' ? (
              <p className="practice-verdict">
                <CircleCheck aria-hidden="true" size={20} /> Correct
              </p>
            ) : verdict === 'typo' ? (
              <p className="practice-verdict">
                <CircleCheck aria-hidden="true" size={20} /> Correct, but check the spelling:{' '}
                <strong>
                  <FormulaText text={state.spellings[item.id] ?? question.answer} />
                </strong>
              </p>
            ) : verdict === 'incorrect' ? (
              <p className="practice-verdict">
                <CircleX aria-hidden="true" size={20} /> Not quite. The answer is{' '}
                <strong>
                  <FormulaText text={question.answer} />
                </strong>
                .
              </p>
            ) : (
              <p className="practice-verdict">
                <Info aria-hidden="true" size={20} /> Compare with the expected answer:{' '}
                <strong>
                  <FormulaText text={question.answer} />
                </strong>
                . The final grading accepts close wording.
              </p>
            )}
            {question.explanation && verdict !== 'checking' ? (
              <p className="practice-explanation">
                <FormulaText text={question.explanation} />
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
