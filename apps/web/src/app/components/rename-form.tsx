import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formErrorsFrom, parseWith, type FieldErrors } from '../lib/form-errors.js';
import { FormAlert, TextField } from './form.js';

interface RenameFormProps<S extends z.ZodType> {
  /** The field's label, e.g. "Chat name". */
  label: string;
  defaultValue: string;
  /** The contract's update-body schema: the new name is checked as the API will check it. */
  schema: S;
  pending: boolean;
  /** The last failed save, whose DRF field errors are shown under the field. */
  error: unknown;
  onSave: (body: z.output<S>) => void;
  onCancel: () => void;
}

/** An inline form that renames an item (a chat, a collection), with the API's errors beside the field. */
export function RenameForm<S extends z.ZodType>({
  label,
  defaultValue,
  schema,
  pending,
  error,
  onSave,
  onCancel,
}: RenameFormProps<S>) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : formErrorsFrom(error);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseWith(schema, { name: String(new FormData(event.currentTarget).get('name') ?? '') });
    if (!parsed.ok) return setClientErrors(parsed.errors);
    setClientErrors({});
    onSave(parsed.data);
  }
  return (
    <form className="card card-pad rename-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={label}
        name="name"
        defaultValue={defaultValue}
        errors={errors.name}
        autoComplete="off"
      />
      <FormAlert messages={errors.non_field_errors} />
      <div className="rename-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          Save name
        </button>
      </div>
    </form>
  );
}
