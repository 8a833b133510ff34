import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const NAME = 'été 水循环';
const ENCODED = '%C3%A9t%C3%A9%20%E6%B0%B4%E5%BE%AA%E7%8E%AF';

describe('download file names in any script', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps a raw text name in filename* with an ASCII fallback in filename', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: owner.headers,
      payload: { name: NAME, content: 'Le cycle de l’eau.' },
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${created.json().id}/?file_format=pdf`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ete.pdf"; filename*=UTF-8''${ENCODED}.pdf`,
    );
  });

  it("keeps a quiz name too, percent-encoding RFC 5987's reserved ' ( )", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/download-quiz/?file_format=gift',
      headers: owner.headers,
      payload: {
        name: `${NAME} (l'eau)`,
        quizResults: [
          {
            question_type: 'true_false',
            questions: [
              {
                question: 'Rain is water.',
                answer: 'True',
                options: ['True', 'False'],
                questionType: 'true_false',
              },
            ],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['content-disposition']);
    expect(header).toContain(`filename*=UTF-8''${ENCODED}%20%28l%27eau%29%20gift.txt`);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+-gift\.txt"; /);
  });
});
