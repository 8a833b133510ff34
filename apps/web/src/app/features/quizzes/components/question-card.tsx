import { QUESTION_TYPES, type QuestionType } from '@quizwise/contract';
import { ArrowDown, ArrowUp, Check, AlertCircle, Plus, RefreshCw, Trash2, X } from 'lucide-react';
import { memo, useId, type Dispatch } from 'react';
import { TextAreaField, TextField } from '../../../components/form.js';
import { hasOptions, type EditorAction, type EditorQuestion } from '../lib/editor-state.js';
import { QUESTION_TYPE_LABELS } from '../lib/question-types.js';
import { FormulaPreview, WithFormulaPreview } from '../../../../lib/math/formula-preview.js';
import { hasFormula } from '@quizwise/contract/formulas';

export interface QuestionCardProps {
  question: EditorQuestion;
  /** 1-based number over the whole quiz. */
  number: number;
  isFirst: boolean;
  isLast: boolean;
  problems: Array<{ field: string; message: string }> | undefined;
  dispatch: Dispatch<EditorAction>;
  onMove: (key: string, by: -1 | 1) => void;
  onRegenerate: ((key: string) => void) | null;
  regenerating: boolean;
  /** The id of the editor's `<datalist>` of skills to suggest. */
  skillListId?: string;
}

function messagesFor(problems: QuestionCardProps['problems'], field: string): string[] | undefined {
  const messages = problems?.filter((problem) => problem.field === field).map((problem) => problem.message);
  return messages?.length ? [...new Set(messages)] : undefined;
}

/** One question in the editor: its text, options or answer, explanation, type and the card's tools. */
export const QuestionCard = memo(function QuestionCard({
  question,
  number,
  isFirst,
  isLast,
  problems,
  dispatch,
  onMove,
  onRegenerate,
  regenerating,
  skillListId,
}: QuestionCardProps) {
  const id = useId();
  const { key } = question;
  const optionErrors = messagesFor(problems, 'options');
  const answerErrors = messagesFor(problems, 'answer');
  return (
    <article
      className={`q-card${question.check_reason ? ' is-marked' : ''}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={question.check_reason ? `${id}-check` : undefined}
      aria-busy={regenerating || undefined}
    >
      <header className="q-card-head">
        <h3 id={`${id}-title`} className="q-number">
          Question {number}
        </h3>
        <div className="q-type">
          <select
            aria-label={`Type of question ${number}`}
            value={question.questionType}
            onChange={(event) =>
              dispatch({ type: 'changeType', key, questionType: event.target.value as QuestionType })
            }
          >
            {QUESTION_TYPES.filter(
              (type) => type !== 'diagram_labelling' || question.questionType === 'diagram_labelling',
            ).map((type) => (
              <option key={type} value={type}>
                {QUESTION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="q-tools" role="group" aria-label={`Tools for question ${number}`}>
          <button
            id={`${key}-up`}
            type="button"
            className="icon-btn"
            aria-label={`Move question ${number} up`}
            title="Move up"
            disabled={isFirst}
            onClick={() => onMove(key, -1)}
          >
            <ArrowUp aria-hidden="true" size={18} />
          </button>
          <button
            id={`${key}-down`}
            type="button"
            className="icon-btn"
            aria-label={`Move question ${number} down`}
            title="Move down"
            disabled={isLast}
            onClick={() => onMove(key, 1)}
          >
            <ArrowDown aria-hidden="true" size={18} />
          </button>
          {onRegenerate ? (
            <button
              type="button"
              className="icon-btn icon-btn-priced"
              aria-label={`Regenerate question ${number} (1 credit)`}
              title="Regenerate (1 credit; given back when nothing new can be made)"
              disabled={regenerating}
              onClick={() => onRegenerate(key)}
            >
              <RefreshCw aria-hidden="true" size={18} className={regenerating ? 'spin' : undefined} />
              <span className="btn-price" aria-hidden="true">
                1 credit
              </span>
            </button>
          ) : null}
          <button
            type="button"
            className="icon-btn icon-btn-danger"
            aria-label={`Delete question ${number}`}
            title="Delete"
            onClick={() => dispatch({ type: 'deleteQuestion', key })}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </div>
      </header>

      {question.check_reason ? (
        <div className="q-check" id={`${id}-check`}>
          <AlertCircle aria-hidden="true" size={18} />
          <p>
            <strong>Check this one:</strong> {question.check_reason}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={`Keep question ${number} as it is`}
            onClick={() => dispatch({ type: 'keepQuestion', key })}
          >
            <Check aria-hidden="true" size={16} /> Keep
          </button>
        </div>
      ) : null}

      <WithFormulaPreview text={question.question} label={`Question ${number}`}>
        <TextAreaField
          label="Question"
          rows={2}
          value={question.question}
          errors={messagesFor(problems, 'question')}
          onChange={(event) =>
            dispatch({ type: 'editText', key, field: 'question', value: event.target.value })
          }
        />
      </WithFormulaPreview>

      {question.questionType === 'true_false' ? (
        <fieldset className="q-options">
          <legend>Answer</legend>
          <div className="q-tf">
            {['True', 'False'].map((value) => (
              <label key={value} className="q-tf-choice">
                <input
                  type="radio"
                  name={`${id}-answer`}
                  value={value}
                  checked={question.answer.toLowerCase() === value.toLowerCase()}
                  onChange={() => dispatch({ type: 'setAnswer', key, answer: value })}
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
      ) : hasOptions(question.questionType) ? (
        <fieldset
          className="q-options"
          aria-describedby={optionErrors || answerErrors ? `${id}-options-error` : undefined}
        >
          <legend>Options — choose the correct one</legend>
          <ul className="q-option-list">
            {question.options.map((option, index) => (
              <li key={index} className="q-option">
                <input
                  type="radio"
                  name={`${id}-answer`}
                  aria-label={`Option ${index + 1} is the answer`}
                  checked={option !== '' && option === question.answer}
                  onChange={() => dispatch({ type: 'setAnswer', key, answer: option })}
                  disabled={option.trim() === ''}
                />
                <input
                  type="text"
                  className="q-option-text"
                  aria-label={`Option ${index + 1}`}
                  value={option}
                  onChange={(event) =>
                    dispatch({ type: 'editOption', key, index, value: event.target.value })
                  }
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove option ${index + 1}`}
                  disabled={question.options.length <= 2}
                  onClick={() => dispatch({ type: 'removeOption', key, index })}
                >
                  <X aria-hidden="true" size={16} />
                </button>
              </li>
            ))}
          </ul>
          {question.options.some((option) => hasFormula(option)) ? (
            <FormulaPreview
              label={`Question ${number} options`}
              text={question.options
                .filter((option) => option.trim())
                .map((option, index) => `${String.fromCharCode(65 + index)}. ${option}`)
                .join('\n')}
            />
          ) : null}
          {optionErrors || answerErrors ? (
            <p id={`${id}-options-error`} className="field-error">
              {[...(optionErrors ?? []), ...(answerErrors ?? [])].join(' ')}
            </p>
          ) : null}
          {question.options.length < 12 ? (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => dispatch({ type: 'addOption', key })}
            >
              <Plus aria-hidden="true" size={16} /> Add option
            </button>
          ) : null}
        </fieldset>
      ) : (
        <WithFormulaPreview text={question.answer} label={`Question ${number} answer`}>
          <TextField
            type="text"
            label="Answer"
            value={question.answer}
            errors={answerErrors}
            hint={
              question.accepted_answers?.length
                ? `Also accepted: ${question.accepted_answers.join(', ')}`
                : 'A number may carry a unit and a tolerance: 9.8 ± 0.1 m/s^2'
            }
            onChange={(event) => dispatch({ type: 'setAnswer', key, answer: event.target.value })}
          />
        </WithFormulaPreview>
      )}

      <TextField
        type="text"
        label="Skill it tests"
        value={question.skill ?? ''}
        maxLength={200}
        list={skillListId}
        errors={messagesFor(problems, 'skill')}
        hint={
          question.handWritten ? 'A concept of the material, e.g. one the other questions test.' : undefined
        }
        onChange={(event) => dispatch({ type: 'editText', key, field: 'skill', value: event.target.value })}
      />

      <WithFormulaPreview text={question.explanation ?? ''} label={`Question ${number} explanation`}>
        <TextAreaField
          label="Explanation (optional)"
          rows={2}
          value={question.explanation ?? ''}
          onChange={(event) =>
            dispatch({ type: 'editText', key, field: 'explanation', value: event.target.value })
          }
        />
      </WithFormulaPreview>
    </article>
  );
});
