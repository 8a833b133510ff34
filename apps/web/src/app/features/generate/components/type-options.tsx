import {
  QUESTION_TYPES,
  QUIZ_QUANTITY,
  QUIZ_SPECIFIED_MAX,
  type QuestionType,
  type QuizCapacityResponse,
} from '@quizwise/contract';
import { useId } from 'react';
import { capacityNote, NEEDS_MODEL, type GeneratorForm, type TypeChoice } from '../lib/generator-form.js';
import { TYPE_TEXT } from '../lib/question-types.js';

interface TypeOptionsProps {
  types: GeneratorForm['types'];
  onChange: (type: QuestionType, choice: TypeChoice) => void;
  error: string | undefined;
  specifiedErrors: Partial<Record<QuestionType, string>>;
  /** Diagram labelling needs diagrams (chosen directly or through a collection). */
  diagramsAvailable: boolean;
  /** What the AI can make of each type from the chosen material; undefined until known. */
  capacity?: QuizCapacityResponse | undefined;
}

/** The six question types, each with its quantity (few, some, many, or an exact number) and Higher Order. */
export function TypeOptions({
  types,
  onChange,
  error,
  specifiedErrors,
  diagramsAvailable,
  capacity,
}: TypeOptionsProps) {
  const id = useId();
  const needsModel = new Set<string>(capacity?.engine === 'embedded' ? capacity.needs_model : []);
  return (
    <section className="card card-pad gen-types" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gen-step">
        <span className="gen-step-number" aria-hidden="true">
          2
        </span>
        Pick question types
      </h2>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="type-grid">
        {QUESTION_TYPES.map((type) => {
          const choice = types[type];
          const unavailable = type === 'diagram_labelling' && !diagramsAvailable;
          const set = (patch: Partial<TypeChoice>) => onChange(type, { ...choice, ...patch });
          const fieldId = `${id}-${type}`;
          const note = unavailable ? null : capacityNote(capacity, type, choice);
          return (
            <li
              key={type}
              className={`type-card${choice.enabled ? ' is-on' : ''}${unavailable ? ' is-unavailable' : ''}`}
            >
              <label className="type-toggle">
                <input
                  type="checkbox"
                  checked={choice.enabled}
                  disabled={unavailable && !choice.enabled}
                  aria-describedby={`${fieldId}-hint${note ? ` ${fieldId}-capacity` : ''}${needsModel.has(type) ? ` ${fieldId}-model` : ''}`}
                  onChange={(event) => set({ enabled: event.target.checked })}
                />
                <span className="type-name">{TYPE_TEXT[type].label}</span>
              </label>
              <p id={`${fieldId}-hint`} className="type-hint">
                {unavailable ? 'Choose a diagram in “My library” first.' : TYPE_TEXT[type].hint}
              </p>
              {needsModel.has(type) ? (
                <p id={`${fieldId}-model`} className="type-needs-model">
                  {NEEDS_MODEL}
                </p>
              ) : null}
              {note ? (
                <p id={`${fieldId}-capacity`} className={`type-capacity${note.short ? ' is-short' : ''}`}>
                  {note.text}
                  {note.short && choice.enabled ? ' A shorter set comes back, saying why.' : ''}
                </p>
              ) : null}
              {choice.enabled ? (
                <div className="type-settings">
                  <div className="type-quantity">
                    <label htmlFor={`${fieldId}-quantity`}>
                      How many {TYPE_TEXT[type].label.toLowerCase()}
                    </label>
                    <select
                      id={`${fieldId}-quantity`}
                      value={choice.quantity}
                      onChange={(event) => set({ quantity: event.target.value as TypeChoice['quantity'] })}
                    >
                      <option value="few">A few (up to {QUIZ_QUANTITY.few})</option>
                      <option value="some">Some (up to {QUIZ_QUANTITY.some})</option>
                      <option value="many">Many (up to {QUIZ_QUANTITY.many})</option>
                      <option value="specified">An exact number</option>
                    </select>
                  </div>
                  {choice.quantity === 'specified' ? (
                    <div className="type-number">
                      <label htmlFor={`${fieldId}-number`}>
                        Number of {TYPE_TEXT[type].label.toLowerCase()}
                      </label>
                      <input
                        id={`${fieldId}-number`}
                        type="number"
                        min={1}
                        max={QUIZ_SPECIFIED_MAX}
                        inputMode="numeric"
                        value={choice.specified}
                        aria-invalid={specifiedErrors[type] ? true : undefined}
                        aria-describedby={specifiedErrors[type] ? `${fieldId}-number-error` : undefined}
                        onChange={(event) => set({ specified: event.target.value })}
                      />
                      {specifiedErrors[type] ? (
                        <p id={`${fieldId}-number-error`} className="field-error">
                          {specifiedErrors[type]}
                        </p>
                      ) : null}
                    </div>
                  ) : null}
                  <label className="switch">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={choice.higherOrder}
                      onChange={(event) => set({ higherOrder: event.target.checked })}
                    />
                    <span>
                      Higher order
                      <span className="visually-hidden"> for {TYPE_TEXT[type].label.toLowerCase()}</span>
                      <span className="type-hint">
                        {needsModel.has('higher_order')
                          ? ` — ${NEEDS_MODEL}`
                          : ' — above recall; fewer questions when the material gives few reasons, examples or comparisons'}
                      </span>
                    </span>
                  </label>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
