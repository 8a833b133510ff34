// A live game end to end (issue 37): a teacher runs a four-question quiz on the projector; three players
// join on phones (separate browser contexts) with nicknames, a fourth joins late; one phone reloads
// mid-question and carries on, one answers with the keyboard only; the results page then shows four
// attempts with the right marks. Axe checks the projector, the phone's join form and its answer view.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_QUESTION_SETS } from '../apps/server/test/teaching/test-support.js';
import { launchBrowser, newContext, screenshot, signUp } from './support/browser.js';
import { axeViolations, postJson } from './support/screens.js';

/** The server tests' four-question quiz: multiple choice twice, true/false, a typed short answer. */
const QUESTION_SETS = SAMPLE_QUESTION_SETS;
const QUESTIONS = QUESTION_SETS.flatMap((set) => set.questions);

const SHOTS = 'live';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function context(width: number, height: number): Promise<BrowserContext> {
  const created = await newContext(browser, { width, height });
  contexts.push(created);
  return created;
}

/** A phone at 390 px that joins the game by its PIN with a nickname and waits in the lobby (or the question). */
async function joinOnPhone(pin: string, nickname: string): Promise<Page> {
  const page = await (await context(390, 844)).newPage();
  await page.goto(`/join/?pin=${pin}`);
  await page.getByLabel('Your nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByText(new RegExp(`You’re in, ${nickname}!|Question \\d of 4`)).waitFor();
  return page;
}

/** Waits for question `n` (1-based) on a phone. */
async function onQuestion(page: Page, n: number): Promise<void> {
  await page.getByText(`Question ${n} of 4`).waitFor();
}

/** Answers on a phone by pointer: an option button, or the typed answer and Send. */
async function answer(page: Page, response: string): Promise<void> {
  const typed = page.getByLabel('Your answer');
  if (await typed.isVisible()) {
    await typed.fill(response);
    await page.getByRole('button', { name: 'Send' }).click();
  } else await page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: response }).click();
  await sentOrRevealed(page, response);
}

/** The phone took the answer: it says so, or (the last answer in) it already shows the outcome. */
async function sentOrRevealed(page: Page, response: string): Promise<void> {
  await page.getByText(`Answer sent: ${response}.`).or(page.locator('.live-player-result')).waitFor();
}

/** Answers with the keyboard only: Tab to the option whose text is `response`, then Enter. */
async function answerByKeyboard(page: Page, response: string): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused.endsWith(response)) {
      await page.keyboard.press('Enter');
      await sentOrRevealed(page, response);
      return;
    }
  }
  throw new Error(`could not reach the "${response}" button with Tab`);
}

/** The projector's text for question n being revealed. */
async function revealed(projector: Page, n: number): Promise<void> {
  await projector.getByText(`Question ${n} of 4`).waitFor();
  await projector.getByText(/^Answer:/).waitFor();
}

describe('live game', () => {
  it('plays four questions with three phones and a late one, through a reload, into the results', async () => {
    const projector = await (await context(1440, 900)).newPage();
    await signUp(projector, undefined, undefined, 'teacher');
    const saved = await postJson(projector.context(), '/api/create-quiz/', {
      title: 'Plants live',
      question_sets: QUESTION_SETS,
    });
    expect(saved.status()).toBe(201);

    await projector.goto('/app/live');
    await projector.getByLabel('Quiz', { exact: true }).selectOption({ label: 'Plants live' });
    await projector
      .getByLabel('Time per question')
      .selectOption({ label: 'No timer (I reveal each answer)' });
    await projector.getByRole('button', { name: 'Start live game' }).click();
    await projector.waitForURL(/\/app\/live\/\d+$/);
    const pinText = (await projector.locator('.live-pin').textContent()) ?? '';
    const pin = pinText.trim();
    expect(pin).toMatch(/^\d{6}$/);
    await projector.getByRole('img', { name: /QR code to join/ }).waitFor();

    // The phone's join form, checked before anyone joins.
    const ann = await (await context(390, 844)).newPage();
    await ann.goto(`/join/?pin=${pin}`);
    await ann.getByLabel('Your nickname').waitFor();
    expect(await axeViolations(ann), 'phone join form').toEqual([]);
    await screenshot(ann, SHOTS, 'phone-join-390');
    await ann.getByLabel('Your nickname').fill('Ann');
    await ann.getByRole('button', { name: 'Join' }).click();
    await ann.getByText('You’re in, Ann!').waitFor();
    const ben = await joinOnPhone(pin, 'Ben');
    const cat = await joinOnPhone(pin, 'Cat');

    await projector.getByRole('heading', { name: '3 in the game' }).waitFor();
    for (const name of ['Ann', 'Ben', 'Cat'])
      await projector.getByRole('button', { name: `Remove ${name}` }).waitFor();
    expect(await axeViolations(projector), 'projector lobby').toEqual([]);
    await screenshot(projector, SHOTS, 'projector-lobby-1440');
    await screenshot(ann, SHOTS, 'phone-lobby-390');

    await projector.getByRole('button', { name: 'Start the game' }).click();

    // Question 1: Cat's phone reloads before she answers, and she is back in the same question.
    await Promise.all([ann, ben, cat].map((p) => onQuestion(p, 1)));
    await projector.getByText(QUESTIONS[0]?.question ?? '').waitFor();
    expect(await axeViolations(ann), 'phone question').toEqual([]);
    expect(await axeViolations(projector), 'projector question').toEqual([]);
    await screenshot(ann, SHOTS, 'phone-question-390');
    await screenshot(projector, SHOTS, 'projector-question-1440');
    // Both views at the other width too (a phone held sideways on a laptop, the projector page on a phone).
    await projector.setViewportSize({ width: 390, height: 844 });
    await screenshot(projector, SHOTS, 'projector-question-390');
    await projector.setViewportSize({ width: 1440, height: 900 });
    await ann.setViewportSize({ width: 1440, height: 900 });
    await screenshot(ann, SHOTS, 'phone-question-1440');
    await ann.setViewportSize({ width: 390, height: 844 });
    await answer(ann, 'Carbon dioxide');
    await answer(ben, 'Oxygen');
    await projector.getByText('2 of 3 answered').waitFor();
    await cat.reload();
    await onQuestion(cat, 1);
    await answer(cat, 'Carbon dioxide');
    // Everyone has answered: the answer shows by itself.
    await revealed(projector, 1);
    await projector.getByText('2 of 3 right').waitFor();
    expect(await axeViolations(projector), 'projector reveal').toEqual([]);
    await screenshot(projector, SHOTS, 'projector-reveal-1440');
    await ann.getByRole('heading', { name: '✓ Correct!' }).waitFor();
    await ben.getByRole('heading', { name: '✗ Not this time' }).waitFor();
    expect(await axeViolations(ben), 'phone result').toEqual([]);
    await screenshot(ben, SHOTS, 'phone-result-390');
    await projector.getByRole('button', { name: 'Next', exact: true }).click();
    await projector.getByRole('list', { name: 'Top five' }).waitFor();
    await screenshot(projector, SHOTS, 'projector-leaderboard-1440');
    await projector.getByRole('button', { name: 'Next question' }).click();

    // Question 2: Dan joins late, straight into the question; Ben reloads after answering and keeps it.
    await Promise.all([ann, ben, cat].map((p) => onQuestion(p, 2)));
    const dan = await joinOnPhone(pin, 'Dan');
    await onQuestion(dan, 2);
    await projector.getByText('0 of 4 answered').waitFor();
    await answer(ben, 'Heart');
    await ben.reload();
    await ben.getByText('Answer sent: Heart.').waitFor();
    await answer(ann, 'Heart');
    await answer(cat, 'Liver');
    await answer(dan, 'Heart');
    await revealed(projector, 2);
    await projector.getByText('3 of 4 right').waitFor();
    await projector.getByRole('button', { name: 'Next', exact: true }).click();
    await projector.getByRole('button', { name: 'Next question' }).click();

    // Question 3: Ann answers with the keyboard only.
    await Promise.all([ann, ben, cat, dan].map((p) => onQuestion(p, 3)));
    await answerByKeyboard(ann, 'True');
    await answer(ben, 'False');
    await answer(cat, 'True');
    await answer(dan, 'True');
    await revealed(projector, 3);
    await projector.getByRole('button', { name: 'Next', exact: true }).click();
    await projector.getByRole('button', { name: 'Next question' }).click();

    // Question 4, typed: graded with the homework's tolerant grading (case, a typo).
    await Promise.all([ann, ben, cat, dan].map((p) => onQuestion(p, 4)));
    expect(await axeViolations(dan), 'phone typed answer').toEqual([]);
    await screenshot(dan, SHOTS, 'phone-typed-390');
    await answer(ann, 'photosynthesis');
    await answer(ben, 'respiration');
    await answer(cat, 'Photosynthesis');
    await answer(dan, 'photosynthsis');
    await revealed(projector, 4);
    await projector.getByRole('button', { name: 'Next', exact: true }).click();
    await projector.getByRole('button', { name: 'Show the podium' }).click();
    await projector.getByRole('list', { name: 'Podium' }).waitFor();
    expect(await axeViolations(projector), 'projector podium').toEqual([]);
    await screenshot(projector, SHOTS, 'projector-podium-1440');
    await ann.getByRole('heading', { name: 'Game over' }).waitFor();
    await ann.getByText('You finished number 1 of 4').waitFor();
    await screenshot(ann, SHOTS, 'phone-finished-390');

    // The projector and a phone at the other width, looked at too.
    await projector.setViewportSize({ width: 390, height: 844 });
    await screenshot(projector, SHOTS, 'projector-podium-390');
    await ann.setViewportSize({ width: 1440, height: 900 });
    await screenshot(ann, SHOTS, 'phone-finished-1440');

    // The results: one attempt per player, marked as homework is.
    await projector.setViewportSize({ width: 1440, height: 900 });
    await projector.getByRole('link', { name: 'See the results' }).click();
    await projector.waitForURL(/\/app\/assignments\/\d+$/);
    const expected = { Ann: '4 / 4', Ben: '1 / 4', Cat: '3 / 4', Dan: '3 / 4' };
    const students = projector.getByRole('region', { name: /^Students' results/ });
    for (const [name, score] of Object.entries(expected)) {
      // The game's attempts are graded as it finishes: reload until each is in.
      await expect
        .poll(
          async () => {
            const row = students.getByRole('row', { name: new RegExp(`^${name}\\b`) });
            if ((await row.count()) === 1 && (await row.getByText(score).count()) === 1) return true;
            await projector.reload();
            return false;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
    }
    // One attempt per player, and no others.
    expect(await students.locator('tbody tr').count()).toBe(4);
    await screenshot(projector, SHOTS, 'results-1440');
  }, 180_000);
});
