// Issue 35, what the first two passes left (brief firsthour3), through the real server in Chromium at
// 1440 and 390 px: printing gives a student copy unless the key is chosen, the CSV names students who
// never started, the greeting uses the name as given (or none), the public pages of an install without
// payments say how credits are given (no packs) and sign-up's promise matches the starting credits, and
// the class follow-up quiz shows its price and makes a quiz of the size it showed. Screens are checked
// with axe and photographed into /work/shots/firsthour3/ (SHOTS_DIR) and test-results/firsthour3/.
import fs from 'node:fs';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../packages/documents/src/test-support/pdf-text.js';
import { launchBrowser, newContext, signUp, uniqueEmail } from './support/browser.js';
import { checkScreen, corpus, createClassWithRoster, DESK, PHONE, postJson } from './support/screens.js';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/firsthour3';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const check = (page: Page, name: string) => checkScreen(page, 'firsthour3', name, SHOTS);

async function credits(context: BrowserContext): Promise<number> {
  return (await (await context.request.get('/api/auth/me/')).json()).credits as number;
}

async function downloaded(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

describe('the first hour, third pass: public pages on an install without payments', () => {
  it('say how credits are given, sell no packs, and sign-up promises what the starting credits buy', async () => {
    const context = await newContext(browser, DESK);
    const page = await context.newPage();
    for (const size of [DESK, PHONE]) {
      await page.setViewportSize(size);
      for (const [url, name] of [
        ['/pricing/', 'pricing'],
        ['/', 'landing'],
      ] as const) {
        await page.goto(url);
        expect(await page.locator('html').getAttribute('data-payments')).toBe('off');
        const told = page.locator('.without-payments');
        if ((await told.count()) > 0) {
          expect(await told.first().isVisible(), `${name}: how credits are given`).toBe(true);
          expect(await told.first().textContent()).toContain('takes no payments');
        }
        for (const packs of await page.locator('.needs-payments').all())
          expect(await packs.isVisible(), `${name}: no packs for sale`).toBe(false);
        await check(page, name);
      }
      await page.goto('/signup/');
      await page.getByLabel(/e-?mail/i).waitFor();
      await check(page, 'signup');
    }
    // The aside is the wide screen's (a phone goes straight to the form).
    await page.setViewportSize(DESK);
    const aside = (await page.getByRole('complementary', { name: 'Why Quizwise' }).textContent()) ?? '';
    const promise = /(\d+) credits to start: each writes a quiz of up to (\d+) questions/.exec(aside);
    expect(promise, aside).not.toBeNull();
    expect(aside).not.toMatch(/about \d+ (multiple-choice )?questions/);

    // Signed up without a name: the greeting names nobody; the credits are the ones promised.
    await signUp(page);
    expect(await credits(context)).toBe(Number(promise![1]));
    // The greeting is drawn once the account has loaded.
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/auth/me/') && response.ok()),
      page.goto('/app/'),
    ]);
    await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor();
    await page.waitForTimeout(300);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(heading).toMatch(/^Good (morning|afternoon|evening)$/);
    await context.close();
  }, 300_000);
});

describe('the first hour, third pass: a teacher', () => {
  it('greets by the name given, prints a student copy by default, exports students who never started, and prices the follow-up quiz it makes', async () => {
    const context = await newContext(browser, DESK);
    const teacher = await context.newPage();
    // Signed up with a name: the greeting uses it whole ("Ms Patel", never "Ms").
    await teacher.goto('/signup/');
    await teacher.getByRole('radio', { name: /teacher/i }).check();
    await teacher.getByLabel('Your name').fill('Ms Patel');
    await teacher.getByLabel(/e-?mail/i).fill(uniqueEmail('fh3'));
    await teacher.getByLabel(/^password/i).fill('correct horse battery');
    await teacher.getByRole('button', { name: /sign up|create account|start/i }).click();
    await teacher.waitForURL(/\/app\//);
    await teacher.goto('/app/');
    // The name comes with the account (loaded after the page): the whole of it, never "Ms".
    await teacher
      .getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ms Patel$/ })
      .waitFor({ timeout: 10_000 });
    expect(await teacher.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /^Good (morning|afternoon|evening), Ms Patel$/,
    );
    for (const size of [DESK, PHONE]) {
      await teacher.setViewportSize(size);
      await check(teacher, 'home');
    }
    await teacher.setViewportSize(DESK);

    // A quiz generated from material and saved.
    const generated = await postJson(context, '/api/generate-quiz/', {
      input_data: corpus('01-photosynthesis.md'),
      quiz_options: [{ questionType: 'short_answer', higherOrder: false, questionsQuantity: 'few' }],
    });
    expect(generated.status()).toBe(200);
    const draft = await generated.json();
    const saved = await postJson(context, `/api/quiz-drafts/${draft.draft_id}/save/`, {
      title: 'Plants check',
      question_sets: draft.question_sets,
    });
    expect(saved.status()).toBe(201);
    const quizId = (await saved.json()).id as number;
    const answers: string[] = draft.question_sets.flatMap((set: { questions: { answer: string }[] }) =>
      set.questions.map((q) => q.answer),
    );

    // Printing: a student copy unless the key is chosen, and then the key is on a page of its own.
    await teacher.goto(`/app/quizzes/${quizId}/edit`);
    await teacher.getByRole('button', { name: 'Download', exact: true }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Download quiz' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Student copy: no answers').isChecked()).toBe(true);
    await check(teacher, 'print-dialog');
    const print = async () => {
      const [file] = await Promise.all([
        teacher.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download' }).click(),
      ]);
      return pdfPages(await downloaded(file));
    };
    const student = await print();
    const studentText = student.map((p) => p.text).join('\n');
    expect(studentText).not.toContain('Answer key');
    expect(studentText).not.toMatch(/Answer: [^_]/);
    await teacher.getByRole('button', { name: 'Download', exact: true }).click();
    await dialog.getByLabel('Student copy with the answer key on its own page').check();
    const keyed = await print();
    expect(keyed[0]!.text).not.toContain('Answer key');
    const keyPages = keyed.filter((p) => p.text.includes('Answer key'));
    expect(keyPages.length).toBeGreaterThanOrEqual(1);
    expect(keyPages.map((p) => p.text).join('\n')).toContain(answers[0]!.split(/\s+/)[0]);

    // A class of three, one of whom submits (on a phone, answering nothing).
    const classUrl = await createClassWithRoster(
      teacher,
      '7B Biology',
      'name\nAda Lovelace\nAlan Turing\nGrace Hopper\n',
    );
    const code =
      (await teacher.getByRole('row', { name: /Ada/ }).locator('.teaching-code').textContent()) ?? '';
    await teacher.getByRole('button', { name: 'Assign a quiz' }).first().click();
    await teacher.getByLabel('Quiz', { exact: true }).selectOption(String(quizId));
    await teacher.getByRole('button', { name: 'Assign', exact: true }).click();
    await teacher.waitForURL(/\/app\/assignments\/\d+$/);
    const assignmentUrl = teacher.url();
    const link = (await teacher.locator('a[href*="/q/"]').first().getAttribute('href')) ?? '';
    const phone = await newContext(browser, PHONE);
    const pupil = await phone.newPage();
    await pupil.goto(link);
    await pupil.getByLabel('Your student code').fill(code);
    await pupil.getByRole('button', { name: 'Start the quiz' }).click();
    await pupil.getByRole('button', { name: 'Submit answers' }).click();
    await pupil.getByRole('button', { name: 'Yes, submit' }).click();
    await pupil.getByText('Submitted. Here are your results.').waitFor();
    await phone.close();

    // The CSV the button gives has a row for each rostered student, the two who never started too.
    await teacher.goto(assignmentUrl);
    const [csvFile] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const csv = (await downloaded(csvFile)).toString('utf8');
    for (const name of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']) expect(csv).toContain(name);
    expect(csv.toLowerCase()).toContain('not started');
    const [xlsxFile] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Excel (XLSX)' }).click(),
    ]);
    expect((await downloaded(xlsxFile)).subarray(0, 2).toString()).toBe('PK');

    // The follow-up quiz says its size and price before the click, and makes a quiz of that size.
    await teacher.goto(classUrl);
    const followUp = teacher.getByRole('button', { name: /^Follow-up quiz on / });
    await followUp.waitFor();
    const label = (await followUp.textContent()) ?? '';
    const shown = /· (\d+) questions? · (\d+) credits?$/.exec(label.trim());
    expect(shown, label).not.toBeNull();
    expect(label).not.toContain('General');
    for (const size of [DESK, PHONE]) {
      await teacher.setViewportSize(size);
      expect(await followUp.isVisible()).toBe(true);
      await check(teacher, 'class-follow-up');
    }
    await teacher.setViewportSize(DESK);
    const before = await credits(context);
    await followUp.click();
    await teacher.waitForURL(/\/app\/quizzes\/\d+$/);
    const made = Number(/\/app\/quizzes\/(\d+)$/.exec(teacher.url())![1]);
    const quiz = await (await context.request.get(`/api/user-quizzes/${made}/`)).json();
    expect(quiz.total_questions).toBe(Number(shown![1]));
    expect(before - (await credits(context))).toBe(Number(shown![2]));

    // A question added by hand is offered the material's concepts as its skill, never "General".
    await teacher.goto(`/app/quizzes/${quizId}/edit`);
    await teacher.getByRole('button', { name: 'Add question' }).click();
    const added = teacher.getByRole('article').last();
    const listId = (await added.getByLabel('Skill it tests').getAttribute('list')) ?? '';
    await teacher.locator(`[id="${listId}"] option`).first().waitFor({ state: 'attached' });
    const offered = await teacher
      .locator(`[id="${listId}"] option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(expect.arrayContaining(['Photosynthesis', 'Chlorophyll']));
    expect(offered.map((skill) => skill.toLowerCase())).not.toContain('general');
    for (const size of [DESK, PHONE]) {
      await teacher.setViewportSize(size);
      await added.getByLabel('Skill it tests').scrollIntoViewIfNeeded();
      await check(teacher, 'editor-new-question');
    }
    await context.close();
  }, 300_000);
});
