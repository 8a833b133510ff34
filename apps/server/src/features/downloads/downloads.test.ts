import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp, type TestSession } from '../../test/test-app.js';

const questionSets = [
  {
    question_type: 'multiple_choice',
    questions: [
      {
        question: 'Which gas do plants absorb? (CO₂ → O₂)',
        answer: 'Carbon dioxide',
        options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
        questionType: 'multiple_choice',
      },
    ],
  },
  {
    question_type: 'short_answer',
    questions: [
      {
        question: 'What does ATP stand for?',
        answer: 'Adenosine triphosphate',
        options: [],
        questionType: 'short_answer',
      },
    ],
  },
];

/** Image XObjects in a PDF, as poppler's `pdfimages -list` lists them (header lines dropped). */
function pdfImageList(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'quizwise-download-'));
  try {
    writeFileSync(join(dir, 'quiz.pdf'), pdf);
    const list = execFileSync('/usr/bin/pdfimages', ['-list', join(dir, 'quiz.pdf')], { encoding: 'utf8' });
    return list.trim().split('\n').slice(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('downloads and imports', () => {
  let app: FastifyInstance;
  let owner: TestSession;
  let rawTextId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: owner.headers,
      payload: {
        name: 'Cell biology — notes',
        content: '# Cells\n\nMitochondria release energy.\n\n- Nucleus\n- Ribosome',
      },
    });
    rawTextId = created.json().id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('streams a raw text as a PDF attachment', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${rawTextId}/?file_format=pdf`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cell-biology[^"]*\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('streams a raw text as DOCX and as Markdown', async () => {
    const docx = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${rawTextId}/?file_format=docx`,
      headers: { cookie: owner.cookie },
    });
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const md = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${rawTextId}/?file_format=md`,
      headers: { cookie: owner.cookie },
    });
    expect(md.body).toContain('Mitochondria release energy.');
  });

  it('downloads a raw text as TXT with the user’s content byte for byte, markup and all', async () => {
    const content = 'Line one\nline two\n\n<p>kept</p> <br> <script>alert(1)</script>\n2*3*4 = 24\n';
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-raw-text/',
      headers: owner.headers,
      payload: { name: 'Exact', content },
    });
    const txt = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${created.json().id}/?file_format=txt`,
      headers: { cookie: owner.cookie },
    });
    expect(txt.statusCode).toBe(200);
    expect(txt.rawPayload.equals(Buffer.from(`Exact\n=====\n\n${content}`, 'utf8'))).toBe(true);
  });

  it('answers 400 naming file_format when it is missing or unknown, and 404 for another user', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${rawTextId}/`,
      headers: { cookie: owner.cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ file_format: ['This field is required.'] });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${rawTextId}/?file_format=xyz`,
      headers: { cookie: owner.cookie },
    });
    expect(unknown.json()).toEqual({ file_format: ['"xyz" is not a valid choice.'] });
    const stranger = await signUp(app);
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/download-raw-text/${rawTextId}/?file_format=pdf`,
      headers: { cookie: stranger.cookie },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('writes a quiz as GIFT with the answer marked, and as CSV with one row per question', async () => {
    const gift = await app.inject({
      method: 'POST',
      url: '/api/download-quiz/?file_format=gift',
      headers: owner.headers,
      payload: { name: 'Photosynthesis', quizResults: questionSets },
    });
    expect(gift.statusCode).toBe(200);
    expect(gift.headers['content-disposition']).toContain('photosynthesis');
    expect(gift.body).toContain('=Carbon dioxide');
    const csv = await app.inject({
      method: 'POST',
      url: '/api/download-quiz/?file_format=csv',
      headers: owner.headers,
      payload: { name: 'Photosynthesis', quizResults: questionSets },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split(/\r?\n/).length).toBeGreaterThanOrEqual(3);
  });

  it('prints a student copy by default; the key and the teacher copy are choices of their own', async () => {
    const print = (extra: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/download-quiz/?file_format=txt',
        headers: owner.headers,
        payload: { name: 'Photosynthesis', quizResults: questionSets, ...extra },
      });
    const student = (await print({})).body;
    expect(student).not.toContain('Adenosine triphosphate');
    expect(student).not.toMatch(/Answer: [^_]/);
    expect(student).not.toContain('Answer key');
    expect((await print({ answers: 'key_page' })).body).toContain('Answer key');
    expect((await print({ answers: 'inline' })).body).toMatch(/Answer: [^_]/);
    // The older switch still means what it meant.
    expect((await print({ separate_q_from_a: true })).body).toContain('Answer key');
    const bad = await print({ answers: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('answers');
  });

  it('prints the owner’s diagram, numbered, in quiz PDF and DOCX, and nobody else’s', async () => {
    const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#3060d0' } })
      .png()
      .toBuffer();
    const diagram = await app.inject({
      method: 'POST',
      url: '/api/diagrams/create/',
      headers: owner.headers,
      payload: {
        name: 'Leaf',
        image: `data:image/png;base64,${png.toString('base64')}`,
        rectangles_data: [
          { x: 10, y: 10, width: 80, height: 40, label: 'Stoma' },
          { x: 120, y: 100, width: 80, height: 40, label: 'Vein' },
        ],
      },
    });
    expect(diagram.statusCode, diagram.body).toBe(201);
    const quizResults = [
      {
        question_type: 'diagram_labelling',
        questions: [
          {
            question: 'Which label belongs at box 2 on the diagram "Leaf"?',
            answer: 'Vein',
            options: ['Stoma', 'Vein'],
            questionType: 'diagram_labelling',
            diagram_id: diagram.json().id,
            rectangle: { x: 120, y: 100, width: 80, height: 40, label: 'Vein' },
          },
        ],
      },
    ];
    const download = (format: string, session: TestSession) =>
      app.inject({
        method: 'POST',
        url: `/api/download-quiz/?file_format=${format}`,
        headers: session.headers,
        payload: { name: 'Leaf quiz', quizResults },
      });
    const pdf = await download('pdf', owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdfImageList(pdf.rawPayload)).toEqual([
      expect.stringMatching(/^\s*1\s+\d+\s+image\s+240\s+160\s/),
    ]);
    const docx = await JSZip.loadAsync((await download('docx', owner)).rawPayload);
    expect(Object.keys(docx.files).filter((name) => name.startsWith('word/media/'))).toHaveLength(1);

    const stranger = await signUp(app);
    const theirs = await download('pdf', stranger);
    expect(theirs.statusCode).toBe(200);
    expect(pdfImageList(theirs.rawPayload)).toEqual([]);
  });

  it('imports a GIFT file as a new quiz, and names the line of a malformed one', async () => {
    const gift = '::Q1:: What is 2 + 2? {=4 ~3 ~5 ~22}\n\n::Q2:: The sun is a star. {TRUE}\n';
    const imported = await app.inject({
      method: 'POST',
      url: '/api/import-quiz/',
      headers: owner.headers,
      payload: { format: 'gift', content: gift, title: 'Imported' },
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ title: 'Imported', total_questions: 2 });
    const saved = await app.inject({
      method: 'GET',
      url: `/api/user-quizzes/${imported.json().id}/`,
      headers: { cookie: owner.cookie },
    });
    expect(saved.statusCode).toBe(200);

    const broken = await app.inject({
      method: 'POST',
      url: '/api/import-quiz/',
      headers: owner.headers,
      payload: { format: 'gift', content: '::Q1:: What is 2 + 2? {=4 ~3\n\n::Q2:: Fine {TRUE}\n' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().content[0]).toMatch(/^Line \d+:/);
  });
});
