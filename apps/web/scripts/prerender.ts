// Build step after `vite build` (client) and `vite build --ssr` (entry-server): writes one prerendered
// landing page per hero variant, dist/landing/A1.html … C3.html. The server picks a file per visitor
// and replaces the `#page-data` script's JSON with its own; the client hydrates when that data equals
// what the file was rendered with (kept in the root's data-prerendered attribute) and renders anew otherwise.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type * as ServerEntryModule from '../src/landing/entry-server.js';

type ServerEntry = typeof ServerEntryModule;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, 'dist');
const ssrDir = resolve(root, '.tmp/ssr');

export const VARIANTS = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'] as const;

const MARKUP_SLOT = '<!--landing-markup-->';
const PRERENDERED_SLOT = '__PRERENDERED__';
const PAGE_DATA_SCRIPT = /<script id="page-data" type="application\/json">[\s\S]*?<\/script>/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

const entry = (await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const templatePath = resolve(dist, 'landing.html');
const template = readFileSync(templatePath, 'utf8');
for (const slot of [MARKUP_SLOT, PRERENDERED_SLOT]) {
  if (!template.includes(slot)) throw new Error(`landing.html lacks ${slot}`);
}
if (!PAGE_DATA_SCRIPT.test(template)) throw new Error('landing.html lacks the #page-data script');

mkdirSync(resolve(dist, 'landing'), { recursive: true });
for (const heroVariant of VARIANTS) {
  const data = { ...entry.DEFAULT_PAGE_DATA, heroVariant };
  const json = entry.serialisePageData(data);
  const markup = entry.renderLanding(data);
  const html = template
    .replace(MARKUP_SLOT, () => markup)
    .replace(PRERENDERED_SLOT, () => escapeAttribute(json))
    .replace(PAGE_DATA_SCRIPT, () => `<script id="page-data" type="application/json">${json}</script>`);
  writeFileSync(resolve(dist, 'landing', `${heroVariant}.html`), html);
}

// The unrendered template must not be served by mistake, and the server bundle is only a build tool.
rmSync(templatePath);
rmSync(ssrDir, { recursive: true, force: true });
console.info(`prerendered ${VARIANTS.length} landing pages into ${resolve(dist, 'landing')}`);
