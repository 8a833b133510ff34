import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildIndex } from '@quizwise/quiz-engine';
import { ApiError } from '../../lib/errors.js';
import { createOpenAiProvider, notesSources } from './openai-provider.js';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../../test/ai/test-chat-server.js';

const MATERIAL = [
  'The mitochondrion is the organelle where aerobic respiration takes place in the cell.',
  'Photosynthesis happens in the chloroplast and turns carbon dioxide and water into glucose and oxygen.',
  'The nucleus holds the DNA of the cell and controls its activities.',
  'Ribosomes are the sites of protein synthesis, where amino acids are joined into chains.',
].join(' ');

const passages = buildIndex([{ id: 1, title: 'Cell biology', text: MATERIAL }]).passages;

function quizJson(questions: unknown[], title = 'Cells'): string {
  return JSON.stringify({ title, questions });
}

describe('OpenAI-compatible provider', () => {
  let server: ChatCompletionsServer;
  const provider = () =>
    createOpenAiProvider({
      baseURL: server.baseURL,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs: 2000,
      chunkTimeoutMs: 1000,
    });

  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('generates questions through chat completions and keeps only those its source supports', async () => {
    server.reply({
      kind: 'json',
      content: quizJson([
        {
          question: 'Which organelle is the site of aerobic respiration?',
          answer: 'mitochondrion',
          options: [],
          source: 'The mitochondrion is the organelle where aerobic respiration takes place in the cell.',
          skill: 'Organelles',
          bloom_level: 'remember',
        },
        {
          question: 'Where are proteins made?',
          answer: 'the Golgi apparatus',
          options: [],
          source: 'Ribosomes are the sites of protein synthesis, where amino acids are joined into chains.',
        },
        {
          question: 'What does the nucleus hold?',
          answer: 'DNA',
          options: [],
          source: 'A sentence that is nowhere in the material at all, about quasars and galaxies.',
        },
      ]),
    });
    const result = await provider().generate({
      text: MATERIAL,
      options: [
        {
          questionType: 'short_answer',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 3,
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.title).toBe('Cells');
    expect(result.value.total_questions).toBe(1);
    expect(result.value.question_sets[0]?.questions[0]).toMatchObject({
      answer: 'mitochondrion',
      questionType: 'short_answer',
    });
    expect(result.value.warnings.join(' ')).toMatch(/Only 1 of 3/);
    const request = server.requests[0];
    expect(request?.model).toBe('test-model');
    expect(request?.messages.at(-1)?.content).toContain('mitochondrion');
  });

  it('answers 502 when the model replies with something that is not the JSON asked for', async () => {
    server.reply({ kind: 'json', content: 'Sure! Here are some questions: 1. What is a cell?' });
    const error = await provider()
      .generate({
        text: MATERIAL,
        options: [{ questionType: 'short_answer', higherOrder: false, questionsQuantity: 'few' }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(502);
    expect((error as ApiError).message).toMatch(/could not be read/);
  });

  it('answers 502 when the HTTP body itself is malformed', async () => {
    server.reply({ kind: 'garbage' });
    const error = await provider()
      .answer('Where does aerobic respiration take place?', passages)
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(502);
  });

  it('retries a server error once, then answers 502 naming the status', async () => {
    server.reply({ kind: 'status', status: 500 });
    const error = await provider()
      .topicNotes('cells', [{ title: 'Cell biology', text: MATERIAL }])
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(502);
    expect((error as ApiError).message).toMatch(/HTTP 500/);
    expect(server.requests).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    server.reply(
      { kind: 'status', status: 500 },
      { kind: 'json', content: '# Cells\n\n## Organelles\n\n- The nucleus holds DNA. *(Cell biology)*' },
    );
    const result = await provider().topicNotes('cells', [{ title: 'Cell biology', text: MATERIAL }]);
    expect(result.ok && result.value.sub_topics).toEqual(['Organelles']);
    expect(result.ok && result.value.markdown).toMatch(/## Sources\n\n- Cell biology/);
    expect(server.requests).toHaveLength(2);
  });

  it('answers 503 when the server is busy or too slow', async () => {
    server.reply({ kind: 'status', status: 429 });
    const busy = await provider()
      .answer('Where is DNA kept?', passages)
      .catch((e: unknown) => e);
    expect((busy as ApiError).statusCode).toBe(503);
    server.reply({ kind: 'hang' });
    const slow = await createOpenAiProvider({
      baseURL: server.baseURL,
      model: 'm',
      timeoutMs: 300,
      maxRetries: 0,
    })
      .topicNotes('cells', [MATERIAL])
      .catch((e: unknown) => e);
    expect((slow as ApiError).statusCode).toBe(503);
    expect((slow as ApiError).message).toMatch(/did not answer/);
  });

  it('answers 503 when nothing listens at the address', async () => {
    const dead = createOpenAiProvider({ baseURL: 'http://127.0.0.1:9/v1', model: 'm', maxRetries: 0 });
    const error = await dead.answer('Where is DNA kept?', passages).catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(503);
  });

  it('streams an answer token by token and cites the passages it used', async () => {
    server.reply({
      kind: 'stream',
      chunks: ['Aerobic respiration ', 'takes place in the ', 'mitochondrion [1].'],
    });
    const stream = provider().streamAnswer('Where does aerobic respiration take place?', passages);
    const tokens: string[] = [];
    let next = await stream.next();
    while (!next.done) {
      tokens.push(next.value);
      next = await stream.next();
    }
    expect(tokens).toEqual(['Aerobic respiration ', 'takes place in the ', 'mitochondrion [1].']);
    expect(next.value.covered).toBe(true);
    expect(next.value.citations).toEqual([
      expect.objectContaining({ n: 1, doc_title: 'Cell biology', passage_id: passages[0]?.id }),
    ]);
    const request = server.requests[0];
    expect(request?.stream).toBe(true);
    expect(request?.messages[0]?.content).toContain('[1] (Cell biology)');
  });

  it('answers 502 when the stream breaks off with a malformed chunk', async () => {
    server.reply({ kind: 'broken-stream', chunks: ['The mito'] });
    const stream = provider().streamAnswer('Where does aerobic respiration take place?', passages);
    const error = await (async () => {
      for await (const token of stream) void token;
    })().catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(502);
  });

  it('does not call the model when no passage was found', async () => {
    const result = await provider().answer('What is a quasar?', []);
    expect(result.covered).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('draws topic notes from the whole of long material, not its first pages', async () => {
    const filler = Array.from(
      { length: 900 },
      (_, i) => `Line ${i} of the course is about cells and their parts.`,
    ).join(' ');
    const late = 'Meiosis halves the number of chromosomes and makes four genetically different gametes.';
    const sources = notesSources('meiosis', [
      { title: 'Biology course', text: `${filler} ${filler} ${late}` },
    ]);
    expect(sources.length).toBeLessThanOrEqual(48_000 + 100);
    expect(sources).toContain(late);
    server.reply({
      kind: 'json',
      content: '# Meiosis\n\n## Gametes\n\n- Meiosis makes gametes. *(Biology course)*',
    });
    await provider().topicNotes('meiosis', [
      { title: 'Biology course', text: `${filler} ${filler} ${late}` },
    ]);
    expect(server.requests[0]?.messages.at(-1)?.content).toContain(late);
  });
});
