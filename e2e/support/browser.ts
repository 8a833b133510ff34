import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = (): string => inject('baseURL');

/** Debian's Chromium, headless, with the flags this network needs (no background requests). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A fresh browser context (own cookies and storage) with the product's origin as base URL. */
export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
}

export async function screenshot(page: Page, folder: string, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../../test-results', folder);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Signs up through the real sign-up page, as a person would, as a student (the study home) or a
 * teacher (their classes); ends in /app/.
 */
export async function signUp(
  page: Page,
  email = uniqueEmail(),
  password = 'correct horse battery',
  role: 'student' | 'teacher' = 'student',
): Promise<{ email: string; password: string }> {
  await page.goto('/signup/');
  await page.getByRole('radio', { name: role === 'teacher' ? /teacher/i : /student/i }).check();
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign up|create account|start/i }).click();
  await page.waitForURL(/\/app\//);
  return { email, password };
}

export interface SignedInPage {
  page: Page;
  /** Uncaught page errors and console errors, in order; a screen test ends by expecting none. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A fresh user, signed up through the real page, on a 1280×900 page that records its errors. */
export async function openSignedInPage(): Promise<SignedInPage> {
  const browser = await launchBrowser();
  const context = await newContext(browser, { width: 1280, height: 900 });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('console', (message) => {
    // A failed load names only its status in the text; the location says which URL it was.
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  await signUp(page);
  return {
    page,
    consoleErrors,
    async close() {
      await context.close();
      await browser.close();
    },
  };
}
