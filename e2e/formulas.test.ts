// Formulas in the study app through the real server: a saved quiz with fractions, a power, a root, a matrix
// and a chemical equation is shown typeset (KaTeX, with MathML for screen readers) and previewed beside the
// editor's fields; both screens pass axe at 1440 and 390 px and are photographed into test-results/maths/.
// The renderer's chunk loads only where a formula is shown: the dashboard never fetches it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signUp } from './support/browser.js';
import { expectAxeClean, postJson } from './support/screens.js';
import { formulaQuiz } from '../packages/documents/src/test-support/formula-quiz.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function saveQuiz(context: BrowserContext): Promise<number> {
  const response = await postJson(context, '/api/create-quiz/', formulaQuiz());
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** No axe violations, then full-page pictures at 1440 and 390 px. */
async function check(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${name} at ${width} px`);
    await screenshot(page, 'maths', `${name}-${width}`);
  }
}

describe('study app: formulas', () => {
  it('shows a quiz with formulas typeset, previews them in the editor, and loads KaTeX only there', async () => {
    const context = await newContext(browser, { width: 1440 });
    const page = await context.newPage();
    const katexRequests: string[] = [];
    page.on('request', (request) => {
      if (/katex/i.test(request.url())) katexRequests.push(request.url());
    });
    await signUp(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(katexRequests, 'the dashboard has no formula: no renderer').toEqual([]);

    const id = await saveQuiz(context);
    await page.goto(`/app/quizzes/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Formulas' }).waitFor();
    await page.locator('.katex').first().waitFor();
    expect(katexRequests.length, 'the quiz page loads the renderer').toBeGreaterThan(0);
    // Fractions, roots, a matrix and mhchem's arrow, each with MathML for screen readers.
    expect(await page.locator('.katex .mfrac').count()).toBeGreaterThan(0);
    expect(await page.locator('.katex .sqrt').count()).toBeGreaterThan(0);
    expect(await page.locator('.katex-mathml math mtable').count()).toBeGreaterThan(0);
    expect(
      await page.locator('.katex-mathml annotation', { hasText: '\\ce{2H2 + O2 -> 2H2O}' }).count(),
    ).toBe(1);
    await check(page, 'question-view');

    await page.goto(`/app/quizzes/${id}/edit`);
    const preview = page.getByRole('region', { name: 'Question 1 preview' });
    await preview.locator('.katex').first().waitFor();
    expect(await preview.locator('.katex .mfrac').count()).toBeGreaterThan(0);
    await check(page, 'editor-preview');
    await context.close();
  });

  it('shows a study note with formulas typeset, and pastes Unicode maths into a raw text as LaTeX', async () => {
    const context = await newContext(browser, { width: 1440 });
    const page = await context.newPage();
    await signUp(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const response = await postJson(context, '/api/user-study-notes-create/', {
      name: 'Formulas',
      new_user_generated_topics: [
        {
          name: 'Sequences and water',
          content: [
            'The terms $a_1 + a_2$ and half, $\\frac{1}{2}$; a root $\\sqrt{2}$.',
            '',
            '- The identity $\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}$.',
            '',
            '$$E = mc^2$$',
            '',
            'Hydrogen burns to water: $\\ce{2H2 + O2 -> 2H2O}$.',
          ].join('\n'),
        },
      ],
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await page.goto(`/app/study-notes/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Formulas' }).waitFor();
    await page.locator('.katex').first().waitFor();
    expect(await page.locator('.katex .mfrac').count()).toBeGreaterThan(0);
    expect(await page.locator('.katex-mathml math mtable').count()).toBeGreaterThan(0);
    await check(page, 'study-note');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/app/raw-texts/new');
    const field = page.getByRole('textbox', { name: 'Text' });
    await field.waitFor();
    await field.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Water is H₂O and x² + 3x = 10.');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => field.inputValue()).toBe('Water is \\ce{H2O} and $x^{2} + 3x = 10$.');
    await context.close();
  });
});
