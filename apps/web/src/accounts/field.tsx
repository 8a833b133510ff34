import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  errors?: string[] | undefined;
}

/** A labelled input whose errors are announced and tied to it with aria-describedby. */
export function Field({ name, label, hint, errors, ...input }: FieldProps) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="field-error">
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** Errors that belong to no field (`non_field_errors`, rate limits, network), shown above the button. */
export function FormAlert({ messages }: { messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <div role="alert" className="form-alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
