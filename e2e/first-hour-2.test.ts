// Issue 35, what the first pass left (brief firsthour2), through the real server in Chromium at 1440
// and 390 px: the regenerate button shows its price on screen, class insights are a card per row on a
// phone (no sideways scrolling), and Progress splits today's reviews into "Due now" (the sidebar's
// count) and "Later today". Screens are checked with axe and photographed into /work/shots/firsthour2/
// (SHOTS_DIR) and test-results/firsthour2/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signUp } from './support/browser.js';
import { checkScreen, corpus, createClassWithRoster, DESK, PHONE, postJson } from './support/screens.js';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/firsthour2';

const QUESTION_SETS = [
  {
    question_type: 'multiple_choice',
    questions: [
      {
        question: 'Which gas do plants take in for photosynthesis?',
        answer: 'Carbon dioxide',
        options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
        questionType: 'multiple_choice',
        skill: 'Photosynthesis',
        source: 'Plants take in carbon dioxide through small pores in their leaves called stomata.',
      },
    ],
  },
  {
    question_type: 'true_false',
    questions: [
      {
        question: 'Chlorophyll absorbs mostly green light.',
        answer: 'False',
        options: ['True', 'False'],
        questionType: 'true_false',
        skill: 'Light absorption by chlorophyll pigments',
        source: 'Chlorophyll absorbs red and blue light and reflects green light.',
      },
    ],
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const check = (page: Page, name: string) => checkScreen(page, 'firsthour2', name, SHOTS);

/** How far each table on the page scrolls sideways inside its box; all 0 when every column shows. */
async function sidewaysScroll(page: Page): Promise<number[]> {
  return page.locator('.table-wrap').evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
}

describe('the first hour, second pass: a teacher', () => {
  it('sees the regenerate price on screen and class insights as cards on a phone', async () => {
    const context = await newContext(browser, DESK);
    const teacher = await context.newPage();
    await signUp(teacher, undefined, undefined, 'teacher');
    const saved = await postJson(context, '/api/create-quiz/', {
      title: 'Plants check',
      question_sets: QUESTION_SETS,
    });
    expect(saved.status()).toBe(201);
    const quizId = (await saved.json()).id as number;

    // The regenerate button spends a credit and says so where everyone can see it.
    await teacher.goto(`/app/quizzes/${quizId}/edit`);
    for (const size of [DESK, PHONE]) {
      await teacher.setViewportSize(size);
      const regenerate = teacher.getByRole('button', { name: 'Regenerate question 1 (1 credit)' });
      await regenerate.waitFor();
      const price = regenerate.getByText('1 credit', { exact: true });
      expect(await price.isVisible()).toBe(true);
      const box = await regenerate.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      await check(teacher, 'editor');
    }

    await teacher.setViewportSize(DESK);
    const classUrl = await createClassWithRoster(
      teacher,
      '8C Science',
      'name\nAnastasia Konstantinopoulou-Whitfield\nAlan Turing\n',
    );
    const code =
      (await teacher
        .getByRole('row', { name: /Anastasia/ })
        .locator('.teaching-code')
        .textContent()) ?? '';
    await teacher.getByRole('button', { name: 'Assign a quiz' }).first().click();
    await teacher.getByLabel('Quiz', { exact: true }).selectOption({ label: 'Plants check (2 questions)' });
    await teacher.getByRole('button', { name: 'Assign', exact: true }).click();
    await teacher.waitForURL(/\/app\/assignments\/\d+$/);
    const link = (await teacher.locator('a[href*="/q/"]').first().getAttribute('href')) ?? '';

    const phone = await newContext(browser, PHONE);
    const student = await phone.newPage();
    await student.goto(link);
    await student.getByLabel('Your student code').fill(code);
    await student.getByRole('button', { name: 'Start the quiz' }).click();
    await student.getByRole('radio', { name: 'Oxygen', exact: true }).check();
    await student.getByRole('radio', { name: 'False', exact: true }).check();
    await student.getByRole('button', { name: 'Submit answers' }).click();
    await student.getByRole('button', { name: 'Yes, submit' }).click();
    await student.getByText('Submitted. Here are your results.').waitFor();
    await phone.close();

    await teacher.goto(classUrl);
    await teacher.getByRole('heading', { name: 'Students', level: 3 }).waitFor();
    await check(teacher, 'class-insights');
    // At 390 px each skill and each student is a card: every column on screen, nothing sideways.
    await teacher.setViewportSize(PHONE);
    await teacher.reload();
    await teacher.getByRole('heading', { name: 'Students', level: 3 }).waitFor();
    const overflows = await sidewaysScroll(teacher);
    expect(overflows.length).toBeGreaterThanOrEqual(2);
    for (const overflow of overflows) expect(overflow).toBeLessThanOrEqual(0);
    const average = teacher
      .getByRole('row', { name: /Anastasia/ })
      .filter({ has: teacher.locator('[data-label="Average"]') })
      .locator('[data-label="Average"]');
    const box = await average.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await check(teacher, 'class-insights');
    await context.close();
  }, 300_000);
});

describe('the first hour, second pass: a student', () => {
  it("shows today's reviews as 'Due now' (the queue's count) and 'Later today'", async () => {
    const context = await newContext(browser, DESK);
    const page = await context.newPage();
    await signUp(page);
    const text = await postJson(context, '/api/create-raw-text/', {
      name: 'The water cycle',
      content: corpus('04-water-cycle.md'),
    });
    expect(text.status()).toBe(201);
    await page.goto('/app/review');
    await page.getByRole('button', { name: 'Make cards from my material' }).click();
    await page.getByRole('button', { name: /^Start review/ }).click();
    await page.getByText(/^Card 1 of/).waitFor();
    // Answered wrong: the card comes back in minutes, later today, not now.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'How well did you remember it?' }).waitFor();
    await page.keyboard.press('1');
    await page.getByText(/^Card 2 of/).waitFor();

    await page.goto('/app/progress');
    const forecast = page.getByRole('region', { name: 'Reviews due by day, scrollable' });
    await forecast.waitFor();
    const dueNow = Number(
      await page.locator('.stat', { hasText: 'Due now' }).locator('.stat-value').textContent(),
    );
    const queue = (await (await context.request.get('/api/review/due/?limit=1')).json()).due_count as number;
    expect(dueNow).toBe(queue);
    const rows = forecast.getByRole('row');
    expect(await rows.nth(1).textContent()).toBe(`Due now${queue}`);
    expect(await rows.nth(2).textContent()).toBe('Later today1');
    for (const size of [DESK, PHONE]) {
      await page.setViewportSize(size);
      await check(page, 'progress');
    }
    await context.close();
  }, 300_000);
});
