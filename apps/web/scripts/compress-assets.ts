// Last build step: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset in dist/, so the
// server hands compressed files to browsers that accept them without compressing anything at run time.
// HTML is left out (the server fills the pages in per request and compresses them itself), and so are
// source maps (only developer tools fetch them).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!TEXT.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  // A copy that is not smaller is not worth a request's negotiation.
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += source.length;
  after += br.length;
}
console.info(
  `compressed ${count} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
