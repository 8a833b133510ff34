// The teachers' platform end to end: a teacher creates a class, uploads a CSV roster and assigns a
// quiz; two students take it with their personal codes in their own browsers (one reloads halfway and
// loses nothing, the other moves to a second device halfway and carries on); the teacher sees one row a
// student, overrides a grade and downloads the XLSX, which is opened and checked here.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signUp } from './support/browser.js';
import { axeViolations, createClassWithRoster, postJson } from './support/screens.js';
import { SAMPLE_QUESTION_SETS } from '../apps/server/test/teaching/test-support.js';

const QUESTIONS = SAMPLE_QUESTION_SETS.flatMap((set) => set.questions);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Saves a quiz through the API with the page's own session (quiz editing is another feature's screen). */
async function saveQuiz(context: BrowserContext, title: string): Promise<void> {
  const response = await postJson(context, '/api/create-quiz/', {
    title,
    question_sets: SAMPLE_QUESTION_SETS,
  });
  expect(response.status()).toBe(201);
}

/** Answers every question shown; `answerFor` decides each answer by the question's text. */
async function answerAll(page: Page, answerFor: (question: string) => string, only?: number): Promise<void> {
  const cards = page.locator('.student-questions > li');
  const count = only ?? (await cards.count());
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const legend = (await card.locator('legend').textContent()) ?? '';
    const question = QUESTIONS.find((q) => legend.includes(q.question));
    if (!question) throw new Error(`unknown question: ${legend}`);
    const answer = answerFor(question.question);
    if (question.options.length > 0) await card.getByRole('radio', { name: answer, exact: true }).check();
    else await card.getByRole('textbox').fill(answer);
  }
}

async function answeredCount(page: Page): Promise<number> {
  const checked = await page.getByRole('radio', { checked: true }).count();
  const texts = await page
    .locator('.student-text')
    .evaluateAll(
      (inputs) => inputs.filter((input) => (input as HTMLInputElement).value.trim() !== '').length,
    );
  return checked + texts;
}

/** Opens the quiz link and starts (or carries on) as the student with this code. */
async function startWithCode(
  context: BrowserContext,
  link: string,
  name: string,
  code: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Your student code').fill(code);
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await page.getByText(`Answering as ${name}`).waitFor();
  return page;
}

async function takeQuiz(
  context: BrowserContext,
  link: string,
  student: { name: string; code: string },
  answerFor: (question: string) => string,
  halfway: 'reload' | BrowserContext,
): Promise<Page> {
  let page = await startWithCode(context, link, student.name, student.code);
  expect(await axeViolations(page)).toEqual([]);
  await answerAll(page, answerFor, 2);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);
  if (halfway === 'reload') {
    await page.reload();
    await page.getByText(`Answering as ${student.name}`).waitFor();
  } else {
    // Another device, in through the join page with the code on the board: the same student code
    // carries on with the same attempt.
    page = await halfway.newPage();
    await page.goto('/join/');
    await page
      .getByRole('textbox', { name: 'Code' })
      .fill(/\/q\/([^/]+)\//.exec(link)?.[1]?.toLowerCase() ?? '');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByLabel('Your student code').fill(student.code);
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await page.getByText(`Answering as ${student.name}`).waitFor();
  }
  // The two answers given before are still there.
  await expect.poll(() => answeredCount(page)).toBe(2);
  await answerAll(page, answerFor);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await page.getByText('Submitted. Here are your results.').waitFor();
  return page;
}

describe('teaching', () => {
  it('runs a class quiz from roster upload to an overridden grade in the XLSX download', async () => {
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    await signUp(teacher, undefined, undefined, 'teacher');
    await saveQuiz(teacherContext, 'Plants and hearts');

    const classUrl = await createClassWithRoster(
      teacher,
      '9B Biology',
      'name,email\nAda Lovelace,ada@school.example\nAlan Turing,\n',
    );
    expect(await teacher.getByRole('row', { name: /Ada Lovelace/ }).count()).toBe(1);
    expect(await axeViolations(teacher)).toEqual([]);
    const codeOf = async (name: string) =>
      (await teacher
        .getByRole('row', { name: new RegExp(name) })
        .locator('.teaching-code')
        .textContent()) ?? '';
    const ada = { name: 'Ada Lovelace', code: await codeOf('Ada Lovelace') };
    const alan = { name: 'Alan Turing', code: await codeOf('Alan Turing') };
    expect(ada.code).toMatch(/^[A-Z2-9]{6}$/);

    await teacher.getByRole('button', { name: 'Assign a quiz' }).first().click();
    await teacher
      .getByLabel('Quiz', { exact: true })
      .selectOption({ label: 'Plants and hearts (4 questions)' });
    await teacher.getByRole('button', { name: 'Assign', exact: true }).click();
    await teacher.waitForURL(/\/app\/assignments\/\d+$/);
    const assignmentUrl = teacher.url();
    const link = (await teacher.locator('a[href*="/q/"]').first().getAttribute('href')) ?? '';
    expect(link).toMatch(/\/q\/[A-Z2-9]{8}\/$/);

    const right = (question: string) => QUESTIONS.find((q) => q.question === question)?.answer ?? '';
    const alansAnswers = (question: string) =>
      question.startsWith('Which gas')
        ? 'Oxygen'
        : question.startsWith('Name the process')
          ? 'photosynth.'
          : right(question);
    const adaContext = await newContext(browser, { width: 390, height: 844 });
    const alanContext = await newContext(browser);
    const alanPhone = await newContext(browser, { width: 390, height: 844 });
    const [adaPage, alanPage] = await Promise.all([
      takeQuiz(adaContext, link, ada, right, 'reload'),
      takeQuiz(alanContext, link, alan, alansAnswers, alanPhone),
    ]);
    await adaPage.getByText('Ada Lovelace: 4 / 4').waitFor();
    expect(await axeViolations(adaPage)).toEqual([]);
    await alanPage.getByText('Alan Turing: 2 / 4').waitFor();
    await screenshot(adaPage, 'teaching', 'student-result-390');

    await teacher.reload();
    await teacher
      .getByRole('row', { name: /Ada Lovelace/ })
      .getByText('4 / 4')
      .waitFor();
    await teacher
      .getByRole('row', { name: /Alan Turing/ })
      .getByText('2 / 4')
      .waitFor();
    // One row a student, although Alan answered on two devices.
    expect(await teacher.getByRole('row', { name: /Alan Turing/ }).count()).toBe(1);
    await teacher.getByRole('button', { name: 'Marks of Alan Turing' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Alan Turing: 2 / 4' });
    await dialog.waitFor();
    await dialog
      .getByRole('group', { name: 'Mark for question 4' })
      .getByRole('button', { name: 'Right' })
      .click();
    await teacher.getByRole('dialog', { name: 'Alan Turing: 3 / 4' }).waitFor();
    await screenshot(teacher, 'teaching', 'override');
    await teacher.keyboard.press('Escape');
    await teacher
      .getByRole('row', { name: /Alan Turing/ })
      .getByText('3 / 4')
      .waitFor();

    const [download] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Excel (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(file) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Students');
    const rows = new Map<string, ExcelJS.Row>();
    sheet?.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(1).value), row);
    });
    expect(rows.get('Ada Lovelace')?.getCell(7).value).toBe(4);
    expect(rows.get('Alan Turing')?.getCell(7).value).toBe(3);
    expect(workbook.getWorksheet('Questions')?.getRow(2).getCell(9).value).toBe('Oxygen');

    // Every teacher screen with results in it, at both widths: looked at, and axe-clean.
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await teacher.setViewportSize({ width, height });
      for (const [name, url, heading] of [
        ['classes', '/app/classes', 'Classes'],
        ['class', classUrl, '9B Biology'],
        ['assignment', assignmentUrl, 'Plants and hearts'],
      ] as const) {
        await teacher.goto(url);
        await teacher.getByRole('heading', { level: 1, name: heading }).waitFor();
        await teacher.waitForLoadState('networkidle');
        await screenshot(teacher, 'teaching', `${name}-${width}`);
        expect(await axeViolations(teacher), `${name} at ${width} px`).toEqual([]);
        // Nothing wider than the screen: wide tables scroll inside their card.
        expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await teacher.getByRole('button', { name: 'Marks of Ada Lovelace' }).click();
      await teacher.getByRole('dialog', { name: 'Ada Lovelace: 4 / 4' }).waitFor();
      await screenshot(teacher, 'teaching', `marks-${width}`);
      expect(await axeViolations(teacher), `marks at ${width} px`).toEqual([]);
      await teacher.keyboard.press('Escape');
    }

    for (const context of [teacherContext, adaContext, alanContext, alanPhone]) await context.close();
  }, 180_000);
});
