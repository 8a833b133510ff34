import { randomInt } from 'node:crypto';

/** A shuffled copy (Fisher–Yates with a cryptographic source, so students cannot predict the order). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
