// The teachers landing page in a real browser, served by the built product: accessibility, layout at
// three widths, the hero's impression/click flow, the visit marker, the showcase keyboard model,
// content without JavaScript, the header menu and showcase at 390 px, and /pricing/ against the plans.
import { AxeBuilder } from '@axe-core/playwright';
import { CREDIT_PACKS, PLANS, PLAN_ORDER, formatPrice } from '@quizwise/contract';
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

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('landing page at 390 px', () => {
  it('opens and closes the header menu from the keyboard and shows its links', async () => {
    const { context, page, errors } = await openLanding('/?variant=A1', 390);
    await expect.poll(() => page.getByRole('button', { name: CTA }).isEnabled()).toBe(true);
    const toggle = page.locator('summary.site-menu-toggle');
    // By id: while closed, the menu is hidden and so not in the accessibility tree.
    const menu = page.locator('#site-menu-panel');
    // The wide header's links are hidden at this width; the menu button is the way to them.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await toggle.isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('site-menu-panel');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('navigation', { name: 'Menu' }).count()).toBe(1);
    for (const name of ['Pricing', 'Join a quiz', 'Log in', 'Sign up']) {
      const link = menu.getByRole('link', { name, exact: true });
      expect(await link.isVisible()).toBe(true);
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'Join a quiz' }).getAttribute('href')).toBe('/join/');
    expect(await menu.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup/');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'landing', 'landing-390-menu');

    // Tab into the menu, then Escape: closed, and focus is back on the button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Features');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-menu-toggle'))).toBe(
      true,
    );
    // Space opens it again, and so does a second press close it.
    await page.keyboard.press(' ');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press(' ');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the menu without JavaScript too', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const { baseURL } = await import('./support/browser.js');
    await page.goto(`${baseURL()}/?variant=A1`);
    const menu = page.locator('#site-menu-panel');
    expect(await menu.isVisible()).toBe(false);
    await page.locator('summary.site-menu-toggle').click();
    expect(await menu.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
    await context.close();
  });

  it('fits every showcase tab on screen, whole, and loads each tab’s screenshot', async () => {
    const { context, page, errors } = await openLanding('/?variant=A1', 390);
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    await page.getByRole('tablist').scrollIntoViewIfNeeded();
    for (let index = 0; index < 4; index += 1) {
      const tab = tabs.nth(index);
      expect(await tab.isVisible()).toBe(true);
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      // No label is clipped: its text needs no more room than it has, across and down.
      const clipped = await tab.evaluate((element) => {
        const label = element.querySelector('.showcase-tab-label');
        const number = element.querySelector<HTMLElement>('.showcase-tab-number');
        // "01" stays on one line (it once broke into "0" above "1").
        const numberLines = number
          ? number.offsetHeight / parseFloat(getComputedStyle(number).lineHeight || '16')
          : 0;
        return (
          !label ||
          numberLines >= 1.5 ||
          label.scrollWidth > label.clientWidth ||
          element.scrollWidth > element.clientWidth ||
          element.scrollHeight > element.clientHeight
        );
      });
      expect(clipped).toBe(false);
    }
    for (let index = 0; index < 4; index += 1) {
      await tabs.nth(index).click();
      const image = page.locator('[role="tabpanel"]:not([hidden]) img');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      // The phone crop, not the desktop shot, is what a 390 px screen gets.
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /-mobile-780-[\w-]+\.webp$/,
      );
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/pricing/', () => {
  for (const width of [390, 1440]) {
    it(`shows the plans and packs from the plans module, axe clean and within ${width} px`, async () => {
      const { context, page, errors } = await openLanding('/pricing/', width);
      expect(await page.title()).toMatch(/pricing/i);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/pricing/i);
      for (const id of PLAN_ORDER) {
        const plan = PLANS[id];
        expect(await page.getByTestId(`plan-price-${id}`).textContent()).toBe(
          `${formatPrice(plan.monthlyPriceCents)}/ month`,
        );
        expect(await page.getByTestId(`plan-credits-${id}`).textContent()).toBe(
          `${plan.monthlyCredits} AI credits every month`,
        );
      }
      for (const pack of CREDIT_PACKS) {
        const text = await page.getByTestId(`pack-${pack.id}`).textContent();
        expect(text).toContain(`${pack.credits} credits`);
        expect(text).toContain(formatPrice(pack.priceCents));
      }
      expect(
        await page
          .getByText(/nothing is lost or locked/i)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'landing', `pricing-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('is served at /pricing too, and linked from the landing page', async () => {
    const { context, page } = await openLanding('/pricing');
    await page.waitForURL(/\/pricing\/$/);
    await page.goto('/?variant=A1');
    expect(await page.getByRole('link', { name: 'Compare plans in detail' }).getAttribute('href')).toBe(
      '/pricing/',
    );
    expect(await page.getByTestId('plan-price-professional').textContent()).toContain(
      formatPrice(PLANS.professional.monthlyPriceCents),
    );
    await context.close();
  });
});
