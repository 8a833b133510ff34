import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from './validation-errors.js';

const role = z.object({ account_role: z.enum(['student', 'teacher']) });
const errorsFor = (input: unknown): Record<string, string[]> => {
  const parsed = role.safeParse(input, { reportInput: true });
  if (parsed.success) throw new Error('expected the input to be refused');
  return zodIssuesToFieldErrors(parsed.error.issues);
};

describe('field errors name what was sent, whatever was sent', () => {
  it('quotes a wrong choice as sent', () => {
    expect(errorsFor({ account_role: 'admin' })).toEqual({
      account_role: ['"admin" is not a valid choice.'],
    });
  });

  it('shows an object sent as a choice as JSON, even one that cannot be turned into a string', () => {
    // Found by contract fuzzing: `String({ toString: null })` throws, which made the 400 a 500.
    expect(errorsFor({ account_role: { toString: null } })).toEqual({
      account_role: ['"{"toString":null}" is not a valid choice.'],
    });
    expect(errorsFor({ account_role: ['a'.repeat(100)] }).account_role?.[0]).toMatch(/^"\["a+\.\.\." is not/);
  });
});
