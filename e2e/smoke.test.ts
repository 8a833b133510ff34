import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, baseURL } from './support/browser.js';

describe('the served product', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the landing page in Chromium with its page data and a CSRF cookie', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/?variant=B1');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(/\w+/);
    const pageData = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}');
    expect(pageData).toMatchObject({ heroVariant: 'B1', signupUrl: '/signup/' });
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toContain('csrftoken');
    await context.close();
  });

  it('answers the API health check from the same origin', async () => {
    const response = await fetch(`${baseURL()}/api/health/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
