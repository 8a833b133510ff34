import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { bigQuiz, unicodeQuiz } from '../../test-support/fixtures.js';
import { pdfPages } from '../../test-support/pdf-text.js';

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('quiz PDF', () => {
  it('holds every question, lettered options and the Unicode text without mojibake', async () => {
    const pages = await pdfPages(bodyOf(await writeQuiz(unicodeQuiz(), 'pdf')));
    const text = flat(pages.map((p) => p.text).join('\n'));
    for (const set of unicodeQuiz().question_sets)
      for (const q of set.questions) expect(text).toContain(flat(q.question).slice(0, 40));
    for (const s of [
      'θ',
      '“sin θ ≤ 1”',
      '√16 + ∑',
      'Ångström, café and naïve',
      'α → alpha',
      'g ≈ 9.8 m/s²',
      'Φυσική',
    ])
      expect(text).toContain(s);
    expect(text).toContain('A. Alpha B. Theta C. Omega D. Delta');
    expect(text).toContain('Answer: B. Theta');
    expect(text).not.toContain('\uFFFD');
  });

  it('puts the answer key on its own page after all the questions when separated', async () => {
    const pages = await pdfPages(
      bodyOf(await writeQuiz(unicodeQuiz(), 'pdf', { separateQuestionsFromAnswers: true })),
    );
    const keyPage = pages.findIndex((p) => p.text.startsWith('Answer key'));
    expect(keyPage).toBeGreaterThan(0);
    const before = flat(
      pages
        .slice(0, keyPage)
        .map((p) => p.text)
        .join(' '),
    );
    const after = flat(
      pages
        .slice(keyPage)
        .map((p) => p.text)
        .join(' '),
    );
    expect(before).toContain('Label box 1 on the heart diagram.');
    expect(before).not.toContain('Left ventricle');
    expect(before).not.toContain('Answer:');
    expect(after).toContain('Left ventricle');
    expect(after).toContain('t = √(2h/g) ≈ 2.0 s');
  });

  it('numbers every page and numbers combined sets as one list', async () => {
    const pages = await pdfPages(bodyOf(await writeQuiz(bigQuiz(30), 'pdf', { combineSets: true })));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((p, i) => expect(p.text).toContain(`Page ${i + 1} of ${pages.length}`));
    const text = flat(pages.map((p) => p.text).join(' '));
    expect(text).toContain('30. Question 30:');
    // Each question (stem, four options, answer) stays on one page.
    for (const p of pages) {
      const numbers = [...p.text.matchAll(/Question (\d+):/g)].map((m) => m[1]);
      for (const n of numbers) expect(p.text).toContain(`Answer: C. Option C for ${n}`);
    }
  });

  it('wraps a very long word inside the page instead of running off the edge', async () => {
    const quiz = unicodeQuiz();
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(6);
    quiz.question_sets[0]!.questions[0]!.question = `Define ${word}.`;
    const pages = await pdfPages(bodyOf(await writeQuiz(quiz, 'pdf')));
    const first = pages[0]!;
    expect(Math.max(...first.rightEdges)).toBeLessThanOrEqual(first.width - 40);
    expect(flat(first.text).replace(/ /g, '')).toContain(word);
  });

  it('renders pages to PNG with pdftoppm for a person to look at', async () => {
    const pdftoppm = '/usr/bin/pdftoppm';
    // Deliberately not skipped: a missing poppler-utils must be noticed.
    expect(existsSync(pdftoppm), 'install poppler-utils (pdftoppm) to run this test').toBe(true);
    const dir = 'test-results/documents';
    mkdirSync(dir, { recursive: true });
    const file = `${dir}/quiz-unicode.pdf`;
    writeFileSync(
      file,
      bodyOf(await writeQuiz(unicodeQuiz(), 'pdf', { separateQuestionsFromAnswers: true })),
    );
    execFileSync(pdftoppm, ['-png', '-r', '70', file, `${dir}/quiz-unicode`]);
    expect(
      readdirSync(dir).filter((f) => f.startsWith('quiz-unicode') && f.endsWith('.png')).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
