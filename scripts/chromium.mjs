// Finds a Chromium for the browser tests: CHROMIUM_PATH, else the system's. On a fresh Debian/Ubuntu
// machine running as root it installs Debian's package; otherwise it stops with the command to run.
// Browser tests never pass by being skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.info('browser tests: installing Debian chromium (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'browser tests need Chromium. Install it with:\n  sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}
