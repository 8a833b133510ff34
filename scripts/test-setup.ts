// An unexpected console.error is a bug the test did not notice: fail the test that caused it.
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length > 0) {
    const first = errors[0];
    errors.length = 0;
    throw new Error(`console.error was called: ${first?.map(String).join(' ')}`);
  }
  vi.useRealTimers();
});
