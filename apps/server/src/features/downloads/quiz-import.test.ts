import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const moodleQuestion = (text: string) =>
  `<question type="shortanswer"><questiontext format="plain_text"><text>${text}</text></questiontext>` +
  '<answer fraction="100"><text>Evaporation</text></answer></question>';

describe('POST /api/import-quiz/', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  const importFile = (format: 'gift' | 'moodle_xml', content: string) =>
    app.inject({
      method: 'POST',
      url: '/api/import-quiz/',
      headers: owner.headers,
      payload: { format, content },
    });
  const importXml = (content: string) => importFile('moodle_xml', content);

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 400 naming the DOCTYPE, not 500, and never reads the external entity', async () => {
    const response = await importXml(
      `<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<quiz>${moodleQuestion('&xxe;')}</quiz>`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      content: ['Line 2: This file declares a DOCTYPE or entities, which Quizwise does not read.'],
    });
    expect(response.body).not.toContain('root:');
  });

  it('answers 400 with the line where a truncated file ends and no parser internals', async () => {
    const response = await importXml(
      `<?xml version="1.0"?>\n<quiz>\n${moodleQuestion('Where')}\n<question type="truefalse">\n<questiontext>`,
    );
    expect(response.statusCode).toBe(400);
    const [message] = response.json().content as string[];
    expect(message).toBe(
      'Line 5: The file ends before <questiontext> (opened on line 5) is closed; it may have been cut short.',
    );
    expect(response.body).not.toMatch(/stack|Invalid '\[/);
  });

  it('answers 201 with character references and HTML entities decoded', async () => {
    const response = await importXml(
      `<quiz>${moodleQuestion('&#201;t&#xE9; &eacute;vaporation&hellip;')}</quiz>`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().question_sets[0].questions[0].question).toBe(
      '\u00c9t\u00e9 \u00e9vaporation\u2026',
    );
  });

  it('answers 201 listing a select-all-that-apply question in skipped instead of changing it', async () => {
    const response = await importFile(
      'gift',
      '2 is prime. {T}\n\nWhich are primes? {~%50%2 ~%50%3 ~%-100%4}\n',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      total_questions: 1,
      skipped: [
        "Question 2 'Which are primes?': select-all-that-apply questions are not supported yet, so it was left out.",
      ],
    });
  });

  it('answers 400 with the reasons when no question could be kept', async () => {
    const response = await importFile('gift', 'Year? {#1822:5}\n');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      content: [
        'The file holds no questions Quizwise can use.',
        "Question 1 'Year?': numeric answers with a tolerance or range (1822 ± 5) are not supported yet, so it was left out.",
      ],
    });
  });
});
