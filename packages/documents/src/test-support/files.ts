import type { WriteResult } from '../index.js';

/** The body of a successful write as a Buffer; fails the test otherwise. */
export function bodyOf(result: WriteResult): Buffer {
  if (!result.ok) throw new Error(`expected a file, got ${result.reason}`);
  const { body } = result.value;
  if (!Buffer.isBuffer(body)) throw new Error('expected a Buffer body');
  return body;
}
