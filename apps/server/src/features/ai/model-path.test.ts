import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuizOption } from '@quizwise/contract';
import { createEmbeddedProvider } from '@quizwise/quiz-engine';
import type { ApiError } from '../../lib/errors.js';
import { createOpenAiProvider } from './openai-provider.js';
import { FALLBACK_WARNING, withEmbeddedFallback } from './select-provider.js';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
  type ChatRequest,
} from '../../../test/ai/test-chat-server.js';
import { startReplayServer } from '../../../test/ai/test-replay-server.js';
import type { WriteProgress } from './write-quiz.js';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'faulty', name), 'utf8');

const SENTENCES = [
  'Osmosis is the movement of water across a partially permeable membrane from a dilute solution to a more concentrated one.',
  'A plant cell placed in pure water takes in water by osmosis and becomes turgid, because its cell wall stops it from bursting.',
  'An animal cell has no cell wall, so in pure water it swells and may burst.',
  'Active transport moves substances against a concentration gradient and needs energy from respiration.',
  'Root hair cells use active transport to take up mineral ions from the soil, where ions are scarcer than inside the cell.',
  'Diffusion is the net movement of particles from a region of higher concentration to a region of lower concentration.',
  'Oxygen diffuses into the blood in the alveoli because its concentration is higher in the air than in the blood.',
  'Transpiration is the loss of water vapour from the leaves of a plant through its stomata.',
];
const MATERIAL = SENTENCES.join(' ');

function mcq(i: number, over: Record<string, unknown> = {}) {
  const topics = [
    [
      'Which process moves water across a partially permeable membrane into a concentrated solution?',
      'osmosis',
      0,
    ],
    ['Which process takes up mineral ions into root hair cells from the soil?', 'active transport', 4],
    ['Which process is the net movement of particles down a concentration gradient?', 'diffusion', 5],
    ['Which process loses water vapour from leaves through the stomata?', 'transpiration', 7],
  ] as const;
  const [question, answer, sentence] = topics[i % topics.length] as (typeof topics)[number];
  const all = ['osmosis', 'active transport', 'diffusion', 'transpiration'];
  return {
    question,
    answer,
    // A model's habit: the key first.
    options: [answer, ...all.filter((o) => o !== answer)],
    evidence: SENTENCES[sentence],
    bloom_level: 'remember',
    skill: 'Transport',
    ...over,
  };
}

const quiz = (questions: unknown[], title = 'Transport in cells') => JSON.stringify({ title, questions });
const system = (request: ChatRequest) => request.messages[0]?.content ?? '';
const isVerifier = (r: ChatRequest) => system(r).startsWith('You are checking a quiz');
const isRepair = (r: ChatRequest) => system(r).includes('An independent reader answered');
const isRewrite = (r: ChatRequest) => system(r).includes('has the faults listed');

const option = (questionType: QuizOption['questionType'], n: number, higherOrder = false): QuizOption => ({
  questionType,
  higherOrder,
  questionsQuantity: 'specified',
  specifiedNumber: n,
});

describe('the model path', () => {
  let server: ChatCompletionsServer;
  const provider = (extra: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}) =>
    createOpenAiProvider({ baseURL: server.baseURL, model: 'test-model', timeoutMs: 3000, ...extra });

  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('shuffles options so no key position is above 40%, seeded (the model put every key first)', async () => {
    server.reply({ kind: 'json', content: quiz([0, 1, 2, 3].map((i) => mcq(i))) });
    const input = { text: MATERIAL, options: [option('multiple_choice', 4)], seed: 3 };
    const first = await provider().generate(input);
    const again = await provider().generate(input);
    expect(first.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    const questions = first.value.question_sets[0]?.questions ?? [];
    expect(questions).toHaveLength(4);
    const positions = questions.map((q) => q.options.indexOf(q.answer));
    for (let p = 0; p < 4; p += 1) expect(positions.filter((x) => x === p).length).toBeLessThanOrEqual(1.6);
    expect(again.value.question_sets).toEqual(first.value.question_sets);
  });

  it('drops a key that is not among its options, and says why the set is short after one top-up', async () => {
    server.reply({ kind: 'json', content: fixture('key-not-an-option.json') });
    const result = await provider().generate({ text: MATERIAL, options: [option('multiple_choice', 3)] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.total_questions).toBe(1);
    // Asked once, topped up once (the top-up repeated a question already kept).
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.messages.at(-1)?.content).toMatch(/Already asked/);
    expect(result.value.warnings.join(' ')).toMatch(
      /Only 1 of 3 multiple-choice questions passed the checks\..*key that was not one of its options.*repeated another question/,
    );
  });

  it('over-asks, and fills a shortfall with one top-up call', async () => {
    server.reply(
      { kind: 'json', content: fixture('too-few.json') },
      { kind: 'json', content: quiz([mcq(1), mcq(2)]) },
    );
    const result = await provider().generate({ text: MATERIAL, options: [option('multiple_choice', 3)] });
    expect(result.ok && result.value.total_questions).toBe(3);
    expect(result.ok && result.value.warnings).toEqual([]);
    expect(server.requests[0]?.messages[0]?.content).toMatch(/Write 5 questions/);
    expect(server.requests[1]?.messages[0]?.content).toMatch(/Write 4 questions/);
  });

  it('drops questions copied across sets of one quiz', async () => {
    server.reply((request) =>
      system(request).includes('True/false')
        ? { kind: 'json', content: fixture('copied-stems.json').replace(/"options": \[[^\]]*\], /g, '') }
        : { kind: 'json', content: fixture('copied-stems.json') },
    );
    const result = await provider().generate({
      text: MATERIAL,
      options: [option('multiple_choice', 1), option('short_answer', 1)],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stems = result.value.question_sets.flatMap((s) => s.questions.map((q) => q.question));
    expect(new Set(stems).size).toBe(stems.length);
    expect(result.value.warnings.join(' ')).toMatch(/repeated another question/);
  });

  it('sends a key that is clearly the longest back to be rewritten, once', async () => {
    const longKey = mcq(1, {
      answer: 'active transport against a concentration gradient',
      options: ['active transport against a concentration gradient', 'osmosis', 'diffusion', 'transpiration'],
      evidence: `${SENTENCES[3]} ${SENTENCES[4]}`,
    });
    const fixed = mcq(1, {
      answer: 'active transport',
      options: ['active transport', 'simple osmosis', 'free diffusion', 'transpiration'],
    });
    server.reply((request) =>
      isRewrite(request)
        ? { kind: 'json', content: quiz([fixed]) }
        : { kind: 'json', content: quiz([longKey, mcq(0)]) },
    );
    const result = await provider().generate({ text: MATERIAL, options: [option('multiple_choice', 2)] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const answers = result.value.question_sets[0]?.questions.map((q) => q.answer);
    expect(answers).toContain('active transport');
    expect(answers).not.toContain('active transport against a concentration gradient');
    expect(server.requests.filter(isRewrite)).toHaveLength(1);
  });

  it('cuts a dangling connective from a fill-in-the-blank stem, and sends "These _____" and "Researchers found" back once to stand alone', async () => {
    const standalone = [
      {
        question:
          'Plant _____ use active transport to take up mineral ions from the soil, where ions are scarcer than inside the cell.',
        answer: 'root hair cells',
        options: [],
        evidence: SENTENCES[4],
        bloom_level: 'remember',
        accepted_answers: ['root hairs'],
      },
      // Still leaning on an unseen sentence after its one rewrite: dropped, not sent back again.
      {
        question:
          'They found that oxygen _____ into the blood in the alveoli because its concentration is higher in the air than in the blood.',
        answer: 'diffuses',
        options: [],
        evidence: SENTENCES[6],
        bloom_level: 'remember',
      },
    ];
    server.reply((request) =>
      isRewrite(request)
        ? { kind: 'json', content: quiz(standalone) }
        : { kind: 'json', content: fixture('dangling-stems.json') },
    );
    const result = await provider().generate({ text: MATERIAL, options: [option('fill_in_the_blank', 3)] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stems = result.value.question_sets[0]?.questions.map((q) => q.question) ?? [];
    expect(stems).toContain(
      'Active transport moves substances against a concentration gradient and needs energy from _____.',
    );
    expect(stems).toContain(
      'Plant _____ use active transport to take up mineral ions from the soil, where ions are scarcer than inside the cell.',
    );
    expect(stems.some((s) => /^(These|Researchers|They)\b/.test(s))).toBe(false);
    const rewrites = server.requests.filter(isRewrite);
    expect(rewrites).toHaveLength(1);
    // The writer is told what to fix for each item, and sees only the items that lean on an unseen sentence.
    const sent = rewrites[0]?.messages.at(-1)?.content ?? '';
    expect(sent).toMatch(/refers to something it does not name/);
    expect(sent).toMatch(/These _____/);
    expect(sent).not.toMatch(/Instead/);
  });

  describe('the verifier pass', () => {
    const CASES = [
      'A student puts a red blood cell in distilled water and a spinach leaf cell beside it. Which outcome is most likely?',
      'A gardener drops a hamster cell and a spinach cell into a glass of pure water. Which outcome follows?',
      'In a school lab, cheek cells and onion cells each sit in distilled water for an hour. Which result is expected?',
    ];
    const CELLS = [
      ['red blood cell', 'leaf cell'],
      ['hamster cell', 'spinach cell'],
      ['cheek cell', 'onion cell'],
    ] as const;
    const optionsFor = (i: number) => {
      const [animal, plant] = CELLS[i - 1] as readonly [string, string];
      return [
        `The ${animal} bursts but the ${plant} turns firm`,
        `The ${plant} bursts but the ${animal} turns firm`,
        `Both cells shrink as they lose water to the water`,
        `Neither cell changes as water cannot cross into it`,
      ];
    };
    const right = (i: number) => optionsFor(i)[0] as string;
    const wrong = (i: number) => optionsFor(i)[1] as string;
    const scenario = (i: number, answer: string) => ({
      question: CASES[i - 1],
      answer,
      options: optionsFor(i),
      evidence: `${SENTENCES[1]} ${SENTENCES[2]}`,
      bloom_level: 'apply',
    });

    it('answers higher-order questions without the key, repairs a disagreement once, drops what stays wrong', async () => {
      server.reply((request) => {
        if (isVerifier(request))
          return {
            kind: 'json',
            content: JSON.stringify({ answers: [1, 2, 3].map((id) => ({ id, answer: right(id) })) }),
          };
        if (isRepair(request))
          // The first repair takes the independent answer; the second keeps its wrong key.
          return { kind: 'json', content: quiz([scenario(2, right(2)), scenario(3, wrong(3))]) };
        return {
          kind: 'json',
          content: quiz([scenario(1, right(1)), scenario(2, wrong(2)), scenario(3, wrong(3))]),
        };
      });
      const result = await provider().generate({ text: MATERIAL, options: [option('scenario_based', 3)] });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const verify = server.requests.find(isVerifier);
      // The verifier never sees a key.
      expect(verify?.messages.at(-1)?.content).not.toMatch(/"answer"/);
      expect(server.requests.filter(isVerifier)).toHaveLength(1);
      expect(server.requests.filter(isRepair)).toHaveLength(1);
      const questions = result.value.question_sets[0]?.questions ?? [];
      expect(questions.map((q) => q.answer)).toEqual([right(1), right(2)]);
      expect(questions).toHaveLength(2);
      expect(result.value.warnings.join(' ')).toMatch(/answered differently by an independent check/);
    });

    it('never shows a higher-order question the verifier could not answer', async () => {
      server.reply((request) =>
        isVerifier(request)
          ? { kind: 'status', status: 500 }
          : system(request).includes('Scenario:')
            ? { kind: 'json', content: quiz([scenario(1, right(1)), scenario(2, right(2))]) }
            : { kind: 'json', content: quiz([mcq(0)]) },
      );
      const result = await provider({ maxRetries: 0 }).generate({
        text: MATERIAL,
        options: [option('scenario_based', 2), option('multiple_choice', 1)],
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.question_sets.map((s) => s.question_type)).toEqual(['multiple_choice']);
      expect(result.value.warnings.join(' ')).toMatch(/could not be checked by an independent reading/);
    });

    it('lets higher-order keys go beyond their evidence word for word (recall ones may not)', async () => {
      server.reply((request) =>
        isVerifier(request)
          ? { kind: 'json', content: JSON.stringify({ answers: [{ id: 1, answer: right(1) }] }) }
          : { kind: 'json', content: quiz([scenario(1, right(1))]) },
      );
      const result = await provider().generate({ text: MATERIAL, options: [option('scenario_based', 1)] });
      expect(result.ok && result.value.question_sets[0]?.questions[0]?.answer).toBe(right(1));
    });
  });

  it('waits out a 429 for its Retry-After, then goes on', async () => {
    let calls = 0;
    server.reply((request) => {
      calls += 1;
      if (calls <= 2) return { kind: 'status', status: 429, headers: { 'retry-after': '0.3' } };
      return isVerifier(request)
        ? { kind: 'json', content: '{"answers": []}' }
        : { kind: 'json', content: quiz([mcq(0)]) };
    });
    const started = Date.now();
    const result = await provider({ maxRetries: 0 }).generate({
      text: MATERIAL,
      options: [option('multiple_choice', 1)],
    });
    expect(result.ok && result.value.total_questions).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('answers 503 when the provider keeps answering 429', async () => {
    server.reply({ kind: 'status', status: 429, headers: { 'retry-after': '0' } });
    const error = await provider({ maxRetries: 0 })
      .generate({ text: MATERIAL, options: [option('multiple_choice', 1)] })
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(503);
    expect(server.requests).toHaveLength(4);
  });

  it('repairs a malformed JSON reply once', async () => {
    server.reply(
      { kind: 'json', content: fixture('bad-json.txt') },
      { kind: 'json', content: quiz([mcq(0)]) },
    );
    const result = await provider().generate({ text: MATERIAL, options: [option('multiple_choice', 1)] });
    expect(result.ok && result.value.total_questions).toBe(1);
    expect(server.requests[1]?.messages.at(-1)?.content).toMatch(/could not be read as the JSON asked for/);
  });

  it('gives up with a 502 when the repair is malformed too', async () => {
    server.reply({ kind: 'json', content: fixture('bad-json.txt') });
    const error = await provider()
      .generate({ text: MATERIAL, options: [option('multiple_choice', 1)] })
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(502);
    expect(server.requests).toHaveLength(2);
  });

  it('says plainly when the model refuses', async () => {
    server.reply({ kind: 'json', content: fixture('refusal.txt') });
    const error = await provider()
      .generate({ text: MATERIAL, options: [option('multiple_choice', 1)] })
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(422);
    expect((error as ApiError).message).toMatch(/declined to write questions.*Nothing was charged/);
  });

  it('keeps the sets that were written when one set fails', async () => {
    server.reply((request) =>
      system(request).includes('Short answer')
        ? { kind: 'status', status: 500 }
        : { kind: 'json', content: quiz([mcq(0)]) },
    );
    const result = await provider({ maxRetries: 0 }).generate({
      text: MATERIAL,
      options: [option('short_answer', 1), option('multiple_choice', 1)],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.question_sets.map((s) => s.question_type)).toEqual(['multiple_choice']);
    expect(result.value.warnings.join(' ')).toMatch(
      /No short-answer questions: The language model server failed \(HTTP 500\)/,
    );
  });

  it('answers 503 when a stalled model never answers', async () => {
    server.reply({ kind: 'hang' });
    const error = await provider({ timeoutMs: 300, maxRetries: 0 })
      .generate({ text: MATERIAL, options: [option('multiple_choice', 1)] })
      .catch((e: unknown) => e);
    expect((error as ApiError).statusCode).toBe(503);
    expect((error as ApiError).message).toMatch(/did not answer within/);
  });

  it('with AI_FALLBACK=embedded, the embedded engine writes a quiz the model could not', async () => {
    server.reply({ kind: 'status', status: 500 });
    const fallback = withEmbeddedFallback(provider({ maxRetries: 0 }), createEmbeddedProvider());
    const result = await fallback.generate({ text: MATERIAL, options: [option('short_answer', 2)] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.warnings[0]).toBe(FALLBACK_WARNING);
    expect(result.value.total_questions).toBeGreaterThan(0);
  });

  it('reads long material whole: every section is written from, and the prompt names its concepts', async () => {
    const sections = Array.from({ length: 6 }, (_, s) => {
      const body = Array.from({ length: 120 }, (_, k) => `${SENTENCES[(s + k) % SENTENCES.length]}`).join(
        ' ',
      );
      return `# Chapter ${s + 1}\n\n${body}`;
    });
    const long = `${sections.join('\n\n')}\n\n# Chapter 7\n\nTranspiration is the loss of water vapour from the leaves of a plant through its stomata.`;
    expect(long.length).toBeGreaterThan(48_000);
    server.reply({ kind: 'json', content: quiz([mcq(3)]) });
    const progress: WriteProgress[] = [];
    await provider({ onProgress: (p) => progress.push(p) }).generate({
      text: long,
      options: [option('multiple_choice', 6)],
    });
    const writers = server.requests.filter((r) => system(r).includes('Write '));
    expect(writers.length).toBeGreaterThan(1);
    expect(writers.map((r) => system(r)).join('\n')).toMatch(/part \d of \d/);
    expect(writers.some((r) => r.messages.at(-1)?.content.includes('Chapter 5'))).toBe(true);
    expect(system(writers[0] as ChatRequest)).toMatch(/Cover its key ideas.*osmosis/i);
    expect(progress.at(-1)).toMatchObject({ stage: 'verifying', total: 6 });
  });
});

describe('record/replay harness', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quizwise-replay-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves an unseen request as pending, then replays the recorded answer (JSON and streamed)', async () => {
    const replay = await startReplayServer(dir);
    try {
      const provider = createOpenAiProvider({ baseURL: replay.baseURL, model: 'stand-in', maxRetries: 0 });
      const input = { text: MATERIAL, options: [option('multiple_choice', 1)] };
      const first = await provider.generate(input).catch((e: unknown) => e);
      expect((first as ApiError).statusCode).toBe(503);
      const [key] = replay.pending();
      expect(key).toMatch(/^[0-9a-f]{16}$/);
      const pending = JSON.parse(
        readFileSync(path.join(dir, 'pending', `${key}.json`), 'utf8'),
      ) as ChatRequest;
      expect(pending.messages[0]?.content).toMatch(/Write 3 questions/);
      replay.answer(key as string, quiz([mcq(0)]));
      const second = await provider.generate(input);
      expect(second.ok && second.value.total_questions).toBe(1);
      expect(replay.served).toContain(key);

      const { buildIndex } = await import('@quizwise/quiz-engine');
      const passages = buildIndex([{ id: 1, title: 'Transport', text: MATERIAL }]).passages;
      await provider.answer('What is osmosis?', passages).catch(() => null);
      const [chatKey] = replay.pending();
      replay.answer(chatKey as string, 'Osmosis is the movement of water across a membrane [1].');
      const answer = await provider.answer('What is osmosis?', passages);
      expect(answer).toMatchObject({
        covered: true,
        answer: 'Osmosis is the movement of water across a membrane [1].',
      });
    } finally {
      await replay.close();
    }
  });
});
