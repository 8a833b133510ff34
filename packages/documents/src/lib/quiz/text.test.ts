import { describe, expect, it } from 'vitest';
import { writeQuiz } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { unicodeQuiz } from '../../test-support/fixtures.js';

describe('quiz text and markdown', () => {
  it('numbers questions on across sets, combined or not', async () => {
    const apart = bodyOf(await writeQuiz(unicodeQuiz(), 'txt')).toString('utf8');
    expect(apart).toContain('3. Ångström');
    expect(apart).toContain('7. Label box 1');
    expect(apart).not.toContain('1. Ångström');
    const combined = bodyOf(await writeQuiz(unicodeQuiz(), 'txt', { combineSets: true })).toString('utf8');
    expect(combined).toContain('3. Ångström');
    expect(combined).toContain('7. Label box 1');
  });

  it('lists answers after every question in the key when separated', async () => {
    const txt = bodyOf(
      await writeQuiz(unicodeQuiz(), 'txt', { separateQuestionsFromAnswers: true }),
    ).toString('utf8');
    const key = txt.indexOf('Answer key');
    expect(key).toBeGreaterThan(txt.indexOf('Label box 1'));
    expect(txt.indexOf('1. B. Theta')).toBeGreaterThan(key);
    expect(txt.slice(0, key)).not.toContain('Answer: B');
    expect(txt.indexOf('Left ventricle')).toBeGreaterThan(key);
  });

  it('writes markdown whose options form a nested list and whose user text is escaped', async () => {
    const md = bodyOf(await writeQuiz(unicodeQuiz(), 'md')).toString('utf8');
    expect(md).toContain('## Multiple choice');
    expect(md).toContain('   - A. Alpha\n   - B. Theta');
    expect(md).toContain('Water boils at \\_\\_\\_\\_\\_ °C');
    expect(md).toContain('   **Answer:** B. Theta  \n   **Explanation:**');
  });
});

describe('where a printed quiz puts its answers', () => {
  it('prints a student copy with no answers and no key', async () => {
    const txt = bodyOf(await writeQuiz(unicodeQuiz(), 'txt', { answers: 'student' })).toString('utf8');
    expect(txt).toContain('Label box 1');
    expect(txt).not.toContain('Answer key');
    expect(txt).not.toContain('Answer: B');
    expect(txt).not.toContain('Left ventricle');
    expect(txt).toContain('Answer: ____');
  });

  it('adds the key on its own when asked, and the teacher copy has answers under the questions', async () => {
    const keyed = bodyOf(await writeQuiz(unicodeQuiz(), 'txt', { answers: 'key_page' })).toString('utf8');
    expect(keyed.indexOf('Answer key')).toBeGreaterThan(keyed.indexOf('Label box 1'));
    const inline = bodyOf(await writeQuiz(unicodeQuiz(), 'txt', { answers: 'inline' })).toString('utf8');
    expect(inline).not.toContain('Answer key');
    expect(inline).toContain('Answer: B');
  });
});
