// Build step after `vite build` (client) and `vite build --ssr` (entry-server): writes one prerendered
// landing page per hero variant, dist/landing/A1.html … C3.html, and the pricing page, dist/landing/pricing.html. The server picks a file per visitor
// and replaces the `#page-data` script's JSON with its own; the client hydrates when that data equals
// what the file was rendered with (kept in the root's data-prerendered attribute) and renders anew otherwise.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HERO_VARIANTS } from '@quizwise/contract';

import type * as ServerEntryModule from '../src/landing/entry-server.js';

type ServerEntry = typeof ServerEntryModule;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, 'dist');
const ssrDir = resolve(root, '.tmp/ssr');

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

function fill(page: string, markup: string, json: string): string {
  return page
    .replace(MARKUP_SLOT, () => markup)
    .replace(PRERENDERED_SLOT, () => escapeAttribute(json))
    .replace(PAGE_DATA_SCRIPT, () => `<script id="page-data" type="application/json">${json}</script>`);
}

/** The template's title, description and page marker, swapped for the /pricing/ page's own. */
function asPricingTemplate(page: string): string {
  const { title, description } = entry.pricingPageMeta;
  // Replacements are functions so a `$` in the copy is never read as a replacement pattern.
  const content = (value: string) => (_all: string, open: string, close: string) =>
    `${open}${escapeAttribute(value)}${close}`;
  const swaps: [RegExp, (...groups: string[]) => string][] = [
    [/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(title)}</title>`],
    [/(<meta\s+name="description"\s+content=")[^"]*(")/, content(description)],
    [/(<meta\s+property="og:title"\s+content=")[^"]*(")/, content(title)],
    [/(<meta\s+property="og:description"\s+content=")[^"]*(")/, content(description)],
    [/data-page="landing"/, () => 'data-page="pricing"'],
  ];
  return swaps.reduce((html, [pattern, replace]) => {
    if (!pattern.test(html)) throw new Error(`landing.html lacks ${pattern.source}`);
    return html.replace(pattern, replace);
  }, page);
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

mkdirSync(resolve(dist, 'landing'), { recursive: true });
for (const heroVariant of HERO_VARIANTS) {
  const data = { ...entry.DEFAULT_PAGE_DATA, heroVariant };
  const json = entry.serialisePageData(data);
  writeFileSync(
    resolve(dist, 'landing', `${heroVariant}.html`),
    fill(template, entry.renderLanding(data), json),
  );
}
// /pricing/ has no hero, so one file, rendered with the default data.
const pricingData = entry.DEFAULT_PAGE_DATA;
writeFileSync(
  resolve(dist, 'landing', 'pricing.html'),
  fill(asPricingTemplate(template), entry.renderPricing(pricingData), entry.serialisePageData(pricingData)),
);

// The unrendered template must not be served by mistake, and the server bundle is only a build tool.
rmSync(templatePath);
rmSync(ssrDir, { recursive: true, force: true });
console.info(
  `prerendered ${HERO_VARIANTS.length} landing pages and /pricing/ into ${resolve(dist, 'landing')}`,
);
