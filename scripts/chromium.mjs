// Finds a Chromium for the browser tests: CHROMIUM_PATH, else the system's, else Debian's package
// (see system-packages.mjs).
import fs from 'node:fs';
import { ensureSystemProgram } from './system-packages.mjs';

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
  return (
    findChromium() ?? ensureSystemProgram({ candidates, aptPackage: 'chromium', purpose: 'browser tests' })
  );
}
