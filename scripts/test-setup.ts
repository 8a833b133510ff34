// An unexpected console.error is a bug the test did not notice: fail the test that caused it.
import { afterEach, vi } from 'vitest';

// Projects that share one module graph across files (isolate: false) run this file once per test file:
// wrap console.error once per process and share what it caught.
const registry = globalThis as typeof globalThis & { __quizwiseConsoleErrors?: unknown[][] };
const errors = (registry.__quizwiseConsoleErrors ??= (() => {
  const caught: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    caught.push(args);
    original(...args);
  };
  return caught;
})());

afterEach(() => {
  if (errors.length > 0) {
    const first = errors[0];
    errors.length = 0;
    throw new Error(`console.error was called: ${first?.map(String).join(' ')}`);
  }
  vi.useRealTimers();
});
