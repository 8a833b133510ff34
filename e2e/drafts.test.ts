// Paid work is never lost: a generated quiz is kept as a draft on the server the moment it is paid for.
// Generate → close the tab without saving → a new tab finds it in Drafts with the same questions → save
// → gone from Drafts. Also: leaving the editor with unsaved edits asks first (in the app and on close).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signUp } from './support/browser.js';
import { corpus, expectAxeClean } from './support/screens.js';

const material = corpus('01-photosynthesis.md');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every question's text in the editor, in order. */
function questionStems(page: Page): Promise<string[]> {
  return page
    .getByRole('textbox', { name: 'Question', exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLTextAreaElement).value));
}

describe('quiz drafts', () => {
  it('keeps a generated quiz after the tab is closed, restores it in a new tab, and saving removes it', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    await signUp(first);

    await first.goto('/app/generate');
    await first.getByLabel('Your material', { exact: true }).fill(material);
    await first.getByRole('button', { name: 'Generate quiz · 1 credit' }).click();
    await first.getByRole('heading', { level: 1, name: 'Review your quiz' }).waitFor({ timeout: 30_000 });
    expect(first.url()).toMatch(/\/app\/quizzes\/drafts\/\d+$/);
    await first.getByText(/This quiz is kept in your/).waitFor();
    const generated = await questionStems(first);
    const title = await first.getByLabel('Quiz title').inputValue();
    expect(generated.length).toBeGreaterThan(0);
    // Closed without saving, and without the browser's "leave site?" prompt: nothing was edited.
    await first.close();

    const second = await context.newPage();
    const consoleErrors: string[] = [];
    second.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await second.goto('/app/quizzes');
    await second
      .getByRole('navigation', { name: 'Quiz lists' })
      .getByRole('link', { name: /Drafts/ })
      .click();
    await second.waitForURL(/\/app\/quizzes\/drafts$/);
    const row = second
      .getByRole('listitem')
      .filter({ has: second.getByRole('link', { name: title, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/expires in 30 days/);
    await expectAxeClean(second, 'drafts list');
    await row.getByRole('link', { name: `Open ${title}` }).click();
    await second.getByRole('heading', { level: 1, name: 'Review your quiz' }).waitFor();
    await expect.poll(() => questionStems(second)).toEqual(generated);
    expect(await second.getByLabel('Quiz title').inputValue()).toBe(title);

    await second.getByLabel('Quiz title').fill('Kept through a closed tab');
    await second.getByRole('button', { name: 'Save quiz' }).click();
    await second.waitForURL(/\/app\/quizzes\/\d+$/);
    await second.getByRole('heading', { level: 1, name: 'Kept through a closed tab' }).waitFor();

    await second.goto('/app/quizzes/drafts');
    await second.getByText('No drafts').waitFor();
    expect(await second.getByRole('link', { name: title, exact: true }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps edits in the draft, and asks before leaving a quiz with unsaved edits', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUp(page);
    await page.goto('/app/generate');
    await page.getByLabel('Your material', { exact: true }).fill(material);
    await page.getByRole('button', { name: 'Generate quiz · 1 credit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Review your quiz' }).waitFor({ timeout: 30_000 });
    const draftUrl = page.url();

    // An edit is autosaved into the draft: a reload brings it back.
    await page.getByLabel('Quiz title').fill('Edited in the draft');
    await page.getByText('kept in Drafts, not saved as a quiz yet').waitFor();
    await page.goto(draftUrl);
    await expect.poll(() => page.getByLabel('Quiz title').inputValue()).toBe('Edited in the draft');

    // A saved quiz with edits not saved: in-app navigation asks, with an accessible dialog.
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await page.waitForURL(/\/app\/quizzes\/\d+$/);
    const quizUrl = page.url();
    await page.goto(`${quizUrl}/edit`);
    await page.getByLabel('Quiz title').fill('Not saved');
    await page.locator('a.back-link').click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await expectAxeClean(page, 'leave dialog');
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    expect(page.url()).toBe(`${quizUrl}/edit`);
    expect(await page.getByLabel('Quiz title').inputValue()).toBe('Not saved');

    // Closing the tab with those edits gets the browser's own prompt. Accepting it lets the page close:
    // dismissing it while Playwright is closing the page sometimes took the browser down with it.
    const prompt = new Promise<string>((resolve) => {
      page.once('dialog', (beforeUnload) => {
        resolve(beforeUnload.type());
        void beforeUnload.accept();
      });
    });
    const closed = new Promise<void>((resolve) => page.once('close', () => resolve()));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    await closed;
    await context.close();
  }, 120_000);
});
