import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldShell {
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[] | undefined;
  /** A fixed id for the control (tests and links may name it); a generated one otherwise. */
  id?: string | undefined;
}

/** The ids that tie a control to its hint and errors, and the attributes the control carries. */
function useFieldWiring({ hint, errors, id: fixedId }: FieldShell) {
  const generated = useId();
  const id = fixedId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': errors?.length ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** Label, control, hint and errors, in the order a screen reader should meet them. */
function FieldFrame({
  label,
  hint,
  errors,
  className,
  wiring,
  children,
}: FieldShell & { className: string; wiring: ReturnType<typeof useFieldWiring>; children: ReactNode }) {
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={wiring.id}>{label}</label>
      {children}
      {hint ? (
        <p id={wiring.hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {wiring.errorId ? (
        <p id={wiring.errorId} className="field-error">
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input; its errors are tied to it with aria-describedby and mark it invalid. */
export function TextField({ label, hint, errors, id, className = '', ...input }: TextFieldProps) {
  const wiring = useFieldWiring({ label, hint, errors, id });
  return (
    <FieldFrame label={label} hint={hint} errors={errors} className={className} wiring={wiring}>
      <input {...wiring.control} {...input} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled textarea with the same error wiring as `TextField`. */
export function TextAreaField({ label, hint, errors, id, className = '', ...textarea }: TextAreaFieldProps) {
  const wiring = useFieldWiring({ label, hint, errors, id });
  return (
    <FieldFrame label={label} hint={hint} errors={errors} className={className} wiring={wiring}>
      <textarea {...wiring.control} {...textarea} />
    </FieldFrame>
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
