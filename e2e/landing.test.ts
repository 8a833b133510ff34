// The teachers landing page in a real browser, served by the built product: accessibility, layout at
// three widths, the hero's impression/click flow, the visit marker, the showcase keyboard model, and
// content without JavaScript.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser.js';

const CTA = 'Try Professional Plan For Free';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openLanding(url: string, width = 1280, before?: (page: Page) => Promise<void>) {
  const context = await newContext(browser, { width, height: 900 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await before?.(page);
  await page.goto(url);
  return { context, page, errors };
}

const storedImpression = (page: Page) =>
  page.evaluate(() => localStorage.getItem('teachers_hero_impression_id'));

describe('landing page', () => {
  for (const width of [375, 800, 1280]) {
    it(`has no axe violations and no console errors at ${width} px`, async () => {
      const { context, page, errors } = await openLanding('/?variant=A1', width);
      await page.getByRole('button', { name: CTA }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: CTA }).isEnabled()).toBe(true);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'landing', `landing-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('records the impression, swaps in the server’s id, records the click and goes to sign-up', async () => {
    const { context, page } = await openLanding('/?variant=C2');
    await expect.poll(() => storedImpression(page)).toMatch(UUID);
    const impressionId = await storedImpression(page);
    const h1 = await page.getByRole('heading', { level: 1 }).textContent();
    expect(h1).toMatch(/reclaim/i);
    const click = page.waitForResponse((response) =>
      response.url().includes('/api/analytics/dialog/record_click/'),
    );
    await page.getByRole('button', { name: CTA }).click();
    const clickResponse = await click;
    expect(clickResponse.status()).toBe(201);
    expect(JSON.parse(clickResponse.request().postData() ?? '{}')).toEqual({ impression_id: impressionId });
    await page.waitForURL(/\/signup\/$/);
    await context.close();
  });

  it('reuses a stored impression id without recording a new impression', async () => {
    const impressions: string[] = [];
    const { context, page } = await openLanding('/', 1280, async (p) => {
      await p.addInitScript(() => localStorage.setItem('teachers_hero_impression_id', 'kept-id'));
      p.on('request', (request) => {
        if (request.url().includes('record_preset_impression')) impressions.push(request.url());
      });
    });
    await expect.poll(() => page.getByRole('button', { name: CTA }).isEnabled()).toBe(true);
    await page.waitForTimeout(300);
    expect(impressions).toEqual([]);
    expect(await storedImpression(page)).toBe('kept-id');
    await context.close();
  });

  it('saves utm values and the visit marker one second after load', async () => {
    const { context, page } = await openLanding('/teachers/?utm_source=newsletter&utm_id=nov-26');
    const read = () =>
      page.evaluate(() => ({
        source: localStorage.getItem('qw_utm_source'),
        id: localStorage.getItem('qw_utm_id'),
        visit: localStorage.getItem('free_trial_page_visit'),
      }));
    await expect.poll(read, { timeout: 5000 }).toMatchObject({ source: 'newsletter', id: 'nov-26' });
    expect(JSON.parse((await read()).visit ?? '{}')).toMatchObject({ visited: true, type: 'teachers' });
    await context.close();
  });

  it('runs the showcase as keyboard tabs, vertical on desktop and horizontal below 1024 px', async () => {
    const { context, page } = await openLanding('/');
    const list = page.getByRole('tablist', { name: 'Quizwise features' });
    await expect.poll(() => list.getAttribute('aria-orientation')).toBe('vertical');
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    await expect.poll(() => tabs.nth(3).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel').count()).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => list.getAttribute('aria-orientation')).toBe('horizontal');
    await context.close();
  });

  it('shows its content with JavaScript turned off', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const { baseURL } = await import('./support/browser.js');
    await page.goto(`${baseURL()}/?variant=B1`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/create, host and grade/i);
    expect(await page.getByRole('heading', { name: 'Frequently asked questions' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: CTA }).getAttribute('href')).toBe('/signup/');
    await context.close();
  });
});
