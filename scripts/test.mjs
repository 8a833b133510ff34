#!/usr/bin/env node
// `npm test` after lint/format/typecheck: makes sure a browser exists, builds what the browser tests
// serve, then runs every Vitest project and writes a JSON report for CI's totals.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureSystemProgram } from './system-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const extraArgs = process.argv.slice(2);
const onlyProjects = extraArgs.filter((_, i, all) => all[i - 1] === '--project');
const needsBrowser = onlyProjects.length === 0 || onlyProjects.includes('e2e');

const env = { ...process.env };
// The document tests render generated PDFs to images with poppler's pdftoppm.
if (onlyProjects.length === 0 || onlyProjects.includes('unit')) {
  ensureSystemProgram({ candidates: ['pdftoppm'], aptPackage: 'poppler-utils', purpose: 'document tests' });
  // The formula exports are opened by the tools a school would use (issue 36's third-party checks).
  ensureSystemProgram({ candidates: ['qpdf'], aptPackage: 'qpdf', purpose: 'formula export checks' });
  ensureSystemProgram({
    candidates: ['xmllint'],
    aptPackage: 'libxml2-utils',
    purpose: 'formula export checks',
  });
  ensureSystemProgram({
    candidates: ['soffice', '/usr/bin/soffice'],
    aptPackage: 'libreoffice-writer-nogui',
    purpose: 'formula export checks',
  });
}
if (needsBrowser) {
  env.CHROMIUM_PATH = ensureChromium();
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const report = process.env.VITEST_JSON_REPORT ?? 'test-results/vitest.json';
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ],
  { cwd: root, stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
