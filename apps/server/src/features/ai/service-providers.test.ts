import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuizOption } from '@quizwise/contract';
import { checkModel } from './ai-check.js';
import { createOpenAiProvider, isOpenAiItself, type ModelService } from './openai-provider.js';
import {
  promptText,
  startAnthropicServer,
  startGoogleServer,
  type ServiceServer,
} from '../../../test/ai/test-service-servers.js';
import { startChatCompletionsServer } from '../../../test/ai/test-chat-server.js';

const SENTENCES = [
  'Osmosis is the movement of water across a partially permeable membrane from a dilute solution to a more concentrated one.',
  'Active transport moves substances against a concentration gradient and needs energy from respiration.',
  'Root hair cells use active transport to take up mineral ions from the soil, where ions are scarcer than inside the cell.',
  'Diffusion is the net movement of particles from a region of higher concentration to a region of lower concentration.',
  'Transpiration is the loss of water vapour from the leaves of a plant through its stomata.',
];
const MATERIAL = SENTENCES.join(' ');
const ALL = ['osmosis', 'active transport', 'diffusion', 'transpiration'];
const mcq = (question: string, answer: string, sentence: number) => ({
  question,
  answer,
  options: [answer, ...ALL.filter((o) => o !== answer)],
  evidence: SENTENCES[sentence],
  bloom_level: 'remember',
  skill: 'Transport',
});
const QUIZ = JSON.stringify({
  title: 'Transport in cells',
  questions: [
    mcq(
      'Which process moves water across a partially permeable membrane into a concentrated solution?',
      'osmosis',
      0,
    ),
    mcq('Which process takes up mineral ions into root hair cells from the soil?', 'active transport', 2),
    mcq('Which process loses water vapour from leaves through the stomata?', 'transpiration', 4),
  ],
});
const option: QuizOption = {
  questionType: 'multiple_choice',
  higherOrder: false,
  questionsQuantity: 'specified',
  specifiedNumber: 2,
};
const PASSAGES = [
  {
    id: 'p1',
    doc_id: 1,
    doc_title: 'Transport',
    text: SENTENCES[1] as string,
    sentences: [SENTENCES[1] as string],
  },
];

const SERVICES: {
  service: ModelService;
  model: string;
  start: () => Promise<ServiceServer>;
  path: RegExp;
  key: string;
  /** The schema sent in the service's structured-output mode. */
  structured: (body: Record<string, unknown>) => boolean;
  /** The request with the structured-output mode off (`AI_STRUCTURED_OUTPUTS=off`). */
  off: (body: Record<string, unknown>) => boolean;
}[] = [
  {
    service: 'anthropic',
    model: 'claude-haiku-4-5',
    start: startAnthropicServer,
    path: /^\/v1\/messages$/,
    key: 'x-api-key',
    // `output_config.format` where the schema is one Anthropic takes natively, else the schema as the
    // input of a forced "json" tool (the SDK's choice in its "auto" mode; the quiz schema is loose).
    structured: (body) => {
      const format = (body['output_config'] as { format?: { schema?: unknown } } | undefined)?.format;
      const tool = (
        body['tools'] as { name?: string; input_schema?: { properties?: object } }[] | undefined
      )?.[0];
      return (
        Boolean(format?.schema) ||
        (tool?.name === 'json' && 'questions' in (tool.input_schema?.properties ?? {}))
      );
    },
    off: (body) => {
      const tools = (body['tools'] as { name?: string }[] | undefined) ?? [];
      const choice = body['tool_choice'] as { type?: string } | undefined;
      return body['output_config'] === undefined && tools[0]?.name === 'json' && choice?.type === 'any';
    },
  },
  {
    service: 'google',
    model: 'gemini-2.5-flash',
    start: startGoogleServer,
    path: /^\/v1beta\/models\/gemini-2\.5-flash:generateContent$/,
    key: 'x-goog-api-key',
    structured: (body) => {
      const config = body['generationConfig'] as Record<string, unknown> | undefined;
      return config?.['responseMimeType'] === 'application/json' && config['responseSchema'] !== undefined;
    },
    off: (body) => {
      const config = body['generationConfig'] as Record<string, unknown> | undefined;
      return config?.['responseMimeType'] === 'application/json' && config['responseSchema'] === undefined;
    },
  },
];

describe.each(SERVICES)('AI_PROVIDER=$service through its own SDK package', (spec) => {
  let server: ServiceServer;
  const provider = (structuredOutputs?: boolean) =>
    createOpenAiProvider({
      service: spec.service,
      baseURL: server.baseURL,
      apiKey: 'test-key',
      model: spec.model,
      timeoutMs: 3000,
      ...(structuredOutputs !== undefined ? { structuredOutputs } : {}),
    });

  beforeAll(async () => {
    server = await spec.start();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('generates a quiz over the real wire protocol, in the structured-output mode with the schema', async () => {
    server.reply({ kind: 'text', content: QUIZ });
    const result = await provider().generate({ text: MATERIAL, options: [option] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.title).toBe('Transport in cells');
    expect(result.value.question_sets[0]?.questions).toHaveLength(2);
    const request = server.requests[0];
    expect(request?.path).toMatch(spec.path);
    expect(request?.headers[spec.key]).toBe('test-key');
    expect(spec.structured(request?.body ?? {})).toBe(true);
    expect(promptText(request as NonNullable<typeof request>)).toMatch(/Multiple choice:/);
  });

  it('with the structured-output mode off, still asks for JSON and reads it', async () => {
    server.reply({ kind: 'text', content: QUIZ });
    const result = await provider(false).generate({ text: MATERIAL, options: [option] });
    expect(result.ok).toBe(true);
    expect(spec.off(server.requests[0]?.body ?? {})).toBe(true);
  });

  it('waits out a 429 and then answers', async () => {
    server.reply(
      { kind: 'status', status: 429, headers: { 'retry-after': '0' } },
      { kind: 'text', content: QUIZ },
    );
    const result = await provider().generate({ text: MATERIAL, options: [option] });
    expect(result.ok).toBe(true);
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('streams a chat answer with its citation', async () => {
    server.reply({ kind: 'stream', chunks: ['Active transport needs energy ', 'from respiration [1].'] });
    const stream = provider().streamAnswer('What does active transport need?', PASSAGES);
    const chunks: string[] = [];
    let next = await stream.next();
    while (!next.done) {
      chunks.push(next.value);
      next = await stream.next();
    }
    expect(chunks.join('')).toBe('Active transport needs energy from respiration [1].');
    expect(next.value.citations).toHaveLength(1);
  });

  it('npm run ai:check says the model answers and follows the schema', async () => {
    server.reply({ kind: 'text', content: QUIZ });
    const check = await checkModel({
      service: spec.service,
      baseURL: server.baseURL,
      apiKey: 'test-key',
      model: spec.model,
    });
    expect(check).toMatchObject({ answered: true, followsSchema: true, written: 3 });
    expect(check.passed).toBeGreaterThan(0);
  });
});

describe('OpenAI structured outputs', () => {
  it('asks api.openai.com for a strict JSON schema, and a local server for json_object', async () => {
    expect(isOpenAiItself('https://api.openai.com/v1')).toBe(true);
    expect(isOpenAiItself('http://localhost:11434/v1')).toBe(false);
    const server = await startChatCompletionsServer();
    try {
      server.reply({ kind: 'json', content: QUIZ });
      const ask = (structuredOutputs?: boolean) =>
        createOpenAiProvider({
          baseURL: server.baseURL,
          model: 'gpt-4o-mini',
          timeoutMs: 3000,
          ...(structuredOutputs !== undefined ? { structuredOutputs } : {}),
        }).generate({ text: MATERIAL, options: [option] });
      expect((await ask(true)).ok).toBe(true);
      expect(server.requests[0]?.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { strict: true },
      });
      server.requests.length = 0;
      // A loopback server is a local one: json_object unless told otherwise.
      expect((await ask()).ok).toBe(true);
      expect(server.requests[0]?.response_format).toEqual({ type: 'json_object' });
    } finally {
      await server.close();
    }
  });
});
