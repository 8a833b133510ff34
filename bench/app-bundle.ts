// Prints what opening the study app at /app/ costs: the gzip bytes of every JavaScript and CSS file the
// browser needs before the first screen (the dashboard) shows, read from the built files. That is the
// entry and its modulepreloads, plus the chunks it loads at once: the app root (awaited by the entry)
// and the dashboard route, with everything they import. Other screens load later and are listed apart.
// Usage: npm run build -w @quizwise/web && npx tsx bench/app-bundle.ts
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const BUDGET = 200 * 1024;
/** Chunks loaded before the first screen, by name: the lazily imported root and the dashboard route. */
const FIRST_SCREEN = /^(app-root|home-page|routes)-/;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(resolve(dist, 'assets', file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

const html = readFileSync(resolve(dist, 'app/index.html'), 'utf8');
const fromHtml = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => basename(match[1] ?? ''));
const js = new Set(
  fromHtml(/<script type="module"[^>]*src="([^"]+)"/g).concat(
    fromHtml(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ),
);
const css = new Set(fromHtml(/<link rel="stylesheet"[^>]*href="([^"]+)"/g));

/** Adds a chunk's static imports and its first-screen dynamic imports (with their preload lists). */
function walk(file: string): void {
  const code = readFileSync(resolve(dist, 'assets', file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) add(match[1]);
  const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  if (!list) return;
  const deps = [...list.matchAll(/"assets\/([^"]+)"/g)].map((match) => match[1] ?? '');
  for (const call of code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
    const files = (call[1] ?? '')
      .split(',')
      .filter(Boolean)
      .map((index) => deps[Number(index)] ?? '');
    if (!FIRST_SCREEN.test(files[0] ?? '')) continue;
    for (const dep of files) {
      if (dep.endsWith('.css')) css.add(dep);
      else add(dep);
    }
  }
}

function add(file: string | undefined): void {
  if (!file || js.has(file)) {
    if (file && !walked.has(file)) {
      walked.add(file);
      walk(file);
    }
    return;
  }
  js.add(file);
  walked.add(file);
  walk(file);
}

const walked = new Set<string>();
for (const file of [...js]) {
  walked.add(file);
  walk(file);
}

const rows = [...js].map((file) => [file, gzipBytes(file)] as const).sort((a, b) => b[1] - a[1]);
const jsBytes = rows.reduce((sum, [, size]) => sum + size, 0);
const cssBytes = [...css].reduce((sum, file) => sum + gzipBytes(file), 0);
for (const [file, size] of rows.slice(0, 12))
  console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1)} KB gzip`);
if (rows.length > 12) console.log(`  … and ${rows.length - 12} smaller files`);
console.log(
  `app initial JS   ${(jsBytes / 1024).toFixed(1)} KB gzip (${js.size} files; budget ${BUDGET / 1024} KB)`,
);
console.log(`app initial CSS  ${(cssBytes / 1024).toFixed(1)} KB gzip (${css.size} files)`);
if (jsBytes > BUDGET) console.log('app initial JS is OVER budget');

// The heaviest screens, loaded on demand, for context.
const { readdirSync } = await import('node:fs');
const pages = readdirSync(resolve(dist, 'assets'))
  .filter((file) => /-page-[\w-]+\.js$/.test(file))
  .map((file) => [file, gzipBytes(file)] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
console.log('largest screen chunks (without shared deps):');
for (const [file, size] of pages) console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1)} KB gzip`);
