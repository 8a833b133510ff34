import type { z } from 'zod';

/**
 * Turns zod issues into DRF's `{"field": ["message"]}` shape, with DRF's wording for the common
 * cases, so API users porting from Django see the messages they expect.
 */
export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (fields[key] ??= []).push(messageFor(issue));
  }
  return fields;
}

/**
 * The value a client sent, as a message shows it: a string or number as it is, anything else as JSON, cut
 * short. `String()` threw on `{"toString": null}` and turned a 400 into a 500 (contract fuzzing).
 */
function shownInput(input: unknown): string {
  if (input === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof input))
    return String(input);
  let json: string | undefined;
  try {
    json = JSON.stringify(input);
  } catch {
    json = undefined;
  }
  const shown = json ?? typeName(input);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
}

function messageFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      const expected = issue.expected;
      if (expected === 'number' || expected === 'int') return 'A valid number is required.';
      if (expected === 'boolean') return 'Must be a valid boolean.';
      if (expected === 'array') return `Expected a list of items but got type "${typeName(issue.input)}".`;
      if (expected === 'object')
        return `Invalid data. Expected a dictionary, but got ${typeName(issue.input)}.`;
      if (expected === 'string') return 'Not a valid string.';
      return issue.message;
    }
    case 'invalid_value':
      return issue.input === undefined
        ? 'This field is required.'
        : `"${shownInput(issue.input)}" is not a valid choice.`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${issue.keys.join(', ')}.`;
    case 'too_small':
      if (issue.message && !issue.message.startsWith('Too small')) return issue.message;
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${String(issue.minimum)} characters.`;
      }
      if (issue.origin === 'array')
        return `Ensure this field has at least ${String(issue.minimum)} elements.`;
      return `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.message && !issue.message.startsWith('Too big')) return issue.message;
      if (issue.origin === 'string')
        return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
      if (issue.origin === 'array')
        return `Ensure this field has no more than ${String(issue.maximum)} elements.`;
      return `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
    default:
      return issue.message;
  }
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'dict';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  return typeof value;
}
