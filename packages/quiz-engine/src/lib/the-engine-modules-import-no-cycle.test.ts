import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 33 asked for one pipeline to read, stage by stage: "definition-family.ts and statement-family.ts
// import each other". A module that imports, at run time, one that imports it back cannot be read or tested
// as a stage of its own (the last such ring ran through the true/false generator, the statement family and
// the sentence keys). Type-only imports vanish at run time and are left out.
const here = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The engine's own modules each module imports at run time. */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const statement = /^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)';/gms;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(statement)]
      .filter((match) => !match[1])
      .map((match) => resolve(dirname(file), (match[2] ?? '').replace(/\.js$/, '.ts')));
    graph.set(file, targets);
  }
  return graph;
}

/** One ring of imports, as the files in it, or null when there is none. */
function findRing(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return path.slice(path.indexOf(next));
      if (!state.has(next) && graph.has(next)) {
        const ring = visit(next);
        if (ring) return ring;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const ring = visit(file);
    if (ring) return ring;
  }
  return null;
}

describe("the engine's modules", () => {
  it('import no module that imports them back', () => {
    const graph = importGraph(sources(here));
    expect(graph.size).toBeGreaterThan(50);
    const ring = findRing(graph);
    expect(ring?.map((file) => relative(here, file))).toBeUndefined();
  });

  it('would name the ring if one came back', () => {
    const a = resolve(here, 'a.ts');
    const b = resolve(here, 'b.ts');
    expect(
      findRing(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      )?.map((file) => relative(here, file)),
    ).toEqual(['a.ts', 'b.ts']);
  });
});
