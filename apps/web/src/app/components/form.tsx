import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldShell {
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[] | undefined;
}

function useDescribedBy(hint: ReactNode, errors: string[] | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function FieldFooter({ hint, hintId, errors, errorId }: FieldShell & { hintId?: string; errorId?: string }) {
  return (
    <>
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
    </>
  );
}

type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input; its errors are tied to it with aria-describedby and mark it invalid. */
export function TextField({ label, hint, errors, className = '', ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, errors);
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldFooter
        label={label}
        hint={hint}
        errors={errors}
        {...(hintId ? { hintId } : {})}
        {...(errorId ? { errorId } : {})}
      />
    </div>
  );
}

type TextAreaFieldProps = FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled textarea with the same error wiring as `TextField`. */
export function TextAreaField({ label, hint, errors, className = '', ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, errors);
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <FieldFooter
        label={label}
        hint={hint}
        errors={errors}
        {...(hintId ? { hintId } : {})}
        {...(errorId ? { errorId } : {})}
      />
    </div>
  );
}

/** Errors that belong to no field (`non_field_errors`, network), announced above the buttons. */
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
