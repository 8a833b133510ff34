// The few system programs the tests use (Chromium for the browser tests, poppler's pdftoppm to render
// generated PDFs, qpdf, xmllint and LibreOffice to open the formula exports): found on PATH or at known places; on a fresh Debian/Ubuntu machine running as root,
// installed from Debian's packages; otherwise `npm test` stops with the command to run. Tests that need
// them never pass by being skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

function onPath(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).stdout.trim() || null;
}

/**
 * Returns the first existing binary (absolute candidates, or names looked up on PATH), installing
 * `aptPackage` once when none exists and the machine allows it.
 */
export function ensureSystemProgram({ candidates, aptPackage, purpose }) {
  const find = () =>
    candidates
      .map((candidate) =>
        candidate.startsWith('/') ? (fs.existsSync(candidate) ? candidate : null) : onPath(candidate),
      )
      .find(Boolean) ?? null;
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    console.info(`${purpose}: installing Debian's ${aptPackage} (apt-get install -y ${aptPackage})…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', aptPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = find();
    if (installed) return installed;
  }
  console.error(`${purpose} need ${aptPackage}. Install it with:\n  sudo apt-get install -y ${aptPackage}`);
  process.exit(1);
}
