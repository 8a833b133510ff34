// Spaced review through the real server at phone width (390 px): sign up, add material, make cards,
// review ten of them (one typed answer, nine revealed and rated from the keyboard), and see the done
// screen and the memory forecast. Every screen is checked with axe, for nothing wider than the screen,
// and photographed into test-results/review/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signUp } from './support/browser.js';
import { corpus, expectAxeClean, expectNoSidewaysScroll } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function check(page: Page, name: string): Promise<void> {
  await expectAxeClean(page, name);
  await expectNoSidewaysScroll(page, name);
  await screenshot(page, 'review', `${name}-390`);
}

describe('spaced review at 390 px', () => {
  it('makes cards from new material and reviews ten of them', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page);

    await page.goto('/app/raw-texts/new');
    await page.getByLabel('Name').fill('The French Revolution');
    await page.getByLabel('Text').fill(corpus('02-french-revolution.md'));
    await page.getByRole('button', { name: 'Save raw text' }).click();
    await page.waitForURL(/\/app\/raw-texts\/\d+$/);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: /^Review/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await page.getByRole('heading', { name: 'No cards yet' }).waitFor();
    await check(page, 'review-empty');

    await page.getByRole('button', { name: 'Make cards from my material' }).click();
    await page.getByLabel('Cards this session').selectOption('10');
    await page.getByRole('button', { name: 'Start review (10 cards)' }).waitFor();
    await check(page, 'review-start');
    await page.getByRole('button', { name: 'Start review (10 cards)' }).click();

    // The first card: a typed answer, checked by the server's tolerant grader.
    await page.getByText('Card 1 of 10').waitFor();
    await page.getByLabel('Your answer').fill('no idea');
    await check(page, 'review-card');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('Not quite').waitFor();
    await check(page, 'review-wrong');
    await page.keyboard.press('Space');

    // Nine more: Space shows the answer, a digit rates it.
    for (let card = 2; card <= 10; card += 1) {
      await page.getByText(`Card ${card} of 10`).waitFor();
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('Space');
      await page.getByRole('group', { name: 'How well did you remember it?' }).waitFor();
      if (card === 2) await check(page, 'review-revealed');
      await page.keyboard.press(card % 3 === 0 ? '1' : '3');
    }
    await page.getByRole('heading', { name: 'Session done' }).waitFor();
    await page.getByText('You reviewed 10 cards').waitFor();
    await check(page, 'review-done');

    await page.getByRole('link', { name: 'See progress' }).click();
    await page.getByRole('heading', { name: 'Will be forgotten this week' }).waitFor();
    await page.getByRole('region', { name: 'Reviews due by day, scrollable' }).waitFor();
    await check(page, 'progress-memory');
    expect(errors).toEqual([]);
    await context.close();
  });
});
