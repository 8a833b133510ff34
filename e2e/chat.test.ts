// Chat over a collection through the real server and the embedded engine: a raw text in a collection
// (made through the API from the signed-in page), then the chat screens — new chat over the collection,
// a streamed answer with its cited source, a question the material does not cover, rename, delete.
// Every screen is checked with axe at 1280 and 375 px and photographed into test-results/chat/.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedInPage, screenshot, type SignedInPage } from './support/browser.js';

const CELLS =
  'The mitochondrion is the organelle where aerobic respiration takes place. It releases energy from glucose ' +
  'using oxygen. Ribosomes are the sites of protein synthesis. The nucleus holds the DNA of the cell and ' +
  'controls its activities.';

let session: SignedInPage;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage();
  page = session.page;
});

afterAll(async () => {
  await session.close();
});

async function check(name: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(150);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      `axe on ${name} at ${width} px`,
    ).toEqual([]);
    await screenshot(page, 'chat', `${name}-${width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${name} at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A JSON call from the signed-in page, with the CSRF header the API wants. */
async function api(path: string, body: unknown): Promise<{ id: number }> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: number };
    },
    { path, body },
  );
}

describe('study app: chat over a collection', () => {
  it('answers from the collection with a cited source, and says when it does not know', async () => {
    const raw = await api('/api/create-raw-text/', { name: 'Cell biology', content: CELLS });
    await api('/api/collections/create/', { name: 'Biology mock exam', raw_texts: [raw.id] });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Chat', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Ask about your own material' }).waitFor();
    await check('chats-empty');

    await page.getByRole('button', { name: 'New chat' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New chat' });
    await dialog.getByLabel('Name (optional)').fill('Cells revision');
    await dialog
      .getByRole('option', { name: 'Collection: Biology mock exam' })
      .waitFor({ state: 'attached' });
    await dialog.getByLabel('Answer from').selectOption({ label: 'Collection: Biology mock exam' });
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await page.waitForURL(/\/app\/chat\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Cells revision' }).waitFor();
    await page.getByText('Answers come from one collection.').waitFor();

    await page.getByLabel('Your question').fill('Where does aerobic respiration take place?');
    await page.getByRole('button', { name: 'Send' }).click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Where does aerobic respiration take place?').waitFor();
    await conversation.getByText(/From your material: The mitochondrion/).waitFor();
    await conversation.getByText('Sources (1)').click();
    await conversation.getByText('Cell biology', { exact: true }).waitFor();
    await check('chat-answer');

    await page.getByLabel('Your question').fill('Which is the longest river in Africa?');
    await page.keyboard.press('Enter');
    await conversation.getByText(/does not cover this question/).waitFor();

    await page.reload();
    await conversation.getByText(/does not cover this question/).waitFor();
    expect(await conversation.getByRole('listitem').filter({ hasText: 'Answer:' }).count()).toBe(2);

    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Chat name').fill('Organelles');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organelles' }).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete chat' }).click();
    await page.waitForURL(/\/app\/chat$/);
    await page.getByRole('heading', { name: 'Ask about your own material' }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
