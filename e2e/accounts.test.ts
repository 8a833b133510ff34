// Sign-up, the /app/ shell, log-out and log-in through the real pages.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, newContext, screenshot, signUp } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('accounts', () => {
  it('signs up, shows the signed-in user, logs out and logs back in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { email, password } = await signUp(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Good /);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login\/$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/app\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Good /);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
    await context.close();
  });

  it('asks student or teacher, and starts a teacher at their classes with a first step', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/signup/');
    const group = page.getByRole('group', { name: 'Who is this account for?' });
    await group.waitFor();
    // Nothing chosen: the form says what is missing and sends nothing.
    await page.getByLabel(/e-?mail/i).fill(`teacher-${Date.now().toString(36)}@example.com`);
    await page.getByLabel(/^password/i).fill('correct horse battery');
    await page.getByRole('button', { name: /start/i }).click();
    await page.getByText('Choose whether you are a student or a teacher.').waitFor();
    expect(page.url()).toMatch(/\/signup\/$/);
    // Keyboard: focus is on the group; an arrow key moves the choice to the teacher.
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /teacher/i }).isChecked()).toBe(true);
    await page.getByText('Optional: shown to your students.').waitFor();
    await page.getByRole('button', { name: /start/i }).click();
    await page.waitForURL(/\/app\/classes\?welcome=1$/);
    await page.getByRole('heading', { name: 'Welcome! Your first step: create a class' }).waitFor();
    await context.close();
  });

  it('shows the API’s field error for an e-mail that is taken, with no axe violations', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const { email } = await signUp(page);
    await context.clearCookies();
    await page.goto('/signup/');
    await page.getByRole('radio', { name: /student/i }).check();
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/^password/i).fill('another good password');
    await page.getByRole('button', { name: /start/i }).click();
    await expect.poll(() => page.getByLabel(/e-?mail/i).getAttribute('aria-invalid')).toBe('true');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await screenshot(page, 'accounts', 'signup-error-375');
    await context.close();
  });

  it('sends a signed-out visitor from /app/ to log in and back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/app/quizzes/');
    await page.waitForURL(/\/login\/\?next=%2Fapp%2Fquizzes%2F$/);
    await context.close();
  });

  it('never leaves the site after log-in, whatever ?next= says', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { email, password } = await signUp(page);
    const origin = new URL(page.url()).origin;
    const hostile = [
      '/%09/example.org/',
      '/%0A/example.org/',
      '/%0D/example.org/',
      '//example.org/',
      '/%5Cexample.org/',
      'https://example.org/',
      'javascript:alert(1)',
    ];
    for (const next of hostile) {
      await context.clearCookies();
      await page.goto(`/login/?next=${next}`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login/'), { waitUntil: 'commit' });
      expect(new URL(page.url()).origin, next).toBe(origin);
      expect(new URL(page.url()).pathname, next).toBe('/app/');
    }
    await context.clearCookies();
    await page.goto(`/login/?next=${encodeURIComponent('/app/quizzes/')}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/app\/quizzes\/$/);
    await context.close();
  });
});
