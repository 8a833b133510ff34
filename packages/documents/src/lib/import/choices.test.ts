import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../types.js';
import { importGift } from './gift.js';
import { importMoodleXml } from './moodle-xml.js';

const questionsOf = (result: ImportResult) =>
  result.ok ? result.value.question_sets.flatMap((s) => s.questions) : [];
const skippedOf = (result: ImportResult) => (result.ok ? result.value.skipped : ['not ok']);

const moodle = (...questions: string[]) =>
  `<?xml version="1.0"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;
const answer = (fraction: number, text: string, feedback = '') =>
  `<answer fraction="${fraction}"><text>${text}</text><feedback><text>${feedback}</text></feedback></answer>`;
const multichoice = (stem: string, single: string, answers: string) =>
  `<question type="multichoice"><questiontext><text>${stem}</text></questiontext><single>${single}</single>${answers}</question>`;

describe('GIFT import never silently changes a question', () => {
  it('leaves out a select-all-that-apply question (~%50%) and names it', () => {
    const result = importGift('Capital? {=Paris ~Rome}\n\nWhich are primes? {~%50%2 ~%50%3 ~%-100%4}\n');
    expect(questionsOf(result).map((q) => q.question)).toEqual(['Capital?']);
    expect(skippedOf(result)).toEqual([
      "Question 2 'Which are primes?': select-all-that-apply questions are not supported yet, so it was left out.",
    ]);
  });

  it('leaves out a question with two right answers', () => {
    expect(skippedOf(importGift('Pick two {=a =b ~c}\n'))[0]).toContain('select-all-that-apply');
  });

  it('keeps per-answer feedback in the explanation and says so; reports dropped partial credit', () => {
    const result = importGift('Capital? {=Paris#Yes! ~%50%Lyon#Half right ~Rome#No ####It is Paris.}\n');
    expect(questionsOf(result)[0]).toMatchObject({
      answer: 'Paris',
      options: ['Paris', 'Lyon', 'Rome'],
      explanation: 'It is Paris.\n\nFeedback on answers:\n- Paris: Yes!\n- Lyon: Half right\n- Rome: No',
    });
    expect(skippedOf(result)).toEqual([
      `Question 1 'Capital?': imported with one right answer; partial credit for "Lyon" (50%) was dropped.`,
      "Question 1 'Capital?': feedback on individual answers was kept in the explanation.",
    ]);
  });

  it('accepts only full-credit short answers and says which partial ones went', () => {
    const result = importGift('Soil? {=soil =%50%dirt}\n');
    expect(questionsOf(result)[0]).toMatchObject({ answer: 'soil' });
    expect(questionsOf(result)[0]?.accepted_answers).toBeUndefined();
    expect(skippedOf(result)[0]).toContain('partial credit answers "dirt" (50%) were left out');
  });

  it('leaves out numeric answers with a tolerance or range; keeps exact numbers', () => {
    const result = importGift('Year? {#1822:5}\n\nRange? {#1..5}\n\nExact? {#42}\n');
    expect(questionsOf(result)).toEqual([
      { question: 'Exact?', answer: '42', options: [], questionType: 'short_answer' },
    ]);
    expect(skippedOf(result)).toEqual([
      "Question 1 'Year?': numeric answers with a tolerance or range (1822 ± 5) are not supported yet, so it was left out.",
      "Question 2 'Range?': numeric answers with a tolerance or range (1..5) are not supported yet, so it was left out.",
    ]);
  });

  it('reports an essay from another tool that becomes a scenario question', () => {
    const result = importGift('Describe the water cycle. {}\n');
    expect(questionsOf(result)[0]?.questionType).toBe('scenario_based');
    expect(skippedOf(result)[0]).toContain("Question 1 'Describe the water cycle.': an essay question");
  });
});

describe('Moodle XML import never silently changes a question', () => {
  it('leaves out a multichoice with <single>false</single> and names it', () => {
    const result = importMoodleXml(
      moodle(
        multichoice('Which are primes?', 'false', answer(50, '2') + answer(50, '3') + answer(-100, '4')),
        multichoice('Capital?', 'true', answer(100, 'Paris') + answer(0, 'Rome')),
      ),
    );
    expect(questionsOf(result).map((q) => q.question)).toEqual(['Capital?']);
    expect(skippedOf(result)).toEqual([
      "Question 1 'Which are primes?': select-all-that-apply questions are not supported yet, so it was left out.",
    ]);
  });

  it('keeps per-answer feedback in the explanation and says so', () => {
    const result = importMoodleXml(
      moodle(multichoice('Capital?', 'true', answer(100, 'Paris', 'Yes!') + answer(0, 'Rome', 'No'))),
    );
    expect(questionsOf(result)[0]?.explanation).toBe('Feedback on answers:\n- Paris: Yes!\n- Rome: No');
    expect(skippedOf(result)).toEqual([
      "Question 1 'Capital?': feedback on individual answers was kept in the explanation.",
    ]);
  });

  it('leaves out a numerical question with a tolerance', () => {
    const result = importMoodleXml(
      moodle(
        '<question type="numerical"><questiontext><text>Year?</text></questiontext>' +
          '<answer fraction="100"><text>1822</text><tolerance>5</tolerance></answer></question>',
        '<question type="numerical"><questiontext><text>Exact?</text></questiontext>' +
          '<answer fraction="100"><text>42</text><tolerance>0</tolerance></answer></question>',
      ),
    );
    expect(questionsOf(result).map((q) => q.answer)).toEqual(['42']);
    expect(skippedOf(result)).toEqual([
      "Question 1 'Year?': numeric answers with a tolerance or range (1822 ± 5) are not supported yet, so it was left out.",
    ]);
  });

  it('names the position of a question of a type Quizwise lacks', () => {
    const result = importMoodleXml(
      moodle('<question type="matching"><questiontext><text>Match them</text></questiontext></question>'),
    );
    expect(skippedOf(result)).toEqual([
      `Question 1 'Match them': Quizwise has no Moodle "matching" question type, so it was left out.`,
    ]);
  });
});
