import type { InputHTMLAttributes } from 'react';
import { TextField } from '../app/components/form.js';

export { FormAlert } from '../app/components/form.js';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  hint?: string;
  errors?: string[] | undefined;
}

/** The account pages' input: the shared `TextField`, with an id made from its name (`field-email`). */
export function Field({ name, ...props }: FieldProps) {
  return <TextField id={`field-${name}`} name={name} {...props} />;
}
