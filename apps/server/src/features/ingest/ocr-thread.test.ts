// OCR pre-processing (0.1–0.6 s of JavaScript per image) must never run on the request thread: only the
// OCR thread's module imports it, and the request side imports that module for its types alone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** The modules a file loads at run time (`import type` and `export type` lines are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
}

describe('OCR pre-processing runs off the request thread', () => {
  const files = sourceFiles(src);
  const importing = (module: string) =>
    files
      .filter((file) => runtimeImports(file).some((spec) => spec.endsWith(module)))
      .map((file) => path.relative(src, file).split(path.sep).join('/'));

  it('is imported only by the OCR thread module', () => {
    expect(importing('/ocr-preprocess.js')).toEqual(['features/ingest/ocr-thread-worker.ts']);
  });

  it('the OCR thread module is loaded by no other module, only started as a thread', () => {
    expect(importing('/ocr-thread-worker.js')).toEqual([]);
    expect(readFileSync(path.join(src, 'features/ingest/ocr-engine.ts'), 'utf8')).toContain(
      './ocr-thread-worker.',
    );
  });
});
