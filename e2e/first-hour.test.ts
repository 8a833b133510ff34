// The first hour of a teacher and a student (issue 35), through the real server in Chromium at 1440
// and 390 px: every rostered student has a row in the results (cards on a phone, nothing hidden
// sideways), the class page says who still has to do the quiz, a student who submitted sees their
// result again from another device, a new multiple-choice question lands at the end with four
// options, and a review card and Progress agree with the review queue. Screens are checked with axe
// and photographed into /work/shots/first-hour/ (SHOTS_DIR) and test-results/first-hour/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signUp } from './support/browser.js';
import { checkScreen, corpus, createClassWithRoster, postJson } from './support/screens.js';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/first-hour';

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
      },
    ],
  },
  {
    question_type: 'true_false',
    questions: [
      {
        question: 'Chlorophyll is green.',
        answer: 'True',
        options: ['True', 'False'],
        questionType: 'true_false',
        skill: 'Photosynthesis',
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

const check = (page: Page, name: string) => checkScreen(page, 'first-hour', name, SHOTS);

describe('the first hour of a teacher', () => {
  it('results name every rostered student, as cards on a phone, and a submitted student sees their result again', async () => {
    const context = await newContext(browser, { width: 1440, height: 900 });
    const teacher = await context.newPage();
    await signUp(teacher, undefined, undefined, 'teacher');
    const saved = await postJson(context, '/api/create-quiz/', {
      title: 'Plants check',
      question_sets: QUESTION_SETS,
    });
    expect(saved.status()).toBe(201);
    const quizId = (await saved.json()).id as number;

    const classUrl = await createClassWithRoster(
      teacher,
      '8C Science',
      'name\nAda Lovelace\nAlan Turing\nGrace Hopper\n',
    );
    const adaCode =
      (await teacher
        .getByRole('row', { name: /Ada Lovelace/ })
        .locator('.teaching-code')
        .textContent()) ?? '';

    await teacher.getByRole('button', { name: 'Assign a quiz' }).first().click();
    await teacher.getByLabel('Quiz', { exact: true }).selectOption({ label: 'Plants check (2 questions)' });
    await teacher.getByRole('button', { name: 'Assign', exact: true }).click();
    await teacher.waitForURL(/\/app\/assignments\/\d+$/);
    const resultsUrl = teacher.url();
    const link = (await teacher.locator('a[href*="/q/"]').first().getAttribute('href')) ?? '';

    // Ada takes it on her phone and submits.
    const phone = await newContext(browser, { width: 390, height: 844 });
    const student = await phone.newPage();
    await student.goto(link);
    await student.getByLabel('Your student code').fill(adaCode);
    await student.getByRole('button', { name: 'Start the quiz' }).click();
    await student.getByText('Answering as Ada Lovelace').waitFor();
    await student.getByRole('radio', { name: 'Carbon dioxide', exact: true }).check();
    await student.getByRole('radio', { name: 'True', exact: true }).check();
    await student.getByRole('button', { name: 'Submit answers' }).click();
    await student.getByRole('button', { name: 'Yes, submit' }).click();
    await student.getByText('Submitted. Here are your results.').waitFor();

    // On another device her code shows her result again instead of refusing her.
    const laptop = await newContext(browser, { width: 1440, height: 900 });
    const again = await laptop.newPage();
    await again.goto(link);
    await again.getByLabel('Your student code').fill(adaCode.toLowerCase());
    await again.getByRole('button', { name: 'Start the quiz' }).click();
    await again.getByText('Submitted. Here are your results.').waitFor();
    expect(await again.getByRole('button', { name: 'Submit answers' }).count()).toBe(0);

    // The teacher sees all three students: one submitted, two not started.
    await teacher.goto(resultsUrl);
    await teacher.getByRole('rowheader', { name: 'Grace Hopper' }).waitFor();
    for (const name of ['Alan Turing', 'Grace Hopper']) {
      const row = teacher.getByRole('row', { name: new RegExp(name) });
      expect(await row.getByText('Not started').count()).toBe(1);
    }
    await teacher.getByText('Not started yet: Alan Turing, Grace Hopper.').waitFor();
    await check(teacher, 'results');

    // At 390 px each student is a card: the marks button and the accuracy are on screen, not sideways.
    await teacher.setViewportSize({ width: 390, height: 844 });
    await teacher.reload();
    const marks = teacher.getByRole('button', { name: 'Marks of Ada Lovelace' });
    await marks.waitFor();
    const box = await marks.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const overflow = await teacher
      .locator('.table-wrap')
      .first()
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await check(teacher, 'results');

    // The class page says who still has to do it.
    await teacher.goto(classUrl);
    await teacher.getByText('Still to do (2): Alan Turing, Grace Hopper').waitFor();
    await check(teacher, 'class');

    // The editor adds a new question at the end, a multiple-choice one with four options.
    await teacher.setViewportSize({ width: 1440, height: 900 });
    await teacher.goto(`/app/quizzes/${quizId}/edit`);
    await teacher.getByRole('heading', { name: 'Question 2' }).waitFor();
    await teacher.getByLabel('Add a question').selectOption('multiple_choice');
    await teacher.getByRole('button', { name: 'Add question' }).click();
    const added = teacher.locator('.q-item').last();
    expect(await added.getByRole('heading', { name: 'Question 3' }).count()).toBe(1);
    expect(await added.getByRole('textbox', { name: /^Option \d$/ }).count()).toBe(4);
    await added.getByLabel('Question', { exact: true }).fill('Where does photosynthesis happen?');
    await check(teacher, 'editor');
    await teacher.setViewportSize({ width: 390, height: 844 });
    await check(teacher, 'editor');

    await phone.close();
    await laptop.close();
    await context.close();
  }, 300_000);
});

describe('the first hour of a student', () => {
  it('reviews mixed cards whose heading never gives the answer, and Progress agrees with the queue', async () => {
    const context = await newContext(browser, { width: 1440, height: 900 });
    const page = await context.newPage();
    await signUp(page);
    const text = await postJson(context, '/api/create-raw-text/', {
      name: 'The Roman Empire',
      content: corpus('14-roman-empire.md'),
    });
    expect(text.status()).toBe(201);

    await page.goto('/app/review');
    await page.getByRole('button', { name: 'Make cards from my material' }).click();
    await page.getByRole('button', { name: /^Start review/ }).click();
    await page.getByText(/^Card 1 of/).waitFor();
    await check(page, 'review-card');
    await page.setViewportSize({ width: 390, height: 844 });
    await check(page, 'review-card');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The one answer given is wrong: Progress must not call it remembered.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'How well did you remember it?' }).waitFor();
    await page.keyboard.press('1');

    await page.goto('/app/progress');
    await page.getByRole('heading', { name: 'Will be forgotten this week' }).waitFor();
    const dueHere = Number(
      await page.locator('.stat', { hasText: 'Due now' }).locator('.stat-value').textContent(),
    );
    const queue = await context.request.get('/api/review/due/?limit=1');
    expect(dueHere).toBe((await queue.json()).due_count);
    expect(await page.getByText(/recall 0% now/).count()).toBeGreaterThan(0);
    await check(page, 'progress');
    await page.setViewportSize({ width: 390, height: 844 });
    await check(page, 'progress');
    await context.close();
  }, 300_000);
});

describe('the first hour: what is charged', () => {
  it('generating the same material and options again after saving opens the saved quiz and charges nothing', async () => {
    const context = await newContext(browser, { width: 1440, height: 900 });
    const page = await context.newPage();
    await signUp(page, undefined, undefined, 'teacher');
    const credits = async () => (await (await context.request.get('/api/auth/me/')).json()).credits as number;
    const generate = async () => {
      await page.goto('/app/generate');
      await page.getByLabel('Your material', { exact: true }).fill(corpus('04-water-cycle.md'));
      // The button that spends says what it costs.
      await page.getByRole('button', { name: /^Generate quiz · \d+ credits?$/ }).click();
    };
    await generate();
    await page.getByRole('heading', { level: 1, name: 'Review your quiz' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await page.waitForURL(/\/app\/quizzes\/\d+$/);
    const quizUrl = page.url();
    const before = await credits();

    await generate();
    await page
      .getByText('You already saved this quiz, so nothing was charged. Here it is.')
      .waitFor({ timeout: 60_000 });
    await page.waitForURL(quizUrl);
    expect(await credits()).toBe(before);
    const drafts = await (await context.request.get('/api/quiz-drafts/')).json();
    expect(drafts.count).toBe(0);
    await context.close();
  }, 300_000);
});
