// What every screen test checks and needs: axe, no sideways scrolling, a picture; a JSON call with the
// CSRF header; the engine's corpus texts; the two widths a screen is judged at.
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.js';

export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1440, height: 900 };

/** A text of the quiz engine's corpus (packages/quiz-engine/corpus). */
export const corpus = (name: string): string =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../packages/quiz-engine/corpus', name), 'utf8');

/** The page's axe violations, one line each: the rule and the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${label}`).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widest = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(widest, `nothing wider than the screen on ${label}`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Axe-clean, nothing wider than the screen, and a full-page picture `name-<width>` in
 * test-results/<folder>/ (and in `alsoInto`, a folder outside the checkout, when given).
 */
export async function checkScreen(
  page: Page,
  folder: string,
  name: string,
  alsoInto?: string,
): Promise<void> {
  await expectAxeClean(page, name);
  await expectNoSidewaysScroll(page, name);
  const width = page.viewportSize()!.width;
  if (alsoInto) {
    fs.mkdirSync(alsoInto, { recursive: true });
    await page.screenshot({ path: path.join(alsoInto, `${name}-${width}.png`), fullPage: true });
  }
  await screenshot(page, folder, `${name}-${width}`);
}

/** A JSON POST from the context's signed-in session, with the CSRF header the API wants. */
export async function postJson(context: BrowserContext, url: string, data: unknown) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return context.request.post(url, { headers: { 'x-csrftoken': csrf }, data });
}

/**
 * Creates a class on the teacher's Classes page and uploads its roster (CSV text, a header line first);
 * waits until the last student's row is shown and answers the class page's address.
 */
export async function createClassWithRoster(teacher: Page, name: string, rosterCsv: string): Promise<string> {
  await teacher.goto('/app/classes');
  await teacher.getByLabel('Class name').fill(name);
  await teacher.getByRole('button', { name: 'Create class' }).click();
  await teacher.getByRole('heading', { level: 1, name }).waitFor();
  const classUrl = teacher.url();
  await teacher.getByLabel('CSV roster file').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rosterCsv),
  });
  const last = rosterCsv.trim().split('\n').at(-1)!.split(',')[0]!;
  await teacher.getByRole('row', { name: new RegExp(last) }).waitFor();
  return classUrl;
}

/** The join code shown on the class page in the row of the student whose name matches. */
export async function studentCode(teacher: Page, name: RegExp): Promise<string> {
  return (await teacher.getByRole('row', { name }).locator('.teaching-code').textContent()) ?? '';
}
