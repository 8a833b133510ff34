import type { z } from 'zod';

const MAX_DEPTH = 64;

/**
 * Issues for every string (value or object key) that holds a NUL character. PostgreSQL text cannot
 * store one and rejects it even as a query parameter, so such input is refused up front with DRF's
 * "Null characters are not allowed." instead of failing in the database.
 */
export function nullCharacterIssues(value: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const visit = (node: unknown, path: PropertyKey[], depth: number): void => {
    if (typeof node === 'string') {
      if (node.includes('\u0000')) {
        issues.push({ code: 'custom', path, message: 'Null characters are not allowed.', input: node });
      }
      return;
    }
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index], depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (key.includes('\u0000')) {
        issues.push({ code: 'custom', path, message: 'Null characters are not allowed.', input: key });
      }
      visit(item, [...path, key], depth + 1);
    }
  };
  visit(value, [], 0);
  return issues;
}
