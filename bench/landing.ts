// Prints what the teachers landing page costs a visitor: the gzip bytes of the JavaScript and CSS a
// prerendered page loads (entry, modulepreloads, stylesheets), read from the built files. With
// `--lighthouse URL` and lighthouse installed, also runs Lighthouse's mobile preset on a served page.
// Usage: npm run build -w @quizwise/web && npx tsx bench/landing.ts [--lighthouse http://127.0.0.1:8000/]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const JS_BUDGET = 60 * 1024;

function gzipBytes(relativeUrl: string): number {
  return gzipSync(readFileSync(resolve(dist, relativeUrl.replace(/^\//, '')))).length;
}

function assetsOf(html: string) {
  const js = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

const html = readFileSync(resolve(dist, 'landing/A1.html'), 'utf8');
const { js, css } = assetsOf(html);
const jsBytes = js.reduce((sum, url) => sum + gzipBytes(url), 0);
const cssBytes = css.reduce((sum, url) => sum + gzipBytes(url), 0);
const htmlBytes = gzipSync(html).length;
for (const url of [...js, ...css])
  console.log(`  ${url.padEnd(44)} ${(gzipBytes(url) / 1024).toFixed(1)} KB gzip`);
console.log(`landing HTML  ${(htmlBytes / 1024).toFixed(1)} KB gzip`);
console.log(
  `landing JS    ${(jsBytes / 1024).toFixed(1)} KB gzip (${js.length} files; budget ${JS_BUDGET / 1024} KB)`,
);
console.log(`landing CSS   ${(cssBytes / 1024).toFixed(1)} KB gzip (${css.length} files)`);
if (jsBytes > JS_BUDGET) console.log('landing JS is OVER budget');

const lighthouseAt = process.argv.indexOf('--lighthouse');
if (lighthouseAt > 0) {
  const url = process.argv[lighthouseAt + 1] ?? 'http://127.0.0.1:8000/';
  const lighthouseModule = 'lighthouse';
  const chromeLauncherModule = 'chrome-launcher';
  try {
    // Optional tools, loaded by name so the bench runs without them installed.
    const { default: lighthouse } = (await import(lighthouseModule)) as {
      default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult } | undefined>;
    };
    const { launch } = (await import(chromeLauncherModule)) as {
      launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> }>;
    };
    const chrome = await launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (lhr) {
        for (const [key, category] of Object.entries(lhr.categories)) {
          console.log(`${key.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
        }
        for (const audit of ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']) {
          console.log(`${audit.padEnd(26)} ${lhr.audits[audit]?.displayValue ?? '?'}`);
        }
      }
    } finally {
      await chrome.kill();
    }
  } catch (error) {
    console.log(`Lighthouse not run: ${(error as Error).message}`);
  }
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}
