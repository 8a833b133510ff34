#!/usr/bin/env node
// Builds every workspace in dependency order. With --if-stale it does nothing when no source file is
// newer than the last successful build, so `npm start` on a built checkout starts in a second or two.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, '.tmp', 'build-stamp');
const sourceRoots = ['packages', 'apps', 'package-lock.json'];
const skip = new Set(['node_modules', 'dist', 'test-results', '.tmp', 'data']);

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const steps = [
  ['contract', 'npm', ['run', 'build', '-w', '@quizwise/contract']],
  ['api-client', 'npm', ['run', 'build', '-w', '@quizwise/api-client']],
  ['quiz-engine', 'npm', ['run', 'build', '-w', '@quizwise/quiz-engine']],
  ['documents', 'npm', ['run', 'build', '-w', '@quizwise/documents']],
  ['server', 'npm', ['run', 'build', '-w', '@quizwise/server']],
  ['web', 'npm', ['run', 'build', '-w', '@quizwise/web']],
];

if (process.argv.includes('--if-stale')) {
  const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newest = Math.max(...sourceRoots.map((p) => newestMtime(path.join(root, p))));
  if (built > newest) {
    console.info('build: up to date');
    process.exit(0);
  }
}

const started = Date.now();
for (const [name, command, args] of steps) {
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    console.error(`build: ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.info(`build: ${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
fs.mkdirSync(path.dirname(stamp), { recursive: true });
fs.writeFileSync(stamp, new Date().toISOString());
console.info(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
