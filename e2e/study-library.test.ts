// The study app's shell and library through the real server, from one fresh sign-up: a raw text
// (create → search → edit → download PDF), a diagram image whose labels are detected and saved, a
// collection with items and a quiz generated from all of it (diagram labelling included), a study note from the catalogue, progress and credits. Every screen is checked
// with axe at 1280 and 375 px and photographed into test-results/app/. Elements are found by role and
// label only.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedInPage, screenshot, type SignedInPage } from './support/browser.js';

let session: SignedInPage;
let page: Page;

beforeAll(async () => {
  session = await openSignedInPage();
  page = session.page;
});

afterAll(async () => {
  await session.close();
});

async function axe(target: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page: target }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `axe on ${name}`,
  ).toEqual([]);
}

/** Axe clean and no sideways scrolling at desktop and phone widths, with a picture of each. */
async function check(name: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await axe(page, `${name} at 1280 px`);
  await screenshot(page, 'app', `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  try {
    await page.waitForTimeout(150);
    await screenshot(page, 'app', `${name}-375`);
    await axe(page, `${name} at 375 px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${name} at 375 px`).toBeLessThanOrEqual(0);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

async function openFromNav(name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/** A labelled "diagram" as a PNG: a cell outline with three labels and pointer lines. */
async function diagramPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="560">
    <rect width="900" height="560" fill="#ffffff"/>
    <ellipse cx="450" cy="290" rx="230" ry="170" fill="#f1f5f9" stroke="#0f172a" stroke-width="5"/>
    <circle cx="450" cy="290" r="60" fill="#cbd5e1" stroke="#0f172a" stroke-width="4"/>
    <line x1="240" y1="80" x2="420" y2="255" stroke="#0f172a" stroke-width="3"/>
    <line x1="700" y1="110" x2="640" y2="200" stroke="#0f172a" stroke-width="3"/>
    <line x1="700" y1="480" x2="560" y2="400" stroke="#0f172a" stroke-width="3"/>
    <text x="110" y="70" font-family="DejaVu Sans" font-size="40" fill="#000">Nucleus</text>
    <text x="640" y="90" font-family="DejaVu Sans" font-size="40" fill="#000">Membrane</text>
    <text x="640" y="530" font-family="DejaVu Sans" font-size="40" fill="#000">Cytoplasm</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('study app: shell and library', () => {
  it('opens on the dashboard with the balance, the trial and the navigation', async () => {
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Good /);
    await expect
      .poll(() => page.getByRole('link', { name: /credits left\. See credits/ }).textContent())
      .toContain('10');
    expect(
      await page
        .getByText(/days? left/)
        .first()
        .isVisible(),
    ).toBe(true);
    await check('home');
  });

  it('creates a raw text, finds it by search, edits it and downloads it as a PDF', async () => {
    await openFromNav('Raw texts');
    await page.getByRole('heading', { name: 'Add your first raw text' }).waitFor();
    await check('raw-texts-empty');

    await page.getByRole('link', { name: 'New raw text' }).click();
    await page.getByLabel('Name').fill('Photosynthesis notes');
    await page
      .getByLabel('Text')
      .fill(
        '# Photosynthesis\n\nPlants use **chlorophyll** to absorb light.\n\n- Light reactions\n- Calvin cycle',
      );
    await page
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { name: 'Photosynthesis' })
      .waitFor();
    await page.getByRole('button', { name: 'Save raw text' }).click();
    await page.waitForURL(/\/app\/raw-texts\/\d+$/);
    await check('raw-text-editor');

    await openFromNav('Raw texts');
    await page.getByRole('searchbox', { name: 'Search raw texts' }).fill('chlorophyll');
    await page.waitForURL(/q=chlorophyll/);
    await page.getByRole('status').filter({ hasText: '1 result for “chlorophyll”' }).waitFor();
    await check('raw-texts-search');
    await page.getByRole('link', { name: 'Photosynthesis notes' }).click();

    await page.getByLabel('Name').fill('Photosynthesis — chapter 4');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Photosynthesis — chapter 4');

    await page.getByRole('button', { name: 'Download' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('uploads a diagram, detects its labels, saves them and keeps them after a reload', async () => {
    await openFromNav('Diagrams');
    await check('diagrams-empty');
    await page.getByRole('link', { name: 'Upload a diagram' }).first().click();
    await page.getByLabel('Name').fill('Animal cell');
    await page.getByLabel('Diagram image').setInputFiles({
      name: 'animal-cell.png',
      mimeType: 'image/png',
      buffer: await diagramPng(),
    });
    await page.getByText(/Found \d+ labels?/).waitFor({ timeout: 30_000 });
    const boxes = page.getByRole('button', { name: /^Box \d+:/ });
    expect(await boxes.count()).toBeGreaterThanOrEqual(2);
    const labels = await page
      .getByRole('textbox', { name: /^Label of box/ })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(labels.join(' ')).toMatch(/Nucleus|Membrane|Cytoplasm/);
    await check('diagram-new');

    // Keyboard: move the first box right, then add one by the button and name it.
    const first = boxes.first();
    await first.focus();
    const before = await first.boundingBox();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const after = await first.boundingBox();
    expect((after?.x ?? 0) - (before?.x ?? 0)).toBeGreaterThan(0);
    const count = await boxes.count();
    await page.getByRole('button', { name: 'Add box' }).click();
    await page.getByRole('textbox', { name: `Label of box ${count + 1}` }).fill('Ribosome');

    await page.getByRole('button', { name: 'Save diagram' }).click();
    await page.waitForURL(/\/app\/diagrams\/\d+$/);
    await page.reload();
    await page.getByRole('button', { name: `Box ${count + 1}: Ribosome` }).waitFor();
    await check('diagram-saved');
  });

  it('creates a collection and adds a raw text and a diagram to it', async () => {
    await openFromNav('Collections');
    await check('collections-empty');
    await page.getByRole('button', { name: 'New collection' }).first().click();
    await page.getByRole('dialog', { name: 'New collection' }).getByLabel('Name').fill('Biology mock exam');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.waitForURL(/\/app\/collections\/\d+$/);
    await page.getByRole('heading', { name: 'This collection is empty' }).waitFor();

    await page.getByRole('button', { name: 'Add raw texts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('checkbox', { name: 'Photosynthesis — chapter 4' }).check();
    await axe(page, 'add items dialog');
    await dialog.getByRole('button', { name: 'Add 1 raw text' }).click();
    await page.getByRole('link', { name: 'Photosynthesis — chapter 4' }).waitFor();

    await page.getByRole('button', { name: 'Add diagrams' }).click();
    await dialog.getByRole('checkbox', { name: 'Animal cell' }).check();
    await dialog.getByRole('button', { name: 'Add 1 diagram' }).click();
    await page.getByRole('link', { name: 'Animal cell' }).waitFor();

    await page.reload();
    await page.getByRole('link', { name: 'Animal cell' }).waitFor();
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Generate a quiz' }).getAttribute('href'),
    ).toMatch(/\/app\/generate\?collection=\d+$/);
    await check('collection');
    await openFromNav('Collections');
    await page.getByText('0 quizzes').waitFor();
  });

  it('generates a quiz from the whole collection, labelling the diagram in it, and counts it', async () => {
    await openFromNav('Collections');
    await page.getByRole('link', { name: 'Biology mock exam' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Generate a quiz' }).click();
    await page.waitForURL(/\/app\/generate\?collection=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Generate a quiz' }).waitFor();
    const diagramLabelling = page.getByRole('checkbox', { name: 'Diagram labelling' });
    await expect.poll(() => diagramLabelling.isDisabled()).toBe(false);
    await diagramLabelling.check();
    // The collection's raw text is a few lines: too little for text questions, so label the diagram only.
    await page.getByRole('checkbox', { name: 'Multiple choice' }).uncheck();
    await page.getByRole('button', { name: /^Generate quiz · \d+ credits?$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Review your quiz' }).waitFor({ timeout: 30_000 });
    const stems = await page
      .getByRole('textbox', { name: 'Question', exact: true })
      .evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement | HTMLTextAreaElement).value),
      );
    expect(stems.some((stem) => /box \d+/i.test(stem))).toBe(true);
    await page.getByLabel('Quiz title').fill('Mock exam: cells and photosynthesis');
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await page.waitForURL(/\/app\/quizzes\/\d+$/);
    await openFromNav('Collections');
    await page.getByText(/^1 quiz ·/).waitFor({ timeout: 10_000 });
  });

  it('builds a study note from the catalogue', async () => {
    await openFromNav('Study notes');
    await check('study-notes-empty');
    await page.getByRole('link', { name: 'New study note' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Biology revision');
    await page.getByRole('searchbox', { name: 'Find a subject' }).fill('biology');
    await page.getByRole('list', { name: 'Matching subjects' }).getByRole('button').first().click();
    const topics = page.getByRole('group', { name: /^Topics of / });
    await topics.getByRole('checkbox').first().check();
    await page.getByLabel('Topic name').fill('My mnemonics');
    await page
      .getByLabel('Notes', { exact: true })
      .fill('**MRS GREN**: movement, respiration, sensitivity, growth…');
    await page.getByRole('button', { name: 'Add topic' }).click();
    await check('study-note-editor');
    await page.getByRole('button', { name: 'Save study note' }).click();
    await page.waitForURL(/\/app\/study-notes\/\d+$/);
    await page.getByRole('heading', { name: 'My mnemonics' }).waitFor();
    await check('study-note');
  });

  it('shows progress and credits, and deep links survive a reload', async () => {
    await openFromNav('Progress');
    await page.getByRole('heading', { name: 'No results yet' }).waitFor();
    await check('progress-empty');
    await openFromNav('Credits');
    await page.getByRole('cell', { name: 'Welcome credits' }).waitFor();
    await check('credits');
    await page.goto('/app/credits');
    await page.getByRole('heading', { name: 'Credits', level: 1 }).waitFor();
    await page.goto('/app/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('follows a dark system theme with enough contrast', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      for (const [url, name] of [
        ['/app/', 'home-dark'],
        ['/app/collections', 'collections-dark'],
        ['/app/credits', 'credits-dark'],
      ] as const) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await axe(page, name);
        await screenshot(page, 'app', `${name}-1280`);
      }
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe('rgb(255, 255, 255)');
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  it('opens the navigation as a sheet on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/app/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await sheet.getByRole('link', { name: 'Diagrams' }).waitFor();
    await axe(page, 'navigation sheet');
    await screenshot(page, 'app', 'nav-sheet-375');
    await sheet.getByRole('link', { name: 'Diagrams' }).click();
    await page.waitForURL(/\/app\/diagrams$/);
    expect(await sheet.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(session.consoleErrors).toEqual([]);
  });
});
